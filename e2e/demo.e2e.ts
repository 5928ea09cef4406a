import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoCredentials } from '../src/shared/auth';
import type { DashboardView } from '../src/shared/dashboard';
import { DEMO_CONTENTS, DEMO_CREDITS } from '../src/shared/rules';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('the demo', () => {
  it('goes from the landing page to a signed-in dashboard with the demo’s figures', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.goto('/');
    await page.getByRole('link', { name: 'Try The Demo' }).first().click();
    await page.waitForURL('**/demo');
    await page.getByText(`${DEMO_CONTENTS.candidates} candidates`, { exact: true }).waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'demo-page');

    await page.getByRole('button', { name: 'Create My Demo Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Demo Account Created! 🎉', { exact: true }).first().waitFor();
    await page
      .getByText("Welcome to your demo! You're now logged in as Akosua Mensah", { exact: true })
      .first()
      .waitFor();

    // The figures depend on the day (this week's interviews, this month's applications):
    // the page must show what the API counts for the demo.
    const dashboard = (await (await page.request.get('/api/v1/dashboard')).json()) as DashboardView;
    expect(dashboard.totalJobs).toBe(DEMO_CONTENTS.jobs);
    expect(dashboard.activeJobs).toBe(DEMO_CONTENTS.jobs);
    const card = (title: string) =>
      page.getByRole('heading', { name: title, exact: true }).locator('xpath=../..');
    await expect
      .poll(() => card('Total Jobs').innerText())
      .toMatch(
        new RegExp(
          `^Total Jobs\\s+${DEMO_CONTENTS.jobs}\\s+${DEMO_CONTENTS.jobs} active positions$`,
        ),
      );
    await expect
      .poll(() => card('Applications').innerText())
      .toMatch(new RegExp(`^Applications\\s+${dashboard.applicationsThisMonth}\\s+This month$`));
    await expect
      .poll(() => card('Interviews').innerText())
      .toMatch(new RegExp(`^Interviews\\s+${dashboard.interviewsThisWeek}\\s+This week$`));
    expect(dashboard.recentActivity).toHaveLength(10);
    await page.getByText(dashboard.recentActivity[0]!.message, { exact: true }).waitFor();
    await screenshot(page, 'demo-dashboard');

    // Signed in as the demo's Admin, with the way back in kept in the browser.
    const me = await (await page.request.get('/api/v1/auth/me')).json();
    expect(me.user).toMatchObject({ name: 'Akosua Mensah', role: 'ADMIN' });
    const stored = await page.evaluate(() => localStorage.getItem('demo_credentials'));
    const credentials = JSON.parse(stored!) as DemoCredentials;
    expect(credentials.email).toBe(me.user.email);
    expect(credentials.members).toHaveLength(DEMO_CONTENTS.members);
    const credits = await (await page.request.get('/api/v1/credits')).json();
    expect(credits.balance).toBe(DEMO_CREDITS);

    await page.getByRole('link', { name: 'Interviews', exact: true }).first().click();
    await page.waitForURL('**/interviews');
    await page.getByText('Kofi Asante').first().waitFor();
    await screenshot(page, 'demo-interviews');

    // A candidate's timeline reads like a team's weeks of work.
    const list = await (await page.request.get('/api/v1/candidates?q=Kofi')).json();
    const kofi = list.items.find(
      (item: { candidate: { fullName?: string } }) => item.candidate.fullName === 'Kofi Asante',
    );
    await page.goto(`/candidates/${kofi.id}`);
    await page.getByText('Unlocked for 1 credit', { exact: true }).first().waitFor();
    await page.getByText('Scorecard submitted', { exact: true }).first().waitFor();
    await screenshot(page, 'demo-candidate');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the demo cannot be created', async () => {
    const { page, context } = await stack.openPage();
    await page.route('**/api/v1/demo/create-account', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Create My Demo Account' }).click();
    await page.getByText('Demo Creation Failed', { exact: true }).first().waitFor();
    await page
      .getByText('Failed to create demo account. Please try again.', { exact: true })
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/demo$/);
    await screenshot(page, 'demo-failed');
    await context.close();
  });
});
