import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews, organizations } from '../../db/schema';
import type { MemberActor } from '../../http/actor';
import {
  applyTo,
  createApplication,
  createEmployer,
  createJob,
  createPublishedJob,
  grantCredits,
  type Employer,
} from '../../../../test/factories';
import { getDashboard } from './dashboard.service';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
});
afterAll(() => app.close());

describe('dashboard', () => {
  it('starts empty for a new organization', async () => {
    const employer = await createEmployer(app);
    const dashboard = (await employer.client.get('/api/v1/dashboard')).json();
    expect(dashboard).toEqual({
      totalJobs: 0,
      activeJobs: 0,
      applicationsThisMonth: 0,
      interviewsThisWeek: 0,
      conversionRate: null,
      conversionRateChange: null,
      recentActivity: [],
    });
  });

  it('counts the organization’s own jobs, applications, conversion and activity', async () => {
    const employer = await createEmployer(app, { name: 'Kwame Nkrumah' });
    const other = await createEmployer(app);
    await createJob(employer.client, { title: 'Draft Role' });
    const live = await createPublishedJob(employer.client, { title: 'Live Role' });
    const otherJob = await createPublishedJob(other.client);
    for (let i = 0; i < 4; i++) await applyTo(app, live.id);
    await applyTo(app, otherJob.id);

    // One of this month's four moved past the first stage; last month had one of one.
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, live.id));
    await app.database.db
      .update(applications)
      .set({ stage: 'Screening' })
      .where(eq(applications.id, rows[0]!.id));
    await app.database.db
      .update(applications)
      .set({ stage: 'Interview', createdAt: sql`date_trunc('month', now()) - interval '3 days'` })
      .where(eq(applications.id, rows[1]!.id));
    await app.database.db.insert(interviews).values({
      orgId: employer.orgId,
      applicationId: rows[0]!.id,
      type: 'Phone Screen',
      scheduledStart: new Date(),
      scheduledEnd: new Date(Date.now() + 3_600_000),
    });

    const dashboard = (await employer.client.get('/api/v1/dashboard')).json();
    expect(dashboard).toMatchObject({
      totalJobs: 2,
      activeJobs: 1,
      applicationsThisMonth: 3,
      interviewsThisWeek: 1,
    });
    expect(dashboard.conversionRate).toBeCloseTo(1 / 3);
    expect(dashboard.conversionRateChange).toBeCloseTo(-66.7);
    const messages = dashboard.recentActivity.map((event: { message: string }) => event.message);
    expect(messages).toContain('Kwame Nkrumah published Live Role');
    expect(messages).toContain('Kwame Nkrumah created the draft job Draft Role');
    expect(messages).toContain('New application for Live Role');
    expect(dashboard.recentActivity.length).toBeLessThanOrEqual(10);
  });

  it('shows the events of candidate timelines in Recent Activity, newest first', async () => {
    const employer = await createEmployer(app, { name: 'Abena Owusu' });
    await grantCredits(app, employer.orgId, 10);
    const job = await createPublishedJob(employer.client, { title: 'Site Engineer' });
    const applicant = await createApplication(app, job);
    const post = async (url: string, body?: unknown) => {
      const response = await employer.client.post(url, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    };
    await post(`/api/v1/applications/${applicant.id}/unlock`);
    await post(`/api/v1/applications/${applicant.id}/notes`, { body: 'Call back on Monday.' });
    const { interview } = await post('/api/v1/interviews/schedule', {
      applicationId: applicant.id,
      type: 'Technical Interview',
      scheduledStart: '2030-12-01T10:00:00Z',
    });
    const moved = await employer.client.patch(`/api/v1/interviews/${interview.id}`, {
      scheduledStart: '2030-12-02T10:00:00Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await post(`/api/v1/interviews/${interview.id}/complete`);
    await post('/api/v1/scorecards', {
      applicationId: applicant.id,
      interviewId: interview.id,
      overallRating: 4,
      criteria: [{ name: 'Skills', rating: 4 }],
      notes: 'Solid.',
      recommendation: 'YES',
    });

    const dashboard = (await employer.client.get('/api/v1/dashboard')).json();
    expect(dashboard.recentActivity.map((event: { message: string }) => event.message)).toEqual([
      'Abena Owusu submitted a scorecard for Site Engineer',
      'Abena Owusu completed an interview for Site Engineer',
      'Abena Owusu rescheduled an interview for Site Engineer',
      'Abena Owusu scheduled an interview for Site Engineer',
      'Abena Owusu added a note on a candidate for Site Engineer',
      'Abena Owusu unlocked a candidate for Site Engineer',
      'New application for Site Engineer',
      'Abena Owusu published Site Engineer',
    ]);
  });

  describe('calendar months and weeks in the organization’s time zone', () => {
    const actorOf = (employer: Employer): MemberActor => ({
      userId: employer.user.id,
      orgId: employer.orgId,
      role: 'ADMIN',
      sessionId: 'test',
      name: employer.user.name,
      email: employer.email,
      mustChangePassword: false,
    });

    /** Applications to a new job, received at the given instants, in the given stages. */
    async function receivedAt(employer: Employer, times: Array<[string, string?]>) {
      const job = await createPublishedJob(employer.client);
      for (const [at, stage] of times) {
        const { id } = await createApplication(app, { id: job.id, orgId: employer.orgId });
        await app.database.db
          .update(applications)
          .set({ createdAt: new Date(at), ...(stage ? { stage } : {}) })
          .where(eq(applications.id, id));
      }
      return job;
    }

    async function interviewAt(
      employer: Employer,
      at: string,
      status: 'SCHEDULED' | 'CANCELLED' = 'SCHEDULED',
    ) {
      const [application] = await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.orgId, employer.orgId))
        .limit(1);
      await app.database.db.insert(interviews).values({
        orgId: employer.orgId,
        applicationId: application!.id,
        type: 'Phone Screen',
        status,
        scheduledStart: new Date(at),
        scheduledEnd: new Date(Date.parse(at) + 3_600_000),
      });
    }

    it('splits months at midnight in Africa/Accra, and weeks from Monday', async () => {
      const employer = await createEmployer(app);
      await receivedAt(employer, [
        ['2026-09-30T23:59:59Z', 'Screening'], // September: neither month counted
        ['2026-10-01T00:00:00Z', 'Screening'], // last month, advanced
        ['2026-10-31T23:59:59Z'], // last month
        ['2026-11-01T00:00:00Z', 'Interview'], // this month, advanced
        ['2026-11-10T12:00:00Z'],
        ['2026-11-20T08:00:00Z'],
        ['2026-11-20T08:00:01Z'], // after "now": not yet received
      ]);
      // Wednesday 2026-11-18; the week runs from Monday 16th 00:00 to Monday 23rd 00:00.
      await interviewAt(employer, '2026-11-15T23:59:59Z');
      await interviewAt(employer, '2026-11-16T00:00:00Z');
      await interviewAt(employer, '2026-11-22T23:59:59Z');
      await interviewAt(employer, '2026-11-19T10:00:00Z', 'CANCELLED');
      await interviewAt(employer, '2026-11-23T00:00:00Z');

      const dashboard = await getDashboard(
        app.ctx,
        actorOf(employer),
        new Date('2026-11-20T08:00:00Z'),
      );
      expect(dashboard).toMatchObject({
        applicationsThisMonth: 3,
        interviewsThisWeek: 2,
        conversionRate: 1 / 3,
      });
      // 33.3% this month against 50% last month.
      expect(dashboard.conversionRateChange).toBe(-16.7);
    });

    it('follows the organization’s own time zone when it is not UTC', async () => {
      const employer = await createEmployer(app);
      await app.database.db
        .update(organizations)
        .set({ timezone: 'Africa/Lagos' }) // UTC+1
        .where(eq(organizations.id, employer.orgId));
      await receivedAt(employer, [
        ['2026-10-31T22:59:59Z'], // 23:59:59 on 31 October in Lagos
        ['2026-10-31T23:00:00Z'], // midnight on 1 November in Lagos
      ]);
      const dashboard = await getDashboard(
        app.ctx,
        actorOf(employer),
        new Date('2026-11-02T12:00:00Z'),
      );
      expect(dashboard.applicationsThisMonth).toBe(1);
      expect(dashboard.conversionRate).toBe(0);
      expect(dashboard.conversionRateChange).toBe(0);
    });

    it('counts the first moments of a month with no last month as having no change', async () => {
      const employer = await createEmployer(app);
      await receivedAt(employer, [['2027-01-01T00:00:00Z', 'Screening']]);
      const dashboard = await getDashboard(
        app.ctx,
        actorOf(employer),
        new Date('2027-01-01T00:00:00Z'),
      );
      expect(dashboard).toMatchObject({
        applicationsThisMonth: 1,
        conversionRate: 1,
        conversionRateChange: null,
      });
    });
  });
});
