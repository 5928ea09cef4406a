import { cn } from '../lib/utils';
import { Button } from './ui/button';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence: "We could not load your credits." */
  what: string;
  error: Error;
  onRetry: () => void;
  /** Trying again right now: the button shows it and waits. */
  isRetrying?: boolean;
  className?: string;
}

/** A section whose data did not load: what failed, why, and a way to try again. */
export function LoadFailed({
  what,
  error,
  onRetry,
  isRetrying = false,
  className,
}: LoadFailedProps) {
  return (
    <div role="alert" className={cn('text-sm text-red-800', className)}>
      <p>
        {what} {error.message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry} isPending={isRetrying}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A list that is still shown but could not be brought up to date (a new search or
 * filter failed): a slim banner above it, with a way to try again.
 */
export function RefreshFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p>We could not update the list. {error.message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
