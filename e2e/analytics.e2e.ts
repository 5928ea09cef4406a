import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';
import type { ApplicationView } from '../src/shared/applications';
import type { PipelineView } from '../src/shared/jobs';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const JOB_TITLE = 'Stores Officer';
const APPLICANTS = ['Ama Serwaa', 'Yaw Darko', 'Efua Quaye'];

/** A published job with three applicants: two unlocked, one of them moved on to Screening. */
async function buildHistory(page: Page) {
  const created = await page.request.post('/api/v1/jobs', {
    data: { title: JOB_TITLE, location: 'Kumasi', status: 'PUBLISHED' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };
  for (const [i, fullName] of APPLICANTS.entries()) {
    const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName, email: `applicant-${process.pid}-${i}@example.test` }),
    });
    expect(applied.status).toBe(201);
  }
  const pipeline = (await (
    await page.request.get(`/api/v1/jobs/${job.id}/pipeline`)
  ).json()) as PipelineView;
  const [first, second] = Object.values(pipeline)
    .flat()
    .sort((a: ApplicationView, b: ApplicationView) => a.createdAt.localeCompare(b.createdAt));
  for (const application of [first!, second!]) {
    const unlocked = await page.request.post(`/api/v1/applications/${application.id}/unlock`, {
      data: {},
    });
    expect(unlocked.status()).toBe(200);
  }
  const advanced = await page.request.post(`/api/v1/applications/${first!.id}/advance`, {
    data: { toStage: 'Screening' },
  });
  expect(advanced.status()).toBe(200);
}

describe('analytics', () => {
  it('shows the funnel, time, sources and credits as charts, tables and CSV files', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    await buildHistory(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.waitForURL('**/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();

    const funnel = page.getByRole('region', { name: 'Funnel by job' });
    const chart = funnel.getByRole('img', {
      name: `Bar chart: applications of ${JOB_TITLE} that reached each stage`,
    });
    await chart.waitFor();
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    await funnel
      .getByText(`${JOB_TITLE}: 3 applications in Applied; 1 reached Screening (33%)`, {
        exact: false,
      })
      .waitFor();

    await funnel.getByRole('button', { name: /^Show table/ }).click();
    const table = funnel.getByRole('table', {
      name: `${JOB_TITLE}: applications that reached each stage`,
    });
    await table.waitFor();
    const screening = table.getByRole('row', { name: /^Screening/ });
    expect(await screening.getByRole('cell').allTextContents()).toEqual(['1', '33%', '1', '0']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      funnel.getByRole('button', { name: /^Download CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('funnel-stores-officer-90d.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFStage,Applications reached,Conversion from previous stage (%),In stage now,Rejected in stage',
      'Applied,3,,2,0',
      'Screening,1,33.3,1,0',
    ]);

    const unlocks = page.getByRole('region', { name: 'Time to unlock' });
    await unlocks.getByRole('img', { name: /median time from application to unlock/ }).waitFor();
    const sources = page.getByRole('region', { name: 'Applications by source' });
    await sources.getByText('Job page: 3 (100%)', { exact: false }).waitFor();
    const credits = page.getByRole('region', { name: 'Credits spent by reason' });
    await credits.getByText('2 credits spent and 0 refunded', { exact: false }).waitFor();
    await credits.getByRole('button', { name: /^Show table/ }).click();
    await credits.getByRole('columnheader', { name: 'Candidate Unlocked' }).waitFor();

    await page.getByLabel('Period').selectOption('30d');
    await page.waitForURL('**/analytics?period=30d');
    await funnel.getByRole('img', { name: /reached each stage/ }).waitFor();

    await screenshot(page, 'analytics');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not offered to an interviewer', async () => {
    const admin = await stack.openPage();
    const account = await signUp(admin.page);
    await admin.context.close();
    const [owner] = await stack.database.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.email, account.email));
    await stack.database.db.insert(users).values({
      orgId: owner!.orgId,
      name: 'Ivy Interviewer',
      email: 'ivy.analytics@example.test',
      role: 'INTERVIEWER',
      passwordHash: await hashPassword('interviewer password'),
    });

    const { page, context, errors } = await stack.openPage();
    await page.goto('/signin');
    await page.getByLabel(/email/i).fill('ivy.analytics@example.test');
    await page.getByLabel('Password').fill('interviewer password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Interviews' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Analytics' }).count()).toBe(0);

    await page.goto('/analytics');
    await page.getByText('Analytics is not available to your role').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
