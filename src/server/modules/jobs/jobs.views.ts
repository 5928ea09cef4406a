import {
  pickJobPosting,
  type JobView,
  type PipelineApplicationView,
  type PipelineView,
} from '../../../shared/jobs';
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
    publicSlug: job.publicSlug,
    pipeline: { stages: job.stages },
    applicationCount,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    publishedAt: iso(job.publishedAt),
    closedAt: iso(job.closedAt),
  };
}

/**
 * The board's columns in the job's stage order. Cards carry no candidate
 * contact data: those fields are added for unlocked applications only, by the
 * unlock issue's allow-list (DESIGN.md 6).
 */
export function toPipelineView(
  stages: string[],
  rows: {
    id: string;
    jobId: string;
    stage: string;
    unlockStatus: 'LOCKED' | 'UNLOCKED';
    createdAt: Date;
    candidateId: string;
    candidateSource: string;
  }[],
): PipelineView {
  const board: PipelineView = Object.fromEntries(stages.map((stage) => [stage, []]));
  for (const row of rows) {
    const card: PipelineApplicationView = {
      id: row.id,
      jobId: row.jobId,
      stage: row.stage,
      unlockStatus: row.unlockStatus,
      createdAt: row.createdAt.toISOString(),
      candidate: { id: row.candidateId, source: row.candidateSource },
    };
    board[row.stage]?.push(card);
  }
  return board;
}
