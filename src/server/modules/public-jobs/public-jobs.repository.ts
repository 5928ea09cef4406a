import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import { jobs, organizations } from '../../db/schema';

/** The job, if published, with what its page shows of its organization. */
export async function findPublishedJob(db: DbOrTx, target: { orgId: string; jobId: string }) {
  const [row] = await db
    .select({
      job: jobs,
      orgName: organizations.name,
      dataProtectionContactName: organizations.dataProtectionContactName,
      dataProtectionContactEmail: organizations.dataProtectionContactEmail,
      applicationRetentionMonths: organizations.applicationRetentionMonths,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(
      and(eq(jobs.orgId, target.orgId), eq(jobs.id, target.jobId), eq(jobs.status, 'PUBLISHED')),
    );
  return row;
}

/**
 * The job an application goes to, with its organization. Without `orgId` it is found
 * by its id alone (a public application): the caller runs that across organizations.
 */
export async function findJobForApplication(db: DbOrTx, jobId: string, orgId?: string) {
  const [row] =
    orgId === undefined
      ? await jobById(db, { jobId })
      : await jobOfOrganization(db, { orgId, jobId });
  return row;
}

function selectJobForApplication(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: jobs.id,
      orgId: jobs.orgId,
      title: jobs.title,
      status: jobs.status,
      stages: jobs.stages,
      // What the application is scored against.
      skills: jobs.skills,
      seniority: jobs.seniority,
      location: jobs.location,
      requirements: jobs.requirements,
      orgName: organizations.name,
      isPayToRevealEnabled: organizations.isPayToRevealEnabled,
    })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(where);
}

const jobById = compiledQuery((db, p: Placeholders<{ jobId: string }>) =>
  selectJobForApplication(db, eq(jobs.id, p.jobId)),
);

const jobOfOrganization = compiledQuery((db, p: Placeholders<{ orgId: string; jobId: string }>) =>
  selectJobForApplication(db, and(eq(jobs.orgId, p.orgId), eq(jobs.id, p.jobId))),
);

/** A job as an application reads it (findJobForApplication). */
export type JobForApplication = NonNullable<Awaited<ReturnType<typeof findJobForApplication>>>;

/**
 * A condition for a statement that writes applications to a job read earlier (decision
 * 0057): the job is still published, with everything an application took from it
 * (its title, stages and what it is scored against, its organization's name and
 * pay-to-reveal setting) as it was read.
 */
export function isJobAsRead(job: JobForApplication): SQL {
  return sql`exists (select 1 from ${jobs} inner join ${organizations} on ${eq(organizations.id, jobs.orgId)}
    where ${and(
      eq(jobs.orgId, job.orgId),
      eq(jobs.id, job.id),
      eq(jobs.status, 'PUBLISHED'),
      eq(jobs.title, job.title),
      eq(jobs.stages, job.stages),
      eq(jobs.skills, job.skills),
      eq(jobs.requirements, job.requirements),
      eq(organizations.name, job.orgName),
      eq(organizations.isPayToRevealEnabled, job.isPayToRevealEnabled),
    )} and ${jobs.seniority} is not distinct from ${job.seniority}
    and ${jobs.location} is not distinct from ${job.location})`;
}

/** Published jobs of real organizations, for the sitemap: their slugs and last change. */
export async function listPublishedJobSlugs(db: DbOrTx, limit: number) {
  return db
    .select({ slug: jobs.publicSlug, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.orgId))
    .where(and(eq(jobs.status, 'PUBLISHED'), isNull(organizations.demoExpiresAt)))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}

/** The public slugs of an organization's published jobs. */
export async function findPublishedSlugsOf(db: DbOrTx, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: jobs.publicSlug })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'PUBLISHED')));
  return rows.map((row) => row.slug);
}
