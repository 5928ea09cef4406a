import type { PublicJobView } from '../../../shared/public';
import type { jobs } from '../../db/schema';

/** What anyone on the internet may read about a published job: no ids of people, no counts. */
export function toPublicJobView(job: typeof jobs.$inferSelect, orgName: string): PublicJobView {
  return {
    id: job.id,
    slug: job.publicSlug,
    title: job.title,
    organization: { name: orgName },
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    compensationRange: job.compensationRange,
    descriptionMd: job.descriptionMd,
    seniority: job.seniority,
    workMode: job.workMode,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
    postedAt: (job.publishedAt ?? job.createdAt).toISOString(),
  };
}
