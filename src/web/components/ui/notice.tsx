import { Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * A sentence that matters before using what follows (something not available yet,
 * what an action will do), in an amber box with an info icon.
 */
export function Notice({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900',
        className,
      )}
      {...props}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
