import { ListChecks } from 'lucide-react';
import { cn } from '../lib/utils';

/** The Shortlist wordmark. Decorative icon; the name is the accessible text. */
export function BrandLogo({
  className,
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white text-brand-700' : 'bg-brand-600 text-white',
        )}
      >
        <ListChecks className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg">Shortlist</span>
    </span>
  );
}
