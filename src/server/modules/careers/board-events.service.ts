import { z } from 'zod';
import { applySchema } from '../../../shared/public';
import {
  CareersBoardError,
  verifyWebhookSignature,
} from '../../adapters/careers-board/careers-board-client';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { assertNoNulCharacter } from '../../http/input-checks';
import { TASKS } from '../../queue/task-queue';
import { discardResume, storeResume, type StoredResume } from '../candidates/candidates.service';
import { startDelivery } from '../email/email-messages.service';
import { closeJobFromBoard } from '../jobs/jobs.service';
import { findApplicationTarget, insertApplication } from '../public-jobs/public-jobs.service';
import * as repo from './careers.repository';
import { failureReason } from './job-sync.service';

/** The board's API page: a `t` more than 5 minutes from our clock is refused. */
const WEBHOOK_WINDOW_SECONDS = 5 * 60;

const eventSchema = z.object({
  id: z.string().trim().min(1).max(200),
  type: z.string().trim().min(1).max(100),
  createdAt: z.string().max(100).optional(),
  data: z.record(z.string(), z.unknown()),
});

const boardCandidateSchema = z.object({
  id: z.string().min(1).max(200),
  fullName: z.string().max(500).nullish(),
  email: z.string().max(500),
  phone: z.string().max(100).nullish(),
  resumeUrl: z.string().max(2000).nullish(),
});

const applicationSchema = z.object({
  id: z.string().min(1).max(200),
  jobExternalRef: z.string().max(200).nullish(),
  candidate: boardCandidateSchema,
  coverNote: z.string().max(20_000).nullish(),
});

const jobClosedSchema = z.object({
  externalRef: z.string().min(1).max(200),
  closedAt: z.string().max(100).nullish(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const employerVerifiedSchema = z.object({
  id: z.string().min(1).max(200),
  // Our organization's id, as we registered the employer; anything else is not ours.
  externalRef: z.string().regex(UUID).nullish().catch(null),
});

/**
 * A webhook from the board: its signature and time checked over the raw bytes,
 * then the event recorded by its id before anything is done about it. A repeat
 * (the board delivers twice, or again after a time-out) finds the record and
 * changes nothing; a new event is queued to be acted on. Answers once the event is
 * durably recorded, which is what the board's 2xx means.
 */
export async function receiveBoardWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const secret = ctx.careersBoard?.webhookSecret;
  if (!secret) throw new AppError('invalid_signature');
  const check = verifyWebhookSignature(
    secret,
    signatureHeader,
    rawBody,
    Math.floor(Date.now() / 1000),
    WEBHOOK_WINDOW_SECONDS,
  );
  if (!check.isValid) {
    ctx.log.warn({ reason: check.reason }, 'Careers board webhook refused');
    throw new AppError('invalid_signature');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('invalid_json');
  }
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) throw new AppError('invalid_webhook_payload');
  assertNoNulCharacter(parsed.data);
  const event = parsed.data;
  const occurredAt = event.createdAt ? new Date(event.createdAt) : null;
  const isNew = await repo.recordEvent(ctx.db, {
    id: event.id,
    type: event.type,
    data: event.data,
    occurredAt: occurredAt && !Number.isNaN(occurredAt.getTime()) ? occurredAt : null,
  });
  if (isNew) await ctx.queue.send(TASKS.processBoardEvent, { eventId: event.id });
  return { received: true, duplicate: !isNew };
}

/**
 * The event task: acts on a recorded event once. An event that cannot be acted on
 * (a job Shortlist does not have, a malformed body) is processed with that outcome;
 * a failure that may pass (the board down while its resume is fetched) throws, and
 * the queue tries again.
 */
export async function processBoardEvent(ctx: AppContext, eventId: string): Promise<void> {
  const event = await repo.findEvent(ctx.db, eventId);
  if (!event || event.processedAt) return;
  let outcome: string;
  try {
    outcome = await actOn(ctx, event.type, event.data);
  } catch (error) {
    await repo.recordEventAttempt(ctx.db, eventId, failureReason(error));
    throw error;
  }
  await repo.recordEventProcessed(ctx.db, eventId, outcome);
}

async function actOn(ctx: AppContext, type: string, data: unknown): Promise<string> {
  switch (type) {
    case 'application.created': {
      const parsed = applicationSchema.safeParse(data);
      if (!parsed.success) return 'ignored: not an application';
      return receiveBoardApplication(ctx, parsed.data);
    }
    case 'job.closed': {
      const parsed = jobClosedSchema.safeParse(data);
      if (!parsed.success || !UUID.test(parsed.data.externalRef)) {
        return 'ignored: not a Shortlist job';
      }
      const closedAt = parsed.data.closedAt ? new Date(parsed.data.closedAt) : new Date();
      const isClosed = await closeJobFromBoard(
        ctx,
        parsed.data.externalRef,
        Number.isNaN(closedAt.getTime()) ? new Date() : closedAt,
      );
      return isClosed ? 'job closed' : 'ignored: job not open';
    }
    case 'employer.verified': {
      const parsed = employerVerifiedSchema.safeParse(data);
      if (!parsed.success) return 'ignored: no employer id';
      // Whichever organization is linked to the board's employer; else the one its
      // externalRef names (our organization id), when that one is linked to none yet
      // (its registration's answer was lost).
      const { id, externalRef } = parsed.data;
      const isKnown = await acrossOrganizations('platform task', () =>
        repo.markEmployerVerified(ctx.db, id),
      );
      if (isKnown) return 'employer verified';
      if (externalRef && (await linkVerifiedEmployer(ctx, id, externalRef))) {
        return 'employer linked and verified';
      }
      return 'ignored: employer not linked';
    }
    default:
      return `ignored: unknown type ${type}`;
  }
}

/** linkVerifiedEmployer of the repository; false when another organization has the employer. */
async function linkVerifiedEmployer(ctx: AppContext, employerId: string, orgId: string) {
  try {
    return await repo.linkVerifiedEmployer(ctx.db, employerId, orgId);
  } catch (error) {
    if (isUniqueViolation(error, 'organizations_board_employer_key')) return false;
    throw error;
  }
}

export type BoardApplication = z.infer<typeof applicationSchema>;

/**
 * A job seeker's application on the board to a Shortlist job (or one migrated from
 * it): a LOCKED application in the job's first stage with source `job_page`, the
 * candidate deduplicated by email in the organization, the resume fetched from the
 * board and analysed like an upload, and the applicant's confirmation email. The
 * board's application id is a unique key, so the webhook and a migration of the
 * same employer make one application between them.
 */
export async function receiveBoardApplication(
  ctx: AppContext,
  application: BoardApplication,
  jobId = application.jobExternalRef,
  orgId?: string,
): Promise<string> {
  if (!jobId || !UUID.test(jobId)) return 'ignored: not a Shortlist job';
  // The webhook names the job only; a migration knows its organization.
  const target = await findApplicationTarget(ctx, jobId, orgId);
  if (!target) return 'ignored: job not found';
  const org = await repo.findOrgForBoard(ctx.db, target.orgId);
  if (!org || org.demoExpiresAt) return 'ignored: demo organization';
  const input = applySchema.safeParse({
    fullName: application.candidate.fullName?.trim() || application.candidate.email,
    email: application.candidate.email,
    phone: application.candidate.phone ?? '',
    coverNote: application.coverNote ?? '',
  });
  if (!input.success) return 'ignored: the applicant has no valid email';
  const resume = await fetchResume(ctx, target.orgId, application.candidate.resumeUrl);
  let outcome;
  try {
    outcome = await insertApplication(ctx, { id: jobId, orgId: target.orgId }, input.data, resume, {
      source: 'job_page',
      boardApplicationId: application.id,
      externalCandidateId: application.candidate.id,
      isClosedJobAccepted: true,
    });
  } catch (error) {
    if (resume) await discardResume(ctx, resume.resumeFileKey);
    if (error instanceof AppError && error.code === 'job_not_published_yet') {
      return 'ignored: job not published';
    }
    throw error;
  }
  if (resume && !outcome.isResumeKept) await discardResume(ctx, resume.resumeFileKey);
  startDelivery(ctx, outcome.messages);
  return outcome.created ? 'application created' : 'ignored: already applied';
}

/**
 * The applicant's resume from the board, checked and analysed like an upload. A
 * file the board cannot give now is retried (the error goes up); one that is not
 * a readable PDF or DOCX is left out and the application goes on without it.
 */
async function fetchResume(
  ctx: AppContext,
  orgId: string,
  resumeUrl: string | null | undefined,
): Promise<StoredResume | null> {
  const board = ctx.careersBoard;
  if (!resumeUrl || !board) return null;
  try {
    const { bytes } = await board.client.downloadResume(resumeUrl);
    return await storeResume(ctx, orgId, bytes);
  } catch (error) {
    if (error instanceof CareersBoardError && error.isRetryable) throw error;
    ctx.log.warn({ reason: failureReason(error) }, 'Resume from the careers board left out');
    return null;
  }
}

/** Events recorded but never acted on (their task lost with a process) are queued again. */
export async function requeueLostBoardEvents(ctx: AppContext): Promise<number> {
  const ids = await repo.findUnprocessedEventIds(ctx.db, 60_000, 500);
  const waiting = await ctx.queue.pendingValues(TASKS.processBoardEvent, 'eventId', ids);
  const lost = ids.filter((id) => !waiting.has(id));
  for (const eventId of lost) await ctx.queue.send(TASKS.processBoardEvent, { eventId });
  return lost.length;
}
