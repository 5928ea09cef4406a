import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, candidates } from '../../db/schema';

/**
 * Who of these emails (stored lower-cased) the organization has already, and their
 * application to the job when one is given.
 */
export async function findExistingPeople(
  db: DbOrTx,
  orgId: string,
  emails: string[],
  jobId: string | null,
): Promise<Map<string, { candidateId: string; applicationId: string | null }>> {
  if (emails.length === 0) return new Map();
  const ofOrg = and(eq(candidates.orgId, orgId), inArray(candidates.email, emails));
  const rows = jobId
    ? await db
        .select({
          email: candidates.email,
          candidateId: candidates.id,
          applicationId: applications.id,
        })
        .from(candidates)
        .leftJoin(
          applications,
          and(eq(applications.candidateId, candidates.id), eq(applications.jobId, jobId)),
        )
        .where(ofOrg)
    : (
        await db
          .select({ email: candidates.email, candidateId: candidates.id })
          .from(candidates)
          .where(ofOrg)
      ).map((row) => ({ ...row, applicationId: null }));
  return new Map(rows.map(({ email, ...found }) => [email, found]));
}
