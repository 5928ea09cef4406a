import type { PlatformActor } from '../../http/actor';
import type {
  EmployerSyncRunView,
  ExternalEmployerView,
  ExternalEmployersResponse,
  MigrationResultView,
} from '../../../shared/careers-board';
import { CareersBoardError } from '../../adapters/careers-board/careers-board-client';
import type { CareersBoardConnection } from '../../adapters/careers-board/connection';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError } from '../../http/app-error';
import { TASKS } from '../../queue/task-queue';
import { recordAudit } from '../admin/audit.service';
import { findOrgJobIds, importBoardJob } from '../jobs/jobs.service';
import { createOrganization, isOrgSlugConflict } from '../orgs/orgs.service';
import { receiveBoardApplication } from './board-events.service';
import { INTERACTIVE, withBoardRetries } from './board-retries';
import * as repo from './careers.repository';
import { ensureEmployer, failureReason } from './job-sync.service';

const CACHE_KEY = 'all';
/** What the other processes are told when the board's employers changed or were read afresh. */
const BOARD_EMPLOYERS_CHANGED = 'board-employers-changed';
/** How often the waiting POST looks at its run. */
const RUN_POLL_MS = 100;

/**
 * The board's employer list changed (a sync or a migration), or someone asked for it
 * afresh: forgotten here and in the other processes, whose next page would otherwise
 * show the list they read up to CAREERS_BOARD_EMPLOYERS_TTL ago (decision 0038).
 */
async function forgetBoardEmployers(ctx: AppContext): Promise<void> {
  ctx.boardEmployersCache.invalidate(CACHE_KEY);
  await ctx.bus.publish(BOARD_EMPLOYERS_CHANGED);
}

export function followBoardEmployerChanges(ctx: AppContext): void {
  const forget = () => ctx.boardEmployersCache.invalidate(CACHE_KEY);
  ctx.bus.subscribe(BOARD_EMPLOYERS_CHANGED, forget);
  ctx.bus.onResync(forget);
}

export function requireBoard(ctx: AppContext): CareersBoardConnection {
  if (!ctx.careersBoard) throw new AppError('careers_board_off');
  return ctx.careersBoard;
}

/** A board error as the API's: the board down (502) or refusing (502 with its reason). */
export function boardFailure(error: unknown): never {
  if (error instanceof AppError) throw error;
  const reason = failureReason(error);
  if (error instanceof CareersBoardError) {
    if (error.isRetryable) {
      throw new AppError('careers_board_unavailable', { reason });
    }
    throw new AppError('careers_board_refused', { reason });
  }
  throw error;
}

// ---------------------------------------------------------------- employer accounts

function toRunView(
  run: NonNullable<Awaited<ReturnType<typeof repo.findRun>>>,
): EmployerSyncRunView {
  return {
    id: run.id,
    status: run.status,
    total: run.total,
    processed: run.processed,
    created: run.created,
    skipped: run.skipped,
    failed: run.failed,
    errors: run.errors,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/**
 * Starts the employer account sync as a queued run and waits for it a little
 * (CAREERS_BOARD_EMPLOYER_SYNC_WAIT): a small platform gets its result in the
 * answer; a large one gets the run's progress, which the console polls.
 */
export async function startEmployerSync(
  ctx: AppContext,
  actor: PlatformActor,
): Promise<{ run: EmployerSyncRunView; isFinished: boolean }> {
  requireBoard(ctx);
  const run = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertRun(
      tx,
      actor.kind === 'superadmin' ? actor.userId : 'password',
    );
    await recordAudit(tx, actor, {
      action: 'board_employers_synced',
      summary: 'Started the employer account sync with the careers board',
      target: { type: 'employer_sync', id: created.id },
    });
    return created;
  });
  await ctx.queue.send(TASKS.syncBoardEmployers, { runId: run.id });
  const deadline = Date.now() + ctx.config.CAREERS_BOARD_EMPLOYER_SYNC_WAIT;
  for (;;) {
    const current = (await repo.findRun(ctx.db, run.id))!;
    const isFinished = current.status === 'completed' || current.status === 'failed';
    if (isFinished || Date.now() >= deadline) return { run: toRunView(current), isFinished };
    await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
  }
}

export async function getEmployerSyncRun(
  ctx: AppContext,
  runId: string,
): Promise<EmployerSyncRunView> {
  const run = await repo.findRun(ctx.db, runId);
  if (!run) throw new AppError('employer_sync_run_not_found');
  return toRunView(run);
}

/** The most recent run, or null before the first. */
export async function findLatestEmployerSyncRun(
  ctx: AppContext,
): Promise<EmployerSyncRunView | null> {
  const run = await repo.findLatestRun(ctx.db);
  return run ? toRunView(run) : null;
}

/**
 * The run's task: one employer account for every organization lacking one, its
 * progress written after each. An organization the board already has (409
 * employer_exists) is linked and counted as skipped, as are those linked before.
 */
export async function runEmployerSync(ctx: AppContext, runId: string): Promise<void> {
  const board = ctx.careersBoard;
  const run = await repo.findRun(ctx.db, runId);
  if (!run || run.status !== 'queued') return;
  if (!board) {
    await repo.updateRun(ctx.db, runId, {
      status: 'failed',
      errors: ['The careers board is not configured'],
      finishedAt: new Date(),
    });
    return;
  }
  // The run goes through every organization.
  const [orgs, linked] = await acrossOrganizations('platform task', () =>
    Promise.all([repo.findOrgsWithoutEmployer(ctx.db), repo.countLinkedOrgs(ctx.db)]),
  );
  const progress = {
    total: orgs.length + linked,
    processed: linked,
    created: 0,
    skipped: linked,
    failed: 0,
    errors: [] as string[],
  };
  await repo.updateRun(ctx.db, runId, { status: 'running', ...progress });
  for (const org of orgs) {
    try {
      // The run is short-lived and watched: it waits here rather than coming back later.
      const { isCreated } = await withBoardRetries(
        () => ensureEmployer(ctx, board, { ...org, boardEmployerId: null }),
        { tries: EMPLOYER_TRIES, firstDelayMs: 1000 },
      );
      if (isCreated) progress.created += 1;
      else progress.skipped += 1;
    } catch (error) {
      progress.failed += 1;
      progress.errors.push(`${org.name}: ${failureReason(error)}`);
    }
    progress.processed += 1;
    await repo.updateRun(ctx.db, runId, progress);
  }
  await repo.updateRun(ctx.db, runId, { status: 'completed', finishedAt: new Date() });
  await forgetBoardEmployers(ctx);
}

/** Tries of one organization's account in a run, for a board that is briefly down. */
const EMPLOYER_TRIES = 3;

// ---------------------------------------------------------------- the board's employers

async function loadEmployers(ctx: AppContext, isRefresh: boolean) {
  const board = requireBoard(ctx);
  if (isRefresh) await forgetBoardEmployers(ctx);
  try {
    return await ctx.boardEmployersCache.getOrLoad(CACHE_KEY, async () => ({
      employers: await withBoardRetries(() => board.client.listAllEmployers(), INTERACTIVE),
      fetchedAt: new Date().toISOString(),
    }));
  } catch (error) {
    return boardFailure(error);
  }
}

/** The board's employers (every page), cached 5 minutes, each with its Shortlist organization. */
export async function listEmployers(
  ctx: AppContext,
  options: { isRefresh: boolean },
): Promise<ExternalEmployersResponse> {
  const { employers, fetchedAt } = await loadEmployers(ctx, options.isRefresh);
  const orgs = await findOrgsByEmployerIds(
    ctx,
    employers.map((employer) => employer.id),
  );
  const byEmployer = new Map(orgs.map((org) => [org.employerId, org]));
  return {
    employers: employers.map((employer): ExternalEmployerView => ({
      id: employer.id,
      name: employer.name,
      jobCount: employer.jobCount,
      verified: employer.verified,
      lastActive: employer.lastActive,
      orgId: byEmployer.get(employer.id)?.id ?? null,
      orgName: byEmployer.get(employer.id)?.name ?? null,
    })),
    fetchedAt,
  };
}

/** The employer a migration names: by its id, else by its name (which must be unique). */
async function findEmployer(ctx: AppContext, key: string) {
  for (const isRefresh of [false, true]) {
    const { employers } = await loadEmployers(ctx, isRefresh);
    const byId = employers.find((employer) => employer.id === key);
    if (byId) return byId;
    const wanted = key.trim().toLowerCase();
    const byName = employers.filter((employer) => employer.name.trim().toLowerCase() === wanted);
    if (byName.length > 1) throw new AppError('employer_ambiguous');
    if (byName[0]) return byName[0];
  }
  throw new AppError('employer_not_found');
}

/**
 * Moves an employer of the board to Shortlist: its organization (created, or the
 * one already linked to it), its jobs posted on the board, and their applications
 * as LOCKED applications with resumes. Every step is keyed by the board's ids (the
 * employer link, one job per board job, one application per board application),
 * so migrating twice imports nothing twice and a webhook for the same application
 * arriving meanwhile makes it once.
 */
export async function migrateEmployer(
  ctx: AppContext,
  actor: PlatformActor,
  key: string,
): Promise<MigrationResultView> {
  const board = requireBoard(ctx);
  const employer = await findEmployer(ctx, key);
  const org = await linkedOrganization(ctx, employer);
  const errors: string[] = [];
  let jobsMigrated = 0;
  let candidatesMigrated = 0;
  let boardJobs;
  let boardApplications;
  try {
    [boardJobs, boardApplications] = await Promise.all([
      board.client.listEmployerJobs(employer.id),
      board.client.listEmployerApplications(employer.id),
    ]);
  } catch (error) {
    return boardFailure(error);
  }
  // Jobs Shortlist itself published there carry our id as externalRef: they are ours already.
  const ours = await findOrgJobIds(
    ctx.db,
    org.id,
    boardJobs.flatMap((job) => (job.externalRef ? [job.externalRef] : [])),
  );
  const jobIdOf = new Map<string, string>();
  for (const job of boardJobs) {
    if (job.externalRef && ours.has(job.externalRef)) {
      jobIdOf.set(job.id, job.externalRef);
      continue;
    }
    try {
      const imported = await importBoardJob(ctx, org.id, job);
      jobIdOf.set(job.id, imported.id);
      if (imported.isNew) jobsMigrated += 1;
    } catch (error) {
      errors.push(`Job "${job.title}": ${failureReason(error)}`);
    }
  }
  for (const application of boardApplications) {
    const jobId =
      jobIdOf.get(application.jobId) ??
      (application.jobExternalRef && ours.has(application.jobExternalRef)
        ? application.jobExternalRef
        : undefined);
    const who = application.candidate?.fullName || application.candidate?.email || application.id;
    if (!jobId) {
      errors.push(`Application of ${who}: its job was not migrated`);
      continue;
    }
    try {
      const outcome = await receiveBoardApplication(ctx, application, jobId, org.id);
      if (outcome === 'application created') candidatesMigrated += 1;
      else if (outcome !== 'ignored: already applied')
        errors.push(`Application of ${who}: ${outcome}`);
    } catch (error) {
      errors.push(`Application of ${who}: ${failureReason(error)}`);
    }
  }
  await recordAudit(ctx.db, actor, {
    action: 'employer_migrated',
    summary: `Migrated ${employer.name} from the careers board: ${jobsMigrated} jobs, ${candidatesMigrated} candidates`,
    org: { id: org.id, name: org.name },
    target: { type: 'board_employer', id: employer.id },
    details: { jobsMigrated, candidatesMigrated, warnings: errors.length },
  });
  await forgetBoardEmployers(ctx);
  return {
    success: true,
    jobsMigrated,
    candidatesMigrated,
    errors,
    orgId: org.id,
    orgName: org.name,
  };
}

/** The organizations linked to these board employers, whichever they are (the platform console). */
function findOrgsByEmployerIds(ctx: AppContext, employerIds: string[]) {
  return acrossOrganizations('platform admin', () =>
    repo.findOrgsByEmployerIds(ctx.db, employerIds),
  );
}

/** The organization linked to the employer, created (with a free slug) on its first migration. */
async function linkedOrganization(
  ctx: AppContext,
  employer: { id: string; name: string; verified: boolean },
): Promise<{ id: string; name: string }> {
  const [linked] = await findOrgsByEmployerIds(ctx, [employer.id]);
  if (linked) return { id: linked.id, name: linked.name };
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const org = await createOrganization(tx, employer.name);
        await repo.linkEmployer(tx, org.id, employer.id);
        if (employer.verified) await repo.markEmployerVerified(tx, employer.id, org.id);
        return { id: org.id, name: org.name };
      });
    } catch (error) {
      if (isOrgSlugConflict(error) && attempt < 5) continue;
      // Two migrations of one employer at once: the other linked it first.
      const [winner] = await findOrgsByEmployerIds(ctx, [employer.id]);
      if (winner) return { id: winner.id, name: winner.name };
      throw error;
    }
  }
}
