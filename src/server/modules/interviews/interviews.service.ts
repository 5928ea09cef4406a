import type { z } from 'zod';
import {
  INTERVIEW_LIST_LIMIT,
  type cancelInterviewSchema,
  type InterviewerOption,
  type InterviewListResponse,
  type interviewListQuerySchema,
  type InterviewView,
  type rescheduleInterviewSchema,
  type ScheduleInterviewResponse,
  type scheduleInterviewSchema,
  type scorecardSchema,
  type ScorecardView,
} from '../../../shared/interviews';
import { CREDIT_COST } from '../../../shared/rules';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { MemberActor } from '../../http/actor';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { recordActivity } from '../activity/activity.service';
import { findScorecard, recordTimelineEvents } from '../applications/applications.service';
import {
  claimIdempotencyKey,
  getBalance,
  recordIdempotencyReference,
  recordLedgerEntry,
} from '../credits/credits.service';
import {
  recordSystemMessages,
  startDelivery,
  type RecordedMessage,
} from '../email/email-messages.service';
import { getOrganization, listMembers } from '../orgs/orgs.service';
import { contactQuery, revealContact } from '../candidates/candidates.service';
import * as repo from './interviews.repository';
import { inviteMessages, type InviteSubject } from './invites';
import { toInterviewView } from './interviews.views';

/** READING.md 5: an interviewer sees only the interviews they are on. */
function filterFor(actor: MemberActor): repo.InterviewFilter {
  return {
    orgId: actor.orgId,
    memberId: actor.userId,
    ...(actor.role === 'INTERVIEWER' ? { onlyInterviewerId: actor.userId } : {}),
  };
}

async function loadInterview(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
): Promise<InterviewView> {
  const [row] = await repo.listInterviews(ctx.db, { ...filterFor(actor), id });
  if (!row) throw new AppError('interview_not_found');
  return toInterviewView(revealContact(ctx, row));
}

/** The application an interview is for, its candidate's name and email revealed. */
async function findApplicationForInterview(
  ctx: AppContext,
  tx: DbOrTx,
  orgId: string,
  applicationId: string,
) {
  const row = await repo.findApplicationForInterview(tx, orgId, applicationId);
  return row && revealContact(ctx, row);
}

export async function getInterview(ctx: AppContext, actor: MemberActor, id: string) {
  return loadInterview(ctx, actor, id);
}

export async function listInterviews(
  ctx: AppContext,
  actor: MemberActor,
  query: z.output<typeof interviewListQuerySchema>,
): Promise<InterviewListResponse> {
  const [rows, organization] = await Promise.all([
    repo.listInterviews(ctx.db, {
      ...filterFor(actor),
      status: query.status,
      q: query.q || undefined,
      contactQuery: query.q ? contactQuery(ctx, query.q) : null,
      applicationId: query.applicationId,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: INTERVIEW_LIST_LIMIT + 1,
    }),
    getOrganization(ctx.db, actor.orgId),
  ]);
  return {
    interviews: rows
      .slice(0, INTERVIEW_LIST_LIMIT)
      .map((row) => toInterviewView(revealContact(ctx, row))),
    timezone: organization.timezone,
    truncated: rows.length > INTERVIEW_LIST_LIMIT,
  };
}

/** The zone an interview's times are kept in (a reschedule's times without an offset are read in it). */
export async function interviewTimezone(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
): Promise<string> {
  const timezone = await repo.findInterviewTimezone(ctx.db, actor.orgId, id);
  if (!timezone) throw new AppError('interview_not_found');
  return timezone;
}

/** The organization's members, to choose interviewers from. */
export async function listInterviewerOptions(
  ctx: AppContext,
  actor: MemberActor,
): Promise<InterviewerOption[]> {
  const members = await listMembers(ctx.db, actor.orgId);
  return members.map(({ id, name, email }) => ({ id, name, email }));
}

async function findInterviewers(tx: DbOrTx, orgId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const members = await listMembers(tx, orgId, unique);
  if (members.length !== unique.length) throw new AppError('unknown_interviewer');
  return members.map(({ id, name, email }) => ({ id, name, email }));
}

/**
 * The invites' ORGANIZER: whoever scheduled the interview, so its updates and
 * cancellation come from the same organizer (RFC 5546); the acting member when
 * scheduling, or when the one who scheduled it has left the organization.
 */
async function findOrganizer(tx: DbOrTx, actor: MemberActor, scheduledById?: string | null) {
  const ids =
    scheduledById && scheduledById !== actor.userId
      ? [scheduledById, actor.userId]
      : [actor.userId];
  const members = await listMembers(tx, actor.orgId, ids);
  const organizer =
    members.find((member) => member.id === scheduledById) ??
    members.find((member) => member.id === actor.userId);
  if (!organizer) throw new AppError('unauthenticated');
  return organizer;
}

/** The interview an idempotency key already scheduled, if it was for this application. */
function replayOf(existing: { id: string; applicationId: string }, applicationId: string) {
  if (existing.applicationId !== applicationId) throw new AppError('idempotency_key_reused');
  return { id: existing.id, charged: 0, messages: [] };
}

/**
 * Schedules an interview of an unlocked application for CREDIT_COST.interview
 * credits, charged in the same transaction as the interview, its timeline entry
 * and (with sendInvites) its invites to the candidate and every interviewer, which
 * are delivered by the queue after the commit.
 */
export async function scheduleInterview(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof scheduleInterviewSchema>,
): Promise<ScheduleInterviewResponse> {
  if (input.orgId && input.orgId !== actor.orgId) throw new AppError('application_not_found');
  if (input.scheduledById && input.scheduledById !== actor.userId) throw new AppError('forbidden');
  const key = input.idempotencyKey ?? null;
  let outcome: { id: string; charged: number; messages: RecordedMessage[] };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const claim = key ? { orgId: actor.orgId, operation: 'interview' as const, key } : null;
      if (claim) {
        const { idempotencyKey: _key, ...request } = input;
        const claimed = await claimIdempotencyKey(tx, { ...claim, request });
        if (claimed.isReplay) {
          return { id: claimed.referenceId!, charged: 0, messages: [] as RecordedMessage[] };
        }
      }
      const application = await findApplicationForInterview(
        ctx,
        tx,
        actor.orgId,
        input.applicationId,
      );
      if (!application) throw new AppError('application_not_found');
      if (application.unlockStatus !== 'UNLOCKED') throw new AppError('interview_needs_unlock');
      const interviewers = await findInterviewers(tx, actor.orgId, input.interviewerIds);
      const organizer = await findOrganizer(tx, actor);
      const interview = await repo.insertInterview(tx, {
        orgId: actor.orgId,
        applicationId: application.id,
        type: input.type,
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
        timezone: input.timezone,
        location: input.location,
        meetingUrl: input.meetingUrl,
        notes: input.notes,
        interviewerIds: interviewers.map((person) => person.id),
        scheduledById: actor.userId,
        idempotencyKey: key,
      });
      if (claim) await recordIdempotencyReference(tx, claim, interview.id);
      await recordLedgerEntry(tx, {
        orgId: actor.orgId,
        delta: -CREDIT_COST.interview,
        reason: 'interview_schedule',
        actorId: actor.userId,
        referenceType: 'interview',
        referenceId: interview.id,
      });
      await recordTimelineEvents(tx, [
        {
          orgId: actor.orgId,
          applicationId: application.id,
          actorId: actor.userId,
          type: 'interview_scheduled',
          reason: input.type,
          credits: CREDIT_COST.interview,
        },
      ]);
      await recordActivity(tx, {
        orgId: actor.orgId,
        actorId: actor.userId,
        type: 'interview_scheduled',
        subject: application.jobTitle,
        data: { interviewId: interview.id, applicationId: application.id },
      });
      const messages = input.sendInvites
        ? await recordSystemMessages(
            ctx,
            tx,
            inviteMessages(
              toInviteSubject(interview, application, organizer, interviewers),
              'new',
              { candidate: true, members: interviewers },
              new Date(),
            ),
          )
        : [];
      return { id: interview.id, charged: CREDIT_COST.interview, messages };
    });
  } catch (error) {
    // The same key sent twice at the same moment: the other request scheduled it.
    if (key && isUniqueViolation(error, 'interviews_org_idempotency_key')) {
      const existing = await repo.findInterviewByKey(ctx.db, actor.orgId, key);
      if (!existing) throw error;
      outcome = replayOf(existing, input.applicationId);
    } else {
      throw error;
    }
  }
  startDelivery(ctx, outcome.messages);
  const [interview, balance] = await Promise.all([
    loadInterview(ctx, actor, outcome.id),
    getBalance(ctx.db, actor.orgId),
  ]);
  return {
    interview,
    creditsCharged: outcome.charged,
    balance,
    invitesSent: outcome.messages.length,
  };
}

type InterviewRow = Awaited<ReturnType<typeof repo.findInterviewForChange>> & object;
type ApplicationRow = Awaited<ReturnType<typeof findApplicationForInterview>> & object;

/** What an invite says: the interview with its candidate, job, organizer and interviewers. */
function toInviteSubject(
  interview: InterviewRow,
  application: ApplicationRow,
  organizer: InviteSubject['organizer'],
  interviewers: InviteSubject['interviewers'],
): InviteSubject {
  return {
    orgId: interview.orgId,
    orgName: application.orgName,
    interviewId: interview.id,
    sequence: interview.sequence,
    type: interview.type,
    start: interview.scheduledStart,
    end: interview.scheduledEnd,
    timezone: interview.timezone,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    notes: interview.notes,
    applicationId: application.id,
    candidate: {
      id: application.candidateId,
      name: application.candidateName,
      email: application.candidateEmail,
    },
    jobTitle: application.jobTitle,
    organizer,
    interviewers: interviewers.map(({ id, name, email }) => ({ id, name, email })),
  };
}

/** The invite subject of an interview row as it stands in the transaction. */
async function inviteSubjectOf(
  ctx: AppContext,
  tx: DbOrTx,
  actor: MemberActor,
  interview: InterviewRow,
): Promise<InviteSubject & { isCandidateUnlocked: boolean }> {
  const application = await findApplicationForInterview(
    ctx,
    tx,
    actor.orgId,
    interview.applicationId,
  );
  if (!application) throw new AppError('interview_not_found');
  const [organizer, interviewers] = await Promise.all([
    findOrganizer(tx, actor, interview.scheduledById),
    listMembers(tx, actor.orgId, interview.interviewerIds),
  ]);
  return {
    ...toInviteSubject(interview, application, organizer, interviewers),
    isCandidateUnlocked: application.unlockStatus === 'UNLOCKED',
  };
}

async function findScheduled(tx: DbOrTx, actor: MemberActor, id: string) {
  const interview = await repo.findInterviewForChange(tx, actor.orgId, id);
  if (!interview) throw new AppError('interview_not_found');
  if (interview.status !== 'SCHEDULED') throw new AppError('interview_not_scheduled');
  return interview;
}

/**
 * Moves or edits a scheduled interview at no charge. With sendInvites, the
 * candidate and the interviewers get the updated invite (same UID, next SEQUENCE);
 * an interviewer taken off it gets a cancellation.
 */
export async function rescheduleInterview(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
  input: z.output<typeof rescheduleInterviewSchema>,
): Promise<{ interview: InterviewView; creditsCharged: 0; invitesSent: number }> {
  const messages = await ctx.db.transaction(async (tx) => {
    const before = await findScheduled(tx, actor, id);
    const interviewers = input.interviewerIds
      ? await findInterviewers(tx, actor.orgId, input.interviewerIds)
      : null;
    const previous = await inviteSubjectOf(ctx, tx, actor, before);
    const after = await repo.updateInterview(
      tx,
      actor.orgId,
      id,
      {
        scheduledStart: new Date(input.scheduledStart),
        scheduledEnd: new Date(input.scheduledEnd),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(input.meetingUrl !== undefined ? { meetingUrl: input.meetingUrl } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(interviewers ? { interviewerIds: interviewers.map((person) => person.id) } : {}),
      },
      true,
    );
    await recordTimelineEvents(tx, [
      {
        orgId: actor.orgId,
        applicationId: after.applicationId,
        actorId: actor.userId,
        type: 'interview_rescheduled',
        reason: after.type,
      },
    ]);
    if (!input.sendInvites) return [];
    const current = await inviteSubjectOf(ctx, tx, actor, after);
    const stillOn = new Set(current.interviewers.map((person) => person.id));
    const removed = previous.interviewers.filter((person) => !stillOn.has(person.id));
    const stamp = new Date();
    return recordSystemMessages(ctx, tx, [
      ...inviteMessages(
        current,
        'updated',
        // A candidate locked again (their unlock refunded) is not written to for free.
        { candidate: current.isCandidateUnlocked, members: current.interviewers },
        stamp,
      ),
      ...inviteMessages(
        { ...previous, sequence: current.sequence },
        'cancelled',
        { candidate: false, members: removed },
        stamp,
      ),
    ]);
  });
  startDelivery(ctx, messages);
  return {
    interview: await loadInterview(ctx, actor, id),
    creditsCharged: 0,
    invitesSent: messages.length,
  };
}

/** Calls off a scheduled interview: everyone invited gets METHOD:CANCEL. Nothing is charged. */
export async function cancelInterview(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
  input: z.output<typeof cancelInterviewSchema>,
): Promise<{ interview: InterviewView; invitesSent: number }> {
  const messages = await ctx.db.transaction(async (tx) => {
    await findScheduled(tx, actor, id);
    const after = await repo.updateInterview(tx, actor.orgId, id, { status: 'CANCELLED' }, true);
    await recordTimelineEvents(tx, [
      {
        orgId: actor.orgId,
        applicationId: after.applicationId,
        actorId: actor.userId,
        type: 'interview_cancelled',
        reason: input.reason ?? after.type,
      },
    ]);
    if (!input.sendInvites) return [];
    const subject = await inviteSubjectOf(ctx, tx, actor, after);
    return recordSystemMessages(
      ctx,
      tx,
      inviteMessages(
        subject,
        'cancelled',
        { candidate: true, members: subject.interviewers },
        new Date(),
      ),
    );
  });
  startDelivery(ctx, messages);
  return { interview: await loadInterview(ctx, actor, id), invitesSent: messages.length };
}

/**
 * Marks a scheduled interview completed: a member who may schedule, or an
 * interviewer who is on it.
 */
export async function completeInterview(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
): Promise<{ interview: InterviewView }> {
  await ctx.db.transaction(async (tx) => {
    const interview = await repo.findInterviewForChange(tx, actor.orgId, id);
    const onIt = interview?.interviewerIds.includes(actor.userId) ?? false;
    if (!interview || (actor.role === 'INTERVIEWER' && !onIt)) {
      throw new AppError('interview_not_found');
    }
    if (interview.status !== 'SCHEDULED') throw new AppError('interview_not_scheduled');
    await repo.updateInterview(tx, actor.orgId, id, { status: 'COMPLETED' }, false);
    await recordTimelineEvents(tx, [
      {
        orgId: actor.orgId,
        applicationId: interview.applicationId,
        actorId: actor.userId,
        type: 'interview_completed',
        reason: interview.type,
      },
    ]);
  });
  return { interview: await loadInterview(ctx, actor, id) };
}

/**
 * Records a scorecard for an application, optionally for one of its interviews.
 * An interviewer may score only interviews they are on; anyone submitting again
 * for the same interview replaces their earlier scorecard.
 */
export async function submitScorecard(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof scorecardSchema>,
): Promise<{ scorecard: ScorecardView }> {
  const id = await ctx.db.transaction(async (tx) => {
    const application = await findApplicationForInterview(
      ctx,
      tx,
      actor.orgId,
      input.applicationId,
    );
    if (input.interviewId) {
      const interview = await repo.findInterviewForChange(tx, actor.orgId, input.interviewId);
      if (!interview || interview.applicationId !== input.applicationId) {
        throw new AppError('interview_not_found');
      }
      if (actor.role === 'INTERVIEWER' && !interview.interviewerIds.includes(actor.userId)) {
        throw new AppError('not_your_interview');
      }
    } else if (actor.role === 'INTERVIEWER') {
      throw new AppError('not_your_interview');
    }
    if (!application) throw new AppError('application_not_found');
    const scorecard = await repo.upsertScorecard(tx, {
      orgId: actor.orgId,
      applicationId: input.applicationId,
      interviewId: input.interviewId ?? null,
      submittedById: actor.userId,
      overallRating: input.overallRating,
      criteria: input.criteria,
      notes: input.notes,
      recommendation: input.recommendation,
    });
    await recordTimelineEvents(tx, [
      {
        orgId: actor.orgId,
        applicationId: input.applicationId,
        actorId: actor.userId,
        type: 'scorecard_submitted',
        reason: `${input.overallRating} out of 5`,
      },
    ]);
    return scorecard.id;
  });
  const scorecard = await findScorecard(ctx.db, actor, id);
  return { scorecard: scorecard! };
}
