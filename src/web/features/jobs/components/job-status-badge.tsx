import type { JobStatus } from '../../../../shared/jobs';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const STATUS: Record<JobStatus, { label: string; variant: BadgeVariant }> = {
  DRAFT: { label: 'Draft', variant: 'secondary' },
  PUBLISHED: { label: 'Published', variant: 'success' },
  CLOSED: { label: 'Closed', variant: 'outline' },
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  DRAFT: STATUS.DRAFT.label,
  PUBLISHED: STATUS.PUBLISHED.label,
  CLOSED: STATUS.CLOSED.label,
};
