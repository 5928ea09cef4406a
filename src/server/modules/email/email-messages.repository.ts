import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import { insertRows, returningOf } from '../../db/insert-rows';
import {
  applications,
  creditLedger,
  candidates,
  emailMessages,
  jobs,
  organizations,
  users,
} from '../../db/schema';

/**
 * The requested candidates that may be emailed: the organization's, with at least
 * one UNLOCKED application (the newest one names the job). Others are left out.
 */
/**
 * Each candidate with an unlocked application of the organization: among
 * `applicationIds` when given, else their most recently unlocked one.
 */
export async function findUnlockedRecipients(
  tx: DbOrTx,
  orgId: string,
  candidateIds: string[],
  applicationIds?: string[],
) {
  return tx
    .selectDistinctOn([candidates.id], {
      candidateId: candidates.id,
      fullName: candidates.fullName,
      email: candidates.email,
      applicationId: applications.id,
      jobTitle: jobs.title,
    })
    .from(candidates)
    .innerJoin(
      applications,
      and(
        eq(applications.orgId, candidates.orgId),
        eq(applications.candidateId, candidates.id),
        eq(applications.unlockStatus, 'UNLOCKED'),
      ),
    )
    .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
    .where(
      and(
        eq(candidates.orgId, orgId),
        inArray(candidates.id, candidateIds),
        applicationIds ? inArray(applications.id, applicationIds) : undefined,
      ),
    )
    .orderBy(candidates.id, desc(applications.unlockedAt), desc(applications.createdAt));
}

export async function findSender(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, orgName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** What an email batch sent and cost: a replayed request answers the same. */
export async function findBatchOutcome(db: DbOrTx, orgId: string, batchId: string) {
  const [row] = await queryRows<{ sent: number; cost: number }>(
    db,
    sql`select
      (select count(*)::int from email_messages
        where org_id = ${orgId} and batch_id = ${batchId}) as sent,
      coalesce((select -delta from credit_ledger
        where org_id = ${orgId} and reason = 'email_send'
          and reference_type = 'email_batch' and reference_id = ${batchId}), 0)::int as cost`,
  );
  return row ?? { sent: 0, cost: 0 };
}

/** Credits of an email batch not yet refunded: what a bounced message may still return. */
export async function findBatchRefundable(db: DbOrTx, orgId: string, batchId: string) {
  const [row] = await db
    .select({
      credits: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)`.mapWith(Number),
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.orgId, orgId),
        eq(creditLedger.referenceType, 'email_batch'),
        eq(creditLedger.referenceId, batchId),
      ),
    );
  return Math.max(0, row?.credits ?? 0);
}

export async function insertMessages(tx: DbOrTx, rows: (typeof emailMessages.$inferInsert)[]) {
  const returning = returningOf({ id: emailMessages.id, createdAt: emailMessages.createdAt });
  return returning.read(
    await queryRows(tx, sql`${insertRows(emailMessages, rows)} ${returning.sql}`),
  );
}

/** Messages as an insert of a chain (decision 0056), each with its id, only where `onlyWhere` holds. */
export function chainMessagesInsert(
  chain: InsertChain,
  rows: Array<typeof emailMessages.$inferInsert & { id: string }>,
  onlyWhere: SQL,
): ChainStep {
  return chain.add(sql`${insertRows(emailMessages, rows)} ${onlyWhere} returning id, created_at`);
}

/** A message's creation time as a chain returns it (its text), as the column reads it. */
export function createdAtOf(text: string): Date {
  return emailMessages.createdAt.mapFromDriverValue(text) as Date;
}

/** Messages recorded a while ago and still waiting: their delivery task may be lost. */
export async function listOldQueuedMessages(db: DbOrTx, olderThanMs: number, limit: number) {
  const rows = await db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.status, 'QUEUED'),
        lt(emailMessages.createdAt, new Date(Date.now() - olderThanMs)),
      ),
    )
    .orderBy(emailMessages.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The batch's messages still QUEUED, of any organization (a delivery task's: named by
 * message id only, so the caller runs it across organizations). One statement whatever
 * their number, built once (decision 0046): a crowd's confirmations are read a batch at
 * a time, and building the list of ids cost more than reading them.
 */
const queuedMessages = compiledQuery((db, p: Placeholders<{ ids: string[] }>) =>
  db
    .select({
      id: emailMessages.id,
      orgId: emailMessages.orgId,
      toEmail: emailMessages.toEmail,
      subject: emailMessages.subject,
      text: emailMessages.text,
      calendar: emailMessages.calendar,
      calendarMethod: emailMessages.calendarMethod,
      kind: emailMessages.kind,
      batchId: emailMessages.batchId,
      candidateId: emailMessages.candidateId,
      applicationId: emailMessages.applicationId,
      createdAt: emailMessages.createdAt,
    })
    .from(emailMessages)
    .where(
      and(sql`${emailMessages.id} = any(${p.ids}::uuid[])`, eq(emailMessages.status, 'QUEUED')),
    ),
);

export async function findQueuedMessages(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return queuedMessages(db, { ids });
}

const messagesSent = compiledQuery((db, p: Placeholders<{ orgIds: string[]; ids: string[] }>) =>
  db
    .update(emailMessages)
    .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
    .where(
      and(
        sql`${emailMessages.orgId} = any(${p.orgIds}::uuid[])`,
        sql`${emailMessages.id} = any(${p.ids}::uuid[])`,
      ),
    ),
);

/** Marks delivered messages SENT; `messages` may be of several organizations. */
export async function markMessagesSent(db: DbOrTx, messages: Array<{ id: string; orgId: string }>) {
  if (messages.length === 0) return;
  await messagesSent(db, {
    orgIds: [...new Set(messages.map((message) => message.orgId))],
    ids: messages.map((message) => message.id),
  });
}

export async function recordMessageAttempt(
  db: DbOrTx,
  orgId: string,
  id: string,
  error: string,
  isFinal: boolean,
) {
  await db
    .update(emailMessages)
    .set({
      attempts: sql`${emailMessages.attempts} + 1`,
      lastError: error,
      ...(isFinal ? { status: 'FAILED' as const } : {}),
    })
    .where(and(eq(emailMessages.orgId, orgId), eq(emailMessages.id, id)));
}

/** A later message about the same interview to the same person (the invite's update). */
const newerInvite = sql`exists (
  select 1 from email_messages newer
   where newer.org_id = ${emailMessages.orgId}
     and newer.interview_id = ${emailMessages.interviewId}
     and newer.to_email_index = ${emailMessages.toEmailIndex}
     and newer.created_at > ${emailMessages.createdAt})`;

/** FAILED -> QUEUED, unless it is an invite a newer one replaced (it would send old times). */
export async function requeueFailedMessage(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .update(emailMessages)
    .set({ status: 'QUEUED', lastError: null })
    .where(
      and(
        eq(emailMessages.orgId, orgId),
        eq(emailMessages.id, id),
        eq(emailMessages.status, 'FAILED'),
        sql`not ${newerInvite}`,
        isSendableAgain,
      ),
    )
    .returning({ id: emailMessages.id });
  return row ?? null;
}

/**
 * A team's message to a candidate goes out again only while their application is
 * unlocked: a refund locked the person again, and a retry is no free way to reach them.
 * The applicant's own confirmation and members' copies are always sendable.
 */
const isSendableAgain = sql`(${emailMessages.candidateId} is null or ${emailMessages.kind} = 'application_confirmation' or exists (
  select 1 from applications a
   where a.org_id = ${emailMessages.orgId} and a.id = ${emailMessages.applicationId}
     and a.unlock_status = 'UNLOCKED'))`;

export async function findOrgMessage(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select({
      id: emailMessages.id,
      status: emailMessages.status,
      isReplaced: sql<boolean>`${newerInvite}`,
      isSendableAgain: sql<boolean>`${isSendableAgain}`,
    })
    .from(emailMessages)
    .where(and(eq(emailMessages.orgId, orgId), eq(emailMessages.id, id)));
  return row ?? null;
}

/** An application's messages, newest first, with the name of the member who sent each. */
export async function listApplicationMessages(db: DbOrTx, orgId: string, applicationId: string) {
  return db
    .select({
      id: emailMessages.id,
      candidateId: emailMessages.candidateId,
      kind: emailMessages.kind,
      subject: emailMessages.subject,
      toEmail: emailMessages.toEmail,
      status: emailMessages.status,
      attempts: emailMessages.attempts,
      lastError: emailMessages.lastError,
      createdAt: emailMessages.createdAt,
      sentAt: emailMessages.sentAt,
      senderName: users.name,
      /** The candidate's name, sealed (the service reveals it). */
      fullName: candidates.fullName,
    })
    .from(emailMessages)
    .leftJoin(users, eq(users.id, emailMessages.senderId))
    .leftJoin(
      candidates,
      and(eq(candidates.orgId, emailMessages.orgId), eq(candidates.id, emailMessages.candidateId)),
    )
    .where(and(eq(emailMessages.orgId, orgId), eq(emailMessages.applicationId, applicationId)))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
}
export type ApplicationMessageRow = Awaited<ReturnType<typeof listApplicationMessages>>[number];
