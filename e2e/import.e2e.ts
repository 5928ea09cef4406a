/**
 * Bulk import (issue 18) as a platform operator does it: a candidates CSV with a ZIP
 * of resumes from the Super Admin console's Import tab, the progress bar while it
 * runs, the report after, the refused rows downloaded, the candidates in the
 * employer's pipeline; then a dry run from the password console's Sync tab.
 */
import fs from 'node:fs';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from '../src/server/cli/create-superadmin';
import { makeResumePdf } from './support/applicants';
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

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const ROWS = 1_500;
const FIRST = ['Ama', 'Kofi', 'Efua', 'Yaw', 'Akosua', 'Kwame', 'Abena', 'Kojo'];
const LAST = ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Darko', 'Ofori', 'Addo', 'Quaye'];

/** 1,500 applicants (three with a resume in the ZIP) and two rows to refuse. */
function applicantsCsv(): string {
  const lines = ['Full Name;E-mail;Mobile;City;Skills;Years of experience;CV'];
  for (let i = 0; i < ROWS; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
    const resume = i < 3 ? `cv-${i}.pdf` : '';
    lines.push(
      `${name};applicant${i}@example.test;024 ${String(10_000_000 + i).slice(1)};Accra;"IFRS, Excel";${i % 9};${resume}`,
    );
  }
  lines.push('Nobody;not-an-email;;;;;');
  lines.push(';nameless@example.test;;;;;');
  return `${lines.join('\r\n')}\r\n`;
}

async function resumesZip(): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < 3; i++) {
    files[`resumes/cv-${i}.pdf`] = await makeResumePdf([
      `Applicant ${i}, Senior Accountant, Accra`,
      '8 years of experience in accounting and audit.',
      'Skills: Accounting, IFRS, QuickBooks, Excel',
    ]);
  }
  files['resumes/unclaimed.pdf'] = await makeResumePdf(['Someone not in the file']);
  return zipSync(files);
}

async function expectToast(page: Page, title: string, description: RegExp) {
  const toast = page.getByRole('region', { name: /^Notifications/ }).locator('li');
  await toast.getByText(title, { exact: true }).waitFor({ timeout: 60_000 });
  await toast
    .getByText(description)
    .waitFor({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      throw new Error(`The toast says: ${(await toast.allInnerTexts()).join(' | ')}`, {
        cause: error,
      });
    });
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'hidden' });
}

/** Chromium logs every 4xx; the console's session probe answers 401 before the sign-in. */
function unexpected(errors: string[]): string[] {
  return errors.filter((text) => !text.includes('401'));
}

describe('bulk import', () => {
  it('imports a CSV with its resumes from the Import tab, then checks a file in a dry run from Sync', async () => {
    // An employer with a job to import into.
    const employer = await stack.openPage();
    await signUp(employer.page, 'Adwoa Employer');
    const me = (await (await employer.page.request.get('/api/v1/auth/me')).json()) as {
      user: { orgId: string };
    };
    const created = await employer.page.request.post('/api/v1/jobs', {
      data: { title: 'Accountant', skills: ['IFRS', 'Excel'], status: 'PUBLISHED' },
    });
    expect(created.status()).toBe(201);
    const jobId = ((await created.json()) as { id: string }).id;

    const email = `importer-${process.pid}@example.test`;
    const { tempPassword } = await createSuperAdmin(stack.database.db, {
      email,
      name: 'Esi Importer',
    });
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signInAndChangePassword(page, email, tempPassword);
    await page.waitForURL('**/admin');
    await openTab(page, 'Admin console sections', 'Import');
    const panel = page.getByRole('tabpanel');

    // Nothing is sent without a file: the shared rule says so under the field.
    const organization = panel.getByLabel('Organization');
    await expect.poll(() => organization.isDisabled()).toBe(false);
    await organization.selectOption(me.user.orgId);
    await panel.getByRole('button', { name: 'Import Candidates' }).click();
    await panel.getByText('Choose a candidates CSV or XLSX file').waitFor();

    const job = panel.getByLabel('Job (optional)');
    await expect.poll(() => job.locator('option').allInnerTexts()).toContain('Accountant');
    await job.selectOption({ label: 'Accountant' });
    await panel.getByLabel('Candidates CSV').setInputFiles({
      name: 'applicants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(applicantsCsv()),
    });
    await panel.getByLabel('Resumes ZIP (optional)').setInputFiles({
      name: 'resumes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(await resumesZip()),
    });
    expect(
      await panel
        .getByLabel('Mark applications as UNLOCKED (grant 1 credit per application)')
        .isChecked(),
    ).toBe(true);
    await panel.getByRole('button', { name: 'Import Candidates' }).click();

    // The progress bar shows while it runs, then the report.
    const progress = panel.getByRole('progressbar', { name: 'Import progress' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuemin')).toBe('0');
    await expectToast(page, 'Import completed', /Created 1,500, updated 0, failed 2/);
    await panel.getByText('Found 4 resumes in the ZIP, matched 3 to rows.').waitFor();
    await panel.getByText('Not matched to any row (1)').click();
    await panel.getByText('resumes/unclaimed.pdf').waitFor();
    const refused = panel.getByRole('table');
    await refused.getByRole('cell', { name: 'Please enter a valid email' }).waitFor();
    await refused.getByRole('cell', { name: 'Full name is required' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-import-report');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // The refused rows download as a CSV to fix and import again.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: 'Download refused rows (CSV)' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Full Name,E-mail,Mobile,City,Skills,Years of experience,CV,Import errors',
    );
    expect(lines).toHaveLength(3);

    // The employer finds them in the pipeline, unlocked, with their names: the board
    // shows a page of each column, and its search finds anyone in it.
    await employer.page.goto(`/jobs/${jobId}/pipeline`);
    await employer.page.getByRole('heading', { name: /^Pipeline: / }).waitFor();
    await employer.page.getByLabel('Search applications').fill('Ama Mensah 0');
    await employer.page.getByText('Ama Mensah 0', { exact: true }).first().waitFor();
    const pipeline = (await (
      await employer.page.request.get(`/api/v1/jobs/${jobId}/pipeline`)
    ).json()) as Record<string, Array<{ unlockStatus: string }>>;
    const cards = Object.values(pipeline).filter(Array.isArray).flat();
    expect(cards).toHaveLength(ROWS);
    expect(cards.every((card) => card.unlockStatus === 'UNLOCKED')).toBe(true);
    await employer.context.close();
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // The password console's Sync tab: a dry run of the same file writes nothing.
    const consolePage = await stack.openPage({ bypassCSP: true });
    await signInPasswordConsole(consolePage.page);
    await openTab(consolePage.page, 'Admin panel sections', /^Sync$/);
    const sync = consolePage.page.getByRole('tabpanel');
    const syncOrganization = sync.getByLabel('Organization');
    await expect.poll(() => syncOrganization.isDisabled()).toBe(false);
    await syncOrganization.selectOption(me.user.orgId);
    const syncJob = sync.getByLabel('Job (optional)');
    await expect.poll(() => syncJob.locator('option').allInnerTexts()).toContain('Accountant');
    await syncJob.selectOption({ label: 'Accountant' });
    await sync.getByLabel('Applications CSV or XLSX').setInputFiles({
      name: 'applicants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(applicantsCsv()),
    });
    expect(await sync.getByLabel('Dry run (check the file, write nothing)').isChecked()).toBe(true);
    await sync.getByRole('button', { name: 'Import Applications' }).click();
    await expectToast(consolePage.page, 'Import completed', /would update 1,500/i);
    await consolePage.page.waitForLoadState('networkidle');
    await screenshot(consolePage.page, 'admin-sync-dry-run');
    expect(await findAccessibilityProblems(consolePage.page)).toEqual([]);
    expect(unexpected(consolePage.errors)).toEqual([]);
    await consolePage.context.close();
  });
});
