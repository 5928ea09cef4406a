import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { BoardJobSyncView } from '../../../../shared/careers-board';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/data-table';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import { useBoardJobs, useRetryBoardJobs } from '../api/careers-board-jobs';
import { useCareersBoardIntegration } from '../api/integration-status';
import { toastAdminFailure } from './admin-failure';
import { CareersBoardOffNotice } from './careers-board-off-notice';

const RETRY_FAILED_FALLBACK = 'The jobs could not be queued again. Please try again.';

/**
 * Jobs the careers board refused or never confirmed after every try, with the
 * board's reason: Retry one, or Retry all failed.
 */
export function FailedBoardJobsCard() {
  const board = useCareersBoardIntegration();
  const isConfigured = board.data?.configured === true;
  const failedJobs = useBoardJobs('FAILED', { enabled: isConfigured });
  const retry = useRetryBoardJobs();
  const retryingId = retry.isPending ? retry.variables : undefined;
  const hasFailedJobs = (failedJobs.data?.jobs.length ?? 0) > 0;

  const onRetry = (jobId: string | null) =>
    retry.mutate(jobId, {
      onSuccess: (response) =>
        toast({
          variant: response.queued > 0 ? 'success' : 'default',
          title: 'Retry queued',
          description: response.message,
        }),
      onError: (error) => toastAdminFailure(error, 'Retry failed', RETRY_FAILED_FALLBACK),
    });

  const columns: DataTableColumn<BoardJobSyncView>[] = [
    {
      id: 'organization',
      header: 'Organization',
      className: 'text-slate-600',
      cell: (job) => job.orgName,
    },
    {
      id: 'title',
      header: 'Job',
      isRowHeader: true,
      className: 'font-medium text-slate-900',
      cell: (job) => job.title,
    },
    {
      id: 'reason',
      header: 'The board’s reason',
      className: 'max-w-md break-words text-red-800',
      cell: (job) => job.syncError ?? 'No reason given',
    },
    {
      id: 'tried',
      header: 'Last tried',
      className: 'whitespace-nowrap text-slate-600',
      cell: (job) => {
        const at = job.lastSyncAt ?? job.updatedAt;
        return (
          <span className="grid">
            <time dateTime={at}>{formatDateTime(at)}</time>
            <span className="text-xs text-slate-500">
              {job.syncAttempts === 1 ? '1 try' : `${job.syncAttempts} tries`}
            </span>
          </span>
        );
      },
    },
    actionsColumn((job) => (
      <Button
        variant="outline"
        size="sm"
        onClick={() => onRetry(job.id)}
        isPending={retryingId === job.id}
        disabled={retry.isPending}
      >
        {retryingId !== job.id && <RotateCcw aria-hidden="true" />}
        Retry<span className="sr-only"> {job.title}</span>
      </Button>
    )),
  ];

  return (
    <TitledCard
      title="Failed jobs"
      icon={<AlertTriangle className="size-4 text-slate-500" aria-hidden="true" />}
      description="Jobs the careers board refused, or did not confirm after every try."
      actions={
        isConfigured && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRetry(null)}
            isPending={retry.isPending && retryingId === null}
            disabled={!hasFailedJobs || retry.isPending}
          >
            {!(retry.isPending && retryingId === null) && <RotateCcw aria-hidden="true" />}
            Retry all failed
          </Button>
        )
      }
    >
      {!board.data ? (
        board.isPending ? null : (
          <p className="text-sm text-slate-600">
            The careers board’s status could not be loaded, so its failed jobs are not shown.
          </p>
        )
      ) : !isConfigured ? (
        <CareersBoardOffNotice />
      ) : (
        <QueryState
          query={failedJobs}
          error="We could not load the failed jobs."
          isEmpty={(page) => page.jobs.length === 0}
          empty={<p className="text-sm text-slate-600">No job has failed to sync.</p>}
        >
          {(page) => (
            <>
              <DataTable
                columns={columns}
                rows={page.jobs}
                getRowKey={(job) => job.id}
                caption="Jobs whose careers-board sync failed"
                className="min-w-[760px]"
              />
              {page.total > page.jobs.length && (
                <p className="mt-3 text-xs text-slate-500">
                  Showing the latest {page.jobs.length} of {page.total} failed jobs. Retry all
                  failed retries every one of them.
                </p>
              )}
            </>
          )}
        </QueryState>
      )}
    </TitledCard>
  );
}
