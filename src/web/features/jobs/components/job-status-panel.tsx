import { ExternalLink, Globe, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { JobView } from '../../../../shared/jobs';
import { SyncStatusBadge } from '../../../components/sync-status-badge';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useCloseJob } from '../api/close-job';
import { usePublishJob } from '../api/publish-job';
import { JobStatusBadge } from './job-status-badge';
import { toastFailure } from '../../../lib/toast-failure';

/** Status, key dates, and the one status change the job allows (publish a draft, close a published job). */
export function JobStatusPanel({ job, canChange }: { job: JobView; canChange: boolean }) {
  return (
    <TitledCard title="Status" contentClassName="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Status</dt>
        <dd>
          <JobStatusBadge status={job.status} />
        </dd>
        <dt className="text-slate-500">Created</dt>
        <dd className="text-slate-800">{formatDate(job.createdAt)}</dd>
        {job.publishedAt && (
          <>
            <dt className="text-slate-500">Published</dt>
            <dd className="text-slate-800">{formatDate(job.publishedAt)}</dd>
          </>
        )}
        {job.closedAt && (
          <>
            <dt className="text-slate-500">Closed</dt>
            <dd className="text-slate-800">{formatDate(job.closedAt)}</dd>
          </>
        )}
        {job.status === 'PUBLISHED' && job.syncStatus !== null && (
          <>
            <dt className="text-slate-500">Careers board</dt>
            <dd className="grid gap-1">
              <span>
                <SyncStatusBadge job={job} />
              </span>
              {job.syncStatus === 'FAILED' && job.syncError && (
                <span className="text-xs text-red-800">The board said: {job.syncError}</span>
              )}
              {job.lastSyncAt && (
                <span className="text-xs text-slate-500">
                  Last synced {formatDateTime(job.lastSyncAt)}
                </span>
              )}
              {job.boardUrl && (
                <a
                  href={job.boardUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  View on the careers board
                  <ExternalLink className="size-3" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
      {canChange && job.status === 'DRAFT' && <PublishButton job={job} />}
      {canChange && job.status === 'PUBLISHED' && <CloseButton job={job} />}
      {job.status === 'CLOSED' && (
        <p className="text-sm text-slate-600">
          This job is closed and no longer accepts applications.
        </p>
      )}
    </TitledCard>
  );
}

function PublishButton({ job }: { job: JobView }) {
  const publish = usePublishJob(job.id);
  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: (published) =>
        toast({
          title: 'Job published',
          description: `${published.title} is live and will sync to the careers board.`,
        }),
      onError: (error) =>
        toastFailure(error, 'Publish failed', 'Failed to publish job. Please try again.'),
    });
  return (
    <div className="grid gap-2">
      <Button onClick={onPublish} isPending={publish.isPending}>
        {!publish.isPending && <Globe aria-hidden="true" />}
        Publish Job
      </Button>
      <p className="text-xs text-slate-500">
        Opens the public job page for applications and syncs the job to the careers board.
      </p>
    </div>
  );
}

function CloseButton({ job }: { job: JobView }) {
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const close = useCloseJob(job.id);
  const onClose = () =>
    close.mutate(undefined, {
      onSuccess: (closed) => {
        setIsConfirmOpen(false);
        toast({
          title: 'Job closed',
          description: `${closed.title} no longer accepts applications.`,
        });
      },
      onError: (error) =>
        toastFailure(error, 'Close failed', 'Failed to close job. Please try again.'),
    });

  return (
    <>
      <Button variant="outline" className="text-red-700" onClick={() => setIsConfirmOpen(true)}>
        <XCircle aria-hidden="true" />
        Close Job
      </Button>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Close this job?"
        description={`Candidates can no longer apply to ${job.title}, and a closed job cannot be reopened. The applications you already have stay in the pipeline.`}
        confirmLabel="Close Job"
        onConfirm={onClose}
        isPending={close.isPending}
      />
    </>
  );
}
