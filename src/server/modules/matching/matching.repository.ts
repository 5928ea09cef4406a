import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, candidates, jobs } from '../../db/schema';

/** What the engine reads of a candidate: their profile and when they last applied. */
export async function findCandidateFacts(db: DbOrTx, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      orgId: candidates.orgId,
      skills: candidates.skills,
      yearsExperience: candidates.yearsExperienceInField,
      experienceLevel: candidates.experienceContext,
      location: candidates.location,
      resumeFileKey: candidates.resumeFileKey,
      phone: candidates.phone,
      updatedAt: candidates.updatedAt,
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
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row;
}
