import { ListChecks } from 'lucide-react';
import { Link } from 'wouter';
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

/** The top of the full-page screens without the app's navigation: the wordmark, linking home. */
export function BrandHeader() {
  return (
    <header className="px-6 py-5">
      <Link href="/" className="inline-block rounded-md text-slate-900" aria-label="Shortlist home">
        <BrandLogo />
      </Link>
    </header>
  );
}
