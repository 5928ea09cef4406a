import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import { insertRows, returningOf } from '../../db/insert-rows';
import { candidates } from '../../db/schema';
import type { Sealed } from '../../db/sealed';
import type { StoredResume } from './candidates.service';
import { scoredProfileColumns, type ScoredProfileRow } from './scored-profile';

/** A candidate as `findOrCreateCandidates` would make them, with their email's blind indexes. */
export interface CandidateToFind {
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
  };
  /** The email's blind index under every configured key (more than one during a rotation). */
  emailIndexes: string[];
}

/** A candidate's resume columns when they sent none: the columns' defaults. */
const NO_RESUME = {
  resumeFileKey: null,
  resumeFileType: null,
  resumeFileSize: null,
  resumeText: null,
  resumeSummary: null,
  resumeUploadedAt: null,
  skills: [],
  experienceContext: 'Not specified',
  yearsExperienceInField: null,
} as const satisfies Partial<typeof candidates.$inferInsert>;

/** The profile of someone made without a resume (NO_RESUME), as scoredProfileColumns would read it. */
export function profileWithoutResume(phone: string | null, updatedAt: Date): ScoredProfileRow {
  return {
    skills: [...NO_RESUME.skills],
    yearsExperience: NO_RESUME.yearsExperienceInField,
    experienceLevel: NO_RESUME.experienceContext,
    location: null,
    resumeFileKey: NO_RESUME.resumeFileKey,
    phone,
    updatedAt,
  };
}

/**
 * One candidate per email within an organization (DESIGN.md 2), found by the email's
 * blind index (under any configured key, during a rotation). A person found is
 * returned as they are, never changed: anyone can type someone else's email, so what
 * was sent is kept with the application only. Two requests for a new email at once
 * make one candidate: the unique key decides, not a prior read.
 *
 * Many at once, all of one organization, in one insert (and a read for those already
 * there): one answer per item, in order. The same email twice is one candidate, new
 * (`isNew`) for its first item only.
 */
export async function findOrCreateCandidates(db: DbOrTx, orgId: string, items: CandidateToFind[]) {
  const columns = { id: candidates.id, emailIndex: candidates.emailIndex, ...scoredProfileColumns };
  const select = (emailIndexes: string[]) =>
    db
      .select(columns)
      .from(candidates)
      .where(and(eq(candidates.orgId, orgId), inArray(candidates.emailIndex, emailIndexes)));
  const found = new Map<string, Awaited<ReturnType<typeof select>>[number] & { isNew: boolean }>();
  const findExisting = async (emailIndexes: string[]) => {
    for (const row of await select(emailIndexes)) {
      if (row.emailIndex && !found.has(row.emailIndex)) {
        found.set(row.emailIndex, { ...row, isNew: false });
      }
    }
  };
  const isFound = (item: CandidateToFind) => item.emailIndexes.some((index) => found.has(index));
  // Only while keys rotate can a person be under another key's index than the one inserted.
  const rotating = items.filter((item) => item.emailIndexes.length > 1);
  if (rotating.length > 0) await findExisting(rotating.flatMap((item) => item.emailIndexes));
  // In the unique key's order, so that two batches sharing emails wait, not deadlock.
  const toInsert = items
    .filter((item) => !isFound(item))
    .sort((a, b) => (a.values.emailIndex < b.values.emailIndex ? -1 : 1));
  if (toInsert.length > 0) {
    const returning = returningOf(columns);
    const created = returning.read(
      await queryRows(
        db,
        sql`${insertRows(
          candidates,
          toInsert.map(({ values: { resume, ...candidate } }) => ({
            ...candidate,
            ...(resume ? { ...resume, resumeUploadedAt: new Date() } : NO_RESUME),
          })),
        )} on conflict (org_id, email_index) do nothing ${returning.sql}`,
      ),
    );
    for (const row of created) found.set(row.emailIndex!, { ...row, isNew: true });
  }
  const missing = items.filter((item) => !isFound(item));
  if (missing.length > 0) await findExisting(missing.flatMap((item) => item.emailIndexes));
  const claimed = new Set<string>();
  return items.map((item) => {
    const index = item.emailIndexes.find((each) => found.has(each))!;
    const { emailIndex: _, isNew, ...candidate } = found.get(index)!;
    const isFirst = !claimed.has(index);
    claimed.add(index);
    return { ...candidate, isNew: isNew && isFirst };
  });
}

/**
 * New people as an insert of a chain (decision 0056), each with the id the caller gave:
 * an email already in the organization makes nothing (the unique key decides, as
 * above), and the caller finds that person another way. Nothing is made unless `onlyIf`
 * holds. No resume: those are read first. Its rows also return their anonymous search
 * document, for their applications' (chainApplicationsInsert, decision 0069).
 */
export function chainNewCandidates(
  chain: InsertChain,
  rows: Array<Omit<CandidateToFind['values'], 'resume'> & { id: string }>,
  onlyIf: SQL,
): ChainStep {
  return chain.add(
    sql`${insertRows(
      candidates,
      // In the unique key's order, so that two statements sharing emails wait, not deadlock.
      rows
        .toSorted((a, b) => (a.emailIndex < b.emailIndex ? -1 : 1))
        .map((row) => ({ ...row, ...NO_RESUME })),
    )} where ${onlyIf} on conflict (org_id, email_index) do nothing returning id, created_at, anonymous_search`,
  );
}
