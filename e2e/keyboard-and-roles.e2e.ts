import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('keyboard use', () => {
  it('signs up with the keyboard alone, fields in reading order', async () => {
    const { page, context } = await stack.openPage();
    await page.goto('/signup');
    await page.getByLabel('Organization name').focus();
    await page.keyboard.type('Keyboard Co');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kofi Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kofi.keys@example.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('typed not clicked');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByText('Kofi Keys').first().waitFor();
    await context.close();
  });
});

describe('roles in the interface', () => {
  it('shows an interviewer the jobs without the buttons their role cannot use', async () => {
    const admin = await stack.openPage();
    const account = await signUp(admin.page);
    await admin.page.goto('/jobs/new');
    await admin.page.getByLabel('Job title').fill('Interview Panel Role');
    await admin.page.getByRole('button', { name: 'Save as Draft' }).click();
    await admin.page.waitForURL(/\/pipeline$/);
    await admin.context.close();

    const [owner] = await stack.database.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.email, account.email));
    await stack.database.db.insert(users).values({
      orgId: owner!.orgId,
      name: 'Ivy Interviewer',
      email: 'ivy@example.test',
      role: 'INTERVIEWER',
      passwordHash: await hashPassword('interviewer password'),
    });

    const { page, context } = await stack.openPage();
    await page.goto('/signin');
    await page.getByLabel(/email/i).fill('ivy@example.test');
    await page.getByLabel('Password').fill('interviewer password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Interviewer').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await page.goto('/jobs');
    await page.getByText('Interview Panel Role').waitFor();
    expect(await page.getByRole('link', { name: 'Create Job' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);

    await page.goto('/jobs/new');
    await page.getByText('Your role cannot create jobs').waitFor();
    await context.close();
  });
});
