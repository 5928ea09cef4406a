import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { DemoAccountResponse } from '../../../shared/auth';
import { pickJobPosting } from '../../../shared/jobs';
import type { ActivityType } from '../../../shared/dashboard';
import type { LedgerReason } from '../../../shared/credits';
import { CREDIT_COST, DEMO_CREDITS, DEMO_LIFETIME_DAYS } from '../../../shared/rules';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { PUBLIC_NAME_TAKEN } from '../../db/public-names';
import { isUniqueViolation } from '../../http/app-error';
import { slugify } from '../../slug';
import { recordActivities } from '../activity/activity.service';
import {
  createMembers,
  hashNewPassword,
  startSession,
  type ClientInfo,
  type IssuedSession,
} from '../auth/auth.service';
import {
  discardResume,
  emailIndexesOf,
  sealContact,
  storeKnownResume,
  type Contact,
} from '../candidates/candidates.service';
import { recordLedgerEntry } from '../credits/credits.service';
import { createOrganizationWithSlug } from '../orgs/orgs.service';
import {
  DEMO_APPLICATIONS,
  DEMO_CANDIDATES,
  DEMO_COMPANY,
  DEMO_EMAIL_DOMAIN,
  DEMO_INTERVIEWS,
  DEMO_JOBS,
  DEMO_MEMBERS,
  DEMO_SCORECARDS,
  resumeLines,
  type CandidateKey,
  type DemoTime,
  type MemberKey,
} from './demo-data';
import { scoreApplications } from '../matching/matching.service';
import { renderResumePdf } from './demo-resume';
import * as repo from './demo.repository';

const ONE_HOUR = 60 * 60_000;
const ONE_DAY = 24 * ONE_HOUR;
const TAG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const TAG_LENGTH = 6;
/** Demos deleted per purge transaction; the task loops until none is left. */
const PURGE_BATCH = 50;

/** What makes a demo's addresses and slugs its own: six characters, about a billion choices. */
function createTag(): string {
  return Array.from(
    { length: TAG_LENGTH },
    () => TAG_ALPHABET[randomInt(TAG_ALPHABET.length)],
  ).join('');
}

/** The password every member of one demo shares; the visitor gets it back once, to keep. */
function createPassword(): string {
  return `demo-${randomBytes(9).toString('base64url')}`;
}

const demoEmail = (localPart: string, tag: string) => `${localPart}+${tag}@${DEMO_EMAIL_DOMAIN}`;

/**
 * The moment of the demo's history `time` stands for: working days (Monday to
 * Friday) from `today`, at a time of day in Accra, which is UTC all year.
 */
export function demoMoment(today: Date, time: DemoTime): Date {
  const [hours = 0, minutes = 0] = time.at.split(':').map(Number);
  const moment = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hours, minutes),
  );
  const step = Math.sign(time.day);
  for (let left = Math.abs(time.day); left > 0;) {
    moment.setUTCDate(moment.getUTCDate() + step);
    const weekday = moment.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return moment;
}

interface StoredDemoResume {
  resumeFileKey: string;
  resumeFileType: 'pdf' | 'docx';
  resumeFileSize: number;
  resumeText: string | null;
  resumeSummary: string | null;
}

interface LedgerStep {
  delta: number;
  reason: LedgerReason;
  actorId: string;
  referenceType: string | null;
  referenceId: string | null;
  note: string | null;
  at: Date;
}

interface ActivityInput {
  orgId: string;
  actorId: string | null;
  type: ActivityType;
  subject: string;
  data?: Record<string, unknown>;
  occurredAt: Date;
}

export interface DemoPlan {
  rows: repo.DemoRows;
  activities: ActivityInput[];
  /** In the order they happened: the credits granted first, then what they paid for. */
  ledger: LedgerStep[];
}

/**
 * Every row of a demo, from the content of demo-data.ts: ids made here so that rows
 * can name each other before they are written, times placed around `now`.
 */
export function planDemo(input: {
  orgId: string;
  tag: string;
  now: Date;
  memberIds: Record<MemberKey, string>;
  resumes: Map<CandidateKey, StoredDemoResume>;
  /** Seals each person's contact (the candidates module's sealContact). */
  sealContact: (contact: Contact) => ReturnType<typeof sealContact>;
}): DemoPlan {
  const { orgId, tag, now, memberIds } = input;
  const at = (time: DemoTime) => demoMoment(now, time);
  const rows: repo.DemoRows = {
    jobs: [],
    candidates: [],
    applications: [],
    unlocks: [],
    events: [],
    notes: [],
    interviews: [],
    scorecards: [],
  };
  const activities: ActivityInput[] = [];
  const spending: LedgerStep[] = [];
  const activity = (
    type: ActivityType,
    actor: MemberKey | null,
    subject: string,
    occurredAt: Date,
    data?: Record<string, unknown>,
  ) =>
    activities.push({
      orgId,
      actorId: actor ? memberIds[actor] : null,
      type,
      subject,
      occurredAt,
      ...(data ? { data } : {}),
    });

  for (const member of DEMO_MEMBERS) {
    if (member.role !== 'ADMIN') {
      activity('member_joined', member.key, member.name, at(member.joinedAt));
    }
  }

  const jobs = new Map(DEMO_JOBS.map((job) => [job.key, { ...job, id: randomUUID() }]));
  for (const job of jobs.values()) {
    const publishedAt = at(job.publishedAt);
    rows.jobs.push({
      id: job.id,
      orgId,
      ...pickJobPosting(job),
      salaryMinGhs: job.salaryMinGhs,
      salaryMaxGhs: job.salaryMaxGhs,
      stages: job.stages,
      status: 'PUBLISHED',
      // Never offered to the careers board: a demo's jobs are not real openings.
      syncStatus: null,
      publicSlug: `${slugify(job.title)}-${tag}`,
      createdById: memberIds[job.publishedBy],
      createdAt: publishedAt,
      updatedAt: publishedAt,
      publishedAt,
    });
    activity('job_published', job.publishedBy, job.title, publishedAt, { jobId: job.id });
  }

  const candidateIds = new Map(DEMO_CANDIDATES.map((person) => [person.key, randomUUID()]));
  for (const person of DEMO_CANDIDATES) {
    const firstApplied = Math.min(
      ...DEMO_APPLICATIONS.filter((application) => application.candidate === person.key).map(
        (application) => at(application.appliedAt).getTime(),
      ),
    );
    const createdAt = new Date(firstApplied);
    const resume = input.resumes.get(person.key);
    rows.candidates.push({
      id: candidateIds.get(person.key)!,
      orgId,
      ...input.sealContact({
        fullName: person.fullName,
        email: demoEmail(person.emailLocalPart, tag),
        phone: person.phone,
      }),
      location: person.location,
      source: 'job_page',
      experienceContext: person.experienceContext,
      yearsExperienceInField: person.yearsExperienceInField,
      educationLevel: person.educationLevel,
      workAuthorization: 'AUTHORIZED',
      salaryExpectationMin: person.salaryExpectationMin,
      salaryExpectationMax: person.salaryExpectationMax,
      skills: person.skills,
      ...(resume ? { ...resume, resumeUploadedAt: createdAt } : {}),
      createdAt,
      updatedAt: createdAt,
    });
  }

  const applicationIds = new Map<string, { id: string; jobTitle: string; jobId: string }>();
  for (const application of DEMO_APPLICATIONS) {
    const job = jobs.get(application.job)!;
    const id = randomUUID();
    applicationIds.set(application.key, { id, jobTitle: job.title, jobId: job.id });
    const candidateId = candidateIds.get(application.candidate)!;
    const appliedAt = at(application.appliedAt);
    const about = { jobId: job.id, applicationId: id };
    // No timeline event for applying: the application itself opens its timeline.
    activity('application_received', null, job.title, appliedAt, about);
    let updatedAt = appliedAt;
    if (application.unlock) {
      const unlockedAt = at(application.unlock.at);
      const actorId = memberIds[application.unlock.by];
      rows.unlocks.push({
        orgId,
        applicationId: id,
        candidateId,
        actorId,
        creditsCharged: CREDIT_COST.unlock,
        createdAt: unlockedAt,
      });
      rows.events.push({
        orgId,
        applicationId: id,
        actorId,
        type: 'unlocked',
        credits: CREDIT_COST.unlock,
        createdAt: unlockedAt,
      });
      activity('candidate_unlocked', application.unlock.by, job.title, unlockedAt, about);
      spending.push({
        delta: -CREDIT_COST.unlock,
        reason: 'candidate_unlock',
        actorId,
        referenceType: 'application',
        referenceId: id,
        note: null,
        at: unlockedAt,
      });
      updatedAt = unlockedAt;
    }
    let stage = job.stages[0]!;
    for (const move of application.moves) {
      const movedAt = at(move.at);
      rows.events.push({
        orgId,
        applicationId: id,
        actorId: memberIds[move.by],
        type: 'stage_moved',
        fromStage: stage,
        toStage: move.to,
        createdAt: movedAt,
      });
      activity('stage_moved', move.by, job.title, movedAt, {
        ...about,
        fromStage: stage,
        toStage: move.to,
      });
      stage = move.to;
      updatedAt = movedAt;
    }
    for (const note of application.notes) {
      const notedAt = at(note.at);
      const authorId = memberIds[note.by];
      rows.notes.push({ orgId, applicationId: id, authorId, body: note.body, createdAt: notedAt });
      rows.events.push({
        orgId,
        applicationId: id,
        actorId: authorId,
        type: 'note_added',
        createdAt: notedAt,
      });
      activity('note_added', note.by, job.title, notedAt, { applicationId: id });
    }
    rows.applications.push({
      id,
      orgId,
      jobId: job.id,
      candidateId,
      stage,
      unlockStatus: application.unlock ? 'UNLOCKED' : 'LOCKED',
      coverNote: application.coverNote,
      unlockedAt: application.unlock ? at(application.unlock.at) : null,
      createdAt: appliedAt,
      updatedAt,
    });
  }

  const interviewIds: string[] = [];
  for (const interview of DEMO_INTERVIEWS) {
    const application = applicationIds.get(interview.application)!;
    const id = randomUUID();
    interviewIds.push(id);
    const start = at(interview.start);
    const scheduledAt = at(interview.scheduledAt);
    const scheduledById = memberIds[interview.scheduledBy];
    const completedAt = interview.completed ? at(interview.completed.at) : null;
    rows.interviews.push({
      id,
      orgId,
      applicationId: application.id,
      type: interview.type,
      status: interview.status,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + interview.minutes * 60_000),
      timezone: 'Africa/Accra',
      location: interview.location,
      meetingUrl: interview.meetingUrl,
      notes: interview.notes,
      interviewerIds: interview.interviewers.map((key) => memberIds[key]),
      scheduledById,
      createdAt: scheduledAt,
      updatedAt: completedAt ?? scheduledAt,
    });
    rows.events.push({
      orgId,
      applicationId: application.id,
      actorId: scheduledById,
      type: 'interview_scheduled',
      reason: interview.type,
      credits: CREDIT_COST.interview,
      createdAt: scheduledAt,
    });
    const about = { interviewId: id, applicationId: application.id };
    activity(
      'interview_scheduled',
      interview.scheduledBy,
      application.jobTitle,
      scheduledAt,
      about,
    );
    spending.push({
      delta: -CREDIT_COST.interview,
      reason: 'interview_schedule',
      actorId: scheduledById,
      referenceType: 'interview',
      referenceId: id,
      note: null,
      at: scheduledAt,
    });
    if (interview.completed && completedAt) {
      rows.events.push({
        orgId,
        applicationId: application.id,
        actorId: memberIds[interview.completed.by],
        type: 'interview_completed',
        reason: interview.type,
        createdAt: completedAt,
      });
      activity(
        'interview_completed',
        interview.completed.by,
        application.jobTitle,
        completedAt,
        about,
      );
    }
  }

  for (const scorecard of DEMO_SCORECARDS) {
    const interview = DEMO_INTERVIEWS[scorecard.interview]!;
    const application = applicationIds.get(interview.application)!;
    const submittedAt = at(scorecard.at);
    const submittedById = memberIds[scorecard.by];
    rows.scorecards.push({
      orgId,
      applicationId: application.id,
      interviewId: interviewIds[scorecard.interview]!,
      submittedById,
      overallRating: scorecard.overallRating,
      criteria: scorecard.criteria,
      notes: scorecard.notes,
      recommendation: scorecard.recommendation,
      submittedAt,
    });
    rows.events.push({
      orgId,
      applicationId: application.id,
      actorId: submittedById,
      type: 'scorecard_submitted',
      reason: `${scorecard.overallRating} out of 5`,
      createdAt: submittedAt,
    });
    activity('scorecard_submitted', scorecard.by, application.jobTitle, submittedAt, {
      applicationId: application.id,
    });
  }

  // The demo promises DEMO_CREDITS to spend. Its history spent some already, each
  // unlock and interview paid like any other (so its timeline, ledger and figures
  // read as they would for a real team); the grant covers them, so the balance left
  // is exactly DEMO_CREDITS (as READING.md 4 has admin imports grant what they spend).
  const spent = spending.reduce((total, step) => total - step.delta, 0);
  const grant: LedgerStep = {
    delta: DEMO_CREDITS + spent,
    reason: 'trial',
    actorId: memberIds.admin,
    referenceType: null,
    referenceId: null,
    note: 'Demo credits',
    at: at(DEMO_COMPANY.createdAt),
  };
  const ledger = [grant, ...spending].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { rows, activities, ledger };
}

/**
 * The demo's resumes, in its storage, with its addresses on them. Every key stored
 * is handed to `storedKeys` (for removal if the demo fails), even when another fails.
 */
async function storeResumes(
  ctx: AppContext,
  orgId: string,
  tag: string,
  storedKeys: string[],
): Promise<Map<CandidateKey, StoredDemoResume>> {
  const outcomes = await Promise.allSettled(
    DEMO_CANDIDATES.map(async (person) => {
      const lines = resumeLines(person, demoEmail(person.emailLocalPart, tag));
      const resume = await storeKnownResume(ctx, orgId, {
        bytes: renderResumePdf(`${person.fullName} - Resume`, lines),
        type: 'pdf',
        text: lines.map((line) => line.text).join('\n'),
      });
      storedKeys.push(resume.resumeFileKey);
      return [person.key, resume] as const;
    }),
  );
  const resumes = new Map<CandidateKey, StoredDemoResume>();
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') throw outcome.reason;
    resumes.set(outcome.value[0], outcome.value[1]);
  }
  return resumes;
}

/** A tag another demo took first (about one in a billion): try again with another. */
function isTagTaken(error: unknown): boolean {
  return (
    isUniqueViolation(error, 'users_email_key') ||
    isUniqueViolation(error, PUBLIC_NAME_TAKEN) ||
    isUniqueViolation(error, 'organizations_slug_key') ||
    isUniqueViolation(error, 'jobs_public_slug_key')
  );
}

/** Writes one demo in one transaction; answers its members. Its files go if it fails. */
async function writeDemo(ctx: AppContext, tag: string, passwordHash: string) {
  const storedKeys: string[] = [];
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date();
      const org = await createOrganizationWithSlug(tx, {
        name: DEMO_COMPANY.name,
        slug: `${slugify(DEMO_COMPANY.name)}-demo-${tag}`,
        demoExpiresAt: new Date(now.getTime() + DEMO_LIFETIME_DAYS * ONE_DAY),
      });
      const members = await createMembers(
        tx,
        org.id,
        DEMO_MEMBERS.map((member) => ({
          name: member.name,
          email: demoEmail(member.emailLocalPart, tag),
          role: member.role,
        })),
        passwordHash,
      );
      const memberIds = Object.fromEntries(
        DEMO_MEMBERS.map((member, index) => [member.key, members[index]!.id]),
      ) as Record<MemberKey, string>;
      const resumes = await storeResumes(ctx, org.id, tag, storedKeys);
      const plan = planDemo({
        orgId: org.id,
        tag,
        now,
        memberIds,
        resumes,
        sealContact: (contact) => sealContact(ctx, contact),
      });
      await repo.insertDemoRows(tx, plan.rows);
      // Its pipelines show match scores as a real organization's do.
      await scoreApplications(tx, {
        orgId: org.id,
        applicationIds: plan.rows.applications.map((row) => row.id!),
      });
      await recordActivities(tx, plan.activities);
      const dates: Array<{ id: string; at: Date }> = [];
      for (const { at, ...step } of plan.ledger) {
        const entry = await recordLedgerEntry(tx, { orgId: org.id, ...step });
        dates.push({ id: entry.id, at });
      }
      await repo.dateLedgerEntries(tx, org.id, dates);
      return members;
    });
  } catch (error) {
    await Promise.all(storedKeys.map((key) => discardResume(ctx, key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Creates a demo organization (its team, jobs, candidates, interviews, a scorecard
 * and DEMO_CREDITS credits) in one transaction, and signs the visitor in as its
 * Admin. Limited per IP before any work; the one password hash is made once.
 */
export async function createDemoAccount(
  ctx: AppContext,
  client: ClientInfo,
  previousToken: string | undefined,
): Promise<DemoAccountResponse & { session: IssuedSession }> {
  await ctx.rateLimiter.enforce(
    { name: 'demo:ip', limit: ctx.config.RATE_LIMIT_DEMO_PER_IP, windowMs: ONE_HOUR },
    client.ip,
  );
  const password = createPassword();
  const passwordHash = await hashNewPassword(password);
  let members: Awaited<ReturnType<typeof writeDemo>>;
  for (let attempt = 0; ; attempt++) {
    try {
      members = await writeDemo(ctx, createTag(), passwordHash);
      break;
    } catch (error) {
      if (isTagTaken(error) && attempt < 3) continue;
      throw error;
    }
  }
  const admin = members[0]!;
  const { user, session } = await startSession(ctx, admin.id, client, previousToken);
  return {
    user,
    credentials: {
      email: admin.email,
      password,
      members: members.map(({ name, email, role }) => ({ name, email, role })),
    },
    session,
  };
}

/**
 * The outbox has no organization and is sealed: a demo's mail is found by its
 * addresses' blind indexes. Every address of a demo is local+tag@domain with the
 * demo's tag, its members' as its candidates', so the members' give them all.
 */
function demoMailIndexes(ctx: AppContext, memberEmails: string[]): string[] {
  const tags = new Set(
    memberEmails.flatMap((email) => {
      const match = /^[^@+]+\+([^@]+)@(.+)$/.exec(email);
      return match && match[2] === DEMO_EMAIL_DOMAIN ? [match[1]!] : [];
    }),
  );
  const addresses = [
    ...memberEmails,
    ...[...tags].flatMap((tag) =>
      DEMO_CANDIDATES.map((person) => demoEmail(person.emailLocalPart, tag)),
    ),
  ];
  return addresses.flatMap((email) => emailIndexesOf(ctx, email));
}

/**
 * Deletes every demo organization past its expiry with all its data (the rows
 * cascade with the organization), its messages in the outbox and its resume files;
 * nothing of any other organization. Answers how many were deleted.
 */
export async function purgeExpiredDemos(ctx: AppContext): Promise<number> {
  let purged = 0;
  for (;;) {
    const { orgIds, resumeKeys } = await ctx.db.transaction(async (tx) => {
      // Scheduled upkeep sweeping every organization for expired demos; what follows is
      // pinned to the demos found.
      const orgIds = await acrossOrganizations('platform task', () =>
        repo.lockExpiredDemos(tx, PURGE_BATCH),
      );
      if (orgIds.length === 0) return { orgIds, resumeKeys: [] };
      const resumeKeys = await repo.listResumeKeys(tx, orgIds);
      await repo.deleteOutboxMail(
        tx,
        demoMailIndexes(ctx, await repo.listMemberEmails(tx, orgIds)),
      );
      await repo.deleteOrganizations(tx, orgIds);
      return { orgIds, resumeKeys };
    });
    // After the commit, so a failed purge keeps its files; a file left behind by a
    // failure here is only disk, its rows are gone.
    const failures = await Promise.allSettled(resumeKeys.map((key) => discardResume(ctx, key)));
    const failed = failures.filter((outcome) => outcome.status === 'rejected').length;
    if (failed > 0) ctx.log.warn({ failed }, 'Resume files of purged demos left in storage');
    forgetCachedOrganizations(ctx, orgIds);
    purged += orgIds.length;
    if (orgIds.length < PURGE_BATCH) return purged;
  }
}

/** This process's cached answers for the purged organizations are of no use any more. */
function forgetCachedOrganizations(ctx: AppContext, orgIds: string[]): void {
  for (const orgId of orgIds) ctx.candidateStatsCache.delete(orgId);
  const prefixes = orgIds.map((orgId) => `${orgId}:`);
  for (const key of ctx.pipelineCache.keys()) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) ctx.pipelineCache.delete(key);
  }
}
