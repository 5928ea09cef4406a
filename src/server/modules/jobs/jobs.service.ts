import type { CreateJob, JobStatus, UpdateJob } from '../../../shared/jobs';
import { DEFAULT_STAGES, JOB_SHORT_TEXT_MAX, JOB_TITLE_MAX } from '../../../shared/rules';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import type { DbOrTx } from '../../db/client';
import type { MemberActor } from '../../http/actor';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { nextFreeSlug, slugify } from '../../slug';
import { findTakenPublicNames, PUBLIC_NAME_TAKEN } from '../../db/public-names';
import { recordActivity } from '../activity/activity.service';
import { lockOrganizationForChange } from '../orgs/orgs.service';
import {
  markJobChanged,
  prepareDeletedJobSync,
  queueDeletedJobSync,
  queueJobSync,
} from '../careers/job-sync.service';
import { scoreApplications } from '../matching/matching.service';
import { forgetPublicJob } from '../public-jobs/public-jobs.service';
import * as repo from './jobs.repository';
import { toJobView } from './jobs.views';

/** Paths under /jobs/ that the web app owns: never a public job slug. */
const RESERVED_SLUGS = ['new'];

export async function listJobs(
  ctx: AppContext,
  actor: MemberActor,
  filter: { q?: string; status?: JobStatus },
) {
  const rows = await repo.listJobs(ctx.db, actor.orgId, filter);
  return rows.map((row) => toJobView(row.job, row.applicationCount));
}

async function getJobRow(ctx: AppContext, actor: MemberActor, jobId: string) {
  const row = await repo.findJob(ctx.db, actor.orgId, jobId);
  if (!row) throw new AppError('job_not_found');
  return row;
}

export async function getJob(ctx: AppContext, actor: MemberActor, jobId: string) {
  const row = await getJobRow(ctx, actor, jobId);
  return toJobView(row.job, row.applicationCount);
}

function jobValues(input: Omit<UpdateJob, 'pipeline'>) {
  return {
    title: input.title,
    department: input.department,
    location: input.location,
    employmentType: input.employmentType,
    compensationRange: input.compensationRange,
    descriptionMd: input.descriptionMd,
    seniority: input.seniority,
    workMode: input.workMode,
    responsibilities: input.responsibilities,
    requirements: input.requirements,
    skills: input.skills,
    salaryMinGhs: input.salaryMinGhs,
    salaryMaxGhs: input.salaryMaxGhs,
  };
}

/** The public slugs taken among `base` and its numbered variants, in every organization. */
function findTakenSlugs(tx: DbOrTx, base: string): Promise<string[]> {
  return findTakenPublicNames(tx, 'job', base);
}

/** Two jobs with the same title created at the same moment: the second takes the next slug. */
function isPublicSlugTaken(error: unknown): boolean {
  return (
    isUniqueViolation(error, PUBLIC_NAME_TAKEN) || isUniqueViolation(error, 'jobs_public_slug_key')
  );
}

/** Job posts that count against the organization's limit: drafts and published ones. */
const LIVE_STATUSES: JobStatus[] = ['DRAFT', 'PUBLISHED'];

/**
 * The organization's job post limit (provisioning), with its row locked until the
 * transaction ends: two jobs created or published at once are counted one after the
 * other, so neither can slip past the limit. Null: no limit.
 */
async function lockJobPostLimit(tx: DbOrTx, orgId: string): Promise<number | null> {
  return (await lockOrganizationForChange(tx, orgId)).jobPostLimit;
}

async function ensureJobPostAllowed(
  tx: DbOrTx,
  orgId: string,
  limit: number | null,
  count: { statuses: JobStatus[]; exceptJobId?: string },
): Promise<void> {
  if (limit === null) return;
  const current = await repo.countJobsInStatus(tx, orgId, count.statuses, count.exceptJobId);
  if (current >= limit) throw new AppError('job_post_limit_reached');
}

/** Drops keys the request did not send, so a PATCH leaves them as they are. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export async function createJob(ctx: AppContext, actor: MemberActor, input: CreateJob) {
  const isPublished = input.status === 'PUBLISHED';
  const base = slugify(input.title) || 'job';
  for (let attempt = 0; ; attempt++) {
    try {
      const job = await ctx.db.transaction(async (tx) => {
        const limit = await lockJobPostLimit(tx, actor.orgId);
        await ensureJobPostAllowed(tx, actor.orgId, limit, { statuses: LIVE_STATUSES });
        const slug = nextFreeSlug(base, await findTakenSlugs(tx, base), RESERVED_SLUGS);
        const created = await repo.insertJob(tx, {
          ...definedOnly(jobValues(input)),
          title: input.title,
          orgId: actor.orgId,
          stages: input.pipeline.stages,
          status: input.status,
          publicSlug: slug,
          createdById: actor.userId,
          ...(isPublished ? { publishedAt: new Date() } : {}),
        });
        const isForBoard = isPublished && (await markJobChanged(ctx, tx, actor.orgId, created.id));
        await recordActivity(tx, {
          orgId: actor.orgId,
          actorId: actor.userId,
          type: isPublished ? 'job_published' : 'job_created',
          subject: created.title,
          data: { jobId: created.id },
        });
        return { created, isForBoard };
      });
      await forgetPublicJob(ctx, job.created.publicSlug);
      if (job.isForBoard) await queueJobSync(ctx, [{ jobId: job.created.id, orgId: actor.orgId }]);
      return getJob(ctx, actor, job.created.id);
    } catch (error) {
      // Two jobs with the same title created at the same moment: take the next slug.
      if (isPublicSlugTaken(error) && attempt < 5) continue;
      throw error;
    }
  }
}

/** The fields of a job its applicants' match scores depend on. */
const MATCHED_FIELDS = ['skills', 'seniority', 'location', 'requirements'] as const;

export async function updateJob(
  ctx: AppContext,
  actor: MemberActor,
  jobId: string,
  input: UpdateJob,
) {
  const job = await ctx.db.transaction(async (tx) => {
    const current = await repo.findJob(tx, actor.orgId, jobId);
    if (!current) throw new AppError('job_not_found');
    const values: Partial<repo.NewJob> = definedOnly(jobValues(input));
    if (input.pipeline) {
      const { stages, renamedStages = {} } = input.pipeline;
      const renames = Object.entries(renamedStages).filter(
        ([from, to]) => from !== to && current.job.stages.includes(from) && stages.includes(to),
      );
      // All at once, so that swapped or chained names (A->B, B->C) move each application once.
      await repo.renameApplicationStages(tx, actor.orgId, jobId, renames);
      if ((await repo.countApplicationsOutside(tx, actor.orgId, jobId, stages)) > 0) {
        throw new AppError('stage_in_use');
      }
      values.stages = stages;
    }
    const updated = await repo.updateJob(tx, actor.orgId, jobId, values);
    // What the applicants are matched against changed: their scores follow.
    if (updated && MATCHED_FIELDS.some((field) => values[field] !== undefined)) {
      await scoreApplications(tx, { orgId: actor.orgId, jobId });
    }
    const isForBoard = updated ? await markJobChanged(ctx, tx, actor.orgId, jobId) : false;
    return updated && { ...updated, isForBoard };
  });
  if (!job) throw new AppError('job_not_found');
  await forgetPublicJob(ctx, job.publicSlug);
  if (job.isForBoard) await queueJobSync(ctx, [{ jobId: job.id, orgId: actor.orgId }]);
  return getJob(ctx, actor, job.id);
}

async function transition(
  ctx: AppContext,
  actor: MemberActor,
  jobId: string,
  from: JobStatus,
  values: Partial<repo.NewJob>,
  wrongStatus: 'job_not_draft' | 'job_not_published',
  activity: 'job_published' | 'job_closed',
) {
  const isPublishing = values.status === 'PUBLISHED';
  const job = await ctx.db.transaction(async (tx) => {
    const limit = isPublishing ? await lockJobPostLimit(tx, actor.orgId) : null;
    const moved = await repo.transitionJob(tx, actor.orgId, jobId, from, values);
    if (!moved) {
      const exists = await repo.findJob(tx, actor.orgId, jobId);
      throw new AppError(exists ? wrongStatus : 'job_not_found');
    }
    // After the move, so a missing or non-draft job says so first; the throw undoes it.
    await ensureJobPostAllowed(tx, actor.orgId, limit, {
      statuses: ['PUBLISHED'],
      exceptJobId: jobId,
    });
    await recordActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      type: activity,
      subject: moved.title,
      data: { jobId },
    });
    return { ...moved, isForBoard: await markJobChanged(ctx, tx, actor.orgId, jobId) };
  });
  await forgetPublicJob(ctx, job.publicSlug);
  if (job.isForBoard) await queueJobSync(ctx, [{ jobId: job.id, orgId: actor.orgId }]);
  return getJob(ctx, actor, job.id);
}

export function publishJob(ctx: AppContext, actor: MemberActor, jobId: string) {
  return transition(
    ctx,
    actor,
    jobId,
    'DRAFT',
    // PENDING (marked with the change) until the careers board confirms it.
    { status: 'PUBLISHED', publishedAt: new Date() },
    'job_not_draft',
    'job_published',
  );
}

export function closeJob(ctx: AppContext, actor: MemberActor, jobId: string) {
  return transition(
    ctx,
    actor,
    jobId,
    'PUBLISHED',
    { status: 'CLOSED', closedAt: new Date() },
    'job_not_published',
    'job_closed',
  );
}

export async function deleteJob(ctx: AppContext, actor: MemberActor, jobId: string): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const current = await repo.findJob(tx, actor.orgId, jobId);
    // Read before the row goes: the board is told to close the listing it has.
    const boardClose = current ? await prepareDeletedJobSync(ctx, tx, actor.orgId, jobId) : null;
    const row = await repo.deleteJob(tx, actor.orgId, jobId);
    if (!row) throw new AppError('job_not_found');
    await recordActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      type: 'job_deleted',
      subject: row.title,
    });
    return { ...row, boardClose };
  });
  await forgetPublicJob(ctx, deleted.publicSlug);
  await queueDeletedJobSync(ctx, deleted.boardClose);
}

/**
 * The careers board closed the job (it expired there): closed here too, unless it
 * was published again after that moment (a late or out-of-order event). True when
 * it was open and is now closed.
 */
export async function closeJobFromBoard(
  ctx: AppContext,
  jobId: string,
  closedAt: Date,
): Promise<boolean> {
  // The board names the job by its id only: its organization is looked up once.
  const orgId = await acrossOrganizations('platform task', () => repo.findJobOrgId(ctx.db, jobId));
  if (!orgId) return false;
  const closed = await ctx.db.transaction(async (tx) => {
    const row = await repo.closePublishedJobBefore(tx, orgId, jobId, closedAt);
    if (!row) return undefined;
    await recordActivity(tx, {
      orgId: row.orgId,
      actorId: null,
      type: 'job_closed',
      subject: row.title,
      data: { jobId, by: 'careers_board' },
    });
    return row;
  });
  if (!closed) return false;
  await forgetPublicJob(ctx, closed.publicSlug);
  return true;
}

/** At most this many jobs in one platform search (the console filters further by words). */
const PLATFORM_SEARCH_LIMIT = 500;

/**
 * Jobs of every organization, or of the one named, newest first, for the platform
 * admin (with each one's organization and its pay-to-reveal setting).
 */
export function searchJobsForPlatform(db: DbOrTx, filter: { orgId?: string; q?: string }) {
  return acrossOrganizations('platform admin', () =>
    repo.searchPlatformJobs(db, { ...filter, limit: PLATFORM_SEARCH_LIMIT }),
  );
}

/** One job of any organization for the platform admin; 404 `job_not_found` when there is none. */
export async function getJobForPlatform(db: DbOrTx, jobId: string): Promise<repo.PlatformJobRow> {
  const row = await acrossOrganizations('platform admin', () => repo.findPlatformJob(db, jobId));
  if (!row) throw new AppError('job_not_found');
  return row;
}

export type { PlatformJobRow } from './jobs.repository';

/** A board job's text cut to `max` characters (the board sets no limits of its own). */
const fitted = (text: string, max: number) => text.trim().slice(0, max).trim();

/** A job the employer posted on the careers board, as the board lists it. */
export interface BoardPosting {
  id: string;
  title: string;
  department: string | null;
  location: string | null;
  compensationRange: string | null;
  descriptionMd: string | null;
  status: string;
  url: string | null;
}

/**
 * Imports a job posted directly on the careers board (an employer migrating to
 * Shortlist): published or closed as it is there, with the default stages, and
 * marked as the board's own listing (Shortlist does not send it back). One job per
 * board job: the unique key decides, so migrating twice imports nothing twice.
 */
export async function importBoardJob(
  ctx: AppContext,
  orgId: string,
  posting: BoardPosting,
): Promise<{ id: string; isNew: boolean }> {
  const base = slugify(posting.title) || 'job';
  const isOpen = posting.status === 'OPEN';
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const existing = await repo.findJobByBoardId(tx, orgId, posting.id);
        if (existing) return { id: existing.id, isNew: false };
        // An open job comes in published: it counts against the job post limit.
        if (isOpen) {
          await ensureJobPostAllowed(tx, orgId, await lockJobPostLimit(tx, orgId), {
            statuses: LIVE_STATUSES,
          });
        }
        const slug = nextFreeSlug(base, await findTakenSlugs(tx, base), RESERVED_SLUGS);
        const now = new Date();
        const created = await repo.insertJob(tx, {
          orgId,
          // Cut to what our job form takes, so that the job can be edited as it is.
          title: fitted(posting.title, JOB_TITLE_MAX),
          department: posting.department && fitted(posting.department, JOB_SHORT_TEXT_MAX),
          location: posting.location && fitted(posting.location, JOB_SHORT_TEXT_MAX),
          compensationRange:
            posting.compensationRange && fitted(posting.compensationRange, JOB_SHORT_TEXT_MAX),
          descriptionMd: posting.descriptionMd,
          stages: [...DEFAULT_STAGES],
          status: isOpen ? 'PUBLISHED' : 'CLOSED',
          publishedAt: now,
          closedAt: isOpen ? null : now,
          publicSlug: slug,
          isFromBoard: true,
          boardJobId: posting.id,
          boardUrl: posting.url,
          syncStatus: 'SYNCED',
          lastSyncAt: now,
        });
        await recordActivity(tx, {
          orgId,
          actorId: null,
          type: isOpen ? 'job_published' : 'job_created',
          subject: created.title,
          data: { jobId: created.id, by: 'careers_board' },
        });
        return { id: created.id, isNew: true };
      });
    } catch (error) {
      if (isPublicSlugTaken(error) && attempt < 5) continue;
      // The same board job imported at the same moment by another migration.
      if (isUniqueViolation(error, 'jobs_org_board_job_key')) {
        const existing = await repo.findJobByBoardId(ctx.db, orgId, posting.id);
        if (existing) return { id: existing.id, isNew: false };
      }
      throw error;
    }
  }
}

/** Which of these ids are jobs of the organization (the board's externalRefs to our jobs). */
export function findOrgJobIds(db: DbOrTx, orgId: string, jobIds: string[]): Promise<Set<string>> {
  return repo.findOrgJobIds(db, orgId, jobIds);
}
