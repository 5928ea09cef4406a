import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type {
  ApplicationDetailView,
  ApplicationView,
  CandidateSearch,
  CandidateStats,
  CandidatesPageView,
  NoteView,
  RefundAllowanceView,
  RefundResponse,
  UnlockResponse,
} from '../../../shared/applications';
import { PAY_TO_REVEAL_OFF_REASON, type RefundInput } from '../../../shared/applications';
import {
  CREDIT_COST,
  REFUND_LIMIT_DAYS,
  REFUND_WINDOW_HOURS,
  refundLimit,
} from '../../../shared/rules';
import type { AppContext } from '../../context';
import type { Sealed } from '../../db/sealed';
import { onOneConnection, type DbOrTx } from '../../db/client';
import { acrossOrganizations } from '../../db/across-organizations';
import { InsertChain, type ChainStep } from '../../db/insert-chain';
import type { MemberActor } from '../../http/actor';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../http/app-error';
import {
  chainActivity,
  recordActivity,
  recordApplicationActivity,
  type ActivityEvent,
} from '../activity/activity.service';
import type { ActivityType } from '../../../shared/dashboard';
import type { TimelineEventType } from '../../../shared/applications';
import {
  contactQuery,
  readResumeForDownload,
  reveal,
  revealContact,
  searchQuery,
  type StoredResume,
} from '../candidates/candidates.service';
import {
  fingerprintOf,
  getBalance,
  isChargeRefused,
  ledgerKeyOf,
  recordLedgerEntry,
  replayOf,
} from '../credits/credits.service';
import { scoreApplications, type scoreNewApplication } from '../matching/matching.service';
import * as repo from './applications.repository';
import {
  toApplicationDetailView,
  toApplicationView,
  toCandidateView,
  toNotesView,
  toPipelineView,
  toPlatformApplicationView,
  toPlatformPipelineCard,
  toScorecardView,
  type ApplicationViewRow,
} from './applications.views';

/** Candidate contact masking, for other modules' views of a locked candidate (DESIGN.md 6). */
export { maskContactDetails } from './mask-contact';

const gzipAsync = promisify(gzip);
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** READING.md 5: an interviewer sees only unlocked candidates of interviews they are on. */
export function viewerOf(actor: MemberActor): repo.Viewer {
  return actor.role === 'INTERVIEWER'
    ? { orgId: actor.orgId, onlyInterviewerId: actor.userId }
    : { orgId: actor.orgId };
}

async function getApplicationView(ctx: AppContext, actor: MemberActor, applicationId: string) {
  const row = await repo.findApplication(ctx.db, viewerOf(actor), applicationId);
  if (!row) throw new AppError('application_not_found');
  return toApplicationView(withContact(ctx, row));
}

/**
 * An application row with its candidate's contact revealed by the candidates module,
 * for the views. `onlyUnlocked`: a locked row's contact is left out (a board of
 * thousands shows no locked contact, and opening them all would cost the most).
 */
export function withContact(
  ctx: AppContext,
  row: repo.ApplicationRow,
  { onlyUnlocked = false }: { onlyUnlocked?: boolean } = {},
): ApplicationViewRow {
  if (onlyUnlocked && row.unlockStatus !== 'UNLOCKED') {
    return { ...row, candidate: { ...row.candidate, fullName: '', email: '', phone: null } };
  }
  return { ...row, candidate: revealContact(ctx, row.candidate) };
}

/**
 * Timeline events that the organization's Recent Activity shows too, recorded here
 * (the others are logged where they happen, with their own subject and data).
 */
const ALSO_ORG_ACTIVITY = new Set<TimelineEventType>([
  'note_added',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_completed',
  'scorecard_submitted',
]);

/** Entries on applications' timelines, in the caller's transaction (other modules' events). */
export async function recordTimelineEvents(tx: DbOrTx, events: repo.TimelineEventInput[]) {
  await repo.insertEvent(tx, events);
  for (const event of events) {
    if (!ALSO_ORG_ACTIVITY.has(event.type)) continue;
    await recordApplicationActivity(tx, {
      orgId: event.orgId,
      applicationId: event.applicationId,
      actorId: event.actorId,
      type: event.type as ActivityType,
    });
  }
}

/** The timeline's reason on an application the Shortlist team added (its 'applied' entry). */
export const ADDED_BY_SHORTLIST_NOTE = 'Added to the pipeline by the Shortlist team';

export interface NewApplication {
  orgId: string;
  jobId: string;
  jobTitle: string;
  candidateId: string;
  stage: string;
  coverNote: string | null;
  /** The contact as given with this application (kept apart from the stored candidate), sealed. */
  submitted: { submittedFullName: Sealed; submittedEmail: Sealed; submittedPhone: Sealed | null };
  resume: StoredResume | null;
  /** The careers board's id of this application, when it came from the board. */
  boardApplicationId?: string | null;
  /** The privacy notice the applicant acknowledged by applying through our form (Act 843). */
  privacyNoticeVersion?: string | null;
  /** Its score, when the caller had the job and profile at hand (`scoreNewApplication`). */
  score?: ReturnType<typeof scoreNewApplication>;
}

/**
 * A new application, in the caller's transaction: a public apply's, or one the
 * Shortlist team adds (`addedBy`). It arrives LOCKED; when the organization has
 * pay-to-reveal off it arrives UNLOCKED with a free unlock (no charge, not
 * refundable), as unlocking it would have done. Undefined when the candidate already
 * has an application for this job: the unique key decides, not a prior read, so two
 * at once make one.
 */
export async function createApplication(
  tx: DbOrTx,
  values: NewApplication,
  options: { addedBy: 'candidate' | 'shortlist'; isPayToRevealEnabled: boolean },
): Promise<{ id: string; unlockStatus: 'LOCKED' | 'UNLOCKED' } | undefined> {
  const [application] = await createApplications(tx, [values], options);
  return application;
}

/**
 * `createApplication` for many at once, in a few statements whatever their number
 * (public applications committed together): one answer per value, in order. Of two
 * for the same candidate and job, the first is created and the second is undefined.
 * `options` holds for all of them, so they come from one organization.
 */
export async function createApplications(
  tx: DbOrTx,
  values: NewApplication[],
  options: { addedBy: 'candidate' | 'shortlist'; isPayToRevealEnabled: boolean },
): Promise<Array<{ id: string; unlockStatus: 'LOCKED' | 'UNLOCKED' } | undefined>> {
  const unlockStatus = options.isPayToRevealEnabled ? 'LOCKED' : 'UNLOCKED';
  const inserted = await repo.insertApplicationsOnce(
    tx,
    values.map((value) => applicationRow(value, unlockStatus)),
  );
  // Each row goes to the first value for its candidate and job.
  const unclaimed = new Map(inserted.map((row) => [`${row.jobId} ${row.candidateId}`, row.id]));
  const created = values.map((value) => {
    const key = `${value.jobId} ${value.candidateId}`;
    const id = unclaimed.get(key);
    unclaimed.delete(key);
    return id === undefined ? undefined : { value, id };
  });
  const made = created.filter((entry) => entry !== undefined);
  if (made.length === 0) return created.map(() => undefined);

  const unscored = made.filter(({ value }) => !value.score);
  for (const orgId of new Set(unscored.map(({ value }) => value.orgId))) {
    const applicationIds = unscored
      .filter(({ value }) => value.orgId === orgId)
      .map(({ id }) => id);
    await scoreApplications(tx, { orgId, applicationIds });
  }
  const events: repo.TimelineEventInput[] = [];
  for (const { value, id } of made) {
    if (options.addedBy === 'shortlist') {
      events.push({
        orgId: value.orgId,
        applicationId: id,
        actorId: null,
        type: 'applied',
        reason: ADDED_BY_SHORTLIST_NOTE,
      });
    }
    if (unlockStatus === 'UNLOCKED') {
      await repo.insertUnlockOnce(tx, {
        orgId: value.orgId,
        applicationId: id,
        candidateId: value.candidateId,
        actorId: null,
        creditsCharged: 0,
        idempotencyKey: null,
      });
      events.push({
        orgId: value.orgId,
        applicationId: id,
        actorId: null,
        type: 'unlocked',
        credits: 0,
        reason: PAY_TO_REVEAL_OFF_REASON,
      });
    }
  }
  await repo.insertEvent(tx, events);
  await recordActivity(
    tx,
    made.map(({ value, id }) => receivedActivity(value, id)),
  );
  return created.map((entry) => entry && { id: entry.id, unlockStatus });
}

/**
 * New applicants' applications as inserts of a chain (decision 0056), each with its id
 * (in order) and its activity line, written only for the candidates `candidates` made.
 * LOCKED and scored already: an organization with pay-to-reveal off, or an application
 * to be scored from its candidate's stored profile, goes through createApplications.
 */
export function chainApplications(
  chain: InsertChain,
  values: Array<NewApplication & { score: NonNullable<NewApplication['score']> }>,
  candidates: ChainStep,
): { step: ChainStep; ids: string[] } {
  const ids = values.map(() => randomUUID());
  const step = repo.chainApplicationsInsert(
    chain,
    values.map((value, i) => ({
      id: ids[i]!,
      ...applicationRow(value, 'LOCKED'),
      unlockStatus: 'LOCKED' as const,
    })),
    candidates,
    InsertChain.onlyWhereMade(sql`r.candidate_id`, candidates),
  );
  chainActivity(
    chain,
    values.map((value, i) => receivedActivity(value, ids[i]!)),
    InsertChain.onlyWhereMade(sql`(r.data ->> 'applicationId')::uuid`, step),
  );
  return { step, ids };
}

function applicationRow(
  value: NewApplication,
  unlockStatus: 'LOCKED' | 'UNLOCKED',
): repo.ApplicationInsert {
  return {
    orgId: value.orgId,
    jobId: value.jobId,
    candidateId: value.candidateId,
    stage: value.stage,
    unlockStatus,
    coverNote: value.coverNote,
    ...value.submitted,
    resumeFileKey: value.resume?.resumeFileKey ?? null,
    resumeFileType: value.resume?.resumeFileType ?? null,
    resumeFileSize: value.resume?.resumeFileSize ?? null,
    boardApplicationId: value.boardApplicationId ?? null,
    privacyNoticeVersion: value.privacyNoticeVersion ?? null,
    ...(value.score && {
      matchScore: value.score.score,
      matchReasons: value.score.reasons,
      matchLockedReasons: value.score.lockedReasons,
    }),
  };
}

const receivedActivity = (value: NewApplication, applicationId: string): ActivityEvent => ({
  orgId: value.orgId,
  actorId: null,
  type: 'application_received',
  subject: value.jobTitle,
  data: { jobId: value.jobId, applicationId },
});

/**
 * A job's applications for the platform admin, with each candidate's name and
 * contact whatever the unlock status: the platform team operates the service for
 * every organization (it adds and imports candidates), so it is not an employer
 * deciding whom to pay for. That access is why its export is audited.
 */
export async function listJobApplicationsForPlatform(
  ctx: AppContext,
  db: DbOrTx,
  orgId: string,
  jobId: string,
) {
  return (await repo.listJobApplicationsWithContact(db, orgId, jobId)).map((row) =>
    toPlatformPipelineCard(revealContact(ctx, row)),
  );
}

/** The applications the Shortlist team added, across organizations (admin console). */
export async function listAddedApplications(
  ctx: AppContext,
  query: { q: string; page: number; pageSize: number },
) {
  const { rows, total } = await acrossOrganizations('platform admin', () =>
    repo.searchAddedApplications(ctx.db, {
      q: query.q,
      contactQuery: contactQuery(ctx, query.q),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  );
  return {
    applications: rows.map((row) => toPlatformApplicationView(revealContact(ctx, row))),
    total,
  };
}

/**
 * For other modules that show what is attached to an application: throws
 * application_not_found unless the member may see it (an interviewer only the
 * unlocked ones of their interviews), and says whether it is unlocked.
 */
export async function getApplicationAccess(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
): Promise<{ isUnlocked: boolean }> {
  const row = await repo.findApplication(ctx.db, viewerOf(actor), applicationId);
  if (!row) throw new AppError('application_not_found');
  return { isUnlocked: row.unlockStatus === 'UNLOCKED' };
}

export async function getApplicationDetail(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
): Promise<ApplicationDetailView> {
  const stored = await repo.findApplication(ctx.db, viewerOf(actor), applicationId);
  if (!stored) throw new AppError('application_not_found');
  const row = withContact(ctx, stored);
  const [storedExtras, interviews, scorecards, notes, events] = await Promise.all([
    repo.findApplicationExtras(ctx.db, actor.orgId, applicationId),
    repo.listInterviews(ctx.db, actor.orgId, applicationId, {
      onlyInterviewerId: actor.role === 'INTERVIEWER' ? actor.userId : undefined,
    }),
    repo.listScorecards(ctx.db, { orgId: actor.orgId, applicationId, ...scorecardsOf(actor) }),
    repo.listNotes(ctx.db, actor.orgId, applicationId),
    repo.listEvents(ctx.db, actor.orgId, applicationId, {
      onlyOwnScorecardsOf: actor.role === 'INTERVIEWER' ? actor.userId : undefined,
    }),
  ]);
  const extras = storedExtras && revealContact(ctx, storedExtras);
  return toApplicationDetailView(row, {
    coverNote: extras?.coverNote ?? null,
    submitted: extras?.submittedEmail
      ? {
          fullName: extras.submittedFullName ?? '',
          email: extras.submittedEmail,
          phone: extras.submittedPhone,
        }
      : null,
    stages: extras?.stages ?? [],
    interviews,
    scorecards,
    notes,
    events,
  });
}

/** An interviewer reads only their own scorecards, so others' verdicts do not sway theirs. */
function scorecardsOf(actor: MemberActor) {
  return actor.role === 'INTERVIEWER' ? { onlySubmittedById: actor.userId } : {};
}

/** One scorecard as the actor may see it (another module's answer after submitting). */
export async function findScorecard(db: DbOrTx, actor: MemberActor, id: string) {
  const [row] = await repo.listScorecards(db, { orgId: actor.orgId, id, ...scorecardsOf(actor) });
  return row ? toScorecardView(row) : null;
}

async function findForChange(tx: DbOrTx, actor: MemberActor, applicationId: string) {
  const application = await repo.findApplicationForChange(tx, actor.orgId, applicationId);
  if (!application) throw new AppError('application_not_found');
  return application;
}

/**
 * Unlocks an application for CREDIT_COST.unlock credits, in one transaction with
 * the conditional balance update (DESIGN.md 5), made as it commits (decision 0039:
 * the organization's row is locked for the commit only, so unlocks do not queue behind
 * each other's transactions; a balance that no longer covers it fails the commit and
 * nothing stays). It charges nothing when the
 * application is unlocked already (the active unlock's unique key decides, not a
 * prior read), when the idempotency key was claimed before for the same
 * application, or when the organization holds an unlock of the same person through
 * another application, also one whose job was deleted since. An organization with
 * pay-to-reveal off unlocks for nothing: no ledger entry, and nothing to refund.
 */
export async function unlockApplication(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  idempotencyKey: string | undefined,
): Promise<UnlockResponse> {
  const key = idempotencyKey ?? null;
  try {
    return await onOneConnection(ctx.db, async (db) => {
      // Read on the connection the unlock runs on, just before its transaction: what
      // the transaction's first statement would read. Most requests of a burst past the
      // balance are refused here, without a transaction. (Read on another connection,
      // the whole burst would read before the first commit and see the whole balance.)
      const application = await repo.findApplicationForUnlock(db, actor.orgId, applicationId, key);
      if (!application) throw new AppError('application_not_found');
      // Refused at once when, as read now, it would cost a credit the balance does not
      // have: not a replay, the person not unlocked. It only spares work (the charge at
      // the commit decides).
      if (
        application.isPayToReveal &&
        !application.isPersonUnlocked &&
        !application.isKeyUsed &&
        application.balance < CREDIT_COST.unlock
      ) {
        throw new AppError('insufficient_credits');
      }
      const creditsCharged = await db.transaction((tx) =>
        unlockIn(tx, actor, applicationId, key, application),
      );
      const found = await repo.findApplicationWithBalance(db, viewerOf(actor), applicationId);
      // Its job was deleted since the unlock committed.
      if (!found) throw new AppError('application_not_found');
      const { balance, ...row } = found;
      return { application: toApplicationView(withContact(ctx, row)), creditsCharged, balance };
    });
  } catch (error) {
    // The balance no longer covered the charge when the transaction committed.
    if (isChargeRefused(error)) throw new AppError('insufficient_credits');
    // Cannot happen while keys are claimed first; kept as the ledger's last word.
    if (key && isUniqueViolation(error, 'credit_ledger_org_idempotency_key')) {
      throw new AppError('idempotency_key_reused');
    }
    // Its job was deleted between our read and the unlock's inserts: nothing was charged.
    // (On Citus the unlock's reference to it is not kept, decision 0040: its event's is.)
    if (
      isForeignKeyViolation(error, 'application_unlocks_application_id_applications_id_fk') ||
      isForeignKeyViolation(error, 'application_events_application_id_applications_id_fk')
    ) {
      throw new AppError('application_not_found');
    }
    throw error;
  }
}

/**
 * The unlock's writes, in its transaction, in two statements: the key's claim with the
 * person's lock, then the unlock with its charge, timeline entry and activity line.
 * Answers the credits it charged.
 */
async function unlockIn(
  tx: DbOrTx,
  actor: MemberActor,
  applicationId: string,
  key: string | null,
  application: NonNullable<Awaited<ReturnType<typeof repo.findApplicationForUnlock>>>,
): Promise<number> {
  const { orgId } = actor;
  const fingerprint = key === null ? null : fingerprintOf({ applicationId });
  const { candidateId } = application;
  const claim = { orgId, applicationId, candidateId, idempotencyKey: key, fingerprint };
  if (!(await repo.claimKeyAndLockPerson(tx, claim)).isKeyClaimed) {
    await replayOf(tx, { orgId, operation: 'unlock', key: key!, fingerprint: fingerprint! });
    return 0;
  }
  // Pay-to-reveal off (a platform admin's choice): a free unlock, recorded like any
  // other so that it shows and is never refunded (it cost nothing).
  const unlock = await repo.unlockOnce(tx, {
    orgId,
    applicationId,
    candidateId,
    jobId: application.jobId,
    jobTitle: application.jobTitle,
    actorId: actor.userId,
    cost: application.isPayToReveal ? CREDIT_COST.unlock : 0,
    idempotencyKey: key,
    ledgerKey: ledgerKeyOf('unlock', key),
    reason: application.isPayToReveal ? null : PAY_TO_REVEAL_OFF_REASON,
  });
  if (!unlock) return 0;
  // Refused when the balance read at the start cannot pay (the transaction is rolled
  // back): it only spares work, the charge at the commit decides.
  if (unlock.creditsCharged > application.balance) throw new AppError('insufficient_credits');
  return unlock.creditsCharged;
}

export async function advanceApplication(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  toStage: string,
): Promise<ApplicationView> {
  const outcome = await repo.moveStage(ctx.db, {
    orgId: actor.orgId,
    applicationId,
    actorId: actor.userId,
    toStage,
  });
  if (!outcome) throw new AppError('application_not_found');
  if (!outcome.stages.includes(toStage)) throw new AppError('unknown_stage');
  if (outcome.unlockStatus !== 'UNLOCKED') throw new AppError('application_locked');
  if (outcome.rejectedAt) throw new AppError('application_rejected');
  // Someone else moved or rejected it a moment ago: say so rather than overwrite.
  if (!outcome.isMoved && outcome.stage !== toStage) throw new AppError('application_changed');
  return getApplicationView(ctx, actor, applicationId);
}

/** Rejecting needs no unlock; rejecting twice keeps the first reason. */
export async function rejectApplication(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  reason: string,
): Promise<ApplicationView> {
  await ctx.db.transaction(async (tx) => {
    const application = await findForChange(tx, actor, applicationId);
    const rejected = await repo.markRejected(tx, actor.orgId, applicationId, reason);
    if (!rejected) return;
    await repo.insertEvent(tx, {
      orgId: actor.orgId,
      applicationId,
      actorId: actor.userId,
      type: 'rejected',
      fromStage: application.stage,
      reason,
    });
    await recordActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      type: 'application_rejected',
      subject: application.jobTitle,
      data: { jobId: application.jobId, applicationId },
    });
  });
  return getApplicationView(ctx, actor, applicationId);
}

/** How many refunds the organization may still ask for, under the limit of shared/rules.ts. */
async function readRefundAllowance(tx: DbOrTx, orgId: string) {
  const since = new Date(Date.now() - REFUND_LIMIT_DAYS * DAY_MS);
  const { refunds, paidUnlocks } = await repo.countRefundAllowance(tx, orgId, since);
  const limit = refundLimit(paidUnlocks);
  return { used: refunds, limit, remaining: Math.max(0, limit - refunds), paidUnlocks };
}

export async function getRefundAllowance(
  ctx: AppContext,
  actor: MemberActor,
): Promise<RefundAllowanceView> {
  const allowance = await readRefundAllowance(ctx.db, actor.orgId);
  return { ...allowance, windowDays: REFUND_LIMIT_DAYS, windowHours: REFUND_WINDOW_HOURS };
}

/**
 * Ends a paid unlock with its credit back, in the caller's transaction, and locks
 * the person again: their contact is hidden on every application (the free unlocks
 * that rested on this one end too) and unlocking again costs a credit.
 */
async function refundAndLockAgain(
  tx: DbOrTx,
  unlock: { id: string; orgId: string; candidateId: string; creditsCharged: number },
  refund: {
    /** The person's applications, locked by the caller (lockPersonApplications). */
    existingIds: Set<string>;
    applicationId: string;
    actorId: string | null;
    reason: RefundInput['reason'] | null;
    details: string | null;
    note: string;
    isAutomatic: boolean;
    ledgerKey: string | null;
  },
): Promise<boolean> {
  const marked = await repo.markRefunded(tx, unlock.orgId, unlock.id, {
    reason: refund.reason,
    details: refund.details,
    refundedById: refund.actorId,
    isAutomatic: refund.isAutomatic,
  });
  if (!marked) return false;
  const locked = await repo.lockPersonAgain(tx, unlock.orgId, unlock.candidateId);
  await recordLedgerEntry(tx, {
    orgId: unlock.orgId,
    delta: unlock.creditsCharged,
    reason: 'refund',
    actorId: refund.actorId,
    referenceType: 'application',
    referenceId: refund.applicationId,
    idempotencyKey: refund.ledgerKey,
    note: refund.note,
  });
  // Timeline entries only on applications that still exist (a job may be deleted meanwhile).
  const lockedIds = new Set(
    [refund.applicationId, ...locked.map((row) => row.id)].filter((id) =>
      refund.existingIds.has(id),
    ),
  );
  if (lockedIds.size === 0) return true;
  await repo.insertEvent(
    tx,
    [...lockedIds].map((applicationId) => ({
      orgId: unlock.orgId,
      applicationId,
      actorId: refund.actorId,
      type: 'unlock_refunded' as const,
      reason:
        applicationId === refund.applicationId
          ? refund.note
          : `${refund.note} (locked again with the refunded unlock)`,
      credits: applicationId === refund.applicationId ? unlock.creditsCharged : 0,
    })),
  );
  return true;
}

/**
 * Returns an unlock's credit within REFUND_WINDOW_HOURS, once, within the
 * organization's refund limit (shared/rules.ts refundLimit, read from unlock records
 * that outlive their jobs). The refunded person is locked again: the contact is
 * hidden, and unlocking again costs a credit, so a refund is never a free look.
 */
export async function refundUnlock(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  input: { reason: RefundInput['reason']; details: string | null },
): Promise<RefundResponse> {
  const creditsRefunded = await ctx.db.transaction(async (tx) => {
    const application = await findForChange(tx, actor, applicationId);
    // The person first, as an unlock does: a free unlock of theirs racing this
    // refund either commits before it (and is ended with it) or sees it.
    await repo.lockCandidate(tx, actor.orgId, application.candidateId);
    const existingIds = await repo.lockPersonApplications(tx, actor.orgId, application.candidateId);
    // Its job was deleted since it was read.
    if (!existingIds.has(applicationId)) throw new AppError('application_not_found');
    await repo.lockOrganization(tx, actor.orgId);
    const unlock = await repo.findUnlock(tx, actor.orgId, applicationId);
    if (!unlock) throw new AppError('not_refundable_locked');
    if (unlock.refundedAt) throw new AppError('already_refunded');
    if (unlock.endedAt) throw new AppError('not_refundable_locked');
    // Free, or paid by a credit granted with it on import (net zero for the organization).
    if (
      unlock.creditsCharged === 0 ||
      (await repo.isUnlockPaidByGrant(tx, actor.orgId, unlock.id))
    ) {
      throw new AppError('not_refundable_free');
    }
    if (Date.now() - unlock.createdAt.getTime() > REFUND_WINDOW_HOURS * HOUR_MS) {
      throw new AppError('refund_window_closed');
    }
    if ((await readRefundAllowance(tx, actor.orgId)).remaining <= 0) {
      throw new AppError('refund_limit_reached');
    }
    const isRefunded = await refundAndLockAgain(tx, unlock, {
      existingIds,
      applicationId,
      actorId: actor.userId,
      reason: input.reason,
      details: input.details,
      note: input.details ? `${input.reason}: ${input.details}` : input.reason,
      isAutomatic: false,
      ledgerKey: null,
    });
    if (!isRefunded) throw new AppError('already_refunded');
    await recordActivity(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      type: 'unlock_refunded',
      subject: application.jobTitle,
      data: { jobId: application.jobId, applicationId },
    });
    return unlock.creditsCharged;
  });
  const [application, balance] = await Promise.all([
    getApplicationView(ctx, actor, applicationId),
    getBalance(ctx.db, actor.orgId),
  ]);
  return { application, creditsRefunded, balance };
}

/**
 * A team email to an unlocked candidate bounced for good (the mail server answered
 * 5xx at delivery): the address was no good, so within REFUND_WINDOW_HOURS of the
 * unlock Shortlist refunds the unlock (locking the person again) by itself, outside
 * the refund limit, once. In the caller's transaction; answers the credits returned.
 */
export async function refundBouncedUnlock(
  tx: DbOrTx,
  message: {
    orgId: string;
    candidateId: string;
    applicationId: string | null;
    id: string;
    createdAt: Date;
  },
  bouncedAt: Date,
): Promise<number> {
  // The locks in the order of every unlock and refund: person, applications, organization.
  await repo.lockCandidate(tx, message.orgId, message.candidateId);
  const existingIds = await repo.lockPersonApplications(tx, message.orgId, message.candidateId);
  await repo.lockOrganization(tx, message.orgId);
  const unlock = await repo.findActivePaidUnlock(tx, message.orgId, message.candidateId);
  // Only the unlock the message was written under: a message sent again after the person
  // was unlocked anew (a retry of a bounced one) says nothing about the new unlock.
  if (!unlock || unlock.createdAt > message.createdAt) return 0;
  if (bouncedAt.getTime() - unlock.createdAt.getTime() > REFUND_WINDOW_HOURS * HOUR_MS) return 0;
  const applicationId = unlock.applicationId ?? message.applicationId;
  if (!applicationId) return 0;
  const isRefunded = await refundAndLockAgain(tx, unlock, {
    existingIds,
    applicationId,
    actorId: null,
    reason: null,
    details: null,
    note: 'contact bounced',
    isAutomatic: true,
    ledgerKey: `bounce-unlock:${unlock.id}`,
  });
  return isRefunded ? unlock.creditsCharged : 0;
}

export async function addNote(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  body: string,
): Promise<NoteView> {
  return ctx.db.transaction(async (tx) => {
    // Only on an application the member can see.
    if (!(await repo.findApplication(tx, viewerOf(actor), applicationId))) {
      throw new AppError('application_not_found');
    }
    const note = await repo.insertNote(tx, {
      orgId: actor.orgId,
      applicationId,
      authorId: actor.userId,
      body,
    });
    await recordTimelineEvents(tx, [
      { orgId: actor.orgId, applicationId, actorId: actor.userId, type: 'note_added' },
    ]);
    const notes = toNotesView(await repo.listNotes(tx, actor.orgId, applicationId));
    return notes.find((view) => view.id === note.id)!;
  });
}

/** The resume of an unlocked application, watermarked (candidates service). */
export async function downloadResume(
  ctx: AppContext,
  actor: MemberActor,
  applicationId: string,
  { isOriginal = false }: { isOriginal?: boolean } = {},
) {
  const row = await repo.findApplication(ctx.db, viewerOf(actor), applicationId);
  if (!row) throw new AppError('application_not_found');
  if (row.unlockStatus !== 'UNLOCKED') throw new AppError('resume_locked');
  const file = await repo.findResumeFile(ctx.db, actor.orgId, applicationId);
  if (!file?.key || !file.type) throw new AppError('resume_not_found');
  return readResumeForDownload(
    ctx,
    {
      key: file.key,
      type: file.type,
      candidateName: reveal(ctx, 'fullName', file.fullName),
      organizationName: await repo.findOrganizationName(ctx.db, actor.orgId),
    },
    { isOriginal, originalUrl: `/api/v1/applications/${applicationId}/resume?original=true` },
  );
}

/**
 * One candidate by id, as the organization may see them: with contact details
 * when any of their applications is unlocked.
 */
/**
 * GET /candidates/{id}: the person behind an application (READING.md 4: keyed by
 * application id; their candidate id names them too). Shown through the named
 * application, or another of theirs that is unlocked when that one is not.
 */
export async function getCandidate(ctx: AppContext, actor: MemberActor, id: string) {
  const rows = await repo.listApplicationsOfPersonNamedBy(ctx.db, viewerOf(actor), id);
  const isUnlocked = (row: (typeof rows)[number]) => row.unlockStatus === 'UNLOCKED';
  const named = rows.find((row) => row.id === id);
  const row = (named && isUnlocked(named) ? named : rows.find(isUnlocked)) ?? named ?? rows[0];
  if (!row) throw new AppError('application_not_found');
  return toCandidateView(withContact(ctx, row));
}

export async function listCandidates(
  ctx: AppContext,
  actor: MemberActor,
  search: CandidateSearch,
): Promise<CandidatesPageView> {
  const viewer = viewerOf(actor);
  // The whole list needs no count of its own: the figures have it.
  const isWholeList = !search.q && !search.jobId;
  const countKey = searchCountKey(viewer, search);
  const known = countKey === null ? undefined : ctx.searchCountCache.get(countKey);
  const query = search.q ? searchQuery(ctx, search.q) : null;
  const page = await repo.searchApplications(ctx.db, viewer, {
    q: search.q,
    query,
    jobId: search.jobId,
    limit: search.pageSize,
    offset: (search.page - 1) * search.pageSize,
    withCount: !isWholeList && !known,
    sort: search.sort,
    // Counted at an earlier version it may be off by a few: it only picks the plan.
    fewMatches: known !== undefined && !known.isTotalCapped && known.total <= FEW_MATCHES,
  });
  const stats = await getCandidateStats(ctx, viewer, page.statsVersion);
  let count = page.count;
  if (!isWholeList && !count) {
    count =
      known?.version === page.statsVersion
        ? known
        : await repo.countMatches(ctx.db, viewer, { ...search, query });
  }
  if (countKey !== null && count) {
    // Counted now or at this version: either way it belongs to the version read with the page.
    setBounded(
      ctx.searchCountCache,
      countKey,
      { version: page.statsVersion, total: count.total, isTotalCapped: count.isTotalCapped },
      SEARCH_COUNT_CACHE_ENTRIES,
    );
  }
  return {
    // A locked card shows no contact: only the unlocked rows' are opened (three
    // decryptions a row were a fifth of a search's CPU).
    items: page.rows.map((row) => toApplicationView(withContact(ctx, row, { onlyUnlocked: true }))),
    total: count?.total ?? stats.total,
    isTotalCapped: count?.isTotalCapped ?? false,
    page: search.page,
    pageSize: search.pageSize,
    stats,
  };
}

const SEARCH_COUNT_CACHE_ENTRIES = 2000;

/**
 * A search matching at most this many applications reads them all through the search
 * index and sorts them (cheap whatever the organization's size), instead of walking
 * its applications in the page's order until a page matched (cheap when many match).
 */
const FEW_MATCHES = 250;

/**
 * Where a search's count is kept: counting the matches of a common word is most of
 * a search's cost, and the same search is asked again for its next page, on a
 * refetch, by a colleague. The count is used only while the organization's data
 * version (read with every page) is the one it was counted at, so it is never stale.
 * Interviewers see their own subset and are not cached; the whole list needs none.
 */
function searchCountKey(viewer: repo.Viewer, search: CandidateSearch): string | null {
  if (viewer.onlyInterviewerId || (!search.q && !search.jobId)) return null;
  const words = (search.q ?? '').toLowerCase().trim().split(/\s+/).join(' ');
  return JSON.stringify([viewer.orgId, search.jobId ?? null, words]);
}

const STATS_CACHE_ENTRIES = 1000;

/** Stores a value as the newest entry of a map that keeps at most `max` (oldest out). */
function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/**
 * The four figures of the candidates page. Counting a large organization's
 * applications on every keystroke of a search would cost more than the search:
 * they are kept per organization while what they depend on (`version`, read with
 * the page) is unchanged.
 */
async function getCandidateStats(
  ctx: AppContext,
  viewer: repo.Viewer,
  version: string,
): Promise<CandidateStats> {
  if (viewer.onlyInterviewerId) return repo.countCandidateStats(ctx.db, viewer);
  const cache = ctx.candidateStatsCache;
  const hit = cache.get(viewer.orgId);
  if (hit?.version === version) return hit.stats;
  const stats = await repo.countCandidateStats(ctx.db, viewer);
  setBounded(cache, viewer.orgId, { version, stats }, STATS_CACHE_ENTRIES);
  return stats;
}

/** Smaller answers are not worth compressing. */
const GZIP_MIN_BYTES = 2048;

export interface PipelineBody {
  json: Buffer;
  /** The same JSON gzipped, when large enough to be worth it. */
  gzip: Buffer | null;
}

/** A view as response JSON, gzipped too when large (on the libuv pool, not the event loop). */
export async function toResponseBody(view: unknown): Promise<PipelineBody> {
  const json = Buffer.from(JSON.stringify(view));
  const gzip = json.length >= GZIP_MIN_BYTES ? await gzipAsync(json, { level: 6 }) : null;
  return { json, gzip };
}

const PIPELINE_CACHE_ENTRIES = 200;

/**
 * A job's board as a response body, built once per version of its pipeline. Boards
 * are read far more often than they change, and a large one costs more to build than
 * to check: the cached answer is served while the job's pipeline version (moved by
 * database triggers on any change to its applications or their candidates) is the
 * one it was built from, so it is never stale, also with several server processes
 * (decision 0016). `key` names everything else the body depends on (the job's stages,
 * the filters). Requests that arrive while a version is being built wait for that
 * one build. Interviewers see their own subset: built for them each time.
 */
export function cachedBoardBody(
  ctx: AppContext,
  viewer: repo.Viewer,
  job: { id: string; version: number },
  key: string,
  build: () => Promise<PipelineBody>,
): Promise<PipelineBody> {
  if (viewer.onlyInterviewerId) return build();
  const cacheKey = `${viewer.orgId}:${job.id}:${key}`;
  const cache = ctx.pipelineCache;
  const hit = cache.get(cacheKey);
  // A cached build of a newer version than this read saw is as good.
  if (hit && hit.version >= job.version) return hit.body;
  const body = build();
  setBounded(cache, cacheKey, { version: job.version, body }, PIPELINE_CACHE_ENTRIES);
  // A failed build must not stay cached.
  body.catch(() => {
    if (cache.get(cacheKey)?.body === body) cache.delete(cacheKey);
  });
  return body;
}

/** The whole board of a job (GET /api/v1/jobs/{id}/pipeline), every application in it. */
export async function getPipelineBody(
  ctx: AppContext,
  actor: MemberActor,
  jobId: string,
): Promise<PipelineBody> {
  const job = await repo.findPipelineVersion(ctx.db, actor.orgId, jobId);
  if (!job) throw new AppError('job_not_found');
  const viewer = viewerOf(actor);
  const key = `pipeline:${JSON.stringify(job.stages)}`;
  return cachedBoardBody(ctx, viewer, { id: jobId, version: job.version }, key, async () => {
    const rows = await repo.listJobApplications(ctx.db, viewer, jobId);
    const contacts = rows.map((row) => withContact(ctx, row, { onlyUnlocked: true }));
    return toResponseBody(toPipelineView(job.stages, contacts));
  });
}
