import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { containsPattern } from '../../db/search';
import { queryRows, type DbOrTx } from '../../db/client';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import { insertRows, returningOf } from '../../db/insert-rows';
import {
  chargeAtCommitStep,
  claimKeyStep,
  GRANTED_UNLOCK_KEY_PREFIX,
} from '../credits/credits.service';
import type { Sealed } from '../../db/sealed';
import {
  activityLog,
  applicationEvents,
  applicationNotes,
  applications,
  applicationUnlocks,
  candidates,
  creditLedger,
  idempotencyKeys,
  interviews,
  jobs,
  organizations,
  pipelineVersions,
  scorecards,
  users,
} from '../../db/schema';
import {
  type CandidateSort,
  SEARCH_COUNT_LIMIT,
  type RefundReason,
  type TimelineEventType,
} from '../../../shared/applications';

/**
 * Who is looking decides which applications exist for them (READING.md 5): an
 * interviewer sees only unlocked applications of interviews they are on.
 */
export interface Viewer {
  orgId: string;
  onlyInterviewerId?: string;
}

/** A viewer in a compiled query: its values are placeholders. */
interface CompiledViewer {
  orgId: SQLWrapper;
  onlyInterviewerId?: SQLWrapper;
}

export function visibleTo(viewer: Viewer | CompiledViewer): SQL {
  const conditions: SQL[] = [eq(applications.orgId, viewer.orgId)];
  if (viewer.onlyInterviewerId) {
    conditions.push(eq(applications.unlockStatus, 'UNLOCKED'));
    conditions.push(
      sql`exists (select 1 from interviews i where i.org_id = ${viewer.orgId} and i.application_id = ${applications.id} and ${viewer.onlyInterviewerId} = any(i.interviewer_ids))`,
    );
  }
  return and(...conditions)!;
}

/**
 * The columns an application view is built from. The view layer decides which of
 * the candidate's leave the server; the resume text never does and is not read.
 */
const applicationColumns = {
  id: applications.id,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  stage: applications.stage,
  unlockStatus: applications.unlockStatus,
  createdAt: applications.createdAt,
  unlockedAt: applications.unlockedAt,
  rejectedAt: applications.rejectedAt,
  rejectionReason: applications.rejectionReason,
  matchScore: applications.matchScore,
  matchReasons: applications.matchReasons,
  matchLockedReasons: applications.matchLockedReasons,
  unlockCreditsCharged: applicationUnlocks.creditsCharged,
  unlockRefundedAt: applicationUnlocks.refundedAt,
  candidate: {
    id: candidates.id,
    fullName: candidates.fullName,
    email: candidates.email,
    phone: candidates.phone,
    location: candidates.location,
    source: candidates.source,
    profileImageUrl: candidates.profileImageUrl,
    experienceContext: candidates.experienceContext,
    yearsExperienceInField: candidates.yearsExperienceInField,
    educationLevel: candidates.educationLevel,
    workAuthorization: candidates.workAuthorization,
    salaryExpectationMin: candidates.salaryExpectationMin,
    salaryExpectationMax: candidates.salaryExpectationMax,
    skills: candidates.skills,
    resumeSummary: candidates.resumeSummary,
    hasResume: sql<boolean>`coalesce(${applications.resumeFileKey}, ${candidates.resumeFileKey}) is not null`,
  },
};

export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

/** Applications with what their views need, plus any `extra` columns. */
export function selectApplications<Extra extends Record<string, SQL>>(
  db: DbOrTx,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...applicationColumns, ...extra })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
    )
    .leftJoin(
      applicationUnlocks,
      and(
        eq(applicationUnlocks.orgId, applications.orgId),
        eq(applicationUnlocks.applicationId, applications.id),
        isNull(applicationUnlocks.endedAt),
      ),
    );
}

/** An application as its viewer may see it (compiled: read after every change a member makes). */
export async function findApplication(db: DbOrTx, viewer: Viewer, applicationId: string) {
  const { orgId, onlyInterviewerId } = viewer;
  const [row] = onlyInterviewerId
    ? await interviewersApplication(db, { orgId, onlyInterviewerId, applicationId })
    : await membersApplication(db, { orgId, applicationId });
  return row;
}

const membersApplication = compiledQuery(
  (db, p: Placeholders<{ orgId: string; applicationId: string }>) =>
    selectApplications(db).where(
      and(visibleTo({ orgId: p.orgId }), eq(applications.id, p.applicationId)),
    ),
);

const interviewersApplication = compiledQuery(
  (db, p: Placeholders<{ orgId: string; onlyInterviewerId: string; applicationId: string }>) =>
    selectApplications(db).where(
      and(
        visibleTo({ orgId: p.orgId, onlyInterviewerId: p.onlyInterviewerId }),
        eq(applications.id, p.applicationId),
      ),
    ),
);

/** The application as its viewer sees it, with its organization's balance now. */
export async function findApplicationWithBalance(
  db: DbOrTx,
  viewer: Viewer,
  applicationId: string,
) {
  const { orgId, onlyInterviewerId } = viewer;
  const [row] = onlyInterviewerId
    ? await interviewersApplicationWithBalance(db, { orgId, onlyInterviewerId, applicationId })
    : await membersApplicationWithBalance(db, { orgId, applicationId });
  return row;
}

function selectApplicationWithBalance(
  db: DbOrTx,
  viewer: CompiledViewer,
  applicationId: SQLWrapper,
) {
  return selectApplications(db, {
    balance: sql<number>`(select o.credit_balance from ${organizations} o where o.id = ${applications.orgId})`,
  }).where(and(visibleTo(viewer), eq(applications.id, applicationId)));
}

const membersApplicationWithBalance = compiledQuery(
  (db, p: Placeholders<{ orgId: string; applicationId: string }>) =>
    selectApplicationWithBalance(db, { orgId: p.orgId }, p.applicationId),
);

const interviewersApplicationWithBalance = compiledQuery(
  (db, p: Placeholders<{ orgId: string; onlyInterviewerId: string; applicationId: string }>) =>
    selectApplicationWithBalance(
      db,
      { orgId: p.orgId, onlyInterviewerId: p.onlyInterviewerId },
      p.applicationId,
    ),
);

/**
 * The applications of the person `id` names: one of their applications (READING.md 4
 * keys /candidates/{id} by application id) or the candidate themselves. In one
 * statement; the viewer sees only what they may.
 */
export async function listApplicationsOfPersonNamedBy(db: DbOrTx, viewer: Viewer, id: string) {
  const personOfApplication = db
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.orgId, viewer.orgId), eq(applications.id, id)));
  return selectApplications(db)
    .where(
      and(
        visibleTo(viewer),
        or(
          eq(applications.candidateId, id),
          inArray(applications.candidateId, personOfApplication),
        ),
      ),
    )
    .orderBy(desc(applications.createdAt));
}

export async function findApplicationExtras(db: DbOrTx, orgId: string, applicationId: string) {
  const [row] = await db
    .select({
      coverNote: applications.coverNote,
      stages: jobs.stages,
      submittedFullName: applications.submittedFullName,
      submittedEmail: applications.submittedEmail,
      submittedPhone: applications.submittedPhone,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  return row;
}

export async function listJobApplications(db: DbOrTx, viewer: Viewer, jobId: string) {
  return selectApplications(db)
    .where(and(visibleTo(viewer), eq(applications.jobId, jobId)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** The job's stages and the version its pipeline is at (bumped by triggers, migration 0004). */
export async function findPipelineVersion(db: DbOrTx, orgId: string, jobId: string) {
  const [row] = await pipelineVersion(db, { orgId, jobId });
  return row;
}

/** Compiled (decision 0046): read by every request for a board, cached or not. */
const pipelineVersion = compiledQuery((db, p: Placeholders<{ orgId: string; jobId: string }>) =>
  db
    .select({
      version: sql<number>`coalesce(${pipelineVersions.version}, 0)`.mapWith(Number),
      stages: jobs.stages,
    })
    .from(jobs)
    .leftJoin(
      pipelineVersions,
      and(eq(pipelineVersions.orgId, jobs.orgId), eq(pipelineVersions.jobId, jobs.id)),
    )
    .where(and(eq(jobs.orgId, p.orgId), eq(jobs.id, p.jobId))),
);

/** What a state change needs: where the application is and what its job allows. */
export async function findApplicationForChange(db: DbOrTx, orgId: string, applicationId: string) {
  const [row] = await applicationForChange(db, { orgId, applicationId });
  return row;
}

const applicationForChange = compiledQuery(
  (db, p: Placeholders<{ orgId: string; applicationId: string }>) =>
    db
      .select({
        id: applications.id,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        stages: jobs.stages,
        candidateId: applications.candidateId,
        stage: applications.stage,
        unlockStatus: applications.unlockStatus,
        rejectedAt: applications.rejectedAt,
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
      .where(and(eq(applications.orgId, p.orgId), eq(applications.id, p.applicationId))),
);

/**
 * What an unlock weighs, in one read: the application, whether its organization pays
 * to reveal, its balance now, whether the person is unlocked already (through this
 * application or another), and whether the request's idempotency key was used before.
 */
export async function findApplicationForUnlock(
  db: DbOrTx,
  orgId: string,
  applicationId: string,
  idempotencyKey: string | null,
) {
  const [row] = await applicationForUnlock(db, { orgId, applicationId, idempotencyKey });
  return row;
}

const applicationForUnlock = compiledQuery(
  (db, p: Placeholders<{ orgId: string; applicationId: string; idempotencyKey: string | null }>) =>
    db
      .select({
        candidateId: applications.candidateId,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        isPayToReveal: organizations.isPayToRevealEnabled,
        balance: organizations.creditBalance,
        isPersonUnlocked: sql<boolean>`exists (
          select 1 from ${applicationUnlocks} u
          where u.org_id = ${applications.orgId} and u.candidate_id = ${applications.candidateId}
            and u.ended_at is null
        )`,
        isKeyUsed: sql<boolean>`exists (
          select 1 from ${idempotencyKeys} k
          where k.org_id = ${applications.orgId} and k.operation = 'unlock'
            and k.key = ${p.idempotencyKey}::text
        )`,
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
      .innerJoin(organizations, eq(organizations.id, applications.orgId))
      .where(and(eq(applications.orgId, p.orgId), eq(applications.id, p.applicationId))),
);

/** Serializes unlocks of one person, so two of their applications never both charge. */
export async function lockCandidate(tx: DbOrTx, orgId: string, candidateId: string) {
  await candidateLock(tx, { orgId, candidateId });
}

const candidateLock = compiledQuery((tx, p: Placeholders<{ orgId: string; candidateId: string }>) =>
  tx.execute(
    sql`select 1 from candidates where org_id = ${p.orgId} and id = ${p.candidateId} for no key update`,
  ),
);

/**
 * Locks every application of the person, in id order, and answers their ids: a refund
 * changes them all, and must hold them before any unlock row, as a job's deletion
 * (which locks its applications, then nulls their unlocks) does, or the two deadlock.
 */
export async function lockPersonApplications(tx: DbOrTx, orgId: string, candidateId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from applications where org_id = ${orgId} and candidate_id = ${candidateId} order by id for no key update`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Serializes refunds of one organization, so the 30-day limit holds under concurrency.
 * `no key update`, like the balance's own update: a plain `for update` would also wait
 * for the key-share locks that every insert referencing the organization takes, and an
 * unlock holding one while waiting for the candidate this refund holds would deadlock.
 */
export async function lockOrganization(tx: DbOrTx, orgId: string) {
  await tx.execute(sql`select 1 from organizations where id = ${orgId} for no key update`);
}

/** The person's unlocks that still show the contact. */
function activeUnlocksOf(orgId: string | SQLWrapper, candidateId: string | SQLWrapper): SQL {
  return and(
    eq(applicationUnlocks.orgId, orgId),
    eq(applicationUnlocks.candidateId, candidateId),
    isNull(applicationUnlocks.endedAt),
  )!;
}

/**
 * The unlock row, or undefined when the application is unlocked already (the
 * partial unique key of its active unlock).
 */
export async function insertUnlockOnce(
  tx: DbOrTx,
  values: {
    orgId: string;
    applicationId: string;
    candidateId: string;
    /** Null for an application that arrived unlocked (pay-to-reveal off). */
    actorId: string | null;
    creditsCharged: number;
    idempotencyKey: string | null;
  },
) {
  const [row] = await tx
    .insert(applicationUnlocks)
    .values(values)
    .onConflictDoNothing({
      target: [applicationUnlocks.orgId, applicationUnlocks.applicationId],
      where: sql.raw('"ended_at" is null'),
    })
    .returning({ id: applicationUnlocks.id });
  return row;
}

/**
 * The first step of a member's unlock, in its transaction: claims the request's
 * idempotency key (when it has one) and then locks the person, so that the unlock's
 * next statement, started after the lock, sees every unlock of them (one charge per
 * person). Answers whether the key was claimed now (true without a key); the lock's
 * CTE runs because the answer reads it (`isPersonLocked`).
 */
export async function claimKeyAndLockPerson(
  tx: DbOrTx,
  values: UnlockClaim,
): Promise<{ isKeyClaimed: boolean }> {
  const result = await keyClaimAndPersonLock(tx, values);
  return (result as { rows: Array<{ isKeyClaimed: boolean }> }).rows[0]!;
}

interface UnlockClaim {
  orgId: string;
  applicationId: string;
  candidateId: string;
  idempotencyKey: string | null;
  fingerprint: string | null;
}

const keyClaimAndPersonLock = compiledQuery((tx, p: Placeholders<UnlockClaim>) =>
  tx.execute(sql`
    with claim as (${claimKeyStep({
      orgId: p.orgId,
      operation: 'unlock',
      key: p.idempotencyKey,
      fingerprint: p.fingerprint,
      referenceId: p.applicationId,
    })}),
    person as (
      select 1 from ${candidates}
      where org_id = ${p.orgId}::uuid and id = ${p.candidateId}::uuid
        and (select count(*) from claim) >= 0
      for no key update
    )
    select ${p.idempotencyKey}::text is null or exists (select 1 from claim) as "isKeyClaimed",
      exists (select 1 from person) as "isPersonLocked"`),
);

/**
 * A member's unlock in one statement, after claimKeyAndLockPerson in its transaction:
 * the unlock row, charged `cost`, or nothing when the organization holds an active
 * unlock of the same person through another application, also one whose job was
 * deleted since (one charge per person); the charge queued for the commit (before the
 * application changes: the commit takes the organization's row, then the job's
 * pipeline version); the application unlocked, its timeline entry and the activity
 * line. The update reads the count of the queued charges, so they are all made before
 * it changes the application: the commit's deferred triggers run in that order.
 * Answers what it charged, or undefined when the application is unlocked already (the
 * partial unique key of its active unlock) and nothing was written.
 */
export async function unlockOnce(
  tx: DbOrTx,
  values: MemberUnlock,
): Promise<{ creditsCharged: number } | undefined> {
  const result = await memberUnlock(tx, values);
  return (result as { rows: Array<{ creditsCharged: number }> }).rows[0];
}

interface MemberUnlock {
  orgId: string;
  applicationId: string;
  candidateId: string;
  jobId: string;
  jobTitle: string;
  actorId: string;
  cost: number;
  idempotencyKey: string | null;
  ledgerKey: string | null;
  /** The timeline's reason: why an unlock charged nothing (pay-to-reveal off), else null. */
  reason: string | null;
}

const memberUnlock = compiledQuery((tx, p: Placeholders<MemberUnlock>) =>
  tx.execute(sql`
    with unlocked as (
      insert into ${applicationUnlocks}
        (org_id, application_id, candidate_id, actor_id, credits_charged, idempotency_key)
      select ${p.orgId}::uuid, ${p.applicationId}::uuid, ${p.candidateId}::uuid, ${p.actorId}::uuid,
        case when exists (
          select 1 from ${applicationUnlocks}
          where ${activeUnlocksOf(p.orgId, p.candidateId)}
            and ${applicationUnlocks.applicationId} is distinct from ${p.applicationId}::uuid
        ) then 0 else ${p.cost}::int end,
        ${p.idempotencyKey}::text
      on conflict (org_id, application_id) where ended_at is null do nothing
      returning credits_charged
    ),
    charged as (${chargeAtCommitStep(
      {
        orgId: p.orgId,
        delta: sql`-unlocked.credits_charged`,
        reason: 'candidate_unlock',
        actorId: p.actorId,
        referenceType: 'application',
        referenceId: p.applicationId,
        idempotencyKey: p.ledgerKey,
      },
      sql`from unlocked where unlocked.credits_charged > 0`,
    )}),
    marked as (
      update ${applications} set unlock_status = 'UNLOCKED', unlocked_at = now(), updated_at = now()
      where org_id = ${p.orgId}::uuid and id = ${p.applicationId}::uuid
        and exists (select 1 from unlocked)
        and (select count(*) from charged) >= 0
    ),
    event as (
      insert into ${applicationEvents} (org_id, application_id, actor_id, type, credits, reason)
      select ${p.orgId}::uuid, ${p.applicationId}::uuid, ${p.actorId}::uuid, 'unlocked',
        unlocked.credits_charged, ${p.reason}::text
      from unlocked
    ),
    activity as (
      insert into ${activityLog} (org_id, actor_id, type, subject, data)
      select ${p.orgId}::uuid, ${p.actorId}::uuid, 'candidate_unlocked', ${p.jobTitle}::text,
        jsonb_build_object('jobId', ${p.jobId}::uuid, 'applicationId', ${p.applicationId}::uuid)
      from unlocked
    )
    select credits_charged as "creditsCharged" from unlocked`),
);

/**
 * A member's stage move in one statement, so its own transaction: the application
 * as it was read and whether it moved. It moves only to a stage of its job, when it is
 * unlocked, not rejected, in another stage, and still in the stage read (a move or a
 * rejection by someone else a moment ago wins); its timeline entry and the
 * organization's activity line are written with it. The caller says why it did not.
 */
export async function moveStage(
  db: DbOrTx,
  move: { orgId: string; applicationId: string; actorId: string; toStage: string },
) {
  const result = await stageMove(db, move);
  return (result as { rows: StageMoveOutcome[] }).rows[0];
}

interface StageMoveOutcome {
  stages: string[];
  stage: string;
  unlockStatus: string;
  rejectedAt: Date | null;
  isMoved: boolean;
}

const stageMove = compiledQuery(
  (
    db,
    p: Placeholders<{ orgId: string; applicationId: string; actorId: string; toStage: string }>,
  ) =>
    db.execute(sql`
      with target as (
        select a.id, a.job_id, j.title, j.stages, a.stage, a.unlock_status, a.rejected_at
        from ${applications} a
        join ${jobs} j on j.org_id = a.org_id and j.id = a.job_id
        where a.org_id = ${p.orgId}::uuid and a.id = ${p.applicationId}::uuid
      ),
      moved as (
        update ${applications} a set stage = ${p.toStage}::text, updated_at = now()
        from target t
        where a.org_id = ${p.orgId}::uuid and a.id = t.id
          and a.stage = t.stage and a.stage <> ${p.toStage}::text
          and t.stages ? ${p.toStage}::text
          and a.unlock_status = 'UNLOCKED' and a.rejected_at is null
        returning a.id
      ),
      event as (
        insert into ${applicationEvents} (org_id, application_id, actor_id, type, from_stage, to_stage)
        select ${p.orgId}::uuid, moved.id, ${p.actorId}::uuid, 'stage_moved', t.stage, ${p.toStage}::text
        from moved, target t
      ),
      activity as (
        insert into ${activityLog} (org_id, actor_id, type, subject, data)
        select ${p.orgId}::uuid, ${p.actorId}::uuid, 'stage_moved', t.title,
          jsonb_build_object('jobId', t.job_id, 'applicationId', moved.id, 'fromStage', t.stage, 'toStage', ${p.toStage}::text)
        from moved, target t
      )
      select t.stages, t.stage, t.unlock_status as "unlockStatus", t.rejected_at as "rejectedAt",
        exists (select 1 from moved) as "isMoved"
      from target t`),
);

export async function markRejected(
  tx: DbOrTx,
  orgId: string,
  applicationId: string,
  reason: string,
) {
  const [row] = await tx
    .update(applications)
    .set({ rejectedAt: sql`now()`, rejectionReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.id, applicationId),
        isNull(applications.rejectedAt),
      ),
    )
    .returning({ id: applications.id });
  return row;
}

/** The application's active unlock, else its latest ended one, else undefined. */
export async function findUnlock(tx: DbOrTx, orgId: string, applicationId: string) {
  const [row] = await tx
    .select()
    .from(applicationUnlocks)
    .where(
      and(eq(applicationUnlocks.orgId, orgId), eq(applicationUnlocks.applicationId, applicationId)),
    )
    .orderBy(sql`${applicationUnlocks.endedAt} is null desc`, desc(applicationUnlocks.createdAt))
    .limit(1);
  return row;
}

/**
 * The unlock was paid by a credit granted with it (an import's "mark UNLOCKED"): the
 * organization paid nothing, so it is not refunded and does not count as paid.
 */
const isPaidByGrant = sql`exists (
  select 1 from ${creditLedger}
  where ${creditLedger.orgId} = ${applicationUnlocks.orgId}
    and ${creditLedger.idempotencyKey} = ${GRANTED_UNLOCK_KEY_PREFIX} || ${applicationUnlocks.id}::text || ':grant'
)`;

/** Whether the organization paid for this unlock with its own credit (see isPaidByGrant). */
export async function isUnlockPaidByGrant(tx: DbOrTx, orgId: string, unlockId: string) {
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.orgId, orgId),
        eq(creditLedger.idempotencyKey, `${GRANTED_UNLOCK_KEY_PREFIX}${unlockId}:grant`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * What the refund limit reads, in one pass over the organization's unlocks since
 * `since` (rows that outlive their jobs): refunds asked for (not Shortlist's own for
 * bounced contacts) and paid unlocks.
 */
export async function countRefundAllowance(tx: DbOrTx, orgId: string, since: Date) {
  const [row] = await tx
    .select({
      refunds:
        sql<number>`count(*) filter (where ${applicationUnlocks.refundedAt} > ${since} and not ${applicationUnlocks.isAutomaticRefund})`.mapWith(
          Number,
        ),
      paidUnlocks:
        sql<number>`count(*) filter (where ${applicationUnlocks.createdAt} > ${since} and ${applicationUnlocks.creditsCharged} > 0 and not ${isPaidByGrant})`.mapWith(
          Number,
        ),
    })
    .from(applicationUnlocks)
    .where(
      and(
        eq(applicationUnlocks.orgId, orgId),
        or(gt(applicationUnlocks.refundedAt, since), gt(applicationUnlocks.createdAt, since)),
      ),
    );
  return { refunds: row?.refunds ?? 0, paidUnlocks: row?.paidUnlocks ?? 0 };
}

/** Marks the unlock refunded only once: a parallel second refund finds nothing to update. */
export async function markRefunded(
  tx: DbOrTx,
  orgId: string,
  unlockId: string,
  refund: {
    reason: RefundReason | null;
    details: string | null;
    refundedById: string | null;
    isAutomatic: boolean;
  },
) {
  const [row] = await tx
    .update(applicationUnlocks)
    .set({
      refundedAt: sql`now()`,
      endedAt: sql`now()`,
      refundReason: refund.reason,
      refundDetails: refund.details,
      refundedById: refund.refundedById,
      isAutomaticRefund: refund.isAutomatic,
    })
    .where(
      and(
        eq(applicationUnlocks.orgId, orgId),
        eq(applicationUnlocks.id, unlockId),
        isNull(applicationUnlocks.refundedAt),
      ),
    )
    .returning({ id: applicationUnlocks.id });
  return row;
}

/**
 * Ends the person's other active unlocks (the free ones that rested on a refunded
 * one) and locks every application of theirs again. Answers the applications locked.
 */
export async function lockPersonAgain(tx: DbOrTx, orgId: string, candidateId: string) {
  await tx
    .update(applicationUnlocks)
    .set({ endedAt: sql`now()` })
    .where(activeUnlocksOf(orgId, candidateId));
  return tx
    .update(applications)
    .set({ unlockStatus: 'LOCKED', unlockedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.orgId, orgId),
        eq(applications.candidateId, candidateId),
        eq(applications.unlockStatus, 'UNLOCKED'),
      ),
    )
    .returning({ id: applications.id });
}

/** The person's active paid unlock, for a refund that is not asked through one application. */
export async function findActivePaidUnlock(tx: DbOrTx, orgId: string, candidateId: string) {
  const [row] = await tx
    .select()
    .from(applicationUnlocks)
    .where(
      and(
        activeUnlocksOf(orgId, candidateId),
        gt(applicationUnlocks.creditsCharged, 0),
        sql`not ${isPaidByGrant}`,
      ),
    )
    .limit(1);
  return row;
}

export interface TimelineEventInput {
  orgId: string;
  applicationId: string;
  actorId: string | null;
  type: TimelineEventType;
  fromStage?: string | null;
  toStage?: string | null;
  reason?: string | null;
  credits?: number | null;
}

/** One timeline entry, or many in one statement (a bulk email's). */
export async function insertEvent(tx: DbOrTx, event: TimelineEventInput | TimelineEventInput[]) {
  if (!Array.isArray(event)) {
    await oneEvent(tx, { fromStage: null, toStage: null, reason: null, credits: null, ...event });
  } else if (event.length > 0) {
    await tx.insert(applicationEvents).values(event);
  }
}

const oneEvent = compiledQuery((tx, p: Placeholders<Required<TimelineEventInput>>) =>
  tx.insert(applicationEvents).values({
    orgId: p.orgId,
    applicationId: p.applicationId,
    actorId: p.actorId,
    type: p.type,
    fromStage: p.fromStage,
    toStage: p.toStage,
    reason: p.reason,
    credits: p.credits,
  }),
);

/**
 * An application's timeline. With `onlyOwnScorecardsOf`, other members' scorecard
 * entries are left out (an interviewer reads only their own verdicts).
 */
export async function listEvents(
  db: DbOrTx,
  orgId: string,
  applicationId: string,
  { onlyOwnScorecardsOf }: { onlyOwnScorecardsOf?: string } = {},
) {
  return db
    .select({
      id: applicationEvents.id,
      type: applicationEvents.type,
      createdAt: applicationEvents.createdAt,
      actorName: users.name,
      fromStage: applicationEvents.fromStage,
      toStage: applicationEvents.toStage,
      reason: applicationEvents.reason,
      credits: applicationEvents.credits,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(
      and(
        eq(applicationEvents.orgId, orgId),
        eq(applicationEvents.applicationId, applicationId),
        onlyOwnScorecardsOf
          ? or(
              ne(applicationEvents.type, 'scorecard_submitted'),
              eq(applicationEvents.actorId, onlyOwnScorecardsOf),
            )
          : undefined,
      ),
    )
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

export async function insertNote(
  tx: DbOrTx,
  note: { orgId: string; applicationId: string; authorId: string; body: string },
) {
  const [row] = await tx.insert(applicationNotes).values(note).returning();
  return row!;
}

export async function listNotes(db: DbOrTx, orgId: string, applicationId: string) {
  return db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
      authorName: users.name,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(
      and(eq(applicationNotes.orgId, orgId), eq(applicationNotes.applicationId, applicationId)),
    )
    .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id));
}

/** An application's interviews; with `onlyInterviewerId`, those that member is on. */
export async function listInterviews(
  db: DbOrTx,
  orgId: string,
  applicationId: string,
  { onlyInterviewerId }: { onlyInterviewerId?: string } = {},
) {
  return db
    .select({
      id: interviews.id,
      type: interviews.type,
      status: interviews.status,
      scheduledStart: interviews.scheduledStart,
      scheduledEnd: interviews.scheduledEnd,
      timezone: interviews.timezone,
      location: interviews.location,
      meetingUrl: interviews.meetingUrl,
    })
    .from(interviews)
    .where(
      and(
        eq(interviews.orgId, orgId),
        eq(interviews.applicationId, applicationId),
        onlyInterviewerId
          ? sql`${onlyInterviewerId}::uuid = any(${interviews.interviewerIds})`
          : undefined,
      ),
    )
    .orderBy(asc(interviews.scheduledStart));
}

/** Scorecards, newest first: of an application, or one by id; optionally one member's only. */
export async function listScorecards(
  db: DbOrTx,
  filter: { orgId: string; applicationId?: string; id?: string; onlySubmittedById?: string },
) {
  return db
    .select({
      id: scorecards.id,
      applicationId: scorecards.applicationId,
      interviewId: scorecards.interviewId,
      interviewType: interviews.type,
      overallRating: scorecards.overallRating,
      criteria: scorecards.criteria,
      notes: scorecards.notes,
      recommendation: scorecards.recommendation,
      submittedAt: scorecards.submittedAt,
      submittedById: scorecards.submittedById,
      submittedByName: users.name,
    })
    .from(scorecards)
    .leftJoin(
      interviews,
      and(eq(interviews.orgId, scorecards.orgId), eq(interviews.id, scorecards.interviewId)),
    )
    .leftJoin(users, eq(users.id, scorecards.submittedById))
    .where(
      and(
        eq(scorecards.orgId, filter.orgId),
        filter.applicationId ? eq(scorecards.applicationId, filter.applicationId) : undefined,
        filter.id ? eq(scorecards.id, filter.id) : undefined,
        filter.onlySubmittedById
          ? eq(scorecards.submittedById, filter.onlySubmittedById)
          : undefined,
      ),
    )
    .orderBy(desc(scorecards.submittedAt), desc(scorecards.id));
}

/** Which applications a search matches (null q: all of them the viewer sees). */
export interface SearchFilter {
  q?: string | undefined;
  /** What q searches, built by the candidates module (its contact words are keyed tokens). */
  query?: SQL | null | undefined;
  jobId?: string | undefined;
}

/** Newest first, or best match first (unscored last), newest among equals. */
const SEARCH_ORDER: Record<CandidateSort, SQL[]> = {
  newest: [desc(applications.createdAt), desc(applications.id)],
  match: [
    sql`${applications.matchScore} desc nulls last`,
    desc(applications.createdAt),
    desc(applications.id),
  ],
};

/**
 * A search matches the application's search document: the anonymous one
 * (location, experience, skills) of every candidate, with name and email only once
 * unlocked, so a locked person is not findable by who they are (DESIGN.md 6,
 * decision 0018).
 */
function searchCondition(viewer: Viewer, filter: SearchFilter): SQL {
  const conditions: SQL[] = [visibleTo(viewer)];
  if (filter.jobId) conditions.push(eq(applications.jobId, filter.jobId));
  // Words with no letters or digits match nothing.
  if (filter.q) {
    conditions.push(
      filter.query ? sql`${applications.searchDocument} @@ ${filter.query}` : sql`false`,
    );
  }
  return and(...conditions)!;
}

export interface MatchCount {
  /** At most SEARCH_COUNT_LIMIT. */
  total: number;
  /** More than SEARCH_COUNT_LIMIT match. */
  isTotalCapped: boolean;
}

function toMatchCount(counted: number): MatchCount {
  return {
    total: Math.min(counted, SEARCH_COUNT_LIMIT),
    isTotalCapped: counted > SEARCH_COUNT_LIMIT,
  };
}

/**
 * One page of the organization's applications, newest first, with what the page
 * also needs: how many match (counted up to SEARCH_COUNT_LIMIT, when `withCount`)
 * and the version of the organization's data. All of it comes in one statement:
 * on a busy server each round trip to the database costs more than these queries.
 *
 * `fewMatches`: the caller knows the search matches few applications (counted
 * before). The page is then picked from the matches found through the search index,
 * instead of walking the organization's applications newest first until a page
 * matched: for a rare skill or a surname that walk read a third of a 50,000-candidate
 * organization (10 ms; decision 0072).
 */
export async function searchApplications(
  db: DbOrTx,
  viewer: Viewer,
  search: SearchFilter & {
    limit: number;
    offset: number;
    withCount: boolean;
    sort?: CandidateSort;
    fewMatches?: boolean;
  },
) {
  const where = searchCondition(viewer, search);
  const matches = search.withCount ? countMatchesSql(where) : sql`null`;
  const version = statsVersionSql(viewer.orgId);
  const order = SEARCH_ORDER[search.sort ?? 'newest'];
  const isPickedFromMatches = search.fewMatches === true && Boolean(search.query);

  const rows = await selectApplications(db, {
    matches: sql<number | null>`${matches}`.mapWith((value) =>
      value === null ? null : Number(value),
    ),
    statsVersion: sql<string>`${version}`,
  })
    .where(
      isPickedFromMatches
        ? and(
            eq(applications.orgId, viewer.orgId),
            sql`${applications.id} in (${pageOfMatches(where, order, search.limit, search.offset)})`,
          )
        : where,
    )
    .orderBy(...order)
    .limit(search.limit)
    .offset(isPickedFromMatches ? 0 : search.offset);

  let found = rows[0] ? { matches: rows[0].matches, statsVersion: rows[0].statsVersion } : null;
  if (!found) {
    // An empty page carries no row to read them from.
    const [row] = await queryRows<{ matches: string | null; statsVersion: string }>(
      db,
      sql`select ${matches} as "matches", ${version} as "statsVersion"`,
    );
    found = {
      matches: row!.matches === null ? null : Number(row!.matches),
      statsVersion: row!.statsVersion,
    };
  }
  return {
    rows,
    /** Null when not counted (`withCount` false). */
    count: found.matches === null ? null : toMatchCount(found.matches),
    statsVersion: found.statsVersion,
  };
}

/**
 * The ids of one page of the applications `where` matches, in `order`: the matches are
 * found first (OFFSET 0 keeps the planner from walking an index in `order` instead),
 * then sorted. The derived table takes the table's name, so `order` reads its columns.
 */
function pageOfMatches(where: SQL, order: SQL[], limit: number, offset: number): SQL {
  return sql`select ${applications.id} from (
    select ${applications.id}, ${applications.createdAt}, ${applications.matchScore}
    from ${applications} where ${where} offset 0
  ) as ${applications} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`;
}

/** How many applications a search matches, on its own (see searchApplications). */
export async function countMatches(
  db: DbOrTx,
  viewer: Viewer,
  filter: SearchFilter,
): Promise<MatchCount> {
  const [row] = await queryRows<{ matches: string }>(
    db,
    sql`select ${countMatchesSql(searchCondition(viewer, filter))} as "matches"`,
  );
  return toMatchCount(Number(row!.matches));
}

/** How many applications match, stopping one past SEARCH_COUNT_LIMIT. */
function countMatchesSql(where: SQL): SQL {
  return sql`(select count(*) from (select 1 from ${applications} where ${where} limit ${SEARCH_COUNT_LIMIT + 1}) as matches)`;
}

/**
 * What the candidate figures depend on, read cheaply: every change to the
 * organization's applications or candidates moves one of its pipeline versions
 * (triggers; their sum only grows, decision 0020), and every credit movement adds
 * a ledger entry.
 */
function statsVersionSql(orgId: string): SQL {
  return sql`concat_ws(':',
    (select coalesce(sum(version), 0) from pipeline_versions where org_id = ${orgId}),
    (select max(created_at)::text from credit_ledger where org_id = ${orgId}),
    (select credit_balance from organizations where id = ${orgId}))`;
}

export async function countCandidateStats(db: DbOrTx, viewer: Viewer) {
  const [row] = await db
    .select({
      total: count(),
      unlocked:
        sql<number>`count(*) filter (where ${applications.unlockStatus} = 'UNLOCKED')`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .where(visibleTo(viewer));
  const [spent] = await db
    .select({
      credits: sql<number>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.reason} in ('candidate_unlock', 'interview_schedule', 'email_send', 'refund')), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.orgId, viewer.orgId));
  const total = row?.total ?? 0;
  const unlocked = row?.unlocked ?? 0;
  return { total, unlocked, locked: total - unlocked, creditsSpent: spent?.credits ?? 0 };
}

export async function findOrganizationName(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.name ?? '';
}

export async function findResumeFile(db: DbOrTx, orgId: string, applicationId: string) {
  const [row] = await db
    .select({
      unlockStatus: applications.unlockStatus,
      // The file sent with this application; the candidate's for applications from before.
      key: sql<string | null>`coalesce(${applications.resumeFileKey}, ${candidates.resumeFileKey})`,
      type: sql<
        'pdf' | 'docx' | null
      >`case when ${applications.resumeFileKey} is not null then ${applications.resumeFileType} else ${candidates.resumeFileType} end`,
      fullName: candidates.fullName,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
    )
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  return row;
}

const byJobAndCandidate = (a: ApplicationInsert, b: ApplicationInsert) =>
  a.jobId === b.jobId ? (a.candidateId < b.candidateId ? -1 : 1) : a.jobId < b.jobId ? -1 : 1;

/** An application row as `insertApplicationsOnce` writes it. */
export interface ApplicationInsert {
  orgId: string;
  jobId: string;
  candidateId: string;
  stage: string;
  unlockStatus: 'LOCKED' | 'UNLOCKED';
  coverNote: string | null;
  submittedFullName: Sealed;
  submittedEmail: Sealed;
  submittedPhone: Sealed | null;
  resumeFileKey: string | null;
  resumeFileType: 'pdf' | 'docx' | null;
  resumeFileSize: number | null;
  boardApplicationId?: string | null;
  privacyNoticeVersion?: string | null;
  matchScore?: number;
  matchReasons?: string[];
  matchLockedReasons?: string[];
}

/**
 * The new applications, in one statement: one row for each that did not exist (a
 * candidate who already has one for the job, or a board application already here,
 * makes none), each with its job and candidate to tell them apart.
 */
export async function insertApplicationsOnce(db: DbOrTx, rows: ApplicationInsert[]) {
  if (rows.length === 0) return [];
  const returning = returningOf({
    id: applications.id,
    jobId: applications.jobId,
    candidateId: applications.candidateId,
  });
  // Either unique key (one per candidate and job, one per board application) decides.
  const inserted = sql`${applicationsInsert(rows)} on conflict do nothing ${returning.sql}`;
  return returning.read(await queryRows(db, inserted));
}

/**
 * New LOCKED applications as an insert of a chain (decision 0056), each with the id the
 * caller gave, of the people the chain's `candidates` step made (chainNewCandidates),
 * written only where `onlyWhere` holds. Each takes its search document from its
 * candidate's row as that step returned it, so the trigger that would read the
 * candidate again for every row has nothing to do (decision 0069).
 */
export function chainApplicationsInsert(
  chain: InsertChain,
  rows: Array<ApplicationInsert & { id: string; unlockStatus: 'LOCKED' }>,
  candidates: ChainStep,
  onlyWhere: SQL,
): ChainStep {
  const inserted = applicationsInsert(rows, {
    searchDocument: sql`(select made.anonymous_search from ${candidates.name} made where made.id = r.candidate_id)`,
  });
  return chain.add(sql`${inserted} ${onlyWhere} on conflict do nothing returning id, created_at`);
}

function applicationsInsert(
  rows: ApplicationInsert[],
  computed: Partial<Record<keyof typeof applications.$inferInsert, SQL>> = {},
): SQL {
  return insertRows(
    applications,
    // In the unique key's order, so that two batches for the same people wait, not deadlock.
    rows.toSorted(byJobAndCandidate),
    {
      unlockedAt: sql`case when r.unlock_status = 'UNLOCKED' then now() end`,
      privacyAcknowledgedAt: sql`case when r.privacy_notice_version is not null then now() end`,
      ...computed,
    },
  );
}

/**
 * The platform admin's view of a job's applications: the candidate's stored name
 * and contact whatever the unlock status, oldest first (the caller groups them by stage).
 */
export async function listJobApplicationsWithContact(db: DbOrTx, orgId: string, jobId: string) {
  return db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      fullName: candidates.fullName,
      email: candidates.email,
      phone: candidates.phone,
      stage: applications.stage,
      unlockStatus: applications.unlockStatus,
      rejectedAt: applications.rejectedAt,
      source: candidates.source,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
    )
    .where(and(eq(applications.orgId, orgId), eq(applications.jobId, jobId)))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

export type ContactApplicationRow = Awaited<
  ReturnType<typeof listJobApplicationsWithContact>
>[number];

/**
 * Applications the Shortlist team added, across organizations, newest first: those
 * of candidates it created (source admin_added) and those it added for a candidate
 * the organization already had (their timeline opens with the team's 'applied' entry).
 */
export async function searchAddedApplications(
  db: DbOrTx,
  query: { q: string; contactQuery: SQL | null; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    or(
      eq(candidates.source, 'admin_added'),
      sql`exists (select 1 from application_events e where e.org_id = ${applications.orgId} and e.application_id = ${applications.id} and e.type = 'applied')`,
    )!,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ...(query.contactQuery ? [sql`${candidates.contactSearch} @@ ${query.contactQuery}`] : []),
        ilike(jobs.title, pattern),
        ilike(organizations.name, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        id: applications.id,
        orgId: applications.orgId,
        orgName: organizations.name,
        jobId: applications.jobId,
        jobTitle: jobs.title,
        fullName: candidates.fullName,
        email: candidates.email,
        stage: applications.stage,
        source: candidates.source,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(
        candidates,
        and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
      )
      .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
      .innerJoin(organizations, eq(organizations.id, applications.orgId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ value: count() })
      .from(applications)
      .innerJoin(
        candidates,
        and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
      )
      .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
      .innerJoin(organizations, eq(organizations.id, applications.orgId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
