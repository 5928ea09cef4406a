import { Loader2 } from 'lucide-react';

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
export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      className="flex items-center justify-center py-16 text-slate-500"
      role="status"
      aria-live="polite"
    >
      <Loader2 className="mr-2 size-5 animate-spin text-brand-600" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
