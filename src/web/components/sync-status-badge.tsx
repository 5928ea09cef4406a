import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { syncStatusText } from '../../shared/careers-board';
import type { JobView } from '../../shared/jobs';
import { Badge } from './ui/badge';

export type SyncedJob = Pick<JobView, 'status' | 'syncStatus' | 'lastSyncAt' | 'syncError'>;

/**
 * The careers-board sync state of a job (spec section 4): only published jobs
 * are synced, so only they show it. Anything but SYNCED or FAILED is pending. Its
 * tooltip (and, for screen readers, its text) says when it synced or why it failed.
 */
export function SyncStatusBadge({ job }: { job: SyncedJob }) {
  // Null: this server has no careers board, so there is no sync to speak of.
  if (job.status !== 'PUBLISHED' || job.syncStatus === null) return null;
  const { tooltip } = syncStatusText(job.syncStatus, job);
  const detail = <span className="sr-only">: {tooltip}</span>;
  if (job.syncStatus === 'SYNCED') {
    return (
      <Badge variant="success" title={tooltip}>
        <CheckCircle2 aria-hidden="true" />
        Synced to careers board
        {detail}
      </Badge>
    );
  }
  if (job.syncStatus === 'FAILED') {
    return (
      <Badge variant="destructive" title={tooltip}>
        <XCircle aria-hidden="true" />
        Sync failed
        {detail}
      </Badge>
    );
  }
  return (
    <Badge variant="warning" title={tooltip}>
      <Clock aria-hidden="true" />
      Sync pending
      {detail}
    </Badge>
  );
}
