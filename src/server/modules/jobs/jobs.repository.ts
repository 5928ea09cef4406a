import { containsPattern } from '../../db/search';
import { and, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { claimPublicNames } from '../../db/public-names';
import { applications, jobs, organizations } from '../../db/schema';
import type { JobStatus } from '../../../shared/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

// Written with explicit qualifiers: Drizzle drops table names from single-table selects,
// which would turn the correlation into "org_id = org_id".
const applicationCount = sql<number>`(
  select count(*)::int from applications a
  where a.org_id = "jobs"."org_id" and a.job_id = "jobs"."id"
)`.mapWith(Number);

/** A job whose title, department or location (or one more column) contains the words. */
function jobMatches(q: string, ...moreColumns: AnyPgColumn[]): SQL {
  const pattern = containsPattern(q);
  return or(
    ...[jobs.title, jobs.department, jobs.location, ...moreColumns].map((column) =>
      ilike(column, pattern),
    ),
  )!;
}

export async function listJobs(
  db: DbOrTx,
  orgId: string,
  filter: { q?: string; status?: JobStatus },
) {
  const conditions: SQL[] = [eq(jobs.orgId, orgId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.q) conditions.push(jobMatches(filter.q));
  return db
    .select({ job: jobs, applicationCount })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
}

export async function findJob(db: DbOrTx, orgId: string, jobId: string) {
  const [row] = await db
    .select({ job: jobs, applicationCount })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  return row;
}

/** The public slugs, of any organization, taken among `base` and its numbered variants. */
export async function insertJob(db: DbOrTx, values: NewJob) {
  const [job] = await db.insert(jobs).values(values).returning();
  // Public slugs are unique across organizations: the claim decides (decision 0040).
  await claimPublicNames(db, [
    { kind: 'job', name: job!.publicSlug, orgId: job!.orgId, jobId: job!.id },
  ]);
  return job!;
}

export async function updateJob(db: DbOrTx, orgId: string, jobId: string, values: Partial<NewJob>) {
  const [job] = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    .returning();
  return job;
}

/** Moves a job from one status to the next only if it is still in the expected one. */
export async function transitionJob(
  db: DbOrTx,
  orgId: string,
  jobId: string,
  from: JobStatus,
  values: Partial<NewJob>,
) {
  const [job] = await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId), eq(jobs.status, from)))
    .returning();
  return job;
}

/** The organization of a job named by its id alone (by the careers board); undefined when none. */
export async function findJobOrgId(db: DbOrTx, jobId: string): Promise<string | undefined> {
  const [job] = await db.select({ orgId: jobs.orgId }).from(jobs).where(eq(jobs.id, jobId));
  return job?.orgId;
}

/** Closes a published job whose publication is older than `closedAt` (the board closed it). */
export async function closePublishedJobBefore(
  db: DbOrTx,
  orgId: string,
  jobId: string,
  closedAt: Date,
) {
  const [job] = await db
    .update(jobs)
    .set({ status: 'CLOSED', closedAt, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.orgId, orgId),
        eq(jobs.id, jobId),
        eq(jobs.status, 'PUBLISHED'),
        sql`coalesce(${jobs.publishedAt}, ${jobs.createdAt}) <= ${closedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: jobs.id, orgId: jobs.orgId, title: jobs.title, publicSlug: jobs.publicSlug });
  return job;
}

export async function findJobByBoardId(db: DbOrTx, orgId: string, boardJobId: string) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.boardJobId, boardJobId)));
  return job;
}

export async function findOrgJobIds(
  db: DbOrTx,
  orgId: string,
  jobIds: string[],
): Promise<Set<string>> {
  const ids = jobIds.filter((id) => UUID_PATTERN.test(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), inArray(jobs.id, ids)));
  return new Set(rows.map((row) => row.id));
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function deleteJob(db: DbOrTx, orgId: string, jobId: string) {
  // What names the job or its applications without being deleted with them loses the
  // name first: ON DELETE SET NULL would do it on one server, but on Citus a reference
  // inside an organization's shard cannot set a column of its key to null (decision 0040).
  // The applications are locked first, in the order the cascade would lock them, so a
  // refund or unlock of one of them waits instead of deadlocking.
  await db.execute(sql`
    select count(*) from (
      select 1 from applications where org_id = ${orgId} and job_id = ${jobId} for update
    ) locked`);
  await db.execute(sql`
    with gone as (
      select id from applications where org_id = ${orgId} and job_id = ${jobId}
    ), unlocks as (
      update application_unlocks set application_id = null
      where org_id = ${orgId} and application_id in (select id from gone)
    ), messages as (
      update email_messages set application_id = null, interview_id = null
      where org_id = ${orgId} and application_id in (select id from gone)
    )
    update import_runs set job_id = null where org_id = ${orgId} and job_id = ${jobId}`);
  const [job] = await db
    .delete(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)))
    .returning({ id: jobs.id, title: jobs.title, publicSlug: jobs.publicSlug });
  return job;
}

export async function renameApplicationStages(
  db: DbOrTx,
  orgId: string,
  jobId: string,
  renames: [from: string, to: string][],
) {
  if (renames.length === 0) return;
  const newStage = sql.join(
    [
      sql`case ${applications.stage}`,
      ...renames.map(([from, to]) => sql`when ${from} then ${to}`),
      sql`end`,
    ],
    sql` `,
  );
  await db
    .update(applications)
    .set({ stage: newStage, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.jobId, jobId),
        inArray(
          applications.stage,
          renames.map(([from]) => from),
        ),
      ),
    );
}

export async function countApplicationsOutside(
  db: DbOrTx,
  orgId: string,
  jobId: string,
  stages: string[],
) {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.jobId, jobId),
        notInArray(applications.stage, stages),
      ),
    );
  return row?.n ?? 0;
}

/** How many of the organization's jobs are in one of `statuses`, leaving out `exceptJobId`. */
export async function countJobsInStatus(
  db: DbOrTx,
  orgId: string,
  statuses: JobStatus[],
  exceptJobId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.orgId, orgId),
        inArray(jobs.status, statuses),
        exceptJobId ? sql`${jobs.id} <> ${exceptJobId}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The columns the platform admin's job views and adds need, across organizations. */
const platformJobColumns = {
  id: jobs.id,
  orgId: jobs.orgId,
  orgName: organizations.name,
  isPayToRevealEnabled: organizations.isPayToRevealEnabled,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  status: jobs.status,
  stages: jobs.stages,
  createdAt: jobs.createdAt,
  applicationCount,
};

export type PlatformJobRow = NonNullable<Awaited<ReturnType<typeof findPlatformJob>>>;

/** Jobs of every organization (or one), newest first, for the platform admin. */
export async function searchPlatformJobs(
  db: DbOrTx,
  filter: { orgId?: string; q?: string; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.orgId) conditions.push(eq(jobs.orgId, filter.orgId));
  if (filter.q) conditions.push(jobMatches(filter.q, organizations.name));
  return db
    .select(platformJobColumns)
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(filter.limit);
}

/** One job of any organization, for the platform admin. */
export async function findPlatformJob(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select(platformJobColumns)
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(eq(jobs.id, jobId));
  return row;
}
