/**
 * The public job page is server-rendered (issue 19): without JavaScript it shows the
 * whole job and applies by a plain form post (success, the API's validation messages,
 * the API's rate limit); with JavaScript the same page is enhanced in place by a small
 * script and never loads the app.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates } from '../src/server/db/schema';
import { makeResumePdf } from './support/applicants';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

/** Applications per IP per hour on this server: the last test goes past it. */
const APPLY_LIMIT = 4;

let stack: Stack;
let job: { id: string; publicSlug: string };

beforeAll(async () => {
  stack = await startStack({ RATE_LIMIT_APPLY_PER_IP: String(APPLY_LIMIT) });
  const employer = await stack.openPage();
  await signUp(employer.page, 'Esi Employer');
  const created = await employer.page.request.post('/api/v1/jobs', {
    data: {
      title: 'Warehouse Supervisor',
      department: 'Operations',
      location: 'Kumasi',
      compensationRange: 'GH₵ 5,000 – 7,000 / month',
      descriptionMd: 'We run the cold store.\nNights and weekends.',
      status: 'PUBLISHED',
    },
  });
  job = (await created.json()) as { id: string; publicSlug: string };
  await employer.context.close();
});
afterAll(() => stack?.stop());

async function applicationsFor(email: string) {
  return stack.database.db
    .select({ id: applications.id, coverNote: applications.coverNote })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(
        eq(applications.jobId, job.id),
        inArray(candidates.emailIndex, stack.vault.emailIndexes(email)),
      ),
    );
}

describe('the public job page with JavaScript', () => {
  it('is enhanced in place by its own small script, never the app, and is accessible', async () => {
    const { context, page, errors } = await stack.openPage({ bypassCSP: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/jobs/${job.publicSlug}`);
    await page.getByRole('heading', { level: 1, name: 'Warehouse Supervisor' }).waitFor();
    await page.waitForLoadState('load');
    expect(scripts.some((file) => /\/assets\/public-job-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /\/assets\/index-[\w-]+\.js$/.test(file))).toEqual([]);
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Checked in the browser by the shared schema: no request, the messages, focus.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    // A mark on the document: if the page were loaded again, it would be gone.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-page', 'yes'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Full name is required', { exact: true }).waitFor();
    expect(posts).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('fullName');

    await page.getByLabel(/Full Name/).fill('Kwame Enhanced');
    await page.getByLabel(/Email Address/).fill('kwame.enhanced@example.test');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    await page
      .getByText('We will send updates about your application to kwame.enhanced@example.test.')
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.samePage)).toBe('yes');
    expect(posts).toBe(1);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'public-job-enhanced-submitted');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the public job page without JavaScript', () => {
  it('shows the job and applies by a plain form post, with the API’s messages and rate limit', async () => {
    const { context, page } = await stack.openPage({ javaScriptEnabled: false });
    const response = await page.goto(`/jobs/${job.publicSlug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Warehouse Supervisor' }).waitFor();
    for (const words of ['Now Hiring', 'Operations', 'Kumasi', 'GH₵ 5,000 – 7,000 / month']) {
      await page.getByText(words, { exact: true }).first().waitFor();
    }
    await page.getByText('Full-time').waitFor();
    await page.getByRole('heading', { name: 'Your privacy' }).waitFor();

    // Refused: the server's page says why under each field and keeps what was typed.
    await page.getByLabel(/Email Address/).fill('esi@');
    await page.getByLabel(/Phone Number/).fill('024 000 1111');
    const refused = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await refused).status()).toBe(400);
    await page.getByText('Full name is required', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email', { exact: true }).waitFor();
    expect(await page.getByLabel(/Email Address/).inputValue()).toBe('esi@');
    expect(await page.getByLabel(/Phone Number/).inputValue()).toBe('024 000 1111');
    expect(new URL(page.url()).hash).toBe('#apply-form');
    await screenshot(page, 'public-job-no-js-refused');

    // Sent, with a resume: the success page.
    await page.getByLabel(/Full Name/).fill('Esi Nojs');
    await page.getByLabel(/Email Address/).fill('esi.nojs@example.test');
    await page.getByLabel(/Cover Note/).fill('Five years of night shifts.');
    await page.getByLabel('Resume (optional)').setInputFiles({
      name: 'esi-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makeResumePdf(['Esi Nojs', 'Skills: Inventory, Forklift'])),
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    await page
      .getByText('We will send updates about your application to esi.nojs@example.test.')
      .waitFor();
    await screenshot(page, 'public-job-no-js-submitted');
    const [stored] = await applicationsFor('esi.nojs@example.test');
    expect(stored?.coverNote).toBe('Five years of night shifts.');

    // Past the hourly allowance (shared with the API and every test here), the form says so.
    const used = await stack.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    for (let index = used.length; index < APPLY_LIMIT; index += 1) {
      await page.goto(`/jobs/${job.publicSlug}`);
      await page.getByLabel(/Full Name/).fill(`Applicant ${index}`);
      await page.getByLabel(/Email Address/).fill(`applicant.${index}@example.test`);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByRole('heading', { name: 'Application Submitted Successfully!' }).waitFor();
    }
    await page.goto(`/jobs/${job.publicSlug}`);
    await page.getByLabel(/Full Name/).fill('One Too Many');
    await page.getByLabel(/Email Address/).fill('one.too.many@example.test');
    const limited = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await limited).status()).toBe(429);
    await page.getByText('Too many requests. Please wait a moment and try again.').waitFor();
    expect(await page.getByLabel(/Full Name/).inputValue()).toBe('One Too Many');
    expect(await applicationsFor('one.too.many@example.test')).toHaveLength(0);
    await context.close();
  });
});
