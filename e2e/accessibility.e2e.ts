import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityProblems } from './support/axe';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('accessibility (axe-core, WCAG 2.1 AA, serious and critical)', () => {
  it('holds on the pages a visitor sees', async () => {
    const { page, context } = await stack.openPage({ bypassCSP: true });
    const problems: Record<string, unknown> = {};
    for (const [path, ready] of [
      ['/', 'Hire faster'],
      ['/signin', 'Forgot password?'],
      ['/signup', 'Create Account'],
      ['/forgot-password', 'Send Reset Link'],
      ['/reset-password?token=abc', 'Confirm'],
      ['/nowhere', '404 Page Not Found'],
      ['/jobs/no-such-job', 'Job Not Found'],
    ] as const) {
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      const found = await findAccessibilityProblems(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    await context.close();
  });

  it('holds on the signed-in pages and the public job page', async () => {
    const { page, context } = await stack.openPage({ bypassCSP: true });
    await signUp(page);
    await page.goto('/jobs/new');
    await page.getByLabel('Job title').fill('Accessible Role');
    await page.getByLabel('Description', { exact: true }).fill('## Duties\n- Help people');
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.waitForURL(/\/pipeline$/);
    const pipelinePath = new URL(page.url()).pathname;
    const jobId = pipelinePath.split('/')[2]!;
    // Two applicants, one of them unlocked, so cards, lists and details show both states.
    for (const [fullName, email] of [
      ['Locked Applicant', 'locked.applicant@example.test'],
      ['Open Applicant', 'open.applicant@example.test'],
    ]) {
      const applied = await page.request.post(`/api/v1/public/jobs/${jobId}/apply`, {
        data: { fullName, email, coverNote: 'I would love to help.' },
      });
      expect(applied.status()).toBe(201);
    }
    const list = (await (await page.request.get('/api/v1/candidates')).json()) as {
      items: { id: string }[];
    };
    const [lockedId, unlockedId] = list.items.map((item) => item.id) as [string, string];
    const unlocked = await page.request.post(`/api/v1/applications/${unlockedId}/unlock`);
    expect(unlocked.status()).toBe(200);
    const { application } = (await unlocked.json()) as {
      application: { candidate: { email: string } };
    };

    const problems: Record<string, unknown> = {};
    for (const [path, ready] of [
      ['/dashboard', 'Overview of your hiring activity'],
      ['/jobs', 'Accessible Role'],
      ['/jobs/new', 'Hiring Pipeline'],
      [pipelinePath, 'Ready for final decisions'],
      [pipelinePath.replace(/pipeline$/, 'settings'), 'View Public Page'],
      ['/credits', 'Free Trial Credits'],
      ['/candidates', 'Credits spent'],
      [`/candidates/${lockedId}`, 'Team notes'],
      [`/candidates/${unlockedId}`, application.candidate.email],
      ['/jobs/accessible-role', 'Now Hiring'],
    ] as const) {
      await page.goto(path);
      await page.getByText(ready).first().waitFor();
      const found = await findAccessibilityProblems(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
    await context.close();
  });
});
