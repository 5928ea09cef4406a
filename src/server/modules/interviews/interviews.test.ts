import { openMessage } from '../candidates/candidates.service';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import {
  SCHEDULE_VALIDATION_MESSAGE,
  type InterviewListResponse,
  type ScheduleInterviewResponse,
  type ScorecardView,
} from '../../../shared/interviews';
import { creditLedger, emailMessages, interviews } from '../../db/schema';
import {
  balanceOf,
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  grantCredits,
  unique,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, json, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => app.close());

/** An employer with one applicant, unlocked unless told otherwise, and `credits` to spend. */
async function withApplicant(options: { unlocked?: boolean; credits?: number } = {}) {
  const employer = await createEmployer(app, { name: 'Abena Owusu' });
  await grantCredits(app, employer.orgId, options.credits ?? 20);
  const job = await createPublishedJob(employer.client, { title: 'Site Engineer' });
  const applicant = await createApplication(app, job, {
    fullName: 'Kwesi Appiah',
    email: `${unique('kwesi')}@mail.example`,
  });
  if (options.unlocked !== false) {
    const unlock = await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
    expect(unlock.statusCode).toBe(200);
  }
  return { employer, job, applicant };
}

const schedule = (employer: Employer, body: Record<string, unknown>) =>
  employer.client.post('/api/v1/interviews/schedule', {
    type: 'Technical Interview',
    scheduledStart: '2026-12-01T10:00:00Z',
    ...body,
  });

const ledgerFor = (orgId: string) =>
  app.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.orgId, orgId), eq(creditLedger.reason, 'interview_schedule')));

const invitesOf = async (interviewId: string) =>
  (
    await app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.interviewId, interviewId))
  )
    .map((invite) => openMessage(app.ctx, invite))
    .map((invite) => ({
      ...invite,
      // Unfolded (RFC 5545 3.1), so a long line reads whole.
      calendar: invite.calendar?.replace(/\r\n[ \t]/g, '') ?? null,
    }));

describe('scheduling an interview', () => {
  it('charges 2 credits, ends an hour later in Africa/Accra and invites the candidate and interviewers', async () => {
    const { employer, applicant } = await withApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const before = await balanceOf(app, employer.orgId);
    const response = await schedule(employer, {
      applicationId: applicant.id,
      orgId: employer.orgId,
      scheduledById: employer.user.id,
      interviewerIds: [interviewer.user.id],
      location: 'Airport City office',
      meetingUrl: 'https://meet.example/kwesi',
      notes: 'Ask about the Tema port project',
    });
    expect(response.statusCode).toBe(201);
    const body = json<ScheduleInterviewResponse>(response);
    expect(body.creditsCharged).toBe(2);
    expect(body.balance).toBe(before - 2);
    expect(await balanceOf(app, employer.orgId)).toBe(before - 2);
    expect(body.invitesSent).toBe(2);
    expect(body.interview).toMatchObject({
      type: 'Technical Interview',
      status: 'SCHEDULED',
      scheduledStart: '2026-12-01T10:00:00.000Z',
      scheduledEnd: '2026-12-01T11:00:00.000Z',
      timezone: 'Africa/Accra',
      location: 'Airport City office',
      meetingUrl: 'https://meet.example/kwesi',
      candidate: { fullName: 'Kwesi Appiah' },
      job: { title: 'Site Engineer' },
      interviewers: [{ id: interviewer.user.id, name: 'INTERVIEWER Member' }],
      scheduledByName: 'Abena Owusu',
      sequence: 0,
    });
    const ledger = await ledgerFor(employer.orgId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.delta).toBe(-2);
    expect(ledger[0]!.referenceId).toBe(body.interview.id);

    const invites = await invitesOf(body.interview.id);
    expect(invites.map((invite) => invite.toEmail).sort()).toEqual(
      [applicant.email, interviewer.email].sort(),
    );
    expect(invites.every((invite) => invite.calendarMethod === 'REQUEST')).toBe(true);
    const toCandidate = invites.find((invite) => invite.toEmail === applicant.email)!;
    expect(toCandidate.calendar).toContain(`UID:interview-${body.interview.id}@shortlist`);
    expect(toCandidate.text).toContain(
      'When: Tuesday, 1 December 2026, 10:00 to 11:00 (Africa/Accra)',
    );
    // The team's notes, names and addresses stay with the team.
    expect(toCandidate.text).not.toContain('Tema port');
    expect(toCandidate.calendar).toContain(`mailto:${applicant.email}`);
    expect(toCandidate.calendar).not.toContain(interviewer.email);
    expect(toCandidate.calendar).toContain(`ORGANIZER;CN="Abena Owusu":mailto:${employer.email}`);
    const toInterviewer = invites.find((invite) => invite.toEmail === interviewer.email)!;
    expect(toInterviewer.text).toContain('Ask about the Tema port project');
    expect(toInterviewer.calendar).toContain(`mailto:${interviewer.email}`);
    expect(toInterviewer.calendar).toContain(`mailto:${applicant.email}`);
    expect(toInterviewer.candidateId).toBeNull();

    const detail = json<ApplicationDetailView>(
      await employer.client.get(`/api/v1/applications/${applicant.id}`),
    );
    expect(detail.interviews).toHaveLength(1);
    expect(detail.timeline.map((event) => event.type)).toContain('interview_scheduled');
  });

  it('sends no invites when told not to', async () => {
    const { employer, applicant } = await withApplicant();
    const response = await schedule(employer, { applicationId: applicant.id, sendInvites: false });
    const body = json<ScheduleInterviewResponse>(response);
    expect(body.invitesSent).toBe(0);
    expect(await invitesOf(body.interview.id)).toHaveLength(0);
  });

  it.each([
    ['no type', { type: undefined }],
    ['an end before the start', { scheduledEnd: '2026-12-01T09:00:00Z' }],
    ['no start', { scheduledStart: undefined }],
  ])('refuses %s with the spec message and charges nothing', async (_label, fields) => {
    const { employer, applicant } = await withApplicant();
    const before = await balanceOf(app, employer.orgId);
    const response = await schedule(employer, { applicationId: applicant.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(SCHEDULE_VALIDATION_MESSAGE);
    expect(await balanceOf(app, employer.orgId)).toBe(before);
  });

  it('refuses a locked candidate, short credits and outsiders, charging nothing', async () => {
    const locked = await withApplicant({ unlocked: false });
    const lockedResponse = await schedule(locked.employer, { applicationId: locked.applicant.id });
    expect(lockedResponse.statusCode).toBe(409);
    expect(json(lockedResponse).error).toBe('interview_needs_unlock');

    const poor = await withApplicant({ credits: 0 });
    // The trial credits paid the unlock; spend the rest.
    const left = await balanceOf(app, poor.employer.orgId);
    await app.database.db.execute(
      `update organizations set credit_balance = 1 where id = '${poor.employer.orgId}'`,
    );
    expect(left).toBeGreaterThanOrEqual(1);
    const short = await schedule(poor.employer, { applicationId: poor.applicant.id });
    expect(short.statusCode).toBe(402);
    expect(await balanceOf(app, poor.employer.orgId)).toBe(1);
    const none = await app.database.db
      .select()
      .from(interviews)
      .where(eq(interviews.orgId, poor.employer.orgId));
    expect(none).toHaveLength(0);

    const other = await createEmployer(app);
    const foreign = await schedule(other, { applicationId: locked.applicant.id });
    expect(foreign.statusCode).toBe(404);
    const wrongOrg = await schedule(locked.employer, {
      applicationId: locked.applicant.id,
      orgId: other.orgId,
    });
    expect(wrongOrg.statusCode).toBe(404);
    const { employer, applicant } = await withApplicant();
    const impostor = await schedule(employer, {
      applicationId: applicant.id,
      scheduledById: other.user.id,
    });
    expect(impostor.statusCode).toBe(403);
    const outsider = await schedule(employer, {
      applicationId: applicant.id,
      interviewerIds: [other.user.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(json(outsider).error).toBe('unknown_interviewer');
    expect(await ledgerFor(employer.orgId)).toHaveLength(0);
  });

  it('schedules once for a repeated idempotency key', async () => {
    const { employer, applicant } = await withApplicant();
    const body = { applicationId: applicant.id, idempotencyKey: unique('schedule-key') };
    const [first, second] = await Promise.all([schedule(employer, body), schedule(employer, body)]);
    const answers = [first, second].map((response) => json<ScheduleInterviewResponse>(response));
    expect(answers[0]!.interview.id).toBe(answers[1]!.interview.id);
    expect(answers.map((answer) => answer.creditsCharged).sort()).toEqual([0, 2]);
    expect(await ledgerFor(employer.orgId)).toHaveLength(1);

    // The same key for another candidate is a mistake, not a replay.
    const job = await createPublishedJob(employer.client, { title: 'Quantity Surveyor' });
    const other = await createApplication(app, job, { email: `${unique('efua')}@mail.example` });
    await employer.client.post(`/api/v1/applications/${other.id}/unlock`);
    const reused = await schedule(employer, { ...body, applicationId: other.id });
    expect(reused.statusCode).toBe(409);
    expect(json(reused).error).toBe('idempotency_key_reused');
    expect(await ledgerFor(employer.orgId)).toHaveLength(1);

    // So is the same key for the same candidate at another time.
    const moved = await schedule(employer, { ...body, scheduledStart: '2026-12-02T10:00:00Z' });
    expect(moved.statusCode).toBe(409);
    expect(json(moved).error).toBe('idempotency_key_reused');
    expect(await ledgerFor(employer.orgId)).toHaveLength(1);
  });

  it('is not for interviewers', async () => {
    const { employer, applicant } = await withApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const response = await schedule(interviewer, { applicationId: applicant.id });
    expect(response.statusCode).toBe(403);
  });
});

describe('changing an interview', () => {
  it('reschedules with the same UID and a higher SEQUENCE, at no charge; a removed interviewer is cancelled', async () => {
    const { employer, applicant } = await withApplicant();
    const first = await createMember(app, employer.orgId, 'HM');
    const second = await createMember(app, employer.orgId, 'RECRUITER');
    const scheduled = json<ScheduleInterviewResponse>(
      await schedule(employer, { applicationId: applicant.id, interviewerIds: [first.user.id] }),
    );
    const id = scheduled.interview.id;
    const balance = await balanceOf(app, employer.orgId);
    const response = await employer.client.patch(`/api/v1/interviews/${id}`, {
      scheduledStart: '2026-12-02T14:00:00Z',
      scheduledEnd: '2026-12-02T14:45:00Z',
      timezone: 'Europe/London',
      interviewerIds: [second.user.id],
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ interview: { sequence: number; interviewers: { id: string }[] } }>(
      response,
    );
    expect(body.interview.sequence).toBe(1);
    expect(body.interview.interviewers.map((person) => person.id)).toEqual([second.user.id]);
    expect(await balanceOf(app, employer.orgId)).toBe(balance);

    const updates = (await invitesOf(id)).filter((invite) =>
      invite.calendar?.includes('SEQUENCE:1'),
    );
    const byRecipient = new Map(updates.map((invite) => [invite.toEmail, invite]));
    expect(byRecipient.get(applicant.email)?.calendarMethod).toBe('REQUEST');
    expect(byRecipient.get(second.email)?.calendarMethod).toBe('REQUEST');
    expect(byRecipient.get(first.email)?.calendarMethod).toBe('CANCEL');
    for (const invite of updates) {
      expect(invite.calendar).toContain(`UID:interview-${id}@shortlist`);
    }
    expect(byRecipient.get(applicant.email)!.calendar).toContain(
      'DTSTART;TZID=Europe/London:20261202T140000',
    );

    // A failed invite that an update replaced is not sent again (it says the old time);
    // the update itself is.
    await waitUntil(async () => (await invitesOf(id)).every((invite) => invite.status === 'SENT'));
    const toCandidate = (await invitesOf(id)).filter(
      (invite) => invite.toEmail === applicant.email,
    );
    const original = toCandidate.find((invite) => invite.calendar?.includes('SEQUENCE:0'))!;
    const update = byRecipient.get(applicant.email)!;
    await app.database.db
      .update(emailMessages)
      .set({ status: 'FAILED', lastError: '451 Try again later' })
      .where(inArray(emailMessages.id, [original.id, update.id]));
    const stale = await employer.client.post(`/api/v1/email-messages/${original.id}/retry`);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('invite_outdated');
    const current = await employer.client.post(`/api/v1/email-messages/${update.id}/retry`);
    expect(current.statusCode, current.body).toBe(200);
  });

  it('keeps the organizer who scheduled it and reads a time without an offset in the interview’s zone', async () => {
    const { employer, applicant } = await withApplicant();
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const { interview } = json<ScheduleInterviewResponse>(
      await schedule(employer, { applicationId: applicant.id, timezone: 'Europe/London' }),
    );
    const moved = await recruiter.client.patch(`/api/v1/interviews/${interview.id}`, {
      scheduledStart: '2026-07-01T10:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(
      json<{ interview: { scheduledStart: string; timezone: string } }>(moved).interview,
    ).toMatchObject({
      scheduledStart: '2026-07-01T09:00:00.000Z',
      timezone: 'Europe/London',
    });
    const update = (await invitesOf(interview.id)).find((invite) =>
      invite.calendar?.includes('SEQUENCE:1'),
    )!;
    expect(update.calendar).toContain(`ORGANIZER;CN="Abena Owusu":mailto:${employer.email}`);
    expect(update.calendar).toContain('DTSTART;TZID=Europe/London:20260701T100000');
  });

  it('cancels with METHOD:CANCEL to everyone, and a cancelled interview no longer changes', async () => {
    const { employer, applicant } = await withApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const { interview } = json<ScheduleInterviewResponse>(
      await schedule(employer, {
        applicationId: applicant.id,
        interviewerIds: [interviewer.user.id],
      }),
    );
    const balance = await balanceOf(app, employer.orgId);
    const response = await employer.client.post(`/api/v1/interviews/${interview.id}/cancel`, {});
    expect(response.statusCode).toBe(200);
    expect(json<{ interview: { status: string } }>(response).interview.status).toBe('CANCELLED');
    expect(await balanceOf(app, employer.orgId)).toBe(balance);
    const cancels = (await invitesOf(interview.id)).filter(
      (invite) => invite.calendarMethod === 'CANCEL',
    );
    expect(cancels.map((invite) => invite.toEmail).sort()).toEqual(
      [applicant.email, interviewer.email].sort(),
    );
    expect(cancels[0]!.calendar).toContain('SEQUENCE:1');
    expect(cancels[0]!.calendar).toContain('STATUS:CANCELLED');

    const again = await employer.client.patch(`/api/v1/interviews/${interview.id}`, {
      scheduledStart: '2026-12-03T10:00:00Z',
    });
    expect(again.statusCode).toBe(409);
    const complete = await employer.client.post(`/api/v1/interviews/${interview.id}/complete`);
    expect(complete.statusCode).toBe(409);
  });

  it('is marked completed by a scheduler or an interviewer on it, not by another interviewer', async () => {
    const { employer, applicant } = await withApplicant();
    const onIt = await createMember(app, employer.orgId, 'INTERVIEWER');
    const notOnIt = await createMember(app, employer.orgId, 'INTERVIEWER');
    const { interview } = json<ScheduleInterviewResponse>(
      await schedule(employer, { applicationId: applicant.id, interviewerIds: [onIt.user.id] }),
    );
    expect(
      (await notOnIt.client.post(`/api/v1/interviews/${interview.id}/complete`)).statusCode,
    ).toBe(404);
    expect((await onIt.client.post(`/api/v1/interviews/${interview.id}/cancel`)).statusCode).toBe(
      403,
    );
    const done = await onIt.client.post(`/api/v1/interviews/${interview.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(json<{ interview: { status: string } }>(done).interview.status).toBe('COMPLETED');
  });
});

describe('listing interviews', () => {
  it('answers real candidates and jobs, filtered by status, time and search; an interviewer sees only theirs', async () => {
    const { employer, applicant, job } = await withApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const second = await createApplication(app, job, {
      fullName: 'Adwoa Sarpong',
      email: `${unique('adwoa')}@mail.example`,
    });
    await employer.client.post(`/api/v1/applications/${second.id}/unlock`);
    const mine = json<ScheduleInterviewResponse>(
      await schedule(employer, {
        applicationId: applicant.id,
        interviewerIds: [interviewer.user.id],
        scheduledStart: '2026-12-01T09:00:00Z',
      }),
    ).interview;
    const other = json<ScheduleInterviewResponse>(
      await schedule(employer, {
        applicationId: second.id,
        type: 'Phone Screen',
        scheduledStart: '2026-12-03T09:00:00Z',
      }),
    ).interview;
    await employer.client.post(`/api/v1/interviews/${other.id}/cancel`, {});

    const list = async (who: Employer, query = '') =>
      json<InterviewListResponse>(await who.client.get(`/api/v1/interviews${query}`));
    const all = await list(employer);
    expect(all.timezone).toBe('Africa/Accra');
    expect(all.interviews.map((interview) => interview.candidate.fullName)).toEqual([
      'Kwesi Appiah',
      'Adwoa Sarpong',
    ]);
    expect(all.interviews[0]!.job.title).toBe('Site Engineer');
    expect((await list(employer, '?status=CANCELLED')).interviews.map((i) => i.id)).toEqual([
      other.id,
    ]);
    expect((await list(employer, '?q=adwoa')).interviews.map((i) => i.id)).toEqual([other.id]);
    expect((await list(employer, '?q=technical')).interviews.map((i) => i.id)).toEqual([mine.id]);
    const day = '?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z';
    expect((await list(employer, day)).interviews.map((i) => i.id)).toEqual([mine.id]);
    expect((await list(interviewer)).interviews.map((i) => i.id)).toEqual([mine.id]);
    expect((await employer.client.get('/api/v1/interviews?status=LATE')).statusCode).toBe(400);

    const stranger = await createEmployer(app);
    expect((await list(stranger)).interviews).toEqual([]);
    expect((await stranger.client.get(`/api/v1/interviews/${mine.id}`)).statusCode).toBe(404);
  });

  it('offers the organization members as interviewers', async () => {
    const { employer } = await withApplicant();
    const hm = await createMember(app, employer.orgId, 'HM');
    await createEmployer(app);
    const response = await employer.client.get('/api/v1/interviewers');
    const { interviewers } = json<{ interviewers: { id: string; email: string }[] }>(response);
    expect(interviewers.map((person) => person.id).sort()).toEqual(
      [employer.user.id, hm.user.id].sort(),
    );
    // Only those who schedule see the member list.
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    expect((await interviewer.client.get('/api/v1/interviewers')).statusCode).toBe(403);
  });
});

describe('scorecards', () => {
  const card = (applicationId: string, extra: object = {}) => ({
    applicationId,
    overallRating: 4,
    criteria: [
      { name: 'Skills', rating: 5 },
      { name: 'Communication', rating: 3 },
    ],
    notes: 'Strong on structural design.',
    recommendation: 'YES',
    ...extra,
  });

  it('records a scorecard and shows it on the candidate; an interviewer scores only their own interviews and reads only their own scorecards', async () => {
    const { employer, applicant } = await withApplicant();
    const onIt = await createMember(app, employer.orgId, 'INTERVIEWER');
    const notOnIt = await createMember(app, employer.orgId, 'INTERVIEWER');
    const { interview } = json<ScheduleInterviewResponse>(
      await schedule(employer, { applicationId: applicant.id, interviewerIds: [onIt.user.id] }),
    );

    const byAdmin = await employer.client.post('/api/v1/scorecards', card(applicant.id));
    expect(byAdmin.statusCode).toBe(201);
    expect(json<{ scorecard: ScorecardView }>(byAdmin).scorecard).toMatchObject({
      overallRating: 4,
      recommendation: 'YES',
      criteria: [
        { name: 'Skills', rating: 5 },
        { name: 'Communication', rating: 3 },
      ],
      submittedBy: { id: employer.user.id },
    });

    const interviewerCard = card(applicant.id, { interviewId: interview.id, overallRating: 2 });
    expect((await notOnIt.client.post('/api/v1/scorecards', interviewerCard)).statusCode).toBe(403);
    expect((await onIt.client.post('/api/v1/scorecards', card(applicant.id))).statusCode).toBe(403);
    const mine = await onIt.client.post('/api/v1/scorecards', interviewerCard);
    expect(mine.statusCode).toBe(201);
    // Submitting again for the same interview replaces it.
    const replaced = await onIt.client.post('/api/v1/scorecards', {
      ...interviewerCard,
      overallRating: 3,
      recommendation: 'STRONG_NO',
    });
    expect(json<{ scorecard: ScorecardView }>(replaced).scorecard).toMatchObject({
      id: json<{ scorecard: ScorecardView }>(mine).scorecard.id,
      overallRating: 3,
      interviewType: 'Technical Interview',
    });

    // Another interview of the candidate, without this interviewer.
    expect((await schedule(employer, { applicationId: applicant.id })).statusCode).toBe(201);
    const adminView = json<ApplicationDetailView>(
      await employer.client.get(`/api/v1/applications/${applicant.id}`),
    );
    expect(adminView.scorecards.map((scorecard) => scorecard.overallRating).sort()).toEqual([3, 4]);
    const interviewerView = json<ApplicationDetailView>(
      await onIt.client.get(`/api/v1/applications/${applicant.id}`),
    );
    expect(interviewerView.scorecards.map((scorecard) => scorecard.overallRating)).toEqual([3]);
    // And only the interviews they are on.
    expect(adminView.interviews).toHaveLength(2);
    expect(interviewerView.interviews.map((item) => item.id)).toEqual([interview.id]);
    // Nor do others' verdicts show on the timeline they read.
    const scorecardEntries = (view: ApplicationDetailView) =>
      view.timeline.filter((event) => event.type === 'scorecard_submitted');
    expect(scorecardEntries(adminView)).toHaveLength(3);
    expect(scorecardEntries(interviewerView).map((event) => event.actorName)).toEqual([
      onIt.user.name,
      onIt.user.name,
    ]);
    expect((await notOnIt.client.get(`/api/v1/applications/${applicant.id}`)).statusCode).toBe(404);
    const list = json<InterviewListResponse>(await onIt.client.get('/api/v1/interviews'));
    expect(list.interviews[0]!.hasMyScorecard).toBe(true);
  });

  it('refuses ratings outside 1 to 5, and other organizations', async () => {
    const { employer, applicant } = await withApplicant();
    const bad = await employer.client.post(
      '/api/v1/scorecards',
      card(applicant.id, { overallRating: 6 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a rating from 1 to 5');
    const other = await createEmployer(app);
    expect((await other.client.post('/api/v1/scorecards', card(applicant.id))).statusCode).toBe(
      404,
    );
    const rows = await app.database.db
      .select()
      .from(interviews)
      .where(and(eq(interviews.orgId, employer.orgId), isNotNull(interviews.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('a candidate locked again by a refund (issue 14.5)', () => {
  it('is not named in interviews, not found by name, and not written to by a reschedule', async () => {
    const { employer, applicant } = await withApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const scheduled = json<ScheduleInterviewResponse>(
      await schedule(employer, {
        applicationId: applicant.id,
        interviewerIds: [interviewer.user.id],
        sendInvites: true,
      }),
    );
    const id = scheduled.interview.id;
    const refund = await employer.client.post(`/api/v1/applications/${applicant.id}/refund`, {
      reason: 'candidate_unreachable',
    });
    expect(refund.statusCode).toBe(200);

    const list = await employer.client.get('/api/v1/interviews');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Kwesi');
    expect(list.body).not.toContain('Appiah');
    const byName = await employer.client.get('/api/v1/interviews?q=Appiah');
    expect(byName.body).not.toContain(id);

    const before = new Set((await invitesOf(id)).map((invite) => invite.id));
    const moved = await employer.client.patch(`/api/v1/interviews/${id}`, {
      scheduledStart: '2026-12-03T10:00:00Z',
      scheduledEnd: '2026-12-03T11:00:00Z',
      sendInvites: true,
    });
    expect(moved.statusCode).toBe(200);
    const sent = (await invitesOf(id)).filter((invite) => !before.has(invite.id));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((invite) => invite.candidateId !== null)).toBe(false);
  });
});
