import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from '../src/server/cli/create-superadmin';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import {
  openTab,
  signInAndChangePassword,
  signInPasswordConsole,
  signUp,
  startStack,
  type Stack,
} from './support/stack';

let stack: Stack;

// The sandbox board, as `npm start` runs it on a developer's machine.
beforeAll(async () => {
  stack = await startStack({ CAREERS_BOARD_SANDBOX: 'true' });
});
afterAll(() => stack?.stop());

describe('the careers board (sandbox)', () => {
  it('shows a published job Synced, and an application made on the board lands in the pipeline', async () => {
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

    // A job seeker opens the job on the board and applies there.
    const view = (await (await page.request.get(`/api/v1/jobs/${job.id}`)).json()) as {
      boardUrl: string;
    };
    const seeker = await stack.browser.newPage();
    await seeker.goto(view.boardUrl);
    await seeker.getByRole('heading', { level: 1, name: 'Warehouse Supervisor' }).waitFor();
    await seeker.getByLabel('Full name').fill('Kwabena Ofori');
    await seeker.getByLabel('Email').fill(`kwabena.${process.pid}@seekers.example`);
    await seeker.getByRole('button', { name: 'Send application' }).click();
    await seeker.getByText('Application sent. The employer receives it in Shortlist.').waitFor();
    await screenshot(seeker, 'careers-board-seeker-applied');
    await seeker.close();

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

  it('shows the configured board on /integrations and syncs employer accounts with progress', async () => {
    const email = `ops-board-${process.pid}@example.test`;
    const { tempPassword } = await createSuperAdmin(stack.database.db, {
      email,
      name: 'Efo Platform',
    });
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signInAndChangePassword(page, email, tempPassword);
    await page.waitForURL('**/admin');

    await page.goto('/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    const statusBadge = page.getByText(/^Status: Configured$/);
    await statusBadge.waitFor();
    await page
      .getByText(/sandbox/i)
      .first()
      .waitFor();
    await page.getByText('Automatic job sync on publish').waitFor();
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await statusBadge.waitFor();
    await screenshot(page, 'careers-board-integrations-configured');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await page.goto('/admin');
    await openTab(page, 'Admin console sections', 'Integrations');
    await page.getByRole('button', { name: 'Sync Employer Accounts' }).click();
    await page.getByRole('button', { name: 'Start sync' }).click();
    await page.getByText('Employer sync completed', { exact: true }).first().waitFor({
      timeout: 30_000,
    });
    await screenshot(page, 'careers-board-employer-sync');
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
  });

  it('migrates an employer from the board with its jobs and applicants', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signInPasswordConsole(page);
    await openTab(page, 'Admin panel sections', 'Migrate Employers');
    const row = page.getByRole('row').filter({ hasText: 'Volta Agro Processing' });
    await row.waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await screenshot(page, 'careers-board-migrate-before');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await row.getByRole('button', { name: /^Migrate/ }).click();
    await page.getByText('Migration completed', { exact: true }).first().waitFor();
    await row.getByText('Migrated', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: /^Migrate/ }).count()).toBe(0);
    await screenshot(page, 'careers-board-migrated');

    // The organization exists, with its employer's jobs and applicants.
    const search = await page.request.get('/api/v1/admin/orgs?q=Volta%20Agro');
    const [org] = (await search.json()).organizations as Array<{ id: string; jobCount: number }>;
    expect(org?.jobCount).toBe(2);
    const jobs = await page.request.get(`/api/v1/admin/jobs/search?orgId=${org!.id}`);
    const list = (await jobs.json()).jobs as Array<{ title: string; applicationCount: number }>;
    expect(list.map((job) => job.title).sort()).toEqual([
      'Field Agronomist',
      'Quality Control Officer',
    ]);

    // Add Candidate: a job seeker picked from the careers platform, fields locked to them.
    await openTab(page, 'Admin panel sections', /^Add Candidate$/);
    await page.getByRole('button', { name: 'Add Manual Application' }).click();
    const manual = page.getByRole('dialog', { name: 'Add Manual Application' });
    await manual.getByLabel('Target organization').selectOption(org!.id);
    const jobSelect = manual.getByLabel('Job position');
    await expect.poll(() => jobSelect.isDisabled()).toBe(false);
    await jobSelect.selectOption({ label: 'Quality Control Officer' });
    await manual.getByLabel('Pipeline stage').selectOption('Applied');
    await manual.getByLabel('Select from the external careers platform').check();
    expect(await manual.getByLabel(/^Email/).isDisabled()).toBe(true);
    await manual.getByLabel('Search the careers platform by name or email').fill('Nii');
    await manual.getByRole('radio', { name: /Nii Armah Quaye/ }).check();
    await manual.getByText('Selected candidate').waitFor();
    expect(await manual.getByLabel(/^Email/).inputValue()).toBe('nii.quaye@seekers.example');
    expect(await manual.getByLabel(/^Email/).getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'careers-board-pick-external-candidate');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await manual.getByRole('button', { name: 'Add to Pipeline' }).click();
    await manual.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'Nii Armah Quaye' }).waitFor();

    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
  });
});
