import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy';
import { useToasts } from './use-toast';

// Radix Toast and its helpers are a tenth of the first page's JavaScript;
// they are fetched when the first toast is raised, not on every page load.
const Toaster = lazyNamed(() => import('./toaster'), 'Toaster');

export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
