import { inArray } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../src/server/db/schema';
import type { ExperienceLevel } from '../src/shared/applications';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

interface Applicant {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  experienceContext: ExperienceLevel;
  years: number;
  skills: string[];
}

const KWAME: Applicant = {
  fullName: 'Kwame Asantewaa-Boadu',
  email: 'kwame.boadu@example.test',
  phone: '+233 24 555 0101',
  location: 'Kumasi',
  experienceContext: 'Senior',
  years: 9,
  skills: ['HACCP', 'ISO 22000', 'Food safety audits', 'Team leadership', 'SAP', 'Lean'],
};
const EFUA: Applicant = {
  fullName: 'Efua Nyarkoah-Mensah',
  email: 'efua.nyarkoah@example.test',
  phone: '+233 20 555 0202',
  location: 'Accra',
  experienceContext: 'Mid-Level',
  years: 4,
  skills: ['Quality control', 'Microbiology', 'GMP'],
};
const YAA: Applicant = {
  fullName: 'Yaa Dufie-Owusuaa',
  email: 'yaa.dufie@example.test',
  phone: '+233 26 555 0303',
  location: 'Tema',
  experienceContext: 'Junior',
  years: 1,
  skills: ['Lab testing'],
};

/** A published job with applications from the public API, as candidates send them. */
async function publishJobWithApplicants(page: Page, applicants: Applicant[]): Promise<string> {
  const response = await page.request.post('/api/v1/jobs', {
    data: {
      title: 'Quality Assurance Lead',
      department: 'Quality',
      location: 'Tema',
      status: 'PUBLISHED',
    },
  });
  expect(response.status()).toBe(201);
  const job = (await response.json()) as { id: string };
  for (const applicant of applicants) {
    const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: applicant.fullName,
        email: applicant.email,
        phone: applicant.phone,
        coverNote: 'I would love to join your quality team.',
      }),
    });
    expect(applied.status).toBe(201);
    // What resume parsing would have found: skills, experience and location.
    await stack.database.db
      .update(candidates)
      .set({
        location: applicant.location,
        experienceContext: applicant.experienceContext,
        yearsExperienceInField: applicant.years,
        skills: applicant.skills,
      })
      .where(inArray(candidates.emailIndex, stack.vault.emailIndexes(applicant.email)));
  }
  return `/jobs/${job.id}/pipeline`;
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage });

/** Presses on a card, moves in small steps as a hand would, and lets go over a column. */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  const startX = from.x + from.width / 2;
  const startY = from.y + 16;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 12, startY + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 20 });
  await page.mouse.up();
}

const creditsBadge = (page: Page) => page.getByRole('link', { name: /Click to manage/ });

describe('the job pipeline board', () => {
  it('keeps locked candidates anonymous, unlocks one, and moves it by drag, list and keyboard', async () => {
    const { page, context, errors } = await stack.openPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    const pipelinePath = await publishJobWithApplicants(page, [KWAME, EFUA, YAA]);
    const advanceCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/advance')) advanceCalls.push(request.postData() ?? '');
    });

    await page.goto(pipelinePath);
    await page.getByRole('heading', { name: 'Pipeline: Quality Assurance Lead' }).waitFor();
    const applied = column(page, 'Applied');
    await applied.getByLabel('3 applications').waitFor();
    await page.getByText('Ready for final decisions').waitFor();
    expect(await column(page, 'Screening').getByText('No applications yet').count()).toBe(1);
    await expect.poll(() => creditsBadge(page).textContent()).toContain('5 credits');

    // Locked: no name, email, phone or salary anywhere in the page, only 2 skills per card.
    const html = await page.content();
    for (const applicant of [KWAME, EFUA, YAA]) {
      expect(html).not.toContain(applicant.fullName);
      expect(html).not.toContain(applicant.email);
      expect(html).not.toContain(applicant.phone);
      expect(html).not.toContain(applicant.fullName.split(' ')[0]);
    }
    const firstCard = applied.getByRole('article').first();
    expect(await firstCard.getByRole('heading').textContent()).toContain('Applicant');
    await firstCard.getByText('LOCKED').waitFor();
    await firstCard.getByText('Senior, 9 years').waitFor();
    await firstCard.getByText('Kumasi').waitFor();
    expect(await firstCard.getByRole('listitem').allTextContents()).toEqual(['HACCP', 'ISO 22000']);
    expect(html).not.toContain('Food safety audits');
    // No invented figures: a match percentage is the engine's (e2e/pipeline-match.e2e.ts).
    expect(html).not.toMatch(/viewed by/i);
    await screenshot(page, 'pipeline-locked');

    // The locked preview: 2 skills and 4 masked ones, and the way to unlock.
    await firstCard.getByRole('button', { name: /^Preview Applicant, applied/ }).click();
    const preview = page.getByRole('dialog');
    await preview
      .getByText('Name, email, phone, salary expectation and resume stay hidden')
      .waitFor();
    expect(await preview.getByText('hidden skill').count()).toBe(4);
    await preview.getByRole('button', { name: 'Unlock' }).waitFor();
    await screenshot(page, 'pipeline-preview-locked');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    // Focus goes back to the card the preview was opened from.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^Preview Applicant, applied/);

    // A locked card dropped on another column stays where it was; the server is not asked.
    await dragWithMouse(page, firstCard, column(page, 'Screening'));
    await page.getByText('Unlock this candidate first').first().waitFor();
    await applied.getByLabel('3 applications').waitFor();
    expect(await column(page, 'Screening').getByRole('article').count()).toBe(0);
    expect(advanceCalls).toEqual([]);

    // Unlock from the card, through the confirmation with its price and balance.
    await firstCard.getByRole('button', { name: 'Unlock' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Your balance: 5 credits').waitFor();
    await screenshot(page, 'pipeline-unlock-dialog');
    await confirm.getByRole('button', { name: 'Unlock for 1 credit' }).click();
    await page.getByText('Candidate unlocked').first().waitFor();
    const kwame = page.getByRole('article', { name: new RegExp(KWAME.fullName) });
    await kwame.getByText(KWAME.email).waitFor();
    await kwame.getByText(KWAME.phone).waitFor();
    await kwame.getByText('UNLOCKED').waitFor();
    expect(await kwame.getByRole('listitem').allTextContents()).toEqual([
      'HACCP',
      'ISO 22000',
      'Food safety audits',
      'Team leadership',
      '+2 more',
    ]);
    await expect.poll(() => creditsBadge(page).textContent()).toContain('4 credits');
    expect(await page.content()).not.toContain(EFUA.email);

    // Drag the unlocked card to Screening with the mouse; the server keeps it there.
    await dragWithMouse(page, kwame, column(page, 'Screening'));
    await column(page, 'Screening').getByRole('article', { name: /Kwame/ }).waitFor();
    await page.getByText('Application advanced').first().waitFor();
    expect(advanceCalls).toEqual([JSON.stringify({ toStage: 'Screening' })]);
    await page.waitForTimeout(400); // the dropped card settles into its column
    await screenshot(page, 'pipeline-after-drag');
    await page.reload();
    await column(page, 'Screening').getByRole('article', { name: /Kwame/ }).waitFor();
    await column(page, 'Applied').getByLabel('2 applications').waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('4 credits');

    // The preview's 'Move to {next stage}'.
    await kwame.getByRole('button', { name: /^Preview Kwame/ }).click();
    await preview.getByRole('button', { name: 'Move to Interview' }).click();
    await preview.getByText('Stage: Interview').waitFor();
    await preview.getByRole('button', { name: 'Move to Decision' }).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await column(page, 'Interview').getByRole('article', { name: /Kwame/ }).waitFor();

    // The Move to list: the way without dragging, to any other stage.
    await column(page, 'Interview')
      .getByLabel(`Move ${KWAME.fullName} to another stage`)
      .selectOption('Screening');
    await column(page, 'Screening').getByRole('article', { name: /Kwame/ }).waitFor();

    // Keyboard dragging: Space on the grip, arrows across the columns, Space to drop.
    await column(page, 'Screening')
      .getByRole('button', { name: `Drag ${KWAME.fullName} to another stage` })
      .focus();
    const announced = (text: string) =>
      expect
        .poll(() => page.locator('[aria-live]').allTextContents())
        .toContainEqual(expect.stringContaining(text));
    await page.keyboard.press('Space');
    await announced(`Picked up card of ${KWAME.fullName} in Screening.`);
    await page.keyboard.press('ArrowRight');
    await announced('Over Interview.');
    await page.keyboard.press('ArrowRight');
    await announced('Over Decision.');
    await page.keyboard.press('Space');
    await announced(`Dropped card of ${KWAME.fullName}. Moved to Decision.`);
    await column(page, 'Decision').getByRole('article', { name: /Kwame/ }).waitFor();
    await expect
      .poll(() => advanceCalls.map((body) => (JSON.parse(body) as { toStage: string }).toStage))
      .toEqual(['Screening', 'Interview', 'Screening', 'Decision']);

    // A failed move shows at once, then goes back, with the server's message.
    await page.route('**/api/v1/applications/*/advance', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal_error', message: 'The database is busy.' }),
      });
    });
    await column(page, 'Decision')
      .getByLabel(`Move ${KWAME.fullName} to another stage`)
      .selectOption('Screening');
    await column(page, 'Screening').getByRole('article', { name: /Kwame/ }).waitFor();
    await page.getByText('Failed to advance').first().waitFor();
    await page.getByText('The database is busy.').first().waitFor();
    await column(page, 'Decision').getByRole('article', { name: /Kwame/ }).waitFor();
    expect(await column(page, 'Screening').getByRole('article').count()).toBe(0);
    await page.unroute('**/api/v1/applications/*/advance');

    // The unlocked preview, opened with Enter: details, Move to {next stage} only when
    // one exists, the full profile.
    await kwame.getByRole('button', { name: /^Preview Kwame/ }).focus();
    await page.keyboard.press('Enter');
    await preview.getByText(KWAME.email).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await preview.getByText('Senior, 9 years').waitFor();
    expect(await preview.getByRole('button', { name: /^Move to/ }).count()).toBe(0);
    expect(
      await preview.getByRole('link', { name: 'View full profile' }).getAttribute('href'),
    ).toMatch(/^\/candidates\/[0-9a-f-]{36}$/);
    await screenshot(page, 'pipeline-preview-unlocked');
    await page.keyboard.press('Escape');

    // Email and Schedule open their dialogs (e2e/email.e2e.ts and e2e/interviews.e2e.ts use them).
    await kwame.getByRole('button', { name: 'Email' }).click();
    await page.getByRole('dialog', { name: `Email ${KWAME.fullName}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await kwame.getByRole('button', { name: 'Schedule' }).click();
    await page
      .getByRole('dialog', { name: `Schedule an interview with ${KWAME.fullName}` })
      .getByText('Cost: 2 credits')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const problems = await accessibilityProblemsOnBoard(page);
    expect(problems).toEqual([]);

    // Rejected: dimmed, badged, and no longer movable.
    await kwame.getByRole('button', { name: /^Preview Kwame/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await page.getByLabel(/Reason for rejecting/).fill('Chose a candidate closer to Tema.');
    await page.getByRole('button', { name: 'Reject Application' }).click();
    await kwame.getByText('Rejected', { exact: true }).waitFor();
    expect(await page.getByLabel(`Move ${KWAME.fullName} to another stage`).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: `Drag ${KWAME.fullName} to another stage` }).count(),
    ).toBe(0);
    await page.reload();
    await column(page, 'Decision').getByText('Rejected', { exact: true }).waitFor();
    await screenshot(page, 'pipeline-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await column(page, 'Applied').getByLabel('2 applications').waitFor();
    await screenshot(page, 'pipeline-mobile');

    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    expect(errors.filter((error) => error.includes('status of 500'))).toHaveLength(1);
    await context.close();
  });

  it('says the job cannot be found for a pipeline that does not exist', async () => {
    const { page, context } = await stack.openPage();
    await signUp(page);
    await page.goto('/jobs/00000000-0000-4000-8000-000000000000/pipeline');
    await page.getByText("Job not found or you don't have access to it.").waitFor();
    await context.close();
  });
});

/** axe-core needs its script injected: a page of its own that bypasses our CSP. */
async function accessibilityProblemsOnBoard(page: Page) {
  const url = page.url();
  const checker = await stack.browser.newContext({
    baseURL: stack.server.url,
    bypassCSP: true,
    storageState: await page.context().storageState(),
    viewport: { width: 1440, height: 900 },
  });
  const checkPage = await checker.newPage();
  await checkPage.goto(url);
  await checkPage.getByRole('article').first().waitFor();
  const problems = await findAccessibilityProblems(checkPage);
  await checker.close();
  return problems;
}
