import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/setup/test-app';
import { launchBrowser, screenshot, watchPageErrors } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/server';

async function makePdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font }));
  return pdf.save();
}

let database: TestDatabase;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startBuiltServer(database.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.destroy();
});

describe('the first hiring journey', () => {
  it('signs up, publishes a job, receives an application and sees it in the pipeline', async () => {
    const employer = await browser.newContext({ baseURL: server.url });
    const page = await employer.newPage();
    const errors = watchPageErrors(page);

    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Hire faster');
    await screenshot(page, 'landing');

    await page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('Organization name').fill('Adinkra Foods');
    await page.getByLabel('Your name').fill('Abena Darko');
    await page.getByLabel(/email/i).fill('abena@adinkra.test');
    await page.getByLabel('Password').fill('a strong password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Overview of your hiring activity').waitFor();
    await page.getByText('Welcome to Shortlist!').first().waitFor();
    await expect.poll(() => page.getByText('Click to manage').isVisible()).toBe(true);
    await screenshot(page, 'dashboard');

    await page.goto('/jobs/new');
    await page.getByLabel('Job title').fill('Senior Food Technologist');
    await page.getByLabel('Department').fill('Quality');
    await page.getByLabel('Location').fill('Tema');
    await page
      .getByLabel('Description', { exact: true })
      .fill(
        '## Our kitchen\nWe make **kenkey** for Accra.\nEvery single day.\n\n- HACCP\n- ISO 22000',
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Our kitchen' }).waitFor();
    await screenshot(page, 'create-job');
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}\/pipeline$/);
    await page.getByRole('heading', { name: 'Pipeline: Senior Food Technologist' }).waitFor();
    const pipelineUrl = page.url();

    // Who applicants may ask about their data: set on Settings, shown on the public page.
    await page.goto('/settings');
    await page.getByLabel('Data-protection email').fill('privacy@adinkrafoods.example');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization updated', { exact: true }).first().waitFor();

    // The public page, signed out, in a fresh browser context.
    const visitor = await browser.newContext({ baseURL: server.url });
    const publicPage = await visitor.newPage();
    const visitorErrors = watchPageErrors(publicPage);
    await publicPage.goto('/jobs/senior-food-technologist');
    await publicPage.getByRole('heading', { name: 'Senior Food Technologist' }).waitFor();
    await publicPage.getByText('Now Hiring').waitFor();
    await publicPage.getByText('Adinkra Foods').first().waitFor();
    await publicPage.getByRole('heading', { name: 'Our kitchen' }).waitFor();
    expect(await publicPage.locator('strong', { hasText: 'kenkey' }).count()).toBe(1);
    expect(await publicPage.getByRole('listitem').filter({ hasText: 'HACCP' }).count()).toBe(1);
    expect(await publicPage.getByText(/for Accra\.\s*Every single day\./).count()).toBe(1);
    await publicPage.getByRole('link', { name: 'privacy@adinkrafoods.example' }).waitFor();
    await screenshot(publicPage, 'public-job');
    // The shared schema checks the form in the browser: messages, focus, and re-checks.
    await publicPage.getByRole('button', { name: 'Submit Application' }).click();
    await publicPage.getByText('Full name is required', { exact: true }).waitFor();
    await publicPage.getByText('Please enter a valid email', { exact: true }).waitFor();
    await expect
      .poll(() => publicPage.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('fullName');
    await publicPage.getByLabel(/Full Name/).fill('Yaw Mensah');
    await expect.poll(() => publicPage.getByText('Full name is required').count()).toBe(0);
    await publicPage.getByLabel(/Email Address/).fill('yaw.mensah@example.test');
    await expect.poll(() => publicPage.getByText('Please enter a valid email').count()).toBe(0);
    await publicPage.getByLabel(/Cover Note/).fill('I have eight years in food safety.');
    // A file named like a PDF that is not one is refused in the browser already.
    const resumeInput = publicPage.getByLabel('Resume (optional)');
    await resumeInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a resume'),
    });
    await publicPage.getByText('The resume must be a PDF or Word (DOCX) file.').waitFor();
    await resumeInput.setInputFiles({
      name: 'yaw-mensah-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        await makePdf([
          'Yaw Mensah, Quality Manager',
          '2014 - Present: Food Safety lead (HACCP, ISO 22000)',
          'Skills: Quality Assurance, Food Processing, Project Management, Excel',
        ]),
      ),
    });
    expect(
      await publicPage.getByText('The resume must be a PDF or Word (DOCX) file.').count(),
    ).toBe(0);
    await publicPage.getByRole('button', { name: 'Submit Application' }).click();
    await publicPage.getByText('Application Submitted Successfully!').waitFor();
    await screenshot(publicPage, 'application-submitted');
    await visitor.close();

    await page.goto(pipelineUrl);
    const applied = page.getByRole('region', { name: 'Applied' });
    await expect.poll(() => applied.getByLabel('1 application').isVisible()).toBe(true);
    await page.getByText('Ready for final decisions').waitFor();
    await screenshot(page, 'pipeline');
    const html = await page.content();
    expect(html).not.toContain('yaw.mensah@example.test');
    expect(html).not.toContain('Yaw Mensah');
    // The skills read from the resume show, two of them while the candidate is locked.
    await applied.getByText('Food Safety').first().waitFor();
    expect(html).not.toContain('Project Management');

    await page.getByText('Click to manage').click();
    await page.waitForURL('**/credits');
    const trialRow = page.getByRole('row').filter({ hasText: 'Free Trial Credits' });
    await trialRow.waitFor();
    expect(await trialRow.textContent()).toContain('+5');
    await screenshot(page, 'credits');

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await employer.close();
  });

  it('shows the not-found page for an unknown path and Job Not Found for an unknown job', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/this/does/not/exist');
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.goto('/jobs/no-such-job');
    await page.getByText('Job Not Found').first().waitFor();
    await page
      .getByText('This job posting is no longer available or the link is incorrect.')
      .waitFor();
    await context.close();
  });
});
