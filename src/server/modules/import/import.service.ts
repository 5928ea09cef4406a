import { randomUUID } from 'node:crypto';
import {
  IMPORT_FAILURES_SHOWN,
  type ImportFailure,
  type ImportForm,
  type ImportRunView,
  type ImportSkippedFile,
} from '../../../shared/import';
import { DEFAULT_STAGES } from '../../../shared/rules';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError } from '../../http/app-error';
import type { PlatformActor } from '../../http/actor';
import { TASKS } from '../../queue/task-queue';
import { recordAudit } from '../admin/audit.service';
import { analyzeResume, ResumeRejectedError } from '../candidates/resume/analyze-resume';
import { sealResumeText, storeResumeFile } from '../candidates/candidates.service';
import { getJobForPlatform } from '../jobs/jobs.service';
import { findJobScoring } from '../matching/matching.service';
import { planImport, type PlannedRow } from './import-plan';
import { prepareRows, writeBatch, type ImportTarget } from './import-writer';
import * as repo from './import.repository';
import { ImportFileRefused, readImportFile, readRawRows } from './parse/read-file';
import { readResumeZip, ResumeZipRefused } from './parse/resume-zip';
import { collectGarbage } from './collect-garbage';
import { createResumeMatcher } from './resume-match';

/** Rows written per transaction (and per progress step). */
export const IMPORT_BATCH_ROWS = 500;
/** A full garbage collection every this many batches (see collectGarbage; decision 0063). */
const BATCHES_PER_COLLECTION = 10;
/** Batches written at once, each on its own connection (decision 0067). */
const BATCHES_AT_ONCE = 2;
/** And every this many resumes read from the ZIP. */
const RESUMES_PER_COLLECTION = 200;
/** A running import unheard of for this long lost its worker: another takes it over. */
export const IMPORT_STALE_SECONDS = 60;
/** How often a worker says it is alive while it works a run. */
const HEARTBEAT_MS = 5_000;
/** Resumes read from the ZIP are recorded this many at a time. */
const RESUMES_PER_WRITE = 50;
/** Unmatched and skipped ZIP entries kept in the report (the rest are counted). */
const FILES_LISTED = 1_000;

/** The import cannot go on: its run ends failed with this message, nothing half written. */
class ImportRefused extends Error {}
/** Another worker took the run over: this one stops, its transaction rolled back. */
class ClaimLost extends Error {}

/** The files of a new import, as the route received them. */
export interface ImportUpload {
  file: { name: string; bytes: Uint8Array };
  /** The resumes ZIP, already streamed into storage. */
  zip: { name: string; key: string } | null;
}

type RunViewRow = NonNullable<Awaited<ReturnType<typeof repo.findRunView>>>;

function toRunView(run: RunViewRow): ImportRunView {
  const isCompleted = run.status === 'completed';
  return {
    id: run.id,
    status: run.status,
    phase: run.phase,
    isDryRun: run.isDryRun,
    markUnlocked: run.markUnlocked,
    orgId: run.orgId,
    orgName: run.orgName,
    jobId: run.jobId,
    jobTitle: run.jobTitle,
    stage: run.stage,
    fileName: run.fileName,
    zipName: run.zipName,
    totalRows: run.totalRows,
    rowsRead: run.rowsRead,
    created: run.created,
    updated: run.updated,
    failed: run.failures,
    failedCount: run.failedCount,
    resumes: {
      found: run.resumesFound,
      matched: run.resumesMatched,
      unmatched: run.unmatchedFiles,
      skipped: run.skippedFiles,
    },
    creditsGranted: run.creditsGranted,
    error: run.error,
    result: isCompleted
      ? { created: run.created, updated: run.updated, failed: run.failures }
      : null,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/**
 * Starts an import (POST /api/v1/admin/import/candidates): checks the organization
 * (CSV import on), the job (the organization's) and the stage (the job's), stores the
 * file, records the run and queues it. Answers at once; the console polls the run.
 * A refused start removes the ZIP the route stored already.
 */
export async function startImport(
  ctx: AppContext,
  actor: PlatformActor,
  form: ImportForm,
  upload: ImportUpload,
): Promise<ImportRunView> {
  let fileKey: string | null = null;
  try {
    const features = await repo.findImportOrganization(ctx.db, form.orgId);
    if (!features) throw new AppError('organization_not_found');
    if (!features.isCsvImportEnabled) throw new AppError('import_disabled');
    let stage: string | null = null;
    if (form.jobId) {
      const jobId = form.jobId;
      // The console names the job by id; it must be the organization's.
      const job = await acrossOrganizations('platform admin', () =>
        getJobForPlatform(ctx.db, jobId),
      );
      if (job.orgId !== form.orgId) throw new AppError('job_not_found');
      if (form.stage) {
        stage = stageOf(stagesOf(job), form.stage);
        if (!stage) throw new AppError('unknown_stage');
      }
    }
    const extension = upload.file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
    fileKey = await ctx.storage.put('imports', upload.file.bytes, extension);
    const storedFileKey = fileKey;
    const run = await ctx.db.transaction(async (tx) => {
      const created = await repo.insertRun(tx, {
        orgId: form.orgId,
        jobId: form.jobId ?? null,
        stage,
        markUnlocked: form.markUnlocked,
        isDryRun: form.dryRun,
        fileName: upload.file.name.slice(0, 200),
        fileKey: storedFileKey,
        zipName: upload.zip?.name.slice(0, 200) ?? null,
        zipKey: upload.zip?.key ?? null,
        startedBy: actor.kind === 'superadmin' ? actor.userId : 'password',
      });
      await recordAudit(tx, actor, {
        action: 'candidates_imported',
        summary: `${form.dryRun ? 'Checked (dry run)' : 'Started an import of'} ${upload.file.name}${upload.zip ? ` with ${upload.zip.name}` : ''}`,
        org: { id: form.orgId, name: features.name },
        target: { type: 'import', id: created.id },
        details: {
          jobId: form.jobId ?? null,
          markUnlocked: form.markUnlocked,
          dryRun: form.dryRun,
        },
      });
      return created;
    });
    await ctx.queue.send(TASKS.importCandidates, { runId: run.id });
    return toRunView((await repo.findRunView(ctx.db, run.id, IMPORT_FAILURES_SHOWN, form.orgId))!);
  } catch (error) {
    if (upload.zip) await ctx.storage.delete(upload.zip.key);
    if (fileKey) await ctx.storage.delete(fileKey);
    throw error;
  }
}

/** The job's own stages, else the defaults. */
function stagesOf(job: { stages: string[] }): string[] {
  return job.stages.length > 0 ? [...job.stages] : [...DEFAULT_STAGES];
}

/** The stage as the job spells it, whatever the case and spaces given; null when not one. */
function stageOf(stages: string[], given: string): string | null {
  const wanted = given.trim().toLowerCase().replaceAll(/\s+/g, ' ');
  return stages.find((stage) => stage.toLowerCase() === wanted) ?? null;
}

/** A run of any organization, by id (the platform console). */
export async function getImportRun(ctx: AppContext, runId: string): Promise<ImportRunView> {
  const run = await acrossOrganizations('platform admin', () =>
    repo.findRunView(ctx.db, runId, IMPORT_FAILURES_SHOWN),
  );
  if (!run) throw new AppError('import_run_not_found');
  return toRunView(run);
}

/** The latest runs of every organization (the platform console). */
export async function listImportRuns(ctx: AppContext, limit: number): Promise<ImportRunView[]> {
  const runs = await acrossOrganizations('platform admin', () =>
    repo.listRunViews(ctx.db, limit, IMPORT_FAILURES_SHOWN),
  );
  return runs.map(toRunView);
}

/** A CSV cell: quoted when it must be; a leading = or @ (a formula in a spreadsheet) escaped. */
function csvCell(value: string): string {
  const safe = /^[=@]|^[+-][^\d\s]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The refused rows as the file had them, with an "Import errors" column: fixed, the
 * CSV imports again as it is (the extra column is ignored).
 */
export async function refusedRowsCsv(
  ctx: AppContext,
  runId: string,
): Promise<{ fileName: string; body: string }> {
  // A run of any organization, by id (the platform console).
  const run = await acrossOrganizations('platform admin', () => repo.findRun(ctx.db, runId));
  if (!run) throw new AppError('import_run_not_found');
  const reasons = new Map<number, string[]>();
  for (const failure of run.failures) {
    if (failure.row === 0) continue;
    const text = failure.column ? `${failure.column}: ${failure.reason}` : failure.reason;
    reasons.set(failure.row, [...(reasons.get(failure.row) ?? []), text]);
  }
  const bytes = await ctx.storage.get(run.fileKey);
  const lines: string[] = [];
  if (bytes) {
    const rows = await readRawRows(run.fileName, bytes);
    let isHeader = true;
    for (const { line, cells } of rows) {
      if (isHeader) {
        lines.push([...cells, 'Import errors'].map(csvCell).join(','));
        isHeader = false;
      } else if (reasons.has(line)) {
        lines.push([...cells, reasons.get(line)!.join('; ')].map(csvCell).join(','));
      }
    }
  }
  const stem = run.fileName.replace(/\.[a-z0-9]+$/i, '').replaceAll(/[^\p{L}\p{N} ._-]+/gu, '');
  // A BOM, so Excel reads it as UTF-8.
  return {
    fileName: `${stem || 'import'} - refused rows.csv`,
    body: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}

// ---------------------------------------------------------------- the queued run

export interface RunHooks {
  /** Called after each batch is committed (a test's crash point). */
  afterBatch?: (batchIndex: number) => Promise<void> | void;
  /**
   * Once aborted, the run stops before its next step and writes nothing more, as a
   * process that dies leaves it: 'running', with its checkpoint, for another worker.
   */
  signal?: AbortSignal;
}

/** The run was stopped (its signal): left as it is, for another worker to take over. */
class Stopped extends Error {}

/**
 * The run's task. One worker at a time holds it (its claim token); another takes
 * it over only when this one has not been heard of for IMPORT_STALE_SECONDS (its
 * process died), and goes on from the last committed batch.
 */
export async function runImport(
  ctx: AppContext,
  runId: string,
  hooks: RunHooks = {},
): Promise<void> {
  const token = randomUUID();
  // The task names the run only: it is claimed by id, then everything is pinned to its organization.
  const run = await acrossOrganizations('platform task', () =>
    repo.claimRun(ctx.db, runId, token, IMPORT_STALE_SECONDS),
  );
  if (!run) return;
  const heartbeat = setInterval(() => {
    repo
      .updateClaimedRun(ctx.db, run.orgId, runId, token, {})
      .catch((error: unknown) => ctx.log.warn({ err: error, runId }, 'Import heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    await workRun(ctx, run, token, hooks);
  } catch (error) {
    if (error instanceof ClaimLost || error instanceof Stopped) return;
    const message =
      error instanceof ImportRefused
        ? error.message
        : 'The import stopped on an unexpected error. Rows already imported are kept: import the file again to finish (they are updated, not repeated).';
    if (!(error instanceof ImportRefused)) {
      ctx.log.error({ err: error, runId }, 'Import failed');
    }
    await repo.updateClaimedRun(ctx.db, run.orgId, runId, token, {
      status: 'failed',
      phase: 'done',
      error: message,
      finishedAt: new Date(),
    });
    await removeZip(ctx, run);
  } finally {
    clearInterval(heartbeat);
  }
}

async function removeZip(ctx: AppContext, run: repo.ImportRunRow) {
  if (run.zipKey) await ctx.storage.delete(run.zipKey).catch(() => undefined);
}

async function progress(
  ctx: AppContext,
  run: repo.ImportRunRow,
  token: string,
  values: Parameters<typeof repo.updateClaimedRun>[4],
) {
  if (!(await repo.updateClaimedRun(ctx.db, run.orgId, run.id, token, values))) {
    throw new ClaimLost();
  }
}

async function workRun(
  ctx: AppContext,
  run: repo.ImportRunRow,
  token: string,
  hooks: RunHooks,
): Promise<void> {
  const isResumed = run.phase === 'writing';
  if (!isResumed) await progress(ctx, run, token, { phase: 'reading' });
  const bytes = await ctx.storage.get(run.fileKey);
  if (!bytes) throw new ImportRefused('The uploaded file is gone: import it again');
  let read;
  try {
    read = await readImportFile(run.fileName, bytes);
  } catch (error) {
    if (error instanceof ImportFileRefused) throw new ImportRefused(error.message);
    throw error;
  }
  const job = run.jobId ? await findJob(ctx, run) : null;
  const plan = await planImport(ctx, { orgId: run.orgId, jobId: run.jobId }, read);
  const { rows, failures } = checkStages(plan.rows, plan.failures, job);
  const refusedRows = new Set(failures.map((failure) => failure.row)).size;
  if (!isResumed) {
    await progress(ctx, run, token, {
      totalRows: read.rows,
      failures,
      failedCount: failures.length,
      rowsRead: refusedRows,
    });
  }
  if (run.zipKey && !isResumed) {
    await progress(ctx, run, token, { phase: 'resumes' });
    await readResumes(ctx, run, token, rows);
  }
  // What reading the file and the ZIP left behind, before the long write.
  collectGarbage();
  if (run.isDryRun) {
    const created = rows.filter((row) => row.action === 'create').length;
    await progress(ctx, run, token, {
      status: 'completed',
      phase: 'done',
      rowsRead: read.rows,
      created,
      updated: rows.length - created,
      finishedAt: new Date(),
    });
    await removeZip(ctx, run);
    return;
  }
  await progress(ctx, run, token, { phase: 'writing' });
  const target: ImportTarget = {
    orgId: run.orgId,
    job: job
      ? {
          id: job.id,
          isPayToRevealEnabled: job.isPayToRevealEnabled,
          requirements: await findJobScoring(ctx.db, run.orgId, job.id),
        }
      : null,
    defaultStage: run.stage ?? job?.stages[0] ?? '',
    markUnlocked: run.markUnlocked,
  };
  let totals = { created: run.created, updated: run.updated, credits: run.creditsGranted };
  // Each batch is read and sealed while the database writes the one before it: its
  // resumes' read goes out, and its sealing runs while this process waits on the write.
  const prepare = (start: number) => {
    const prepared = prepareFrom(start);
    // Awaited by its batch; a failure before then must not go unhandled.
    prepared.catch(() => undefined);
    return prepared;
  };
  const prepareFrom = async (start: number) => {
    const slice = rows.slice(start, start + IMPORT_BATCH_ROWS);
    const resumes = new Map(
      (
        await repo.findRunResumes(
          ctx.db,
          run.orgId,
          run.id,
          slice.map((row) => row.row),
        )
      ).map((resume) => [resume.row, resume]),
    );
    return prepareRows(
      ctx,
      slice.map((row) => ({
        row: row.row,
        candidate: row.candidate,
        stage: row.stage,
        resume: resumes.get(row.row) ?? null,
      })),
    );
  };
  let next = run.nextRow < rows.length ? prepare(run.nextRow) : null;
  // Two batches are written at once (decision 0067): while the database writes one,
  // it writes the next on its other core. They commit in order: each takes its turn
  // once the one before has committed (and its hook ran), so the checkpoint only
  // ever counts whole batches from the start, as when they were written one by one.
  const writing: Array<Promise<void>> = [];
  let previous: { index: number; done: Promise<void>; isHoldingTurn: Promise<void> } | null = null;
  try {
    for (
      let start = run.nextRow, batch = 0;
      start < rows.length;
      start += IMPORT_BATCH_ROWS, batch++
    ) {
      if (hooks.signal?.aborted) throw new Stopped();
      const prepared = await next!;
      const end = start + prepared.length;
      next = end < rows.length ? prepare(end) : null;
      if (writing.length >= BATCHES_AT_ONCE) await writing.shift();
      const before = previous;
      // The batch before holds its turn's lock before this one may wait on it.
      await before?.isHoldingTurn;
      let holdsTurn!: () => void;
      const isHoldingTurn = new Promise<void>((resolve) => (holdsTurn = resolve));
      const committed = ctx.db
        .transaction(async (tx) => {
          await repo.takeBatchTurn(tx, run.id, batch);
          holdsTurn();
          // Its turn: the batch before has committed (the database says so by releasing
          // its lock, which a deadlock check sees) and all that followed its commit ran.
          let turn: Promise<void> | null = null;
          const awaitTurn = () =>
            (turn ??= before
              ? repo.takeBatchTurn(tx, run.id, before.index).then(() => before.done)
              : Promise.resolve());
          const outcome = await writeBatch(tx, target, prepared, awaitTurn);
          await awaitTurn();
          // A process that stops commits nothing more.
          if (hooks.signal?.aborted) throw new Stopped();
          const counted = {
            created: totals.created + outcome.created,
            updated: totals.updated + outcome.updated,
            credits: totals.credits + outcome.creditsGranted,
          };
          if (
            !(await repo.updateClaimedRun(tx, run.orgId, run.id, token, {
              nextRow: end,
              rowsRead: refusedRows + end,
              created: counted.created,
              updated: counted.updated,
              creditsGranted: counted.credits,
            }))
          ) {
            throw new ClaimLost();
          }
          return counted;
        })
        .finally(() => holdsTurn());
      const done = committed.then(async (counted) => {
        totals = counted;
        await hooks.afterBatch?.(batch);
        if (batch % BATCHES_PER_COLLECTION === BATCHES_PER_COLLECTION - 1) collectGarbage();
      });
      // Awaited below or by the batch after it; its failure must not go unhandled meanwhile.
      done.catch(() => undefined);
      writing.push(done);
      previous = { index: batch, done, isHoldingTurn };
    }
    await Promise.all(writing);
  } catch (error) {
    // Nothing is left writing when the run is marked stopped or failed.
    await Promise.allSettled(writing);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await repo.clearRunResumes(tx, run.orgId, run.id);
    if (
      !(await repo.updateClaimedRun(tx, run.orgId, run.id, token, {
        status: 'completed',
        phase: 'done',
        rowsRead: read.rows,
        finishedAt: new Date(),
      }))
    ) {
      throw new ClaimLost();
    }
  });
  await removeZip(ctx, run);
  ctx.log.info(
    { runId: run.id, created: totals.created, updated: totals.updated, failed: failures.length },
    'Import completed',
  );
}

async function findJob(ctx: AppContext, run: repo.ImportRunRow) {
  try {
    const jobId = run.jobId!;
    // The job by id, checked to be the run's organization's.
    const job = await acrossOrganizations('platform task', () => getJobForPlatform(ctx.db, jobId));
    if (job.orgId !== run.orgId) throw new AppError('job_not_found');
    return { ...job, stages: stagesOf(job) };
  } catch (error) {
    if (error instanceof AppError) throw new ImportRefused('The job was deleted: choose another');
    throw error;
  }
}

/** A planned row with its Stage as the job spells it. */
type CheckedRow = PlannedRow & { stage: string | null };

/**
 * A row's Stage must be one of the job's (any case); otherwise the row is refused,
 * naming the stages. Without a job a Stage means nothing and is left.
 */
function checkStages(
  rows: PlannedRow[],
  failures: ImportFailure[],
  job: { stages: string[] } | null,
): { rows: CheckedRow[]; failures: ImportFailure[] } {
  if (!job) return { rows: rows.map((row) => ({ ...row, stage: null })), failures };
  const checked: CheckedRow[] = [];
  const refused = [...failures];
  for (const row of rows) {
    if (!row.candidate.stage) {
      checked.push({ ...row, stage: null });
      continue;
    }
    const stage = stageOf(job.stages, row.candidate.stage);
    if (stage) checked.push({ ...row, stage });
    else
      refused.push({
        row: row.row,
        column: 'Stage',
        reason: `Not one of the job's stages (${job.stages.join(', ')})`,
      });
  }
  refused.sort((a, b) => a.row - b.row);
  return { rows: checked, failures: refused };
}

/**
 * Streams the ZIP: each resume is given to its row, checked and read like an
 * uploaded one (a dry run reads it and keeps nothing) and stored; what no row
 * claims is listed. A refused ZIP (a bomb, too big, too many files) fails the whole
 * import: the resumes stored so far are removed, and no row is written.
 */
async function readResumes(
  ctx: AppContext,
  run: repo.ImportRunRow,
  token: string,
  rows: CheckedRow[],
): Promise<void> {
  const chunks = await ctx.storage.getStream(run.zipKey!);
  if (!chunks) throw new ImportRefused('The uploaded ZIP is gone: import it again');
  const match = createResumeMatcher(rows);
  const done = await repo.findRunResumePaths(ctx.db, run.orgId, run.id);
  const unmatched: string[] = [];
  const rejected: ImportSkippedFile[] = [];
  // Recorded a few at a time (one commit each), not one by one.
  const pending: repo.RunResumeInput[] = [];
  let matched = 0;
  let found = 0;
  let lastWrite = Date.now();
  try {
    const { skipped } = await readResumeZip(chunks, async (resume) => {
      found += 1;
      if (found % RESUMES_PER_COLLECTION === 0) collectGarbage();
      const owner = match(resume.fileName);
      if (!owner) {
        if (unmatched.length < FILES_LISTED) unmatched.push(resume.path);
        return;
      }
      if (done.has(resume.path)) {
        matched += 1;
        return;
      }
      let analysis;
      try {
        analysis = await analyzeResume(resume.bytes);
      } catch (error) {
        if (!(error instanceof ResumeRejectedError)) throw error;
        rejected.push({ path: resume.path, reason: rejectionReason(error) });
        return;
      }
      matched += 1;
      if (!run.isDryRun) {
        const key = await storeResumeFile(ctx, run.orgId, resume.bytes, analysis.type);
        pending.push({
          runId: run.id,
          row: owner.row,
          orgId: run.orgId,
          path: resume.path,
          resumeFileKey: key,
          resumeFileType: analysis.type,
          resumeFileSize: resume.bytes.length,
          resumeText: sealResumeText(ctx, analysis.text),
          resumeSummary: analysis.summary,
          skills: analysis.skills,
          experienceContext: analysis.experience.label,
          yearsExperienceInField: analysis.experience.years,
        });
      }
      if (pending.length >= RESUMES_PER_WRITE || Date.now() - lastWrite > 1_000) {
        lastWrite = Date.now();
        await repo.insertRunResumes(ctx.db, pending.splice(0));
        await progress(ctx, run, token, { resumesFound: found, resumesMatched: matched });
      }
    });
    await repo.insertRunResumes(ctx.db, pending.splice(0));
    await progress(ctx, run, token, {
      resumesFound: found,
      resumesMatched: matched,
      unmatchedFiles: unmatched,
      skippedFiles: [...skipped, ...rejected].slice(0, FILES_LISTED),
    });
  } catch (error) {
    if (!(error instanceof ResumeZipRefused)) throw error;
    const stored = [
      ...pending.map((resume) => resume.resumeFileKey),
      ...(await repo.deleteRunResumes(ctx.db, run.orgId, run.id)),
    ];
    for (const key of stored) {
      await ctx.storage.delete(key).catch(() => undefined);
    }
    throw new ImportRefused(`${error.message}. Nothing was imported.`);
  }
}

function rejectionReason(error: ResumeRejectedError): string {
  switch (error.reason) {
    case 'too_large':
      return 'Over 5 MB (the resume limit): skipped';
    case 'unreadable':
      return 'Damaged or password-protected: skipped';
    default:
      return 'Not a PDF or Word document (by its content): skipped';
  }
}

/**
 * Imports whose worker died with its process (or whose task was lost): queued
 * again, so another worker takes them over from their last committed batch.
 */
export async function requeueStalledImports(ctx: AppContext): Promise<number> {
  // A platform task: the stalled runs of every organization.
  const runs = await acrossOrganizations('platform task', () =>
    repo.findStalledRuns(ctx.db, IMPORT_STALE_SECONDS),
  );
  if (runs.length === 0) return 0;
  const queued = runs.filter((run) => run.status === 'queued').map((run) => run.id);
  const pending = await ctx.queue.pendingValues(TASKS.importCandidates, 'runId', queued);
  // A running one unheard of has lost its worker, whatever its task's state says; a
  // queued one may only wait its turn. A second task is harmless: the claim decides.
  const lost = runs.map((run) => run.id).filter((id) => !pending.has(id));
  for (const runId of lost) await ctx.queue.send(TASKS.importCandidates, { runId });
  return lost.length;
}
