/**
 * A candidate's own data (issue 19): the private link from the confirmation email
 * opens their page, which shows what the employer holds, downloads it, withdraws an
 * application and erases everything; a new link is asked for on a job page.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWithResume } from './support/applicants';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const EMAIL = `abena.mydata.${process.pid}@example.test`;

/** The private link the confirmation email carried (delivered by the queue to the outbox). */
async function privateLink(): Promise<string> {
  await expect
    .poll(
      async () => {
        const mail = await stack.outboxMail(EMAIL);
        return mail.find((row) => row.text.includes('/my-data#token='))?.text ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  const [mail] = await stack.outboxMail(EMAIL);
  const link = /https?:\/\/\S+\/my-data#token=\S+/.exec(mail!.text)![0];
  return new URL(link).pathname + new URL(link).hash;
}

describe('a candidate’s own data', () => {
  it('opens from the confirmation email, downloads, withdraws and erases', async () => {
    const employer = await stack.openPage();
    await signUp(employer.page, 'Kofi Employer');
    const jobs: string[] = [];
    for (const title of ['Quality Officer', 'Lab Technician']) {
      const created = await employer.page.request.post('/api/v1/jobs', {
        data: { title, status: 'PUBLISHED' },
      });
      jobs.push(((await created.json()) as { id: string }).id);
    }
    for (const jobId of jobs) {
      expect(
        await applyWithResume(stack.server.url, jobId, {
          fullName: 'Abena Mydata',
          email: EMAIL,
          resume: ['Abena Mydata, Quality Officer', 'Skills: HACCP, ISO 22000'],
        }),
      ).toBe(201);
    }

    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.goto(await privateLink());
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
    // The token leaves the address bar.
    expect(page.url()).not.toContain('token=');
    await page.getByRole('heading', { level: 4, name: 'Quality Officer' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Lab Technician' }).waitFor();
    await page.getByText(EMAIL).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'my-data');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // A name corrected once, for every organization.
    const contact = page.getByRole('region', { name: 'Correct your name and phone' });
    await contact.getByLabel('Full Name').fill('Abena M. Mydata');
    await contact.getByRole('button', { name: 'Save my details' }).click();
    await page.getByText('Contact details corrected', { exact: true }).first().waitFor();
    await page.getByText('Abena M. Mydata', { exact: true }).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      organizations: Array<{ applications: unknown[] }>;
    };
    expect(exported.email).toBe(EMAIL);
    expect(exported.organizations[0]?.applications).toHaveLength(2);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('my-data.pdf');
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: /^Withdraw application for Lab Technician/ }).click();
    const withdraw = page.getByRole('alertdialog');
    await withdraw.getByRole('button', { name: 'Withdraw application' }).click();
    await page.getByText('Application withdrawn', { exact: true }).first().waitFor();
    await expect
      .poll(() =>
        page.getByRole('button', { name: /^Withdraw application for Lab Technician/ }).count(),
      )
      .toBe(0);

    await page.getByRole('button', { name: 'Erase all my data' }).click();
    const erase = page.getByRole('alertdialog');
    await erase.getByRole('button', { name: 'Erase all my data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your data has been erased' }).waitFor();
    await screenshot(page, 'my-data-erased');
    // The link no longer opens anything.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'This link does not work' }).waitFor();
    expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
    await context.close();
    await employer.context.close();
  });
});
