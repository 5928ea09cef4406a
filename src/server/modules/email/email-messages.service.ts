import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  renderTemplate,
  type sendEmailSchema,
  type EmailMessageView,
  type SendEmailResponse,
} from '../../../shared/email';
import { CREDIT_COST, emailCost } from '../../../shared/rules';
import type { z } from 'zod';
import { MY_DATA_LINK_DAYS } from '../../../shared/my-data';
import type { AppContext } from '../../context';
import {
  openMessage,
  revealContact,
  sealMessage,
  textWithoutContact,
  type Revealed,
} from '../candidates/candidates.service';
import {
  chainAccessTokens,
  issueAccessTokens,
  newAccessToken,
  storeAccessTokens,
  type NewAccessToken,
} from '../candidates/my-data.service';
import { acrossOrganizations } from '../../db/across-organizations';
import type { DbOrTx } from '../../db/client';
import { InsertChain, type ChainResult, type ChainStep } from '../../db/insert-chain';
import type { MemberActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { TASKS } from '../../queue/task-queue';
import { recordActivity } from '../activity/activity.service';
import {
  getApplicationAccess,
  recordTimelineEvents,
  refundBouncedUnlock,
} from '../applications/applications.service';
import {
  claimIdempotencyKey,
  getBalance,
  recordIdempotencyReference,
  recordLedgerEntry,
} from '../credits/credits.service';
import { findDemoOrganizations } from '../orgs/orgs.service';
import * as repo from './email-messages.repository';
import { findTemplate } from './email-templates.repository';
import { toEmailMessageViews } from './email-messages.views';
import { MY_DATA_LINK_PLACEHOLDER } from './platform-emails';

/**
 * Emails unlocked candidates of the organization: every recipient must be one
 * (else nothing is sent or charged), the cost of shared/rules.ts is charged in the
 * same transaction as the messages and their timeline entries, and delivery is
 * queued, so the answer does not wait for the mail server.
 */
export async function sendEmail(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof sendEmailSchema>,
): Promise<SendEmailResponse> {
  const candidateIds = [...new Set(input.candidateIds)];
  // The application chosen for each candidate, when the client said which.
  const chosen = input.applicationIds
    ? new Map(input.candidateIds.map((id, index) => [id, input.applicationIds![index]!]))
    : null;
  const sender = await repo.findSender(ctx.db, actor.userId);
  if (!sender) throw new AppError('unauthenticated');
  // The template it was written from, if named, must be one of the organization's.
  if (input.templateId && !(await findTemplate(ctx.db, actor.orgId, input.templateId))) {
    throw new AppError('template_not_found');
  }
  const key = input.idempotencyKey ?? null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const batchId = randomUUID();
    if (key) {
      const claim = { orgId: actor.orgId, operation: 'email' as const, key };
      const { idempotencyKey: _key, ...request } = input;
      const claimed = await claimIdempotencyKey(tx, { ...claim, request });
      if (claimed.isReplay) {
        const earlier = await repo.findBatchOutcome(tx, actor.orgId, claimed.referenceId ?? '');
        return { messageIds: [], sent: earlier.sent, cost: earlier.cost, balance: null };
      }
      await recordIdempotencyReference(tx, claim, batchId);
    }
    const recipients = (
      await repo.findUnlockedRecipients(
        tx,
        actor.orgId,
        candidateIds,
        chosen ? [...chosen.values()] : undefined,
      )
    ).map((recipient) => revealContact(ctx, recipient));
    const isExpected = (recipient: (typeof recipients)[number]) =>
      !chosen || chosen.get(recipient.candidateId) === recipient.applicationId;
    if (recipients.length !== candidateIds.length || !recipients.every(isExpected)) {
      throw new AppError('recipients_not_unlocked');
    }
    const cost = emailCost(recipients.length);
    const entry = await recordLedgerEntry(tx, {
      orgId: actor.orgId,
      delta: -cost,
      reason: 'email_send',
      actorId: actor.userId,
      referenceType: 'email_batch',
      referenceId: batchId,
    });
    const rows = recipients.map((recipient) => {
      const values = {
        ...input.variables,
        candidateName: recipient.fullName,
        candidateFirstName: recipient.fullName.split(/\s+/)[0] ?? recipient.fullName,
        jobTitle: recipient.jobTitle,
        companyName: sender.orgName,
        senderName: sender.name,
      };
      return {
        orgId: actor.orgId,
        batchId,
        candidateId: recipient.candidateId,
        applicationId: recipient.applicationId,
        senderId: actor.userId,
        contact: { fullName: recipient.fullName, email: recipient.email, phone: null },
        toEmail: recipient.email,
        subject: renderTemplate(input.subject, values),
        text: renderTemplate(input.content, values),
      };
    });
    const inserted = await repo.insertMessages(
      tx,
      rows.map(({ toEmail, subject, text, contact: _contact, ...row }) => ({
        ...row,
        ...sealMessage(ctx, { toEmail, subject, text, calendar: null }),
      })),
    );
    await recordTimelineEvents(
      tx,
      rows.map((row) => ({
        orgId: actor.orgId,
        applicationId: row.applicationId,
        actorId: actor.userId,
        type: 'email_sent' as const,
        // The timeline is readable at rest: the subject without the person's name.
        reason: textWithoutContact(row.subject, row.contact),
      })),
    );
    await recordActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      type: 'email_sent',
      // No candidate's name: every member, an interviewer too, reads the activity log.
      subject:
        rows.length === 1
          ? `a candidate for ${recipients[0]!.jobTitle}`
          : `${rows.length} candidates`,
      data: { batchId, recipients: rows.length },
    });
    const messageIds = inserted.map((row) => row.id);
    await queueDeliveryWithin(ctx, tx, messageIds);
    return { messageIds, sent: messageIds.length, cost, balance: entry.balanceAfter };
  });
  if (outcome.messageIds.length > 0) await wakeDelivery(ctx);
  // A replay answers what the first request sent and cost; it charged and sent nothing.
  return {
    sent: outcome.sent,
    totalCreditsCharged: outcome.cost,
    balance: outcome.balance ?? (await getBalance(ctx.db, actor.orgId)),
  };
}

/**
 * An email another module writes in its own transaction (an interview's invites, an
 * applicant's confirmation); not charged here.
 */
export interface SystemMessage {
  orgId: string;
  kind: 'interview_invite' | 'application_confirmation';
  /** The member it comes from; null for Shortlist's own (an application's confirmation). */
  senderId: string | null;
  toEmail: string;
  subject: string;
  text: string;
  /** Set for the candidate's copy, so it shows on their timeline. */
  candidateId: string | null;
  applicationId: string | null;
  interviewId?: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * Its recipient, subject, text and calendar sealed already (sealMessage), when the
   * caller did it before waiting for a transaction.
   */
  sealed?: SealedMessage;
  /**
   * An applicant's confirmation: the private link it will carry, made already
   * (newAccessToken) when the caller did it before waiting for a chain.
   */
  privateLink?: NewAccessToken;
}

/** A message's sealed fields, as recorded. */
export type SealedMessage = ReturnType<typeof sealMessage>;

/**
 * A message recorded by a caller's transaction, opened: what its delivery needs, held
 * by the process that recorded it until the transaction has committed (decision 0054).
 * A confirmation recorded by a chain holds the token of its private link, stored with
 * it (decision 0069).
 */
export type RecordedMessage = QueuedMessage & { privateLinkToken?: string };

/**
 * Records messages in the caller's transaction. Once it has committed, the caller
 * hands them to `startDelivery`: a process that works tasks delivers them itself at
 * once (decision 0054), and a message whose process stopped first is found by the
 * sweep for lost deliveries (requeueLostMessages); a `web` process queues their
 * delivery in the transaction, for the workers.
 */
export async function recordSystemMessages(
  ctx: Pick<AppContext, 'vault' | 'queue' | 'config'>,
  tx: DbOrTx,
  messages: SystemMessage[],
): Promise<RecordedMessage[]> {
  if (messages.length === 0) return [];
  const batchId = randomUUID();
  const inserted = await repo.insertMessages(tx, systemMessageRows(ctx, messages, batchId));
  if (!ctx.queue.worksTasks) {
    await queueDeliveryWithin(
      ctx,
      tx,
      inserted.map((row) => row.id),
    );
    // The workers deliver them, each confirmation with a link made as it leaves.
    return messages.map((message, index) =>
      recordedMessage(message, batchId, inserted[index]!.id, inserted[index]!.createdAt),
    );
  }
  // This process delivers them: each confirmation's private link is stored with it, as
  // a chain stores it (decision 0069).
  const links = privateLinksOf(ctx, messages);
  await storeAccessTokens(
    tx,
    links.flatMap((link, i) => (link ? [{ ...link.row, id: inserted[i]!.id }] : [])),
  );
  return messages.map((message, index) =>
    withLink(
      recordedMessage(message, batchId, inserted[index]!.id, inserted[index]!.createdAt),
      links[index],
    ),
  );
}

/** Each message's private link, made now unless the caller made it; none for other messages. */
function privateLinksOf(ctx: Pick<AppContext, 'vault'>, messages: SystemMessage[]) {
  return messages.map((message) =>
    carriesPrivateLink(message)
      ? (message.privateLink ?? newAccessToken(ctx, message.toEmail))
      : undefined,
  );
}

const withLink = (message: RecordedMessage, link: NewAccessToken | undefined): RecordedMessage =>
  link ? { ...message, privateLinkToken: link.token } : message;

/**
 * Whether this process can record system messages in an insert chain: one that
 * delivers them itself (decision 0054). A `web` process queues their delivery in the
 * same transaction as the messages, which a chain has not.
 */
export function canChainSystemMessages(ctx: Pick<AppContext, 'queue'>): boolean {
  return ctx.queue.worksTasks;
}

/**
 * System messages about applications as an insert of a chain (decision 0056), each
 * kept only if the chain's `applications` step made its application. Once the chain
 * has run, `recorded` gives those it made, for `startDelivery`. Only where
 * canChainSystemMessages.
 */
export function chainSystemMessages(
  ctx: Pick<AppContext, 'vault' | 'queue'>,
  chain: InsertChain,
  messages: SystemMessage[],
  applications: ChainStep,
): { recorded: (result: ChainResult) => RecordedMessage[] } {
  if (!canChainSystemMessages(ctx)) {
    throw new Error("A web process queues its messages' delivery with them: record them instead");
  }
  if (messages.length === 0) return { recorded: () => [] };
  const batchId = randomUUID();
  const ids = messages.map(() => randomUUID());
  const step = repo.chainMessagesInsert(
    chain,
    systemMessageRows(ctx, messages, batchId).map((row, i) => ({ ...row, id: ids[i]! })),
    InsertChain.onlyWhereMade(sql`r.application_id`, applications),
  );
  // Each confirmation's private link is stored with it (decision 0069), the token given
  // its message's id: one statement with the application, none more when it leaves.
  const links = privateLinksOf(ctx, messages);
  chainAccessTokens(
    chain,
    links.flatMap((link, i) => (link ? [{ ...link.row, id: ids[i]! }] : [])),
    InsertChain.onlyWhereMade(sql`r.id`, step),
  );
  return {
    recorded: (result) =>
      messages.flatMap((message, i) => {
        const createdAt = result.createdAt(step, ids[i]!);
        if (createdAt === undefined) return [];
        return [
          withLink(
            recordedMessage(message, batchId, ids[i]!, repo.createdAtOf(createdAt)),
            links[i],
          ),
        ];
      }),
  };
}

/** An applicant's confirmation that leaves with their private link (withPrivateLinks). */
function carriesPrivateLink(message: { kind: string; text: string }): boolean {
  return (
    message.kind === 'application_confirmation' && message.text.includes(MY_DATA_LINK_PLACEHOLDER)
  );
}

function systemMessageRows(
  ctx: Pick<AppContext, 'vault'>,
  messages: SystemMessage[],
  batchId: string,
) {
  return messages.map(
    // The private link is stored by a step of its own (chainSystemMessages).
    ({ calendar, toEmail, subject, text, sealed, privateLink: _privateLink, ...message }) => ({
      ...message,
      batchId,
      calendarMethod: calendar?.method ?? null,
      ...(sealed ??
        sealMessage(ctx, { toEmail, subject, text, calendar: calendar?.content ?? null })),
    }),
  );
}

function recordedMessage(
  message: SystemMessage,
  batchId: string,
  id: string,
  createdAt: Date,
): RecordedMessage {
  return {
    id,
    orgId: message.orgId,
    kind: message.kind,
    batchId,
    toEmail: message.toEmail,
    subject: message.subject,
    text: message.text,
    calendar: message.calendar?.content ?? null,
    calendarMethod: message.calendar?.method ?? null,
    candidateId: message.candidateId,
    applicationId: message.applicationId,
    createdAt,
  };
}

/**
 * Queues messages already committed for delivery by the workers: the sweep's, for
 * messages whose task was lost, and those this process could not deliver at once.
 * It never fails its caller: what is not queued now, the next sweep queues.
 */
async function queueDelivery(ctx: AppContext, messageIds: string[]): Promise<void> {
  if (messageIds.length === 0) return;
  try {
    await ctx.queue.sendMany(TASKS.deliverEmail, deliveryTasksOf(ctx, messageIds));
  } catch (error) {
    ctx.log.error(
      { err: error, messages: messageIds.length },
      'Emails not queued again; the next sweep for lost deliveries will try',
    );
    return;
  }
  await wakeDelivery(ctx);
}

/**
 * Delivery of messages recorded by the caller's transaction, queued in it: the tasks
 * exist exactly when the messages do. Call `wakeDelivery` once it has committed.
 */
async function queueDeliveryWithin(
  ctx: Pick<AppContext, 'queue' | 'config'>,
  tx: DbOrTx,
  messageIds: string[],
): Promise<void> {
  await ctx.queue.sendManyWithin(tx, TASKS.deliverEmail, deliveryTasksOf(ctx, messageIds));
}

/** After the commit of messages queued with queueDeliveryWithin: the workers start now. */
async function wakeDelivery(ctx: AppContext): Promise<void> {
  try {
    await ctx.queue.wake(TASKS.deliverEmail);
  } catch (error) {
    // Queued already: the workers' next poll finds them.
    ctx.log.warn({ err: error }, 'Email delivery not woken; it starts at the next poll');
  }
}

/**
 * After the commit of messages recorded by recordSystemMessages: this process delivers
 * them itself, without the caller waiting (decision 0054); a `web` process wakes the
 * workers instead. Those that arrive together are delivered together (DeliveryLine);
 * what this process cannot deliver goes to the workers' queue, where it is retried.
 * So does a crowd beyond what it holds in memory.
 */
export function startDelivery(ctx: AppContext, messages: RecordedMessage[]): void {
  if (messages.length === 0) return;
  if (ctx.queue.worksTasks) deliveryLineOf(ctx).start(messages);
  else void wakeDelivery(ctx);
}

/** Waits for the deliveries this process started (before it stops). */
export function settleDeliveries(ctx: AppContext): Promise<void> {
  return deliveryLines.get(ctx)?.settle() ?? Promise.resolve();
}

/** How many messages a process holds for delivery before it hands more to the queue. */
const MAX_HELD_MESSAGES = 5_000;
/**
 * How long the first message of a batch waits for others. Nobody waits for an email
 * to leave within milliseconds, and under a crowd each batch costs the database the
 * same few statements whatever its size (decision 0054).
 */
const GATHER_MS = 50;

/**
 * A process's deliveries of the messages it recorded (decision 0054): one batch at a
 * time, of EMAIL_BATCH_SIZE at most, sent once it is full or GATHER_MS after the
 * previous one (or after its first message, when none was being sent).
 */
class DeliveryLine {
  private waiting: RecordedMessage[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  start(messages: RecordedMessage[]): void {
    const room = Math.max(0, MAX_HELD_MESSAGES - this.waiting.length);
    const overflow = messages.slice(room).map((message) => message.id);
    if (overflow.length > 0) void queueDelivery(this.ctx, overflow);
    this.waiting.push(...messages.slice(0, room));
    if (!this.sending) this.gather();
  }

  private gather(): void {
    if (this.waiting.length >= this.ctx.config.EMAIL_BATCH_SIZE) this.sendNext();
    else if (this.waiting.length > 0) this.timer ??= setTimeout(() => this.sendNext(), GATHER_MS);
  }

  private sendNext(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, this.ctx.config.EMAIL_BATCH_SIZE);
    this.sending = deliverAtOnce(this.ctx, batch)
      // deliverAtOnce settles every message itself; this is a bug's last resort.
      .catch((error: unknown) => {
        this.ctx.log.error({ err: error, messages: batch.length }, 'Email delivery failed');
      })
      .finally(() => {
        this.sending = null;
        // What arrived meanwhile goes now if it fills a batch, else after its gathering.
        this.gather();
      });
  }

  /** Sends what waits now and returns once nothing is left (before the process stops). */
  async settle(): Promise<void> {
    while (this.sending || this.waiting.length > 0) {
      if (!this.sending) this.sendNext();
      await this.sending;
    }
  }
}

const deliveryLines = new WeakMap<AppContext, DeliveryLine>();

function deliveryLineOf(ctx: AppContext): DeliveryLine {
  let line = deliveryLines.get(ctx);
  if (!line) {
    line = new DeliveryLine(ctx);
    deliveryLines.set(ctx, line);
  }
  return line;
}

/**
 * Delivers a batch of just-committed messages from memory: no task, no read. A message
 * the mail server refused for good is settled like a worker's; any other failure
 * counts an attempt and queues it for the workers, who retry it. If the batch fails
 * as a whole (the database, say), all of it is queued: a message may then be sent
 * twice, never lost.
 */
async function deliverAtOnce(ctx: AppContext, messages: RecordedMessage[]): Promise<void> {
  let errors: Array<Error | null>;
  try {
    errors = await sendMessages(ctx, messages);
  } catch (error) {
    ctx.log.warn(
      { err: error, messages: messages.length },
      'Emails not delivered at once; queued for the workers',
    );
    await queueDelivery(
      ctx,
      messages.map((message) => message.id),
    );
    return;
  }
  const retried: string[] = [];
  for (const [index, message] of messages.entries()) {
    const error = errors[index];
    if (!error) continue;
    try {
      const isSettled = await recordFailure(ctx, message, error, false);
      if (!isSettled) retried.push(message.id);
    } catch (recordError) {
      ctx.log.error({ err: recordError, messageId: message.id }, 'Email failure not recorded');
      retried.push(message.id);
    }
  }
  await queueDelivery(ctx, retried);
}

/** One task for up to EMAIL_BATCH_SIZE messages (decision 0047). */
function deliveryTasksOf(ctx: Pick<AppContext, 'config'>, messageIds: string[]): DeliveryTask[] {
  return slicesOf(messageIds, ctx.config.EMAIL_BATCH_SIZE).map((ids) => ({ messageIds: ids }));
}

/** `items` in order, `size` at a time. */
function slicesOf<T>(items: T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    slices.push(items.slice(start, start + size));
  }
  return slices;
}

/**
 * A delivery task: the messages it delivers. Tasks queued before decision 0047 name
 * one message each (`messageId`); the worker still takes them.
 */
export type DeliveryTask = { messageIds: string[] } | { messageId: string };

const messagesOf = (task: DeliveryTask) =>
  'messageIds' in task ? task.messageIds : [task.messageId];

/**
 * Delivers the messages of a worker's batch of tasks (deliverEmailMessages, in slices
 * of EMAIL_BATCH_SIZE) and answers, in order, null for each task whose messages were
 * all delivered (or refused for good) or the first error of one that was not. A failed task is retried: its delivered
 * messages are SENT and skipped then, so only the failed ones are sent again, and its
 * last attempt marks those FAILED.
 */
export async function deliverEmailTasks(
  ctx: AppContext,
  tasks: Array<{ data: DeliveryTask; isLast: boolean }>,
): Promise<Array<Error | null>> {
  const messages = tasks.flatMap(({ data, isLast }, task) =>
    messagesOf(data).map((messageId) => ({ messageId, isLast, task })),
  );
  // EMAIL_BATCH_SIZE messages at a time, whatever the number of tasks taken: what one
  // batch seals and sends at once, and holds the event loop for, stays bounded.
  const errors: Array<Error | null> = [];
  for (const slice of slicesOf(messages, ctx.config.EMAIL_BATCH_SIZE)) {
    errors.push(...(await deliverEmailMessages(ctx, slice)));
  }
  const outcomes = new Array<Error | null>(tasks.length).fill(null);
  messages.forEach(({ task }, index) => {
    outcomes[task] ??= errors[index] ?? null;
  });
  return outcomes;
}

/**
 * Delivers a batch of queued messages (a queue worker's share): loaded in one query,
 * then sent (sendMessages). Answers, in order, null or the error for each task; a
 * failed attempt is recorded on its message, and the last one marks it FAILED.
 * Messages no longer QUEUED (already sent, or handled by another worker) are skipped.
 */
export async function deliverEmailMessages(
  ctx: AppContext,
  tasks: Array<{ messageId: string; isLast: boolean }>,
): Promise<Array<Error | null>> {
  // The batch's tasks name their messages only, of any organization: read across them
  // once; what follows is pinned to each message's organization.
  const found = (
    await acrossOrganizations('platform task', () =>
      repo.findQueuedMessages(
        ctx.db,
        tasks.map((task) => task.messageId),
      ),
    )
  ).map((message) => openMessage(ctx, message));
  const byId = new Map(found.map((message) => [message.id, message]));
  // A message queued twice (a sweep racing its task) is sent once.
  const seen = new Set<string>();
  const pending = tasks.flatMap((task) => {
    const message = byId.get(task.messageId);
    if (!message || seen.has(message.id)) return [];
    seen.add(message.id);
    return [{ task, message }];
  });
  const errors = await sendMessages(
    ctx,
    pending.map(({ message }) => message),
  );
  const outcomes = new Map<string, Error | null>();
  for (const [index, { task, message }] of pending.entries()) {
    const error = errors[index] ?? null;
    outcomes.set(
      task.messageId,
      error && !(await recordFailure(ctx, message, error, task.isLast)) ? error : null,
    );
  }
  return tasks.map((task) => outcomes.get(task.messageId) ?? null);
}

/**
 * Sends messages (opened) over the mail adapter, the delivered ones marked SENT in one
 * update; answers, in order, null or each one's error. A demo organization's messages
 * go to the outbox only, even with SMTP: its candidates' addresses are made up.
 */
async function sendMessages(
  ctx: AppContext,
  messages: RecordedMessage[],
): Promise<Array<Error | null>> {
  const demoOrgIds = await findDemoOrganizations(ctx.db, [
    ...new Set(messages.map((message) => message.orgId)),
  ]);
  const errors = new Array<Error | null>(messages.length).fill(null);
  for (const keepInOutbox of [false, true]) {
    const indexes = messages.flatMap((message, index) =>
      demoOrgIds.has(message.orgId) === keepInOutbox ? [index] : [],
    );
    if (indexes.length === 0) continue;
    const outcomes = await ctx.mailer.deliverRecorded(
      await withPrivateLinks(
        ctx,
        indexes.map((index) => messages[index]!),
      ),
      { keepInOutbox },
    );
    for (const [position, index] of indexes.entries()) errors[index] = outcomes[position] ?? null;
  }
  // What was delivered is recorded first: nothing after may send it again.
  await repo.markMessagesSent(
    ctx.db,
    messages.filter((_, index) => !errors[index]),
  );
  return errors;
}

/**
 * A failed attempt at delivering the message, recorded: true when it is settled for
 * good (the mail server refused the recipient: no retry can deliver it), false when it
 * is to be retried; its last attempt (`isLast`) marks it FAILED.
 */
async function recordFailure(
  ctx: AppContext,
  message: QueuedMessage,
  error: Error,
  isLast: boolean,
): Promise<boolean> {
  if (isRecipientRefused(error)) {
    try {
      await settleBounce(ctx, message, error);
      return true;
    } catch (settleError) {
      ctx.log.error({ err: settleError, messageId: message.id }, 'Bounce not settled');
      return false;
    }
  }
  await repo.recordMessageAttempt(
    ctx.db,
    message.orgId,
    message.id,
    error.message.slice(0, 500),
    isLast,
  );
  return false;
}

/**
 * The mail server refused the recipient for good: a 5xx reply to RCPT TO (RFC 5321
 * 4.2.1), "no such user". Other 5xx replies (bad credentials, a sender the relay does
 * not accept, content refused) are our side's failures, retried like any other.
 */
function isRecipientRefused(error: Error): boolean {
  const { responseCode, code, command } = error as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
  };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code === 'EENVELOPE' &&
    command === 'RCPT TO'
  );
}

/** A queued message as delivery reads it: its sealed fields opened (candidates module). */
type QueuedMessage = Revealed<Awaited<ReturnType<typeof repo.findQueuedMessages>>[number]>;

/**
 * A message that bounced for good is FAILED at once. When it was the team's email to
 * a candidate unlocked less than REFUND_WINDOW_HOURS before, the contact was no good:
 * the unlock (applications service) and this email are refunded by Shortlist, once
 * (ledger keys per unlock and per message), outside the organization's refund limit.
 */
async function settleBounce(ctx: AppContext, message: QueuedMessage, error: Error) {
  await ctx.db.transaction(async (tx) => {
    await repo.recordMessageAttempt(
      tx,
      message.orgId,
      message.id,
      error.message.slice(0, 500),
      true,
    );
    if (message.kind !== 'email' || !message.candidateId) return;
    const unlockCredits = await refundBouncedUnlock(
      tx,
      {
        id: message.id,
        orgId: message.orgId,
        candidateId: message.candidateId,
        applicationId: message.applicationId,
        createdAt: message.createdAt,
      },
      new Date(),
    );
    if (unlockCredits === 0) return;
    const emailCredits = Math.min(
      CREDIT_COST.emailPerRecipient,
      await repo.findBatchRefundable(tx, message.orgId, message.batchId),
    );
    if (emailCredits === 0) return;
    await recordLedgerEntry(tx, {
      orgId: message.orgId,
      delta: emailCredits,
      reason: 'refund',
      referenceType: 'email_batch',
      referenceId: message.batchId,
      idempotencyKey: `bounce-email:${message.id}`,
      note: 'contact bounced',
    });
  });
}

/**
 * An application's confirmation gets the candidate's private link to their data as it
 * leaves: the token stored with it when a chain recorded it (decision 0069), else a new
 * token for its address (stored hashed; a batch's in one statement); never written into
 * the copy kept with the application. An outbox copy forgets its text when the link
 * expires.
 */
async function withPrivateLinks(ctx: AppContext, messages: RecordedMessage[]) {
  const mails = messages.map(toMailMessage);
  const linked = messages.flatMap((message, index) => (carriesPrivateLink(message) ? [index] : []));
  const unissued = linked.filter((index) => messages[index]!.privateLinkToken === undefined);
  const tokens = await issueAccessTokens(
    ctx,
    ctx.db,
    unissued.map((index) => messages[index]!.toEmail),
  );
  const tokenOf = new Map(unissued.map((index, position) => [index, tokens[position]!]));
  for (const index of linked) {
    const token = messages[index]!.privateLinkToken;
    if (token !== undefined) tokenOf.set(index, token);
  }
  const secretUntil = new Date(Date.now() + MY_DATA_LINK_DAYS * 86_400_000);
  return mails.map((mail, index) => {
    const token = tokenOf.get(index);
    if (token === undefined) return mail;
    const link = `${ctx.siteOrigin()}/my-data#token=${encodeURIComponent(token)}`;
    return { ...mail, text: mail.text.replace(MY_DATA_LINK_PLACEHOLDER, link), secretUntil };
  });
}

function toMailMessage(message: QueuedMessage) {
  return {
    to: message.toEmail,
    subject: message.subject,
    text: message.text,
    ...(message.calendar && message.calendarMethod
      ? { calendar: { method: message.calendarMethod, content: message.calendar } }
      : {}),
  };
}

/** How long a message may wait before the sweep looks for its task. */
const LOST_AFTER_MS = 10 * 60 * 1000;
const SWEEP_LIMIT = 5000;

/**
 * Messages are queued in the transaction that records them (decision 0047), yet one
 * can be left QUEUED with no task: its task's last attempt ended without recording the
 * outcome (a worker that died mid-batch), the task was deleted by hand, or it was
 * recorded before decision 0047 and its queueing was lost. The sweep (every few
 * minutes) queues those again: waiting for a while and not in the queue. Answers how many.
 */
export async function requeueLostMessages(ctx: AppContext): Promise<number> {
  const waiting = await acrossOrganizations('platform task', () =>
    repo.listOldQueuedMessages(ctx.db, LOST_AFTER_MS, SWEEP_LIMIT),
  );
  // `messageId`: tasks queued before decision 0047, one message each.
  const pending = await ctx.queue.pendingValues(
    TASKS.deliverEmail,
    ['messageIds', 'messageId'],
    waiting,
  );
  const lost = waiting.filter((id) => !pending.has(id));
  await queueDelivery(ctx, lost);
  return lost.length;
}

/** A message that finally failed, sent again at no charge. */
export async function retryEmailMessage(
  ctx: AppContext,
  actor: MemberActor,
  messageId: string,
): Promise<{ status: 'QUEUED' }> {
  const requeued = await ctx.db.transaction(async (tx) => {
    const isRequeued = await repo.requeueFailedMessage(tx, actor.orgId, messageId);
    if (isRequeued) await queueDeliveryWithin(ctx, tx, [messageId]);
    return isRequeued;
  });
  if (!requeued) {
    const message = await repo.findOrgMessage(ctx.db, actor.orgId, messageId);
    if (!message) throw new AppError('message_not_found');
    if (message.status === 'FAILED' && !message.isSendableAgain) {
      throw new AppError('recipients_not_unlocked');
    }
    throw new AppError(
      message.status === 'FAILED' && message.isReplaced ? 'invite_outdated' : 'message_not_failed',
    );
  }
  await wakeDelivery(ctx);
  return { status: 'QUEUED' };
}

/** The messages of an application the member can see, newest first, with their status. */
export async function listApplicationEmailMessages(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
): Promise<EmailMessageView[]> {
  const { isUnlocked } = await getApplicationAccess(ctx, actor, applicationId);
  const rows = await repo.listApplicationMessages(ctx.db, actor.orgId, applicationId);
  return toEmailMessageViews(
    rows.map((row) => openMessage(ctx, row)),
    isUnlocked,
  );
}
