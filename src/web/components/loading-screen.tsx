import { Loader2 } from 'lucide-react';
import { cn } from '../lib/utils';

/** Shown while the session is being checked (spec section 2). */
export function LoadingScreen() {
  return (
    <div
      className="flex min-h-screen items-center justify-center bg-slate-50"
      role="status"
      aria-live="polite"
    >
      <div className="flex items-center gap-3 text-slate-600">
        <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden="true" />
        <span>Loading...</span>
      </div>
    </div>
  );
}

/** A smaller spinner for a region of a page (a card, a board) while its data loads. */
export function LoadingBlock({
  label = 'Loading...',
  className,
}: {
  label?: string;
  /** Less room than a page region's, in a dialog say: `py-4`. */
  className?: string;
}) {
  return (
    <div
      className={cn('flex items-center justify-center py-16 text-slate-500', className)}
      role="status"
      aria-live="polite"
    >
      <Loader2 className="mr-2 size-5 animate-spin text-brand-600" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
