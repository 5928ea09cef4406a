import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('accounts in the browser', () => {
  it('shows the spec’s validation messages on sign-up and keeps what was typed', async () => {
    const { page, context } = await stack.openPage();
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Kojo');
    await page.getByLabel(/email/i).fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Organization name is required').waitFor();
    await page.getByText('Please enter a valid email').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Kojo');
    await expect
      .poll(() => page.getByLabel('Organization name').getAttribute('aria-invalid'))
      .toBe('true');
    await screenshot(page, 'signup-errors');
    await context.close();
  });

  it('signs in, sends signed-in visitors on to the dashboard, and signs out', async () => {
    const first = await stack.openPage();
    const account = await signUp(first.page);
    await first.context.close();

    const { page, context, errors } = await stack.openPage();
    await page.goto('/login');
    await page.getByLabel(/email/i).fill(account.email);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('Sign in failed').first().waitFor();
    await screenshot(page, 'signin-failed');

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back!').first().waitFor();

    await page.goto('/signin');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.goto('/demo');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been signed out.').first().waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    // 401s on sign-in and after sign-out are answers, not errors of the page.
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with the emailed link, once', async () => {
    const first = await stack.openPage();
    const account = await signUp(first.page);
    await first.context.close();

    const { page, context } = await stack.openPage();
    await page.goto('/reset-password');
    await page.getByText('Invalid reset link').first().waitFor();
    await page.waitForURL('**/forgot-password');

    await page.getByLabel(/email/i).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link sent').first().waitFor();
    expect(await page.getByLabel(/email/i).inputValue()).toBe('');

    const [mail] = await stack.outboxMail(account.email);
    const link = /(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await page.goto(link);
    await page.getByLabel(/^new password/i).fill('my new password');
    await page.getByLabel(/confirm/i).fill('my new passwore');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel(/confirm/i).fill('my new password');
    await page.getByRole('button', { name: /reset password/i }).click();
    await page.getByText('Password Reset Complete').waitFor();
    await screenshot(page, 'reset-complete');
    await page
      .getByRole('link', { name: 'Go to Sign In' })
      .or(page.getByRole('button', { name: 'Go to Sign In' }))
      .click();
    await page.waitForURL('**/signin');

    await page.getByLabel(/email/i).fill(account.email);
    await page.getByLabel('Password').fill('my new password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
