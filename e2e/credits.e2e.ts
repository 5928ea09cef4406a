import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('buying credits', () => {
  it('buys a package through the sandbox checkout and sees the balance rise', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page);
    await page.getByText('Click to manage').click();
    await page.waitForURL('**/credits');

    const balance = page.getByText(/^\d+$/).first();
    await page.getByRole('heading', { name: 'Buy credits' }).waitFor();
    const before = Number(await balance.textContent());
    expect(before).toBe(5);

    const tenCredits = page.getByRole('listitem').filter({ hasText: '10 credits' });
    await expect.poll(() => tenCredits.getByText('10% off').isVisible()).toBe(true);
    await expect.poll(() => tenCredits.getByText('GH₵ 9.00 per credit').isVisible()).toBe(true);
    await screenshot(page, 'credits-packages');

    await tenCredits.getByRole('button', { name: /^Buy 10 credits/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Buy 10 credits for GH₵ 90.00?').waitFor();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
    await page.getByText('GH₵ 90.00').waitFor();
    await screenshot(page, 'sandbox-checkout');
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL('**/credits?payment=success**');
    await page.getByText('Payment Successful!').waitFor();
    await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toBe(String(before + 10));
    await page.getByText('10 credits were added to your balance.').waitFor();
    const payments = page.getByRole('table', { name: /Credit purchases/ });
    await payments.getByText('Paid').waitFor();
    await page
      .getByRole('table', { name: /Credit transactions/ })
      .getByText('Credits Purchased')
      .first()
      .waitFor();
    await screenshot(page, 'credits-after-purchase');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds nothing when the payment is declined', async () => {
    const { page, context, errors } = await stack.openPage();
    await signUp(page);
    await page.goto('/credits');
    await page.getByRole('heading', { name: 'Buy credits' }).waitFor();
    const oneCredit = page.getByRole('listitem').filter({ hasText: /^1 credit/ });
    await oneCredit.getByRole('button', { name: /^Buy 1 credit/ }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Continue to payment' })
      .click();
    await page.waitForURL('**/sandbox/checkout/**');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL('**/credits?payment=failed**');
    const card = page.getByRole('alert').filter({ hasText: 'Payment not completed' });
    await card.getByText('The payment was declined or reversed.', { exact: false }).waitFor();
    await page
      .getByRole('table', { name: /Credit purchases/ })
      .getByText('Failed')
      .waitFor();
    expect(await page.getByText(/^\d+$/).first().textContent()).toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  });
});
