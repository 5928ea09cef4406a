import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';

/** The job of a pipeline or settings page could not be loaded. */
export function JobLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <EmptyState
      icon={SearchX}
      title={
        isMissing ? "Job not found or you don't have access to it." : 'We could not load this job.'
      }
      description={isMissing ? undefined : error.message}
      action={
        <div className="flex gap-2">
          {!isMissing && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Link href="/jobs" className={buttonClasses('outline')}>
            Back to Jobs
          </Link>
        </div>
      }
    />
  );
}
