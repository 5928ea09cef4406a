import { pickJobPosting, type JobView } from '../../../shared/jobs';
import type { JobRow } from './jobs.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toJobView(job: JobRow, applicationCount: number): JobView {
  return {
    id: job.id,
    orgId: job.orgId,
    ...pickJobPosting(job),
    salaryMinGhs: job.salaryMinGhs,
    salaryMaxGhs: job.salaryMaxGhs,
    status: job.status,
    syncStatus: job.syncStatus,
    lastSyncAt: iso(job.lastSyncAt),
    syncError: job.syncStatus === 'FAILED' ? job.syncError : null,
    boardUrl: job.boardUrl,
    publicSlug: job.publicSlug,
    pipeline: { stages: job.stages },
    applicationCount,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    publishedAt: iso(job.publishedAt),
    closedAt: iso(job.closedAt),
  };
}
