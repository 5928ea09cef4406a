import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import { insertRows } from '../../db/insert-rows';
import {
  applicationEvents,
  applications,
  candidateAccessTokens,
  candidates,
  jobs,
  organizations,
} from '../../db/schema';
import type { Sealed } from '../../db/sealed';

/*
 * A person's data request names them by email only: every query here finds them by
 * their email's blind indexes (under every configured key), and those that look in
 * every organization run in the caller's `acrossOrganizations('data request')` scope.
 */

const personIs = (emailIndexes: string[]) =>
  and(inArray(candidates.emailIndex, emailIndexes), isNull(candidates.anonymizedAt));

/** A private link's row: the email it opens (sealed), its blind index, the token's hash. */
export interface AccessTokenRow {
  email: Sealed;
  emailIndex: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function insertAccessTokens(
  db: DbOrTx,
  values: Array<AccessTokenRow & { id?: string }>,
) {
  if (values.length > 0) await db.execute(insertRows(candidateAccessTokens, values));
}

/** Tokens as an insert of a chain, each with its id, only where `onlyWhere` holds. */
export function chainAccessTokensInsert(
  chain: InsertChain,
  rows: Array<AccessTokenRow & { id: string }>,
  onlyWhere: SQL,
): ChainStep {
  return chain.add(
    sql`${insertRows(candidateAccessTokens, rows)} ${onlyWhere} returning id, created_at`,
  );
}

/** The live token with this hash, marked used now; undefined when wrong or expired. */
export async function useLiveAccessToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(candidateAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(candidateAccessTokens.tokenHash, tokenHash),
        gt(candidateAccessTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: candidateAccessTokens.email, expiresAt: candidateAccessTokens.expiresAt });
  return row;
}

export async function deleteAccessTokens(db: DbOrTx, emailIndexes: string[]) {
  await db
    .delete(candidateAccessTokens)
    .where(inArray(candidateAccessTokens.emailIndex, emailIndexes));
}

/** The person's intact records with their organizations and applications (sealed). */
export function findRecords(db: DbOrTx, emailIndexes: string[]) {
  return db
    .select({
      candidateId: candidates.id,
      orgId: candidates.orgId,
      organizationName: organizations.name,
      contactName: organizations.dataProtectionContactName,
      contactEmail: organizations.dataProtectionContactEmail,
      fullName: candidates.fullName,
      email: candidates.email,
      phone: candidates.phone,
      location: candidates.location,
      applicationId: applications.id,
      jobTitle: jobs.title,
      stage: applications.stage,
      rejectedAt: applications.rejectedAt,
      appliedAt: applications.createdAt,
      coverNote: applications.coverNote,
      resumeFileType: applications.resumeFileType,
      resumeFileSize: applications.resumeFileSize,
      applicationAnonymizedAt: applications.anonymizedAt,
    })
    .from(candidates)
    .innerJoin(organizations, eq(organizations.id, candidates.orgId))
    .leftJoin(
      applications,
      and(eq(applications.orgId, candidates.orgId), eq(applications.candidateId, candidates.id)),
    )
    .leftJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
    .where(personIs(emailIndexes))
    .orderBy(asc(organizations.name), asc(applications.createdAt));
}

/** The person's intact records: their ids and organizations. */
export function findPersonRecords(db: DbOrTx, emailIndexes: string[]) {
  return db
    .select({ id: candidates.id, orgId: candidates.orgId })
    .from(candidates)
    .where(personIs(emailIndexes));
}

/** Whether any organization holds the person. */
export async function isPersonHeld(db: DbOrTx, emailIndexes: string[]): Promise<boolean> {
  const [held] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(personIs(emailIndexes))
    .limit(1);
  return held !== undefined;
}

/** Their name, phone and search tokens, in the organizations' records found for them. */
export async function correctContact(
  db: DbOrTx,
  records: Array<{ id: string; orgId: string }>,
  emailIndexes: string[],
  sealed: { fullName: Sealed; phone: Sealed | null; contactSearch: string },
) {
  await db
    .update(candidates)
    .set({ ...sealed, updatedAt: sql`now()` })
    .where(
      and(
        inArray(candidates.orgId, [...new Set(records.map((record) => record.orgId))]),
        inArray(
          candidates.id,
          records.map((record) => record.id),
        ),
        personIs(emailIndexes),
      ),
    );
}

/** One of the person's intact applications, by its id, in whichever organization holds it. */
export async function findApplicationOfPerson(
  db: DbOrTx,
  applicationId: string,
  emailIndexes: string[],
) {
  const [application] = await db
    .select({ id: applications.id, orgId: applications.orgId })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
    )
    .where(
      and(
        eq(applications.id, applicationId),
        inArray(candidates.emailIndex, emailIndexes),
        isNull(applications.anonymizedAt),
      ),
    );
  return application;
}

/** The ids of a person's applications in their organization whose data is still there. */
export async function findIntactApplicationIds(db: DbOrTx, orgId: string, candidateId: string) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.candidateId, candidateId),
        isNull(applications.anonymizedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** What the person asked for, on each application's timeline. */
export async function insertRequestEvents(
  db: DbOrTx,
  orgId: string,
  applicationIds: string[],
  type: 'withdrawn' | 'erased',
) {
  if (applicationIds.length === 0) return;
  await db
    .insert(applicationEvents)
    .values(applicationIds.map((applicationId) => ({ orgId, applicationId, actorId: null, type })));
}
