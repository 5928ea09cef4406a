import { and, count, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, candidates, jobs, organizations } from '../../db/schema';

/** What the engine scores of a candidate's profile. */
const profileColumns = {
  skills: candidates.skills,
  yearsExperience: candidates.yearsExperienceInField,
  experienceLevel: candidates.experienceContext,
  location: candidates.location,
  resumeFileKey: candidates.resumeFileKey,
  phone: candidates.phone,
  updatedAt: candidates.updatedAt,
};

/** What the engine reads of a candidate: their profile and when they last applied. */
export async function findCandidateFacts(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      orgId: candidates.orgId,
      ...profileColumns,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!row) return undefined;
  const [latest] = await db
    .select({ at: max(applications.createdAt) })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  return { ...row, lastAppliedAt: latest?.at ?? null };
}

/** What the engine reads of a job: what it asks for. */
export async function findJobRequirements(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      orgId: jobs.orgId,
      title: jobs.title,
      skills: jobs.skills,
      seniority: jobs.seniority,
      location: jobs.location,
      requirements: jobs.requirements,
      isPayToRevealEnabled: organizations.isPayToRevealEnabled,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(eq(jobs.id, jobId));
  return row;
}

/** The most candidates one job is scored against (the newest who share a skill). */
export const CANDIDATE_POOL_SIZE = 2_000;

/**
 * Candidates of every organization who have at least one of `skills` (or the newest
 * ones when the job names none), newest first, with their organization, their
 * application count and when they last applied.
 */
export async function findCandidatePool(
  db: DbOrTx,
  skills: string[],
  limit: number,
  /** Free words of a search: a candidate whose profile or resume holds one of them is in too. */
  words: string[] = [],
) {
  const conditions = [];
  if (skills.length > 0) {
    conditions.push(
      sql`${candidates.skills} ?| array[${sql.join(
        skills.map((skill) => sql`${skill}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (words.length > 0) {
    const query = words.map((word) => word.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean);
    if (query.length > 0) {
      conditions.push(
        sql`(${candidates.anonymousSearch} || to_tsvector('simple', coalesce(${candidates.resumeSummary}, ''))) @@ to_tsquery('simple', ${query.join(' | ')})`,
      );
    }
  }
  const hasSkill = conditions.length > 0 ? or(...conditions) : undefined;
  const rows = await db
    .select({
      id: candidates.id,
      orgId: candidates.orgId,
      orgName: organizations.name,
      fullName: candidates.fullName,
      email: candidates.email,
      ...profileColumns,
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .where(and(hasSkill, sql`${organizations.demoExpiresAt} is null`))
    .orderBy(desc(candidates.updatedAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const stats = await db
    .select({
      candidateId: applications.candidateId,
      applications: count(),
      lastAppliedAt: max(applications.createdAt),
    })
    .from(applications)
    .where(inArray(applications.candidateId, ids))
    .groupBy(applications.candidateId);
  const byCandidate = new Map(stats.map((row) => [row.candidateId, row]));
  return rows.map((row) => ({
    ...row,
    applications: byCandidate.get(row.id)?.applications ?? 0,
    lastAppliedAt: byCandidate.get(row.id)?.lastAppliedAt ?? null,
  }));
}

/** Which of these candidates already have an application to the job. */
export async function findInPipeline(
  db: DbOrTx,
  jobId: string,
  candidateIds: string[],
): Promise<Set<string>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.candidateId, candidateIds)));
  return new Set(rows.map((row) => row.candidateId));
}
