import { Button } from './ui/button';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence: "We could not load your credits." */
  what: string;
  error: Error;
  onRetry: () => void;
}

/** A section whose data did not load: what failed, why, and a way to try again. */
export function LoadFailed({ what, error, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="text-sm text-red-800">
      <p>
        {what} {error.message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
