import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from '../src/server/cli/create-superadmin';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { E2E_ADMIN_PASSWORD } from './support/server';
import {
  openTab,
  signInAndChangePassword,
  signInPasswordConsole,
  signUp,
  startStack,
  tabList,
  type Stack,
} from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const PASSWORD_CONSOLE_TABS = [
  /^Users \(\d+\)$/,
  /^Organizations \(\d+\)$/,
  /^Add Candidate$/,
  /^Provisioning$/,
  /^Credits$/,
  /^Emails$/,
  /^Sync$/,
  /^Migrate Employers$/,
  /^Analytics$/,
];

const SUPERADMIN_TABS = [
  'Organizations',
  'Users',
  'Credits',
  'Integrations',
  'Email Templates',
  'Import',
];

/**
 * Chromium logs every 4xx as a console error; these are answers the console expects
 * (no admin session yet: 401; an organization member asking for one: 403).
 */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter((text) => !statuses.some((status) => text.includes(String(status))));
}

/** A temporary password shown by the console. */
async function shownTemporaryPassword(page: Page): Promise<string> {
  const code = page.locator('[data-temporary-password]').first();
  await code.waitFor();
  const password = (await code.textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  return password;
}

describe('admin consoles', () => {
  it('password console: gate, nine tabs, create an organization, provision its admin who then signs in', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await screenshot(page, 'admin-access');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Empty, then wrong, then right; the toggle shows what is typed.
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await page.getByText('Please enter the admin password', { exact: true }).waitFor();
    const password = page.getByLabel('Admin password');
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await password.press('Enter');
    await page.getByText('Authentication failed', { exact: true }).waitFor();
    await page.getByText('Invalid password', { exact: true }).waitFor();
    await password.fill(E2E_ADMIN_PASSWORD);
    await password.press('Enter');
    await page.getByText('Admin access granted. Session expires in 1h', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByText('Platform admin (password)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // Nine tabs in the spec's order, with the lists' counts.
    const list = 'Admin panel sections';
    await expect
      .poll(() => tabList(page, list).getByRole('tab').allInnerTexts())
      .toSatisfy((texts: string[]) =>
        PASSWORD_CONSOLE_TABS.every((pattern, index) => pattern.test(texts[index] ?? '')),
      );
    // Arrow keys move between tabs.
    await tabList(page, list).getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await tabList(page, list)
      .getByRole('tab', { name: /^Organizations/, selected: true })
      .waitFor();

    const shots: Array<[RegExp, string]> = [
      [/^Users/, 'users'],
      [/^Organizations/, 'organizations'],
      [/^Add Candidate$/, 'add-candidate'],
      [/^Provisioning$/, 'provisioning'],
      [/^Credits$/, 'credits'],
      [/^Emails$/, 'emails'],
      [/^Sync$/, 'sync'],
      [/^Migrate Employers$/, 'migrate-employers'],
      [/^Analytics$/, 'analytics'],
    ];
    for (const [tab, name] of shots) {
      await openTab(page, list, tab);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-password-${name}`);
    }
    await openTab(page, list, /^Users/);
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Create an organization: the slug keeps only lowercase letters, digits and hyphens.
    await openTab(page, list, /^Organizations/);
    await page.getByRole('button', { name: 'Create Organization' }).click();
    const create = page.getByRole('dialog', { name: 'Create Organization' });
    const submit = create.getByRole('button', { name: 'Create Organization' });
    expect(await submit.isDisabled()).toBe(true);
    const orgName = `Volta Foods ${process.pid}`;
    await create.getByLabel('Organization name').fill(orgName);
    await create.getByLabel('Slug').pressSequentially('Volta Foods-1!');
    expect(await create.getByLabel('Slug').inputValue()).toBe('oltaoods-1');
    const slug = `volta-foods-${process.pid}`;
    await create.getByLabel('Slug').fill('');
    await create.getByLabel('Slug').pressSequentially(slug);
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'admin-password-create-organization');
    await submit.click();
    await page.getByText('Organization created', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: orgName });
    await row.getByText('Not configured').waitFor();
    expect(await row.getByRole('button', { name: /^Sync/ }).isDisabled()).toBe(true);

    // Provision its admin: the temporary password is shown once, with Clear.
    await row.getByRole('button', { name: `Provision Admin for ${orgName}` }).click();
    const provision = page.getByRole('dialog', { name: 'Provision Admin' });
    const adminEmail = `volta-admin-${process.pid}@example.test`;
    await provision.getByLabel('Name').fill('Esi Volta');
    await provision.getByLabel('Email').fill(adminEmail);
    await provision.getByRole('button', { name: 'Provision Admin' }).click();
    await page.getByText('User created and invitation sent', { exact: true }).waitFor();
    const temporary = await shownTemporaryPassword(page);
    await screenshot(page, 'admin-password-provisioned');

    // The users tab lists them with their organization and role, never signed in.
    await openTab(page, list, /^Users/);
    const userRow = page.getByRole('row').filter({ hasText: adminEmail });
    await userRow.getByText(orgName).waitFor();
    await userRow.getByText('Never').waitFor();

    // The audit log has what was done.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Organization created' }).first().waitFor();
    await screenshot(page, 'admin-audit-log');

    // The new admin signs in with the temporary password and must choose their own.
    const member = await stack.openPage();
    await signInAndChangePassword(member.page, adminEmail, temporary);
    await member.page.waitForURL('**/dashboard');
    await member.page.getByText('Esi Volta', { exact: true }).first().waitFor();
    await member.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .waitFor();

    // An organization member at /admin meets the password gate, not the console.
    await member.page.goto('/admin');
    await member.page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(unexpected(member.errors, 401, 403)).toEqual([]);
    await member.context.close();

    // Credits: the amount must be positive; a grant shows in the overview.
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await openTab(page, list, /^Credits$/);
    await page.getByRole('button', { name: 'Grant Credits' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant Credits' });
    await grant.getByLabel('Organization').selectOption({ label: `${orgName} (${slug})` });
    await grant.getByLabel('Amount').fill('0');
    await grant.getByRole('button', { name: 'Grant Credits' }).click();
    await grant.getByText('Amount must be positive').waitFor();
    await grant.getByLabel('Amount').fill('25');
    await grant.getByLabel('Reason (optional)').fill('Launch partner');
    await grant.getByRole('button', { name: 'Grant Credits' }).click();
    await page.getByText('Credits granted', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Launch partner' }).getByText('+25').waitFor();
    // The balances are searched on the server, a page at a time.
    await page.getByLabel('Search balances').fill(orgName);
    const balanceRow = page
      .getByRole('table', { name: 'Credit balance of each organization' })
      .getByRole('row')
      .filter({ hasText: orgName });
    await balanceRow.waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Credit balance of each organization' })
          .getByRole('row')
          .count(),
      )
      .toBe(2);
    await screenshot(page, 'admin-password-credits-granted');

    // Reset the admin's password: a new temporary one, shown in the dialog and a toast.
    await openTab(page, list, /^Users/);
    await page
      .getByRole('row')
      .filter({ hasText: adminEmail })
      .getByRole('button', { name: 'Reset Password of Esi Volta' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Reset the password of Esi Volta?' })
      .getByRole('button', { name: 'Reset Password' })
      .click();
    await page.getByText('Password reset successful', { exact: true }).waitFor();
    const passwordDialog = page.getByRole('dialog', { name: 'Password reset' });
    expect(await shownTemporaryPassword(page)).not.toBe(temporary);
    await screenshot(page, 'admin-password-reset');
    await passwordDialog.getByRole('button', { name: 'Done' }).click();

    // Provisioning: a recruiter for the organization, then deleted after a confirmation.
    await openTab(page, list, /^Provisioning$/);
    const provisioning = page.getByRole('tabpanel');
    const recruiterEmail = `volta-recruiter-${process.pid}@example.test`;
    const userForm = provisioning.locator('form').first();
    await userForm.getByLabel('Organization').selectOption({ label: `${orgName} (${slug})` });
    await userForm.getByLabel('Name').fill('Kofi Recruiter');
    await userForm.getByLabel('Email').fill(recruiterEmail);
    await userForm.getByLabel('Role').selectOption('RECRUITER');
    await userForm.getByRole('button', { name: 'Provision User' }).click();
    await shownTemporaryPassword(page);
    await screenshot(page, 'admin-password-provisioning-done');
    await provisioning.getByRole('button', { name: 'Clear' }).click();
    expect(await page.locator('[data-temporary-password]').count()).toBe(0);

    await openTab(page, list, /^Users/);
    await page
      .getByRole('row')
      .filter({ hasText: recruiterEmail })
      .getByRole('button', { name: 'Delete Kofi Recruiter' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Kofi Recruiter?' })
      .getByRole('button', { name: 'Delete User' })
      .click();
    await page.getByText('User deleted successfully', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: recruiterEmail }).count())
      .toBe(0);

    // Logout ends the console's session.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });

  it('SUPERADMIN console: six tabs in the app shell, platform sidebar and no credits badge', async () => {
    const email = `ops-${process.pid}@example.test`;
    const { tempPassword } = await createSuperAdmin(stack.database.db, {
      email,
      name: 'Kojo Platform',
    });
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signInAndChangePassword(page, email, tempPassword);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    const header = page.locator('main header').first();
    await header.getByText('Kojo Platform', { exact: true }).waitFor();
    await header.getByText('Super Admin', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Logout' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Admin',
      'Matching',
      'Integrations',
    ]);
    expect(await page.getByText('Click to manage').count()).toBe(0);

    const list = 'Admin console sections';
    expect(await tabList(page, list).getByRole('tab').allInnerTexts()).toEqual(SUPERADMIN_TABS);
    for (const tab of SUPERADMIN_TABS) {
      await openTab(page, list, tab);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-superadmin-${tab.toLowerCase().replace(/ /g, '-')}`);
    }
    // The Import tab's form is live (e2e/import.e2e.ts imports through it).
    expect(await page.getByRole('button', { name: 'Import Candidates' }).isDisabled()).toBe(false);
    await page.getByLabel('Candidates CSV').waitFor();
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Create User: the temporary password shows once, in a dialog.
    await openTab(page, list, 'Users');
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create User' });
    await create.getByRole('button', { name: 'Create User' }).click();
    await create.getByText('Organization is required').waitFor();
    await create.getByText('Valid email is required').waitFor();
    expect(await create.getByLabel('Role').inputValue()).toBe('RECRUITER');
    await page.keyboard.press('Escape');

    // Organization pages are not theirs: they land in the console.
    await page.goto('/dashboard');
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
    await nav.getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByText('Not Configured').first().waitFor();
    await page.getByText('ZULUDESK_CAREERS_ADMIN_TOKEN').waitFor();
    await screenshot(page, 'admin-integrations');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });

  it('exports a job’s pipeline from the organization manage page', async () => {
    // An employer with a published job and one applicant.
    const employer = await stack.openPage();
    await signUp(employer.page, 'Adjoa Employer');
    const me = (await (await employer.page.request.get('/api/v1/auth/me')).json()) as {
      user: { organization: { id: string; name: string } };
    };
    const orgName = me.user.organization.name;
    const orgId = me.user.organization.id;
    const created = await employer.page.request.post('/api/v1/jobs', {
      data: {
        title: 'Cold Chain Supervisor',
        department: 'Operations',
        location: 'Tema',
        status: 'PUBLISHED',
      },
    });
    expect(created.status()).toBe(201);
    const job = (await created.json()) as { id: string };
    const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Nana Ampofo-Sarpong',
        email: 'nana.ampofo@example.test',
        phone: '+233 24 555 0909',
        coverNote: 'Six years of cold chain logistics.',
      }),
    });
    expect(applied.status).toBe(201);
    await employer.context.close();

    const { page, context, errors } = await stack.openPage();
    await signInPasswordConsole(page);
    await openTab(page, 'Admin panel sections', /^Organizations/);
    await page.getByLabel('Search organizations').fill(orgName);
    const row = page.getByRole('row').filter({ hasText: orgName });
    await row.getByRole('link', { name: `Manage ${orgName}` }).click();
    await page.getByRole('heading', { level: 1, name: `Manage: ${orgName}` }).waitFor();
    await page.getByText('Total Jobs').waitFor();
    const jobRow = page.getByRole('row').filter({ hasText: 'Cold Chain Supervisor' });
    await jobRow.getByText('PUBLISHED').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-manage');

    await jobRow.getByRole('link', { name: /^View Pipeline/ }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Admin Pipeline: Cold Chain Supervisor' })
      .waitFor();
    await page.locator('main').getByText('Nana Ampofo-Sarpong', { exact: true }).waitFor();
    await screenshot(page, 'admin-pipeline');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Nana Ampofo-Sarpong');
    expect(csv).toContain('nana.ampofo@example.test');

    // Add a candidate by hand: the dialog checks its fields, the pipeline refreshes.
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add Candidate' });
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByText('Valid email is required').waitFor();
    await add.getByLabel('Full Name').fill('Kwabena Admin-Added');
    await add.getByLabel('Email').fill('kwabena.added@example.test');
    await add.getByLabel('Pipeline Stage').selectOption('Screening');
    await screenshot(page, 'admin-pipeline-add-candidate');
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.locator('main').getByText('Kwabena Admin-Added', { exact: true }).waitFor();
    // Opened again, the dialog starts empty.
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    expect(await add.getByLabel('Full Name').inputValue()).toBe('');
    // Escape once the dialog has taken the focus (pressed earlier, it can be lost), then closed.
    await expect
      .poll(() => add.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Back to Organization' }).click();
    await page.getByRole('heading', { level: 1, name: `Manage: ${orgName}` }).waitFor();

    // The organization's features are edited on its manage page too.
    await page.getByRole('button', { name: 'Edit features' }).click();
    await page.getByLabel('Job post limit').fill('3');
    await page.getByLabel('Enable Pay-to-Reveal').uncheck();
    await page.getByRole('button', { name: 'Save Features' }).click();
    await page.getByRole('button', { name: 'Edit features' }).waitFor();
    const limitTerm = page.getByText('Job post limit', { exact: true });
    await expect.poll(async () => limitTerm.locator('xpath=..').innerText()).toContain('3');
    // The only On/Off badges on the page are the features': Pay-to-Reveal now off.
    await page.getByText('Off', { exact: true }).waitFor();

    // Add Candidate tab: a manual application into the job, listed below.
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await openTab(page, 'Admin panel sections', /^Add Candidate$/);
    await page.getByRole('button', { name: 'Add Manual Application' }).click();
    const manual = page.getByRole('dialog', { name: 'Add Manual Application' });
    const jobSelect = manual.getByLabel('Job position');
    expect(await jobSelect.isDisabled()).toBe(true);
    expect(await manual.getByRole('button', { name: 'Add to Pipeline' }).isDisabled()).toBe(true);
    await manual.getByLabel('Target organization').selectOption(orgId);
    await expect.poll(() => jobSelect.isDisabled()).toBe(false);
    await jobSelect.selectOption({ label: 'Cold Chain Supervisor' });
    await manual.getByLabel('Pipeline stage').selectOption('Interview');
    await manual.getByLabel('Full Name').fill('Abena Manual-Entry');
    await manual.getByLabel('Email').fill('abena.manual@example.test');
    await screenshot(page, 'admin-password-manual-application');
    await manual.getByRole('button', { name: 'Add to Pipeline' }).click();
    await manual.waitFor({ state: 'hidden' });
    const added = page.getByRole('row').filter({ hasText: 'Abena Manual-Entry' });
    await added.getByText('Interview', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Kwabena Admin-Added' }).waitFor();
    await screenshot(page, 'admin-password-added-applications');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: `Manage: ${orgName}` }).waitFor();

    // The console's session ends (here: its cookie is gone): the next call says so.
    await context.clearCookies();
    // (The added application made the pipeline stale: opening it asks the server again.)
    await jobRow.getByRole('link', { name: /^View Pipeline/ }).click();
    await page.getByText('Session expired. Please login again.', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();

    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });
});
