import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '../../../shared/jobs';
import {
  CareersBoardError,
  type JobUpsert,
} from '../../adapters/careers-board/careers-board-client';
import type { CareersBoardConnection } from '../../adapters/careers-board/connection';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import type { DbOrTx } from '../../db/client';
import { TASKS } from '../../queue/task-queue';
import * as repo from './careers.repository';
import { uuidNamed } from '../../tokens';

/**
 * Jobs on the careers board (decision 0030). A change to a job the board should
 * have (publish, an edit while published, close, delete) adds one to the job's
 * `syncVersion` in the change's own transaction; a task then sends the job *as it
 * is when the task runs* and records the version the board confirmed. Tasks are
 * only triggers: the versions in the row are the truth, so a lost, repeated or
 * late task cannot leave the board behind (a sweep queues any job still behind),
 * and one send per job at a time (a lease on the row) means the last send to
 * reach the board carries the newest content.
 */

export interface JobSyncTask {
  jobId: string;
  /** The job's organization; tasks queued before it was sent carry none (looked up then). */
  orgId?: string;
  /** Set for a deleted job: what to send, since the row is gone. */
  deleted?: { orgId: string; job: Omit<JobUpsert, 'employerId'>; attempt: number };
}

/** How long one send may hold a job: a call's time-out, with room for the rate limit's wait. */
export function leaseMs(config: Config): number {
  return config.CAREERS_BOARD_TIMEOUT * 3;
}

/**
 * The wait before try `attempt + 1`, "full jitter": uniform between zero and an
 * exponentially growing ceiling (base, 2x, 4x... capped). Spread like this,
 * jobs that failed together do not all come back together. With the defaults
 * (8 tries, 60 s base, 1 h cap) the ceilings add up to about 2 h, so the last
 * try comes about an hour after the first on average.
 */
export function backoffDelayMs(attempt: number, config: Config, random = Math.random): number {
  const ceiling = Math.min(
    config.CAREERS_BOARD_RETRY_MAX_DELAY,
    config.CAREERS_BOARD_RETRY_DELAY * 2 ** Math.max(0, attempt - 1),
  );
  return Math.round(random() * ceiling);
}

/**
 * In the transaction of a change to the job: the board must get it again.
 * True when it will (the caller then queues the sync after the commit).
 */
export async function markJobChanged(
  ctx: AppContext,
  tx: DbOrTx,
  orgId: string,
  jobId: string,
): Promise<boolean> {
  if (!ctx.careersBoard) return false;
  return repo.markJobChanged(tx, orgId, jobId);
}

/** After the commit: send these jobs now (a worker in this process starts at once). */
export async function queueJobSync(ctx: AppContext, jobs: repo.BoardJobRef[]): Promise<void> {
  if (!ctx.careersBoard || jobs.length === 0) return;
  await ctx.queue.sendMany(
    TASKS.syncBoardJob,
    jobs.map(({ jobId, orgId }) => ({ jobId, orgId }) satisfies JobSyncTask),
  );
}

/** What the board lists for a job: its posting, with Shortlist's page to apply on. */
export function toBoardJob(
  job: Pick<
    repo.ClaimedJob,
    | 'title'
    | 'department'
    | 'location'
    | 'employmentType'
    | 'compensationRange'
    | 'descriptionMd'
    | 'responsibilities'
    | 'requirements'
    | 'status'
    | 'publicSlug'
  >,
  siteOrigin: string,
): Omit<JobUpsert, 'employerId'> {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType
      ? (EMPLOYMENT_TYPE_LABELS[job.employmentType as EmploymentType] ?? job.employmentType)
      : null,
    compensationRange: job.compensationRange,
    descriptionMd: boardDescription(job),
    status: job.status === 'PUBLISHED' ? 'OPEN' : 'CLOSED',
    applyUrl: `${siteOrigin}/jobs/${encodeURIComponent(job.publicSlug)}`,
  };
}

/** The description with the job's lists, as the board shows one text; never empty. */
function boardDescription(
  job: Pick<repo.ClaimedJob, 'title' | 'descriptionMd' | 'responsibilities' | 'requirements'>,
): string {
  const parts = [job.descriptionMd?.trim() ?? ''];
  const list = (heading: string, items: string[]) =>
    items.length > 0 ? `## ${heading}\n\n${items.map((item) => `- ${item}`).join('\n')}` : '';
  parts.push(list('Responsibilities', job.responsibilities));
  parts.push(list('Requirements', job.requirements));
  const text = parts.filter(Boolean).join('\n\n');
  return text || job.title;
}

/** The board's reason in words: its own message (with the fields it names), or what failed. */
export function failureReason(error: unknown): string {
  if (error instanceof CareersBoardError) {
    if (error.kind === 'rejected' && error.boardMessage) {
      const fields = error.fields
        ? Object.entries(error.fields)
            .map(([name, problem]) => `${name} ${String(problem)}`)
            .join(', ')
        : '';
      return fields ? `${error.boardMessage} (${fields})` : error.boardMessage;
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The board says the employer we linked is not one of its employers (it was removed). */
function isUnknownEmployer(error: unknown): boolean {
  return (
    error instanceof CareersBoardError &&
    error.kind === 'rejected' &&
    error.fields !== undefined &&
    'employerId' in error.fields
  );
}

/**
 * The organization's employer account on the board, created the first time it is
 * needed. The board answers 409 with the existing id when this organization has one
 * already (a lost answer, two syncs at once): that one is linked.
 */
export async function ensureEmployer(
  ctx: AppContext,
  board: CareersBoardConnection,
  org: { id: string; name: string; slug: string; boardEmployerId: string | null },
): Promise<{ employerId: string; isCreated: boolean }> {
  if (org.boardEmployerId) return { employerId: org.boardEmployerId, isCreated: false };
  const employer = await board.client.createEmployer({
    externalRef: org.id,
    name: org.name,
    slug: org.slug,
  });
  const linked = await repo.linkEmployer(ctx.db, org.id, employer.id);
  return { employerId: linked ?? employer.id, isCreated: !employer.isExisting };
}

/** The sync task: sends one job to the board, or arranges for it to be sent later. */
export async function syncBoardJob(ctx: AppContext, task: JobSyncTask): Promise<void> {
  const board = ctx.careersBoard;
  if (!board) return;
  if (task.deleted) {
    await sendDeletedJob(ctx, board, task.jobId, task.deleted);
    return;
  }
  // A task queued before tasks named the organization: the job's is looked up once.
  const orgId =
    task.orgId ??
    (await acrossOrganizations('platform task', () => repo.findJobOrgId(ctx.db, task.jobId)));
  if (!orgId) return; // Deleted: its deletion sends the last word.
  const ref: repo.BoardJobRef = { jobId: task.jobId, orgId };
  const claimed = await repo.claimJob(ctx.db, ref, leaseMs(ctx.config));
  if (!claimed) {
    const until = await repo.leaseEnd(ctx.db, ref);
    if (until === undefined) return; // Deleted: its deletion sends the last word.
    // Another task is sending it: this change goes after, with what is current then.
    const wait = until ? Math.max(0, until.getTime() - Date.now()) : 0;
    await ctx.queue.sendAfter(TASKS.syncBoardJob, ref satisfies JobSyncTask, wait + 50);
    return;
  }
  try {
    let isRelinked = false;
    let current: repo.ClaimedJob | undefined = claimed;
    // Round again while changes keep arriving during the send (bounded: the sweep finishes).
    for (let round = 0; round < 5 && current; round += 1) {
      const job: repo.ClaimedJob = current;
      if (job.isDemo || job.isFromBoard) {
        await repo.clearSyncStatus(ctx.db, ref);
        return;
      }
      if (job.syncedVersion >= job.syncVersion) return;
      const version = job.syncVersion;
      let employerId: string | null = job.boardEmployerId;
      try {
        ({ employerId } = await ensureEmployer(ctx, board, {
          id: job.orgId,
          name: job.orgName,
          slug: job.orgSlug,
          boardEmployerId: job.boardEmployerId,
        }));
        const answer = await board.client.upsertJob(
          job.id,
          { employerId, ...toBoardJob(job, ctx.siteOrigin()) },
          // The same version to the same employer is the same request: a repeat after a
          // lost answer gets the first answer back.
          uuidNamed(`job-${job.id}-v${version}-${employerId}`),
        );
        const latest = await repo.recordSynced(ctx.db, ref, version, answer);
        if (latest === undefined || latest <= version) return;
        current = await repo.reloadClaimedJob(ctx.db, ref);
      } catch (error) {
        if (isUnknownEmployer(error) && employerId && !isRelinked) {
          // The board lost the employer (or this is a new sandbox board): link a new one.
          isRelinked = true;
          await repo.unlinkEmployer(ctx.db, job.orgId, employerId);
          current = { ...job, boardEmployerId: null };
          continue;
        }
        await recordFailure(ctx, job, version, error);
        return;
      }
    }
  } finally {
    await repo.releaseJob(ctx.db, ref);
  }
}

async function recordFailure(
  ctx: AppContext,
  job: repo.ClaimedJob,
  version: number,
  error: unknown,
): Promise<void> {
  const reason = failureReason(error);
  const isRetryable = !(error instanceof CareersBoardError) || error.isRetryable;
  const attempt = job.syncAttempts + 1;
  const ref: repo.BoardJobRef = { jobId: job.id, orgId: job.orgId };
  if (isRetryable && attempt < ctx.config.CAREERS_BOARD_SYNC_ATTEMPTS) {
    await repo.recordRetry(ctx.db, ref, version, reason);
    const delay = retryDelayMs(error, attempt, ctx.config);
    ctx.log.warn({ jobId: job.id, attempt, delayMs: delay, reason }, 'Job sync failed; will retry');
    await ctx.queue.sendAfter(TASKS.syncBoardJob, ref satisfies JobSyncTask, delay);
    return;
  }
  ctx.log.warn({ jobId: job.id, attempt, reason }, 'Job sync failed');
  await repo.recordFailed(ctx.db, ref, version, reason);
}

/**
 * In the transaction that deletes a job: if the board has (or is getting) it, the
 * task that closes it there, with the listing as it was. Null when the board never
 * had it. It starts after any send under way, so a CLOSED is the last word.
 */
export async function prepareDeletedJobSync(
  ctx: AppContext,
  tx: DbOrTx,
  orgId: string,
  jobId: string,
): Promise<{ task: JobSyncTask; delayMs: number } | null> {
  if (!ctx.careersBoard) return null;
  const job = await repo.reloadClaimedJob(tx, { jobId, orgId });
  if (!job || job.isDemo || job.isFromBoard || job.syncVersion === 0) return null;
  const until = await repo.leaseEnd(tx, { jobId, orgId });
  return {
    task: {
      jobId,
      deleted: {
        orgId: job.orgId,
        job: toBoardJob({ ...job, status: 'CLOSED' }, ctx.siteOrigin()),
        attempt: 0,
      },
    },
    delayMs: until ? Math.max(0, until.getTime() - Date.now()) + 50 : 0,
  };
}

export async function queueDeletedJobSync(
  ctx: AppContext,
  prepared: { task: JobSyncTask; delayMs: number } | null,
): Promise<void> {
  if (!prepared) return;
  await ctx.queue.sendAfter(TASKS.syncBoardJob, prepared.task, prepared.delayMs);
}

async function sendDeletedJob(
  ctx: AppContext,
  board: CareersBoardConnection,
  jobId: string,
  deleted: NonNullable<JobSyncTask['deleted']>,
): Promise<void> {
  const org = await repo.findOrgForBoard(ctx.db, deleted.orgId);
  if (!org) return; // The organization is gone with its jobs; nothing to say for it.
  try {
    const { employerId } = await ensureEmployer(ctx, board, org);
    await board.client.upsertJob(
      jobId,
      { employerId, ...deleted.job },
      uuidNamed(`job-${jobId}-deleted-${employerId}`),
    );
  } catch (error) {
    const attempt = deleted.attempt + 1;
    const isRetryable = !(error instanceof CareersBoardError) || error.isRetryable;
    if (!isRetryable || attempt >= ctx.config.CAREERS_BOARD_SYNC_ATTEMPTS) {
      ctx.log.error(
        { jobId, reason: failureReason(error) },
        'Could not close a deleted job on the careers board',
      );
      return;
    }
    await ctx.queue.sendAfter(
      TASKS.syncBoardJob,
      { jobId, deleted: { ...deleted, attempt } } satisfies JobSyncTask,
      retryDelayMs(error, attempt, ctx.config),
    );
  }
}

/** When to try a failed send again: after a 429's Retry-After, else the backoff's delay. */
function retryDelayMs(error: unknown, attempt: number, config: AppContext['config']): number {
  return error instanceof CareersBoardError && error.kind === 'rate_limited'
    ? (error.retryAfterSeconds ?? 1) * 1000
    : backoffDelayMs(attempt, config);
}

/**
 * Jobs still behind the board with no task to bring them there (lost with a
 * process that died) are queued again; run at start and every few minutes.
 */
export async function requeueLostJobSyncs(ctx: AppContext): Promise<number> {
  if (!ctx.careersBoard) return 0;
  // The sweep looks at every organization's jobs.
  const pending = await acrossOrganizations('platform task', () =>
    repo.findPendingJobs(ctx.db, 1000),
  );
  const waiting = await ctx.queue.pendingValues(
    TASKS.syncBoardJob,
    'jobId',
    pending.map((job) => job.jobId),
  );
  const lost = pending.filter((job) => !waiting.has(job.jobId));
  await queueJobSync(ctx, lost);
  return lost.length;
}
