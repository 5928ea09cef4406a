import { pickJobPosting } from '../../../shared/jobs';
import type { PublicJobView } from '../../../shared/public';
import type { jobs } from '../../db/schema';

/** What anyone on the internet may read about a published job: no ids of people, no counts. */
export function toPublicJobView(
  job: typeof jobs.$inferSelect,
  organization: PublicJobView['organization'],
): PublicJobView {
  return {
    id: job.id,
    slug: job.publicSlug,
    organization,
    ...pickJobPosting(job),
    postedAt: (job.publishedAt ?? job.createdAt).toISOString(),
  };
}
