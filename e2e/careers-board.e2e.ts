import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

// The sandbox board, as `npm start` runs it on a developer's machine.
beforeAll(async () => {
  stack = await startStack({ CAREERS_BOARD_SANDBOX: 'true' });
});
afterAll(() => stack?.stop());

describe('the careers board (sandbox)', () => {
  it('shows a published job Synced, and an application sent from the board lands in the pipeline', async () => {
    const { page, context, errors } = await stack.openPage();
    await signUp(page, 'Akua Sarpong');
    const created = await page.request.post('/api/v1/jobs', {
      data: { title: 'Warehouse Supervisor', location: 'Tema', status: 'PUBLISHED' },
    });
    expect(created.status()).toBe(201);
    const job = (await created.json()) as { id: string };

    await page.goto(`/jobs/${job.id}/pipeline`);
    await page.getByText('Synced to careers board').waitFor({ timeout: 15_000 });
    await screenshot(page, 'careers-board-synced');
    const applied = page.getByRole('region', { name: 'Applied' }).getByRole('heading');
    const before = await applied.count();

    // The platform operator makes the sandbox board send an application, as the partner would.
    const operator = await stack.browser.newContext({ baseURL: stack.server.url });
    const signedIn = await operator.request.post('/api/v1/admin/auth', {
      data: { password: E2E_ADMIN_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    const status = await operator.request.get('/api/v1/admin/integrations/status');
    expect((await status.json()).integrations.zuludesk_careers).toMatchObject({
      status: 'configured',
      configured: true,
      environment: 'sandbox',
      hasAdminToken: true,
      hasWebhookSecret: true,
    });
    const sent = await operator.request.post('/api/v1/admin/careers-board/test-applications', {
      data: { jobId: job.id },
    });
    expect(sent.status()).toBe(200);
    await operator.close();

    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('region', { name: 'Applied' }).waitFor();
          return applied.count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(before + 1);
    await screenshot(page, 'careers-board-application');
    expect(errors).toEqual([]);
    await context.close();
  });
});
