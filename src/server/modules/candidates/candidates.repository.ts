import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { candidates } from '../../db/schema';
import type { Sealed } from '../../db/sealed';
import type { StoredResume } from './candidates.service';
import { scoredProfileColumns } from './scored-profile';

/**
 * One candidate per email within an organization (DESIGN.md 2), found by the email's
 * blind index (under any configured key, during a rotation). A person found is
 * returned as they are, never changed: anyone can type someone else's email, so what
 * was sent is kept with the application only. Two requests for a new email at once
 * make one candidate: the unique key decides, not a prior read.
 */
export async function findOrCreateCandidate(
  db: DbOrTx,
  values: {
    orgId: string;
    fullName: Sealed;
    email: Sealed;
    phone: Sealed | null;
    emailIndex: string;
    contactSearch: string;
    source: string;
    resume: StoredResume | null;
    /** The careers board's id of this job seeker, when they came from it. */
    externalCandidateId?: string | null;
  },
  emailIndexes: string[],
) {
  const columns = { id: candidates.id, ...scoredProfileColumns };
  const findExisting = async () => {
    const [existing] = await db
      .select(columns)
      .from(candidates)
      .where(and(eq(candidates.orgId, values.orgId), inArray(candidates.emailIndex, emailIndexes)))
      .limit(1);
    return existing;
  };
  // Only while keys rotate can the person be under another key's index than the one inserted.
  if (emailIndexes.length > 1) {
    const existing = await findExisting();
    if (existing) return { ...existing, isNew: false };
  }
  const { resume, ...candidate } = values;
  const resumeValues = resume ? { ...resume, resumeUploadedAt: new Date() } : {};
  const [created] = await db
    .insert(candidates)
    .values({ ...candidate, ...resumeValues })
    .onConflictDoNothing({ target: [candidates.orgId, candidates.emailIndex] })
    .returning(columns);
  if (created) return { ...created, isNew: true };
  return { ...(await findExisting())!, isNew: false };
}
