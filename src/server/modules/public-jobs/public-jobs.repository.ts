import { and, eq, sql } from 'drizzle-orm';
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
 * One candidate per email within an organization; a returning applicant keeps
 * their record, and a new resume replaces the one before.
 */
export async function upsertCandidate(
  db: DbOrTx,
  values: {
    orgId: string;
    fullName: string;
    email: string;
    phone: string | null;
    resume: StoredResume | null;
  },
) {
  const { resume, ...candidate } = values;
  const resumeValues = resume ? { ...resume, resumeUploadedAt: new Date() } : {};
  const [row] = await db
    .insert(candidates)
    .values({ ...candidate, ...resumeValues, source: 'job_page' })
    .onConflictDoUpdate({
      target: [candidates.orgId, candidates.email],
      set: {
        phone: sql`coalesce(${candidates.phone}, excluded.phone)`,
        ...(resume
          ? {
              resumeFileKey: sql`excluded.resume_file_key`,
              resumeFileType: sql`excluded.resume_file_type`,
              resumeFileSize: sql`excluded.resume_file_size`,
              resumeText: sql`excluded.resume_text`,
              resumeSummary: sql`excluded.resume_summary`,
              skills: sql`excluded.skills`,
              experienceContext: sql`excluded.experience_context`,
              yearsExperienceInField: sql`excluded.years_experience_in_field`,
              resumeUploadedAt: sql`excluded.resume_uploaded_at`,
            }
          : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: candidates.id });
  return row!;
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
