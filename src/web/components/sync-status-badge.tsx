import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { JobStatus, SyncStatus } from '../../shared/jobs';
import { Badge } from './ui/badge';

interface SyncStatusBadgeProps {
  status: JobStatus;
  syncStatus: SyncStatus | null;
}

/**
 * The careers-board sync state of a job (spec section 4): only published jobs
 * are synced, so only they show it. Anything but SYNCED or FAILED is pending.
 */
export function SyncStatusBadge({ status, syncStatus }: SyncStatusBadgeProps) {
  // Null: this server has no careers board, so there is no sync to speak of.
  if (status !== 'PUBLISHED' || syncStatus === null) return null;
  if (syncStatus === 'SYNCED') {
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden="true" />
        Synced to careers board
      </Badge>
    );
  }
  if (syncStatus === 'FAILED') {
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden="true" />
        Sync failed
      </Badge>
    );
  }
  return (
    <Badge variant="warning">
      <Clock aria-hidden="true" />
      Sync pending
    </Badge>
  );
}
