import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews } from '../../db/schema';
import { applyTo, createEmployer, createJob, createPublishedJob } from '../../../../test/factories';
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
});
