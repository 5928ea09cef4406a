/**
 * A demo organization's weeks of history, written in one transaction with one
 * statement per table (the whole demo has a 300 ms budget), and its purge.
 *
 * The other modules' services write one thing at a time, at the present moment,
 * each in its own transaction; a demo needs its jobs, candidates, applications and
 * interviews at once, dated over the past weeks. So this module writes those rows
 * itself, as a seed does; everything with a rule of its own still goes through its
 * module's service: the organization and its email templates (orgs), the members
 * and their session (auth), the credits (credits: balance and ledger move together),
 * resume files (candidates) and the activity log (activity).
 */
import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { claimPublicNames, releaseOrganizationNames } from '../../db/public-names';
import {
  applicationEvents,
  applicationNotes,
  applications,
  applicationUnlocks,
  candidates,
  creditLedger,
  interviews,
  jobs,
  mailOutbox,
  organizations,
  scorecards,
  users,
} from '../../db/schema';

export type JobRow = typeof jobs.$inferInsert;
export type CandidateRow = typeof candidates.$inferInsert;
export type ApplicationRow = typeof applications.$inferInsert;
export type UnlockRow = typeof applicationUnlocks.$inferInsert;
export type EventRow = typeof applicationEvents.$inferInsert;
export type NoteRow = typeof applicationNotes.$inferInsert;
export type InterviewRow = typeof interviews.$inferInsert;
export type ScorecardRow = typeof scorecards.$inferInsert;

export interface DemoRows {
  jobs: JobRow[];
  candidates: CandidateRow[];
  applications: ApplicationRow[];
  unlocks: UnlockRow[];
  events: EventRow[];
  notes: NoteRow[];
  interviews: InterviewRow[];
  scorecards: ScorecardRow[];
}

/** Every row of the demo's history, parents before children. */
export async function insertDemoRows(tx: DbOrTx, rows: DemoRows): Promise<void> {
  await tx.insert(jobs).values(rows.jobs);
  await claimPublicNames(
    tx,
    rows.jobs.map((job) => ({
      kind: 'job',
      name: job.publicSlug,
      orgId: job.orgId,
      jobId: job.id!,
    })),
  );
  await tx.insert(candidates).values(rows.candidates);
  await tx.insert(applications).values(rows.applications);
  await tx.insert(applicationUnlocks).values(rows.unlocks);
  await tx.insert(interviews).values(rows.interviews);
  await tx.insert(scorecards).values(rows.scorecards);
  await tx.insert(applicationNotes).values(rows.notes);
  await tx.insert(applicationEvents).values(rows.events);
}

/**
 * Gives the demo's ledger entries, just written by the credits service in this same
 * transaction, the times of the unlocks and interviews they paid for: nobody has
 * seen them yet, so the ledger is still as if written at those times.
 */
export async function dateLedgerEntries(
  tx: DbOrTx,
  orgId: string,
  dates: Array<{ id: string; at: Date }>,
): Promise<void> {
  if (dates.length === 0) return;
  const values = sql.join(
    dates.map(({ id, at }) => sql`(${id}::uuid, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${creditLedger} set created_at = dated.at
    from (values ${values}) as dated(id, at)
    where ${creditLedger.orgId} = ${orgId} and ${creditLedger.id} = dated.id
  `);
}

/**
 * Demo organizations past their expiry, locked until the transaction ends (an
 * application arriving meanwhile waits, then finds its organization gone); those
 * another purge is working on are skipped.
 */
export async function lockExpiredDemos(tx: DbOrTx, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(isNotNull(organizations.demoExpiresAt), lte(organizations.demoExpiresAt, sql`now()`)),
    )
    .orderBy(organizations.demoExpiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function listResumeKeys(tx: DbOrTx, orgIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ key: candidates.resumeFileKey })
    .from(candidates)
    .where(and(inArray(candidates.orgId, orgIds), isNotNull(candidates.resumeFileKey)));
  // Resumes sent with applications (a returning applicant's are kept only there).
  const sent = await tx
    .select({ key: applications.resumeFileKey })
    .from(applications)
    .where(and(inArray(applications.orgId, orgIds), isNotNull(applications.resumeFileKey)));
  return [...new Set([...rows, ...sent].map((row) => row.key!))];
}

/** The addresses of the demos' members: each is local+tag@domain, the demo's tag in it. */
export async function listMemberEmails(tx: DbOrTx, orgIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.orgId, orgIds));
  return rows.map((row) => row.email);
}

/** Deletes outbox messages by their recipients' blind indexes (the outbox is sealed). */
export async function deleteOutboxMail(tx: DbOrTx, toIndexes: string[]) {
  if (toIndexes.length === 0) return;
  await tx.delete(mailOutbox).where(inArray(mailOutbox.toIndex, toIndexes));
}

/**
 * Deletes the demo organizations; every row they own goes with them (ON DELETE
 * CASCADE). Their members and public names are deleted by name: on Citus these
 * platform tables cannot reference organization-owned rows (decision 0040). A normal
 * organization is never deleted here, whatever ids are passed.
 */
export async function deleteOrganizations(tx: DbOrTx, orgIds: string[]): Promise<void> {
  const demoIds = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, orgIds), isNotNull(organizations.demoExpiresAt)));
  const ids = demoIds.map((row) => row.id);
  if (ids.length === 0) return;
  await releaseOrganizationNames(tx, ids);
  await tx.delete(users).where(inArray(users.orgId, ids));
  await tx
    .delete(organizations)
    .where(and(inArray(organizations.id, orgIds), isNotNull(organizations.demoExpiresAt)));
}
