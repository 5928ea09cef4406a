import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformAnalytics } from '../../../shared/admin';
import { CREDIT_COST } from '../../../shared/rules';
import {
  createApplication,
  createEmployer,
  createJob,
  createPublishedJob,
  TEST_ADMIN_PASSWORD,
} from '../../../../test/factories';
import {
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { recordLedgerEntry } from '../credits/credits.service';

const TRIAL = 5;

/* A database of its own: the platform totals are exactly what this file creates. */
let app: TestApp;
let callers: PlatformCallers;

beforeAll(async () => {
  app = await createTestApp({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    RATE_LIMIT_APPLY_PER_IP: '100000',
  });
  callers = await createPlatformCallers(app);
});
afterAll(() => app.close());

describe('platform analytics', () => {
  it('refuses signed-out visitors (401) and organization admins (403); lets both consoles in', async () => {
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/analytics'));
  });

  it('counts what was created: totals, and per organization jobs, applications, unlocks and credits', async () => {
    const busy = await createEmployer(app, { orgName: 'Busy Org' });
    const quiet = await createEmployer(app, { orgName: 'Quiet Org' });
    const job = await createPublishedJob(busy.client);
    await createJob(busy.client, { title: 'Still a draft' });
    await createPublishedJob(quiet.client);
    const applications = [];
    for (let index = 0; index < 3; index++) {
      applications.push(await createApplication(app, { id: job.id, orgId: busy.orgId }));
    }
    for (const application of applications) {
      const unlock = await busy.client.post(`/api/v1/applications/${application.id}/unlock`, {});
      expect(unlock.statusCode, unlock.body).toBe(200);
    }
    const refund = await busy.client.post(`/api/v1/applications/${applications[0]!.id}/refund`, {
      reason: 'duplicate',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await app.database.db.transaction((tx) =>
      recordLedgerEntry(tx, {
        orgId: busy.orgId,
        delta: 10,
        reason: 'purchase',
        idempotencyKey: 'payment:analytics-test',
      }),
    );
    const interview = await busy.client.post('/api/v1/interviews', {
      applicationId: applications[1]!.id,
      type: 'Phone Screen',
      scheduledStart: new Date(Date.now() + 86_400_000).toISOString(),
      sendInvites: false,
    });
    expect(interview.statusCode, interview.body).toBe(201);
    // Admin adjustments are neither bought nor spent.
    await callers.console.post('/api/v1/admin/credits/grant', { orgId: busy.orgId, amount: 3 });

    const response = await callers.superAdmin.client.get('/api/v1/admin/analytics');
    expect(response.statusCode).toBe(200);
    const analytics = response.json() as PlatformAnalytics;
    // Users: the callers' organization admin and SUPERADMIN, and the two employers.
    expect(analytics.totals).toEqual({ users: 4, organizations: 3, jobs: 3, publishedJobs: 2 });

    const spent = 3 * CREDIT_COST.unlock - CREDIT_COST.unlock + CREDIT_COST.interview;
    const byName = new Map(analytics.organizations.map((org) => [org.name, org]));
    expect(byName.get('Busy Org')).toEqual({
      id: busy.orgId,
      name: 'Busy Org',
      jobs: 2,
      applications: 3,
      unlocks: 2,
      creditsBought: 10,
      creditsSpent: spent,
      balance: TRIAL + 10 + 3 - spent,
    });
    expect(byName.get('Quiet Org')).toEqual({
      id: quiet.orgId,
      name: 'Quiet Org',
      jobs: 1,
      applications: 0,
      unlocks: 0,
      creditsBought: 0,
      creditsSpent: 0,
      balance: TRIAL,
    });
    expect(analytics.organizations).toHaveLength(3);
    const names = analytics.organizations.map((org) => org.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
