import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { candidates } from '../../db/schema';
import type { StoredResume } from './candidates.service';

/**
 * One candidate per email within an organization (DESIGN.md 2). A person found by
 * email is returned as they are, never changed: anyone can type someone else's
 * email, so what was sent is kept with the application only. Two requests for a
 * new email at once make one candidate: the unique key decides, not a prior read.
 */
export async function findOrCreateCandidate(
  db: DbOrTx,
  values: {
    orgId: string;
    fullName: string;
    email: string;
    phone: string | null;
    source: string;
    resume: StoredResume | null;
    /** The careers board's id of this job seeker, when they came from it. */
    externalCandidateId?: string | null;
  },
): Promise<{ id: string; isNew: boolean }> {
  const { resume, ...candidate } = values;
  const resumeValues = resume ? { ...resume, resumeUploadedAt: new Date() } : {};
  const [created] = await db
    .insert(candidates)
    .values({ ...candidate, ...resumeValues })
    .onConflictDoNothing({ target: [candidates.orgId, candidates.email] })
    .returning({ id: candidates.id });
  if (created) return { id: created.id, isNew: true };
  const [existing] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.orgId, values.orgId), eq(candidates.email, values.email)));
  return { id: existing!.id, isNew: false };
}
