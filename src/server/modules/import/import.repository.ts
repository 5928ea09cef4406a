import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ImportFailure } from '../../../shared/import';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  candidates,
  importRunResumes,
  importRuns,
  jobs,
  organizations,
} from '../../db/schema';

/**
 * Who of the people `withEmails` finds (by blind index, candidates.service
 * emailIsAnyOf) the organization has already, by their blind index, and their
 * application to the job when one is given.
 */
export async function findExistingPeople(
  db: DbOrTx,
  orgId: string,
  withEmails: SQL,
  jobId: string | null,
): Promise<Map<string, { candidateId: string; applicationId: string | null }>> {
  const ofOrg = and(eq(candidates.orgId, orgId), withEmails);
  const rows = jobId
    ? await db
        .select({
          email: candidates.emailIndex,
          candidateId: candidates.id,
          applicationId: applications.id,
        })
        .from(candidates)
        .leftJoin(
          applications,
          and(
            eq(applications.orgId, candidates.orgId),
            eq(applications.candidateId, candidates.id),
            eq(applications.jobId, jobId),
          ),
        )
        .where(ofOrg)
    : (
        await db
          .select({ email: candidates.emailIndex, candidateId: candidates.id })
          .from(candidates)
          .where(ofOrg)
      ).map((row) => ({ ...row, applicationId: null }));
  return new Map(rows.map(({ email, ...found }) => [email ?? '', found]));
}

// ---------------------------------------------------------------- runs

export type ImportRunRow = typeof importRuns.$inferSelect;

export async function insertRun(db: DbOrTx, values: typeof importRuns.$inferInsert) {
  const [row] = await db.insert(importRuns).values(values).returning();
  return row!;
}

/**
 * A run with its organization's name and job's title; the refused rows up to
 * `failuresShown`. Within `orgId` when given; without it, in every organization (the
 * platform console, in its cross-organization scope).
 */
export async function findRunView(
  db: DbOrTx,
  runId: string,
  failuresShown: number,
  orgId?: string,
) {
  const rows = await selectRunViews(db, failuresShown)
    .where(
      and(orgId === undefined ? undefined : eq(importRuns.orgId, orgId), eq(importRuns.id, runId)),
    )
    .limit(1);
  return rows[0];
}

/** The latest runs of every organization (the platform console, in its cross-organization scope). */
export async function listRunViews(db: DbOrTx, limit: number, failuresShown: number) {
  return selectRunViews(db, failuresShown)
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit);
}

function selectRunViews(db: DbOrTx, failuresShown: number) {
  const {
    failures: _all,
    fileKey: _file,
    zipKey: _zip,
    claimToken: _claim,
    ...columns
  } = getTableColumns(importRuns);
  return db
    .select({
      ...columns,
      failures: sql<
        ImportFailure[]
      >`jsonb_path_query_array(${importRuns.failures}, ${`$[0 to ${Math.max(0, failuresShown - 1)}]`}::jsonpath)`,
      orgName: organizations.name,
      jobTitle: jobs.title,
    })
    .from(importRuns)
    .innerJoin(organizations, eq(organizations.id, importRuns.orgId))
    .leftJoin(jobs, and(eq(jobs.orgId, importRuns.orgId), eq(jobs.id, importRuns.jobId)))
    .$dynamic();
}

/**
 * The whole run, its files' keys and every refused row included; of any
 * organization (the platform console, in its cross-organization scope).
 */
export async function findRun(db: DbOrTx, runId: string) {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return row;
}

/**
 * Takes the run for one worker (`token`): a queued run, or a running one whose
 * worker has not been heard of for `staleSeconds` (its process died). Undefined
 * when another worker holds it or it has ended. The task names the run only: the
 * caller runs it in a cross-organization scope, and pins what follows to its orgId.
 */
export async function claimRun(db: DbOrTx, runId: string, token: string, staleSeconds: number) {
  const [row] = await db
    .update(importRuns)
    .set({
      status: 'running',
      claimToken: token,
      heartbeatAt: sql`now()`,
      attempts: sql`${importRuns.attempts} + 1`,
    })
    .where(
      and(
        eq(importRuns.id, runId),
        or(
          eq(importRuns.status, 'queued'),
          and(
            eq(importRuns.status, 'running'),
            or(
              isNull(importRuns.heartbeatAt),
              lt(importRuns.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
            ),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * Writes the run's progress if `token` still holds it; false when it does not (the
 * run was taken over), so the caller stops and its transaction rolls back.
 */
export async function updateClaimedRun(
  db: DbOrTx,
  orgId: string,
  runId: string,
  token: string,
  values: Partial<typeof importRuns.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(importRuns)
    .set({ ...values, heartbeatAt: sql`now()` })
    .where(
      and(eq(importRuns.orgId, orgId), eq(importRuns.id, runId), eq(importRuns.claimToken, token)),
    )
    .returning({ id: importRuns.id });
  return rows.length > 0;
}

/**
 * Runs that should be moving and are not: queued or running, unheard of for
 * `staleSeconds`, in every organization (a platform task, in its cross-organization scope).
 */
export async function findStalledRuns(db: DbOrTx, staleSeconds: number) {
  return db
    .select({ id: importRuns.id, status: importRuns.status })
    .from(importRuns)
    .where(
      and(
        inArray(importRuns.status, ['queued', 'running']),
        lt(
          sql`coalesce(${importRuns.heartbeatAt}, ${importRuns.createdAt})`,
          sql`now() - make_interval(secs => ${staleSeconds})`,
        ),
      ),
    );
}

// ---------------------------------------------------------------- the run's resumes

export type RunResumeInput = typeof importRunResumes.$inferInsert;

export async function insertRunResumes(db: DbOrTx, values: RunResumeInput[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(importRunResumes).values(values).onConflictDoNothing();
}

/** The ZIP entries already read into resumes by an earlier attempt of the run. */
export async function findRunResumePaths(
  db: DbOrTx,
  orgId: string,
  runId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ path: importRunResumes.path })
    .from(importRunResumes)
    .where(and(eq(importRunResumes.orgId, orgId), eq(importRunResumes.runId, runId)));
  return new Set(rows.map((row) => row.path));
}

export async function findRunResumes(db: DbOrTx, orgId: string, runId: string, rows: number[]) {
  if (rows.length === 0) return [];
  return db
    .select()
    .from(importRunResumes)
    .where(
      and(
        eq(importRunResumes.orgId, orgId),
        eq(importRunResumes.runId, runId),
        inArray(importRunResumes.row, rows),
      ),
    );
}

/** Forgets the run's resumes (a refused ZIP); answers their files' keys to delete. */
export async function deleteRunResumes(
  db: DbOrTx,
  orgId: string,
  runId: string,
): Promise<string[]> {
  const rows = await db
    .delete(importRunResumes)
    .where(and(eq(importRunResumes.orgId, orgId), eq(importRunResumes.runId, runId)))
    .returning({ key: importRunResumes.resumeFileKey });
  return rows.map((row) => row.key);
}

/** Once the rows are written the resumes are theirs: the run's copy of their facts goes. */
export async function clearRunResumes(db: DbOrTx, orgId: string, runId: string): Promise<void> {
  await db
    .delete(importRunResumes)
    .where(and(eq(importRunResumes.orgId, orgId), eq(importRunResumes.runId, runId)));
}

/** The organization an import goes to, and whether its CSV import is on. */
export async function findImportOrganization(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({ name: organizations.name, isCsvImportEnabled: organizations.isCsvImportEnabled })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row;
}

/**
 * The turn of a run's batch (decision 0067), held until its transaction ends: the
 * batch after it takes the same lock once its own rows are written, and so commits
 * only after it. A lock of the database's, not a promise's: a cycle through it (the
 * two batches and someone else's transaction) is a deadlock PostgreSQL sees and breaks.
 */
export async function takeBatchTurn(tx: DbOrTx, runId: string, batch: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${runId}), ${batch}::int)`);
}
