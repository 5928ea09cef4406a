import type { AdminJobView, AdminPipelineCard, AdminPipelineView } from '../../../shared/admin';
import { DEFAULT_STAGES } from '../../../shared/rules';
import type { PlatformJobRow } from '../jobs/jobs.service';

/** The job's own stages, else the defaults (spec: Admin job pipeline page). */
export function stagesOf(job: Pick<PlatformJobRow, 'stages'>): string[] {
  return job.stages.length > 0 ? [...job.stages] : [...DEFAULT_STAGES];
}

export function toAdminJobView(job: PlatformJobRow): AdminJobView {
  return {
    id: job.id,
    orgId: job.orgId,
    orgName: job.orgName,
    title: job.title,
    department: job.department,
    location: job.location,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    stages: stagesOf(job),
    applicationCount: job.applicationCount,
  };
}

/**
 * Cards grouped by stage, every stage of the job present (empty ones too). A card in
 * a stage the job no longer lists keeps its own column at the end: none is hidden.
 */
export function toAdminPipelineView(
  job: PlatformJobRow,
  cards: AdminPipelineCard[],
): AdminPipelineView {
  // No prototype: a stage may be called anything, "__proto__" too.
  const pipeline = Object.create(null) as Record<string, AdminPipelineCard[]>;
  for (const stage of stagesOf(job)) pipeline[stage] = [];
  for (const card of cards) (pipeline[card.stage] ??= []).push(card);
  return { job: toAdminJobView(job), pipeline };
}
