import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimPublicNames, releasePublicName } from '../../db/public-names';
import {
  careersBoardEvents,
  careersBoardHealth,
  careersBoardRuns,
  jobs,
  organizations,
} from '../../db/schema';

/** The one row of careers_board_health. */
const HEALTH_ID = 'zuludesk_careers';

// ---------------------------------------------------------------- job sync state

/** One more version for the board to receive, its tries counted from zero. */
const nextVersion = () => ({
  syncVersion: sql`${jobs.syncVersion} + 1`,
  syncStatus: 'PENDING' as const,
  syncAttempts: 0,
  syncError: null,
});

/**
 * The board must receive this job again: one more version to send, tries from
 * zero. Only a job of a real (not demo) organization that is published or that
 * the board already knows (a close or an edit after it), and not one the board
 * itself owns (migrated from it). Returns whether it was marked.
 */
export async function markJobChanged(db: DbOrTx, orgId: string, jobId: string): Promise<boolean> {
  return (await markChanged(db, and(eq(jobs.orgId, orgId), eq(jobs.id, jobId))!)).length > 0;
}

/** Every job of an organization that should be on the board, marked again (the admin's Sync). */
export async function markOrgJobsChanged(db: DbOrTx, orgId: string): Promise<string[]> {
  return (await markChanged(db, eq(jobs.orgId, orgId))).map((job) => job.id);
}

/** A job to send to the board: its id and its organization. */
export interface BoardJobRef {
  jobId: string;
  orgId: string;
}

/** The jobs `which` names that the board should have, one more version each. */
async function markChanged(db: DbOrTx, which: SQL): Promise<{ id: string }[]> {
  return db
    .update(jobs)
    .set(nextVersion())
    .where(
      and(
        which,
        eq(jobs.isFromBoard, false),
        or(eq(jobs.status, 'PUBLISHED'), sql`${jobs.syncVersion} > 0`),
        sql`exists (select 1 from ${organizations} where ${organizations.id} = ${jobs.orgId} and ${organizations.demoExpiresAt} is null)`,
      ),
    )
    .returning({ id: jobs.id });
}

/**
 * Failed jobs marked again for another round of tries: the one named (in its
 * organization), or every failed job of every organization (the caller runs that
 * across organizations).
 */
export async function markFailedJobsChanged(
  db: DbOrTx,
  job?: { id: string; orgId: string },
): Promise<BoardJobRef[]> {
  return db
    .update(jobs)
    .set(nextVersion())
    .where(
      and(
        eq(jobs.syncStatus, 'FAILED'),
        job ? eq(jobs.orgId, job.orgId) : undefined,
        job ? eq(jobs.id, job.id) : undefined,
      ),
    )
    .returning({ jobId: jobs.id, orgId: jobs.orgId });
}

export interface ClaimedJob {
  id: string;
  orgId: string;
  title: string;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  compensationRange: string | null;
  descriptionMd: string | null;
  responsibilities: string[];
  requirements: string[];
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  publicSlug: string;
  isFromBoard: boolean;
  syncVersion: number;
  syncedVersion: number;
  syncAttempts: number;
  orgName: string;
  orgSlug: string;
  boardEmployerId: string | null;
  isDemo: boolean;
}

const claimedColumns = {
  id: jobs.id,
  orgId: jobs.orgId,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  employmentType: jobs.employmentType,
  compensationRange: jobs.compensationRange,
  descriptionMd: jobs.descriptionMd,
  responsibilities: jobs.responsibilities,
  requirements: jobs.requirements,
  status: jobs.status,
  publicSlug: jobs.publicSlug,
  isFromBoard: jobs.isFromBoard,
  syncVersion: jobs.syncVersion,
  syncedVersion: jobs.syncedVersion,
  syncAttempts: jobs.syncAttempts,
};

/**
 * Takes the job's sync lease for `leaseMs`: only its holder sends the job, so two
 * sends of one job never overlap and the last to reach the board is the newest.
 * Undefined when another task holds it (see `leaseEnd`) or the job is gone.
 */
export async function claimJob(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const [claimed] = await db
    .update(jobs)
    .set({ syncLeaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.id, jobId),
        or(isNull(jobs.syncLeaseUntil), lt(jobs.syncLeaseUntil, sql`now()`)),
      ),
    )
    .returning(claimedColumns);
  if (!claimed) return undefined;
  return withOrganization(db, claimed);
}

/** The job as it is now, for the lease holder going round again after a newer change. */
export async function reloadClaimedJob(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
): Promise<ClaimedJob | undefined> {
  const [row] = await db
    .select(claimedColumns)
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  return row ? withOrganization(db, row) : undefined;
}

async function withOrganization(
  db: DbOrTx,
  job: Omit<ClaimedJob, 'orgName' | 'orgSlug' | 'boardEmployerId' | 'isDemo'>,
): Promise<ClaimedJob> {
  const [org] = await db
    .select({
      orgName: organizations.name,
      orgSlug: organizations.slug,
      boardEmployerId: organizations.boardEmployerId,
      demoExpiresAt: organizations.demoExpiresAt,
    })
    .from(organizations)
    .where(eq(organizations.id, job.orgId));
  return {
    ...job,
    orgName: org?.orgName ?? '',
    orgSlug: org?.orgSlug ?? '',
    boardEmployerId: org?.boardEmployerId ?? null,
    isDemo: org?.demoExpiresAt != null,
  };
}

/** When the lease another task holds on this job ends; undefined when the job is gone. */
export async function leaseEnd(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ until: jobs.syncLeaseUntil })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  return row ? row.until : undefined;
}

/**
 * The board confirmed version `version`: SYNCED unless a newer change arrived
 * meanwhile (then still PENDING). The lease is kept: the holder decides whether to
 * go round again. Returns the job's current version.
 */
export async function recordSynced(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
  version: number,
  board: { id: string; url: string },
): Promise<number | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      syncedVersion: sql`greatest(${jobs.syncedVersion}, ${version})`,
      syncStatus: sql`case when ${jobs.syncVersion} <= ${version} then 'SYNCED' else 'PENDING' end`,
      syncAttempts: sql`case when ${jobs.syncVersion} <= ${version} then 0 else ${jobs.syncAttempts} end`,
      syncError: null,
      lastSyncAt: sql`now()`,
      boardJobId: board.id,
      boardUrl: board.url,
    })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    .returning({ syncVersion: jobs.syncVersion });
  return row?.syncVersion;
}

/** A try failed and another is coming: the reason kept, the lease given back. */
export async function recordRetry(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
  version: number,
  reason: string,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      syncAttempts: sql`case when ${jobs.syncVersion} = ${version} then ${jobs.syncAttempts} + 1 else ${jobs.syncAttempts} end`,
      syncError: reason,
      syncLeaseUntil: null,
    })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
}

/**
 * The last try of `version` failed: FAILED with the board's reason, unless a newer
 * change is waiting (its own task tries that one). The lease is given back.
 */
export async function recordFailed(
  db: DbOrTx,
  { jobId, orgId }: BoardJobRef,
  version: number,
  reason: string,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      syncStatus: sql`case when ${jobs.syncVersion} = ${version} then 'FAILED' else ${jobs.syncStatus} end`,
      syncError: reason,
      syncLeaseUntil: null,
    })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
}

export async function releaseJob(db: DbOrTx, { jobId, orgId }: BoardJobRef): Promise<void> {
  await db
    .update(jobs)
    .set({ syncLeaseUntil: null })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
}

/** A job with nothing to send after all (demo organization, owned by the board): no status. */
export async function clearSyncStatus(db: DbOrTx, { jobId, orgId }: BoardJobRef): Promise<void> {
  await db
    .update(jobs)
    .set({ syncStatus: null, syncLeaseUntil: null, syncedVersion: sql`${jobs.syncVersion}` })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
}

/** The organization of a job named by its id alone (a task queued without it). */
export async function findJobOrgId(db: DbOrTx, jobId: string): Promise<string | undefined> {
  const [row] = await db.select({ orgId: jobs.orgId }).from(jobs).where(eq(jobs.id, jobId));
  return row?.orgId;
}

/**
 * Jobs of every organization with a change the board has not confirmed and no try
 * under way, oldest first (the caller runs it across organizations).
 */
export async function findPendingJobs(db: DbOrTx, limit: number): Promise<BoardJobRef[]> {
  return db
    .select({ jobId: jobs.id, orgId: jobs.orgId })
    .from(jobs)
    .where(
      and(
        eq(jobs.syncStatus, 'PENDING'),
        sql`${jobs.syncVersion} > ${jobs.syncedVersion}`,
        or(isNull(jobs.syncLeaseUntil), lt(jobs.syncLeaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.updatedAt))
    .limit(limit);
}

export async function countJobsBySyncStatus(
  db: DbOrTx,
): Promise<{ failed: number; pending: number }> {
  const rows = await db
    .select({ status: jobs.syncStatus, count: count() })
    .from(jobs)
    .where(inArray(jobs.syncStatus, ['FAILED', 'PENDING']))
    .groupBy(jobs.syncStatus);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { failed: of('FAILED'), pending: of('PENDING') };
}

/** Per organization: jobs synced, pending and failed. */
export async function countOrgJobsBySyncStatus(
  db: DbOrTx,
  orgIds: string[],
): Promise<Map<string, { synced: number; pending: number; failed: number }>> {
  const result = new Map<string, { synced: number; pending: number; failed: number }>();
  if (orgIds.length === 0) return result;
  const rows = await db
    .select({ orgId: jobs.orgId, status: jobs.syncStatus, count: count() })
    .from(jobs)
    .where(and(inArray(jobs.orgId, orgIds), sql`${jobs.syncStatus} is not null`))
    .groupBy(jobs.orgId, jobs.syncStatus);
  for (const row of rows) {
    const entry = result.get(row.orgId) ?? { synced: 0, pending: 0, failed: 0 };
    if (row.status === 'SYNCED') entry.synced = row.count;
    if (row.status === 'PENDING') entry.pending = row.count;
    if (row.status === 'FAILED') entry.failed = row.count;
    result.set(row.orgId, entry);
  }
  return result;
}

export async function listJobsBySyncStatus(
  db: DbOrTx,
  status: 'FAILED' | 'PENDING',
  limit: number,
) {
  const where = eq(jobs.syncStatus, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        orgId: jobs.orgId,
        orgName: organizations.name,
        title: jobs.title,
        status: jobs.status,
        syncStatus: jobs.syncStatus,
        syncError: jobs.syncError,
        syncAttempts: jobs.syncAttempts,
        lastSyncAt: jobs.lastSyncAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.orgId))
      .where(where)
      .orderBy(desc(jobs.updatedAt))
      .limit(limit),
    db.select({ count: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

// ---------------------------------------------------------------- employers

/** Links an organization to its board employer, unless it has one already; returns the link. */
export async function linkEmployer(
  db: DbOrTx,
  orgId: string,
  employerId: string,
): Promise<string | null> {
  // One transaction: the link and its claim are made together or not at all.
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .update(organizations)
      .set({ boardEmployerId: employerId })
      .where(and(eq(organizations.id, orgId), isNull(organizations.boardEmployerId)))
      .returning({ id: organizations.id });
    // One board employer belongs to one organization: the claim decides (decision 0040).
    if (linked) await claimPublicNames(tx, [{ kind: 'board employer', name: employerId, orgId }]);
    const [row] = await tx
      .select({ employerId: organizations.boardEmployerId })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    return row?.employerId ?? null;
  });
}

/** Forgets a link the board no longer knows (its employer is gone), so the next sync makes one. */
export async function unlinkEmployer(db: DbOrTx, orgId: string, employerId: string): Promise<void> {
  await db
    .update(organizations)
    .set({ boardEmployerId: null, isBoardEmployerVerified: false })
    .where(and(eq(organizations.id, orgId), eq(organizations.boardEmployerId, employerId)));
  await releasePublicName(db, { kind: 'board employer', name: employerId, orgId });
}

/**
 * Marks the organization linked to the board employer verified: the one named, or (by
 * the employer id alone, as the board's webhook names it) whichever organization it is.
 */
export async function markEmployerVerified(
  db: DbOrTx,
  employerId: string,
  orgId?: string,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set({ isBoardEmployerVerified: true })
    .where(
      and(
        orgId === undefined ? undefined : eq(organizations.id, orgId),
        eq(organizations.boardEmployerId, employerId),
      ),
    )
    .returning({ id: organizations.id });
  return rows.length > 0;
}

/**
 * Links the organization to the board's verified employer when it is linked to none
 * (its registration's answer never arrived); false when it is, or does not exist. A
 * unique violation says another organization has that employer.
 */
export async function linkVerifiedEmployer(
  db: DbOrTx,
  employerId: string,
  orgId: string,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set({ boardEmployerId: employerId, isBoardEmployerVerified: true })
    .where(and(eq(organizations.id, orgId), isNull(organizations.boardEmployerId)))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- webhook events

/** Records an event once; false when its id was recorded before (a repeat delivery). */
export async function recordEvent(
  db: DbOrTx,
  event: { id: string; type: string; data: unknown; occurredAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .insert(careersBoardEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: careersBoardEvents.id });
  return rows.length > 0;
}

export async function findEvent(db: DbOrTx, id: string) {
  const [row] = await db.select().from(careersBoardEvents).where(eq(careersBoardEvents.id, id));
  return row;
}

export async function recordEventAttempt(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(careersBoardEvents)
    .set({ attempts: sql`${careersBoardEvents.attempts} + 1`, lastError: error })
    .where(eq(careersBoardEvents.id, id));
}

/** Marks the event done, once: false when another worker finished it first. */
export async function recordEventProcessed(
  db: DbOrTx,
  id: string,
  outcome: string,
): Promise<boolean> {
  const rows = await db
    .update(careersBoardEvents)
    .set({ processedAt: sql`now()`, outcome, lastError: null })
    .where(and(eq(careersBoardEvents.id, id), isNull(careersBoardEvents.processedAt)))
    .returning({ id: careersBoardEvents.id });
  return rows.length > 0;
}

/** Events recorded a while ago and still not processed (their task was lost or is retrying). */
export async function findUnprocessedEventIds(
  db: DbOrTx,
  olderThanMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: careersBoardEvents.id })
    .from(careersBoardEvents)
    .where(
      and(
        isNull(careersBoardEvents.processedAt),
        lt(careersBoardEvents.receivedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
      ),
    )
    .orderBy(asc(careersBoardEvents.receivedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- health

export async function recordHealth(
  db: DbOrTx,
  outcome: { ok: true } | { ok: false; kind: string; message: string },
): Promise<void> {
  const values = outcome.ok
    ? { lastSuccessAt: sql`now()` }
    : {
        lastFailureAt: sql`now()`,
        lastFailureKind: outcome.kind,
        lastFailureMessage: outcome.message,
      };
  await db
    .insert(careersBoardHealth)
    .values({ id: HEALTH_ID, ...values })
    .onConflictDoUpdate({ target: careersBoardHealth.id, set: values });
}

export async function readHealth(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(careersBoardHealth)
    .where(eq(careersBoardHealth.id, HEALTH_ID));
  return row;
}

// ---------------------------------------------------------------- runs

export async function insertRun(db: DbOrTx, startedBy: string) {
  const [row] = await db
    .insert(careersBoardRuns)
    .values({ kind: 'employer_sync', startedBy })
    .returning();
  return row!;
}

export async function findRun(db: DbOrTx, id: string) {
  const [row] = await db.select().from(careersBoardRuns).where(eq(careersBoardRuns.id, id));
  return row;
}

export async function findLatestRun(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(careersBoardRuns)
    .orderBy(desc(careersBoardRuns.createdAt))
    .limit(1);
  return row;
}

export async function updateRun(
  db: DbOrTx,
  id: string,
  values: Partial<typeof careersBoardRuns.$inferInsert>,
): Promise<void> {
  await db.update(careersBoardRuns).set(values).where(eq(careersBoardRuns.id, id));
}

/** Organizations without a board employer (demo ones never go to the board). */
export async function findOrgsWithoutEmployer(db: DbOrTx) {
  return db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
    .from(organizations)
    .where(and(isNull(organizations.boardEmployerId), isNull(organizations.demoExpiresAt)))
    .orderBy(asc(organizations.createdAt));
}

export async function countLinkedOrgs(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(organizations)
    .where(sql`${organizations.boardEmployerId} is not null`);
  return row?.count ?? 0;
}

export async function findOrgForBoard(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      boardEmployerId: organizations.boardEmployerId,
      demoExpiresAt: organizations.demoExpiresAt,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row;
}

export async function findOrgsByEmployerIds(db: DbOrTx, employerIds: string[]) {
  if (employerIds.length === 0) return [];
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      employerId: organizations.boardEmployerId,
    })
    .from(organizations)
    .where(inArray(organizations.boardEmployerId, employerIds));
}
