import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { StoredResume } from '../candidates/candidates.service';
import { applications, candidates, jobs, organizations } from '../../db/schema';

export async function findPublishedJobBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      job: jobs,
      orgName: organizations.name,
      dataProtectionContactEmail: organizations.dataProtectionContactEmail,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(and(eq(jobs.publicSlug, slug), eq(jobs.status, 'PUBLISHED')));
  return row;
}

export async function findJobForApplication(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      orgId: jobs.orgId,
      title: jobs.title,
      status: jobs.status,
      stages: jobs.stages,
      orgName: organizations.name,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(eq(jobs.id, jobId));
  return row;
}

/**
 * One candidate per email within an organization. A returning applicant finds their
 * record as it is: an unauthenticated request never changes a stored candidate (anyone
 * can type someone else's email), so what they sent is kept with the application only.
 */
export async function findOrCreateCandidate(
  db: DbOrTx,
  values: {
    orgId: string;
    fullName: string;
    email: string;
    phone: string | null;
    resume: StoredResume | null;
  },
): Promise<{ id: string; isNew: boolean }> {
  const { resume, ...candidate } = values;
  const resumeValues = resume ? { ...resume, resumeUploadedAt: new Date() } : {};
  const [created] = await db
    .insert(candidates)
    .values({ ...candidate, ...resumeValues, source: 'job_page' })
    .onConflictDoNothing({ target: [candidates.orgId, candidates.email] })
    .returning({ id: candidates.id });
  if (created) return { id: created.id, isNew: true };
  const [existing] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.orgId, values.orgId), eq(candidates.email, values.email)));
  return { id: existing!.id, isNew: false };
}

/** Returns the new application, or undefined when this candidate already applied to the job. */
export async function insertApplicationOnce(
  db: DbOrTx,
  values: {
    orgId: string;
    jobId: string;
    candidateId: string;
    stage: string;
    coverNote: string | null;
    submittedFullName: string;
    submittedEmail: string;
    submittedPhone: string | null;
    resumeFileKey: string | null;
    resumeFileType: 'pdf' | 'docx' | null;
    resumeFileSize: number | null;
  },
) {
  const [row] = await db
    .insert(applications)
    .values({ ...values, unlockStatus: 'LOCKED' })
    .onConflictDoNothing({
      target: [applications.orgId, applications.jobId, applications.candidateId],
    })
    .returning({ id: applications.id });
  return row;
}
