import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsView, JobFunnelView } from '../../../shared/analytics';
import type { LedgerReason } from '../../../shared/credits';
import {
  applicationEvents,
  applications,
  candidates,
  creditLedger,
  organizations,
} from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

const HOUR = 3_600;
const DAY_MS = 24 * HOUR * 1000;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
});
afterAll(() => app.close());

async function getAnalytics(employer: Employer, query = ''): Promise<AnalyticsView> {
  const response = await employer.client.get(`/api/v1/analytics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnalyticsView;
}

interface Timeline {
  createdAt: Date;
  stage: string;
  moves?: [from: string, to: string, at: Date][];
  unlockedAt?: Date;
  rejectedAt?: Date;
  source?: string;
}

/** Gives an application a past: when it arrived, its moves, unlock and rejection, as the services record them. */
async function shape(orgId: string, applicationId: string, timeline: Timeline): Promise<void> {
  const { db } = app.database;
  await db
    .update(applications)
    .set({
      createdAt: timeline.createdAt,
      stage: timeline.stage,
      unlockStatus: timeline.unlockedAt ? 'UNLOCKED' : 'LOCKED',
      unlockedAt: timeline.unlockedAt ?? null,
      rejectedAt: timeline.rejectedAt ?? null,
    })
    .where(eq(applications.id, applicationId));
  for (const [fromStage, toStage, createdAt] of timeline.moves ?? []) {
    await db
      .insert(applicationEvents)
      .values({ orgId, applicationId, type: 'stage_moved', fromStage, toStage, createdAt });
  }
  if (timeline.rejectedAt) {
    await db.insert(applicationEvents).values({
      orgId,
      applicationId,
      type: 'rejected',
      fromStage: timeline.stage,
      reason: 'Not a fit',
      createdAt: timeline.rejectedAt,
    });
  }
  if (timeline.source) {
    const [row] = await db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    await db
      .update(candidates)
      .set({ source: timeline.source })
      .where(eq(candidates.id, row!.candidateId));
  }
}

async function addLedgerEntry(orgId: string, reason: LedgerReason, delta: number, at: Date) {
  await app.database.db
    .insert(creditLedger)
    .values({ orgId, reason, delta, balanceAfter: 100, createdAt: at });
}

const funnelOf = (view: AnalyticsView, title: string): JobFunnelView => {
  const funnel = view.funnels.find((candidate) => candidate.title === title);
  if (!funnel) throw new Error(`No funnel for ${title}`);
  return funnel;
};

describe('analytics', () => {
  it('starts empty for a new organization', async () => {
    const employer = await createEmployer(app);
    const view = await getAnalytics(employer);
    expect(view).toMatchObject({
      period: '90d',
      timezone: 'Africa/Accra',
      applications: 0,
      funnels: [],
      sources: [],
      timeToUnlock: {
        overall: { jobId: null, unlocked: 0, medianSeconds: null },
        byJob: [],
      },
      credits: { unit: 'week', reasons: [], totalSpent: 0, totalRefunded: 0 },
    });
    // The trial credits are not spending: every week of the period is there, at zero.
    expect(view.credits.buckets.length).toBeGreaterThanOrEqual(13);
    expect(view.credits.buckets.every((bucket) => bucket.refunded === 0)).toBe(true);
    expect(Date.parse(view.to) - Date.parse(view.from!)).toBe(90 * DAY_MS);
  });

  describe('with a hiring history', () => {
    let employer: Employer;
    let other: Employer;
    const now = Date.now();
    const start = new Date(now - 10 * DAY_MS);
    const at = (hours: number) => new Date(start.getTime() + hours * HOUR * 1000);

    beforeAll(async () => {
      employer = await createEmployer(app);
      other = await createEmployer(app);
      const backend = await createPublishedJob(employer.client, { title: 'Backend Engineer' });
      const designer = await createPublishedJob(employer.client, { title: 'Product Designer' });
      const otherJob = await createPublishedJob(other.client, { title: 'Backend Engineer' });
      const backendJob = { id: backend.id, orgId: employer.orgId };
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await createApplication(app, backendJob)).id);
      const [a1, a2, a3, a4, a5, a6] = ids as [string, string, string, string, string, string];

      // Stages: Applied, Screening, Interview, Decision.
      await shape(employer.orgId, a1, {
        createdAt: start,
        stage: 'Interview',
        unlockedAt: at(1),
        moves: [
          ['Applied', 'Screening', at(2)],
          ['Screening', 'Interview', at(26)],
        ],
        source: 'referral',
      });
      await shape(employer.orgId, a2, {
        createdAt: start,
        stage: 'Screening',
        unlockedAt: at(3),
        moves: [['Applied', 'Screening', at(4)]],
        rejectedAt: at(14),
        source: 'referral',
      });
      // Still waiting in the first stage: no finished stay.
      await shape(employer.orgId, a3, { createdAt: start, stage: 'Applied' });
      await shape(employer.orgId, a4, { createdAt: start, stage: 'Applied', rejectedAt: at(6) });
      // Skipped Screening: it still got past it.
      await shape(employer.orgId, a5, {
        createdAt: start,
        stage: 'Decision',
        unlockedAt: at(5),
        moves: [
          ['Applied', 'Interview', at(8)],
          ['Interview', 'Decision', at(56)],
        ],
      });
      // Moved back: its furthest stage is Screening.
      await shape(employer.orgId, a6, {
        createdAt: start,
        stage: 'Applied',
        moves: [
          ['Applied', 'Screening', at(1)],
          ['Screening', 'Applied', at(3)],
        ],
      });

      // The designer job: one application this month, one 40 days ago (in 90 days, not 30).
      const designerJob = { id: designer.id, orgId: employer.orgId };
      const recent = await createApplication(app, designerJob);
      const older = await createApplication(app, designerJob);
      await shape(employer.orgId, recent.id, { createdAt: at(30), stage: 'Applied' });
      await shape(employer.orgId, older.id, {
        createdAt: new Date(now - 40 * DAY_MS),
        stage: 'Screening',
        unlockedAt: new Date(now - 40 * DAY_MS + 2 * HOUR * 1000),
        moves: [['Applied', 'Screening', new Date(now - 39 * DAY_MS)]],
        source: 'careers_board',
      });

      // Another organization's busy pipeline counts for it alone.
      const otherJobRef = { id: otherJob.id, orgId: other.orgId };
      for (let i = 0; i < 3; i++) {
        const application = await createApplication(app, otherJobRef);
        await shape(other.orgId, application.id, {
          createdAt: at(2),
          stage: 'Screening',
          unlockedAt: at(100),
          moves: [['Applied', 'Screening', at(200)]],
          source: 'referral',
        });
      }
      await addLedgerEntry(other.orgId, 'candidate_unlock', -7, new Date(now - 2 * DAY_MS));

      // Credits in Tokyo's time (UTC+9, no summer time): month edges are not UTC's.
      await app.database.db
        .update(organizations)
        .set({ timezone: 'Asia/Tokyo' })
        .where(eq(organizations.id, employer.orgId));
      await addLedgerEntry(employer.orgId, 'candidate_unlock', -1, new Date('2025-01-10T12:00Z'));
      // 19:00 on 31 January in Tokyo.
      await addLedgerEntry(employer.orgId, 'interview_schedule', -2, new Date('2025-01-31T10:00Z'));
      // 05:00 on 1 February in Tokyo, still January in UTC.
      await addLedgerEntry(employer.orgId, 'candidate_unlock', -1, new Date('2025-01-31T20:00Z'));
      await addLedgerEntry(employer.orgId, 'refund', 1, new Date('2025-02-15T12:00Z'));
      await addLedgerEntry(employer.orgId, 'email_send', -3, new Date('2025-02-20T12:00Z'));
      await addLedgerEntry(employer.orgId, 'purchase', 50, new Date('2025-02-21T12:00Z'));
      await addLedgerEntry(employer.orgId, 'candidate_unlock', -2, new Date(now - 2 * DAY_MS));
      await addLedgerEntry(employer.orgId, 'email_send', -4, new Date(now - 3 * DAY_MS));
    });

    it('gives each job’s funnel: how far applications got and the conversion between stages', async () => {
      const view = await getAnalytics(employer, '?period=30d');
      expect(view.period).toBe('30d');
      expect(view.applications).toBe(7);
      expect(view.funnels.map((funnel) => [funnel.title, funnel.applications])).toEqual([
        ['Backend Engineer', 6],
        ['Product Designer', 1],
      ]);
      const backend = funnelOf(view, 'Backend Engineer');
      expect(backend.status).toBe('PUBLISHED');
      expect(
        backend.stages.map((stage) => [
          stage.stage,
          stage.reached,
          stage.conversionFromPrevious,
          stage.inStageNow,
          stage.rejectedHere,
        ]),
      ).toEqual([
        ['Applied', 6, null, 2, 1],
        ['Screening', 4, 4 / 6, 0, 1],
        ['Interview', 2, 0.5, 1, 0],
        ['Decision', 1, 0.5, 1, 0],
      ]);
    });

    it('gives the median time in each stage over finished stays, leaving out those still going on', async () => {
      const backend = funnelOf(await getAnalytics(employer, '?period=30d'), 'Backend Engineer');
      expect(
        backend.stages.map((stage) => [
          stage.stage,
          stage.medianSecondsInStage,
          stage.finishedStays,
        ]),
      ).toEqual([
        // 1, 2, 4, 6 and 8 hours: a3 and a6 are still in Applied and are left out.
        ['Applied', 4 * HOUR, 5],
        // 24 hours, 10 until the rejection, 2 before moving back.
        ['Screening', 10 * HOUR, 3],
        ['Interview', 48 * HOUR, 1],
        ['Decision', null, 0],
      ]);
    });

    it('gives the median time from arrival to unlock, overall and per job', async () => {
      const recent = await getAnalytics(employer, '?period=30d');
      // 1, 3 and 5 hours.
      expect(recent.timeToUnlock.overall).toEqual({
        jobId: null,
        title: null,
        unlocked: 3,
        medianSeconds: 3 * HOUR,
      });
      expect(recent.timeToUnlock.byJob).toEqual([
        {
          jobId: funnelOf(recent, 'Backend Engineer').jobId,
          title: 'Backend Engineer',
          unlocked: 3,
          medianSeconds: 3 * HOUR,
        },
      ]);

      // Over 90 days the designer's unlock after 2 hours counts too: 1, 2, 3, 5.
      const longer = await getAnalytics(employer, '?period=90d');
      expect(longer.timeToUnlock.overall).toMatchObject({ unlocked: 4, medianSeconds: 2.5 * HOUR });
      expect(
        longer.timeToUnlock.byJob.map((job) => [job.title, job.unlocked, job.medianSeconds]),
      ).toEqual([
        ['Backend Engineer', 3, 3 * HOUR],
        ['Product Designer', 1, 2 * HOUR],
      ]);
    });

    it('counts applications by source within the period', async () => {
      expect((await getAnalytics(employer, '?period=30d')).sources).toEqual([
        { source: 'shortlist_job_page', applications: 5 },
        { source: 'referral', applications: 2 },
      ]);
      const longer = await getAnalytics(employer, '?period=90d');
      expect(longer.applications).toBe(8);
      expect(longer.sources).toEqual([
        { source: 'shortlist_job_page', applications: 5 },
        { source: 'referral', applications: 2 },
        { source: 'careers_board', applications: 1 },
      ]);
      const designer = funnelOf(longer, 'Product Designer');
      expect(designer.stages.map((stage) => [stage.stage, stage.reached])).toEqual([
        ['Applied', 2],
        ['Screening', 1],
        ['Interview', 0],
        ['Decision', 0],
      ]);
      expect(designer.stages[2]!.conversionFromPrevious).toBe(0);
      expect(designer.stages[3]!.conversionFromPrevious).toBeNull();
    });

    it('adds up credits spent by reason per month in the organization’s time zone', async () => {
      const view = await getAnalytics(employer, '?period=all');
      expect(view.timezone).toBe('Asia/Tokyo');
      expect(view.from).toBeNull();
      expect(view.credits.unit).toBe('month');
      expect(view.credits.reasons).toEqual([
        'candidate_unlock',
        'interview_schedule',
        'email_send',
      ]);
      expect(view.credits.totalSpent).toBe(13);
      expect(view.credits.totalRefunded).toBe(1);
      const buckets = view.credits.buckets;
      expect(buckets.slice(0, 3)).toEqual([
        {
          start: '2025-01-01',
          spent: { candidate_unlock: 1, interview_schedule: 2, email_send: 0 },
          refunded: 0,
        },
        {
          start: '2025-02-01',
          spent: { candidate_unlock: 1, interview_schedule: 0, email_send: 3 },
          refunded: 1,
        },
        {
          start: '2025-03-01',
          spent: { candidate_unlock: 0, interview_schedule: 0, email_send: 0 },
          refunded: 0,
        },
      ]);
      // Every month up to this one, in order, none missing.
      const thisMonth = tokyoDate(new Date()).slice(0, 8) + '01';
      expect(buckets.at(-1)!.start).toBe(thisMonth);
      const [year, month] = thisMonth.split('-').map(Number) as [number, number];
      expect(buckets).toHaveLength((year - 2025) * 12 + month);
      const recentSpending = buckets
        .filter((bucket) => bucket.start >= tokyoDate(new Date(now - 3 * DAY_MS)).slice(0, 8))
        .reduce((sum, bucket) => sum + (bucket.spent.candidate_unlock ?? 0), 0);
      expect(recentSpending).toBe(2);
    });

    it('adds up credits per week, from Monday, over the last 30 days', async () => {
      const view = await getAnalytics(employer, '?period=30d');
      expect(view.credits.unit).toBe('week');
      expect(view.credits.reasons).toEqual(['candidate_unlock', 'email_send']);
      expect(view.credits.totalSpent).toBe(6);
      expect(view.credits.totalRefunded).toBe(0);
      const starts = view.credits.buckets.map((bucket) => bucket.start);
      expect(starts.length).toBeGreaterThanOrEqual(5);
      expect(starts.length).toBeLessThanOrEqual(6);
      for (const [i, start] of starts.entries()) {
        expect(new Date(`${start}T00:00Z`).getUTCDay()).toBe(1);
        if (i > 0) expect(Date.parse(start) - Date.parse(starts[i - 1]!)).toBe(7 * DAY_MS);
      }
      const weekOf = (date: Date) => mondayOf(tokyoDate(date));
      const unlockWeek = view.credits.buckets.find(
        (bucket) => bucket.start === weekOf(new Date(now - 2 * DAY_MS)),
      );
      const emailWeek = view.credits.buckets.find(
        (bucket) => bucket.start === weekOf(new Date(now - 3 * DAY_MS)),
      );
      expect(unlockWeek!.spent.candidate_unlock).toBe(2);
      expect(emailWeek!.spent.email_send).toBe(4);
    });

    it('counts nothing of another organization', async () => {
      const view = await getAnalytics(other, '?period=all');
      expect(view.applications).toBe(3);
      expect(view.funnels).toHaveLength(1);
      expect(view.funnels[0]!.stages.map((stage) => stage.reached)).toEqual([3, 3, 0, 0]);
      expect(view.sources).toEqual([{ source: 'referral', applications: 3 }]);
      expect(view.timeToUnlock.overall).toMatchObject({ unlocked: 3, medianSeconds: 98 * HOUR });
      expect(view.credits.totalSpent).toBe(7);
      expect(view.credits.reasons).toEqual(['candidate_unlock']);
    });

    it('is for members who see all candidates: an interviewer is refused', async () => {
      const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
      const hiringManager = await createMember(app, employer.orgId, 'HM');
      const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
      expect((await getAnalytics(recruiter, '?period=30d')).applications).toBe(7);
      expect((await getAnalytics(hiringManager, '?period=30d')).applications).toBe(7);
      const refused = await interviewer.client.get('/api/v1/analytics');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'forbidden' });
    });
  });

  it('asks for a session and a known period', async () => {
    const employer = await createEmployer(app);
    const anonymous = await app.server.inject({ method: 'GET', url: '/api/v1/analytics' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await employer.client.get('/api/v1/analytics?period=7d');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('follows a renamed stage for the applications in it', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client, { title: 'Accountant' });
    const { id } = await createApplication(app, { id: job.id, orgId: employer.orgId });
    const start = new Date(Date.now() - 5 * DAY_MS);
    await shape(employer.orgId, id, {
      createdAt: start,
      stage: 'Screening',
      moves: [['Applied', 'Screening', new Date(start.getTime() + 6 * HOUR * 1000)]],
    });
    const renamed = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      pipeline: {
        stages: ['Applied', 'Phone screen', 'Interview', 'Decision'],
        renamedStages: { Screening: 'Phone screen' },
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await app.database.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, [id]));
    expect(row!.stage).toBe('Phone screen');

    const funnel = funnelOf(await getAnalytics(employer, '?period=30d'), 'Accountant');
    expect(funnel.stages.map((stage) => [stage.stage, stage.reached, stage.inStageNow])).toEqual([
      ['Applied', 1, 0],
      ['Phone screen', 1, 1],
      ['Interview', 0, 0],
      ['Decision', 0, 0],
    ]);
    expect(funnel.stages[0]).toMatchObject({ medianSecondsInStage: 6 * HOUR, finishedStays: 1 });
  });
});

/** The calendar date (YYYY-MM-DD) of an instant in Tokyo. */
function tokyoDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(instant);
}

/** The Monday on or before a calendar date. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}
