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
