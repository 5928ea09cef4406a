import { inArray } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../src/server/db/schema';
import type { ApplicationView } from '../src/shared/applications';
import type { PipelineView } from '../src/shared/jobs';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';
import { applyWithResume as applyResume, type Seeker } from './support/applicants';

/*
 * The employer side of matching: every application carries the engine's score
 * against its job, the pipeline card and the candidates list show it with its
 * reasons, a column sorts by it, and a locked card's reasons say nothing the
 * locked card hides.
 */

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

// Applies first, fits the job poorly.
const KOFI: Seeker = {
  fullName: 'Kofi Adomako-Baffour',
  email: `kofi.adomako.${process.pid}@example.test`,
  resume: [
    'Kofi Adomako-Baffour, Junior Sales Associate, Tamale',
    '1 year of experience in retail sales.',
    'Skills: Excel, Customer service',
  ],
};
// Applies second, fits the job well.
const AMA: Seeker = {
  fullName: 'Ama Serwaa-Ofori',
  email: `ama.serwaa.${process.pid}@example.test`,
  phone: '+233 24 555 0404',
  resume: [
    'Ama Serwaa-Ofori, Senior Backend Engineer, Accra',
    '7 years of experience building APIs and web applications.',
    'Skills: React, TypeScript, Node.js, PostgreSQL, Docker',
  ],
};

// Applies last, fits the job in part.
const EFUA: Seeker = {
  fullName: 'Efua Nyamekye-Quaye',
  email: `efua.nyamekye.${process.pid}@example.test`,
  resume: [
    'Efua Nyamekye-Quaye, Frontend Developer, Kumasi',
    '3 years of experience building web applications.',
    'Skills: React, JavaScript, HTML, CSS',
  ],
};

/** An application through the public apply API, with a resume the server reads skills from. */
async function applyWithResume(jobId: string, seeker: Seeker): Promise<void> {
  expect(await applyResume(stack.server.url, jobId, seeker)).toBe(201);
}

async function storedSkills(email: string): Promise<string[]> {
  const [row] = await stack.database.db
    .select({ skills: candidates.skills })
    .from(candidates)
    .where(inArray(candidates.emailIndex, stack.vault.emailIndexes(email)));
  return row!.skills;
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage });

/** The scores the badges show, in the order they stand ("Top match, 91% match" is 91). */
async function shownScores(scope: Locator): Promise<number[]> {
  const texts = await scope.getByText(/\d+% match$/).allTextContents();
  return texts.map((text) => Number(/(\d+)% match$/.exec(text)![1]));
}

describe('match scores on the employer side', () => {
  it('shows each application’s real score with its reasons, and sorts by it', async () => {
    const { page, context, errors } = await stack.openPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    const created = await page.request.post('/api/v1/jobs', {
      data: {
        title: 'Backend Engineer',
        status: 'PUBLISHED',
        requirements: ['5+ years of backend development'],
        skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'],
      },
    });
    expect(created.status()).toBe(201);
    const jobId = ((await created.json()) as { id: string }).id;
    for (const seeker of [KOFI, AMA, EFUA]) await applyWithResume(jobId, seeker);

    // What the engine scored, as the API tells it (the column comes oldest first).
    const pipeline = (await (
      await page.request.get(`/api/v1/jobs/${jobId}/pipeline`)
    ).json()) as PipelineView;
    const applications = pipeline['Applied']!;
    expect(applications).toHaveLength(3);
    const [kofi, ama, efua] = applications as [ApplicationView, ApplicationView, ApplicationView];
    for (const application of applications) expect(application.match).not.toBeNull();
    const score = (application: ApplicationView) => application.match!.score;
    expect(score(ama)).toBeGreaterThan(score(efua));
    expect(score(efua)).toBeGreaterThan(score(kofi));
    // The skills a locked card hides: all but the first two the resume showed.
    const hiddenSkills = (await storedSkills(AMA.email)).slice(2);
    expect(hiddenSkills.length).toBeGreaterThan(0);

    await page.goto(`/jobs/${jobId}/pipeline`);
    const applied = column(page, 'Applied');
    await applied.getByLabel('3 applications').waitFor();
    const cards = applied.getByRole('article');

    // The board keeps the order of arrival until asked otherwise; each card shows its real score.
    expect(await shownScores(applied)).toEqual([score(kofi), score(ama), score(efua)]);
    const order = page.getByLabel('Order of cards');
    expect(await order.inputValue()).toBe('oldest');

    // Best match first, from the board's control: the server sends each column in that order.
    await order.selectOption({ label: 'Best match first' });
    await expect.poll(() => shownScores(applied)).toEqual([score(ama), score(efua), score(kofi)]);
    await order.selectOption({ label: 'Newest first' });
    await expect.poll(() => shownScores(applied)).toEqual([score(efua), score(ama), score(kofi)]);
    await order.selectOption({ label: 'Best match first' });
    await expect.poll(() => shownScores(applied)).toEqual([score(ama), score(efua), score(kofi)]);

    await screenshot(page, 'pipeline-match');

    // The locked card's reasons on keyboard focus: the engine's, saying nothing the card hides.
    const badge = cards.nth(0).getByRole('button', { name: new RegExp(`${score(ama)}% match`) });
    await badge.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const tooltipText = (await tooltip.textContent()) ?? '';
    for (const reason of ama.match!.reasons) expect(tooltipText).toContain(reason);
    expect(tooltipText).toMatch(/required skills/);
    for (const skill of hiddenSkills) expect(tooltipText).not.toContain(skill);
    // Screen readers get the same reasons: as the focused badge's description, and in the card's text.
    const describedBy = (await badge.getAttribute('aria-describedby')) ?? '';
    const description = await page.locator(`[id="${describedBy}"]`).textContent();
    for (const reason of ama.match!.reasons) expect(description).toContain(reason);
    const cardText = (await cards.nth(0).textContent()) ?? '';
    for (const reason of ama.match!.reasons) expect(cardText).toContain(reason);
    // Nowhere on the board: not in the reasons, not in hidden text.
    const html = await page.content();
    for (const skill of hiddenSkills) expect(html).not.toContain(skill);
    expect(html).not.toContain(AMA.fullName);
    await screenshot(page, 'pipeline-match-sorted');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });

    // And on hover.
    await cards
      .nth(2)
      .getByText(/% match$/)
      .hover();
    await page.getByRole('tooltip').getByText(kofi.match!.reasons[0]!).first().waitFor();
    await page.mouse.move(0, 0);

    // The preview lists them too, for touch screens.
    await cards
      .nth(0)
      .getByRole('button', { name: /^Preview Applicant/ })
      .click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('heading', { name: 'Match with this job' }).waitFor();
    await preview.getByText(`${score(ama)}% match`).waitFor();
    for (const reason of ama.match!.reasons) await preview.getByText(reason).waitFor();
    await screenshot(page, 'pipeline-match-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    const problems = await accessibilityProblems(page, `/jobs/${jobId}/pipeline`);
    expect(problems).toEqual([]);

    // The candidates list: newest first, or best match first in the API's own order (sort=match).
    const sorts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/candidates') sorts.push(url.searchParams.get('sort') ?? '');
    });
    await page.goto('/candidates');
    const main = page.getByRole('main');
    await main
      .getByText(/% match$/)
      .first()
      .waitFor();
    expect(await shownScores(main)).toEqual([score(efua), score(ama), score(kofi)]);
    await page.getByLabel('Sort candidates').selectOption({ label: 'Best match first' });
    await page.waitForURL(/sort=match/);
    await expect.poll(() => shownScores(main)).toEqual([score(ama), score(efua), score(kofi)]);
    expect(sorts).toContain('match');
    await screenshot(page, 'candidates-match-sorted');
    // The sort stays in the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => shownScores(main)).toEqual([score(ama), score(efua), score(kofi)]);

    // The locked detail page: the score and its locked reasons under their heading.
    await page.goto(`/candidates/${ama.id}`);
    await main.getByRole('heading', { name: 'Match with this job' }).waitFor();
    await main.getByText(`${score(ama)}% match`).waitFor();
    for (const reason of ama.match!.reasons) await main.getByText(reason).waitFor();
    for (const skill of hiddenSkills) expect(await page.content()).not.toContain(skill);
    await screenshot(page, 'candidate-match-locked');

    // Once unlocked, the full reasons: they name the skills.
    const unlocked = await page.request.post(`/api/v1/applications/${ama.id}/unlock`, {
      data: {},
    });
    expect(unlocked.ok()).toBe(true);
    const full = ((await unlocked.json()) as { application: ApplicationView }).application.match!;
    expect(full.score).toBe(score(ama));
    expect(full.reasons.join(' ')).toContain(hiddenSkills[0]!);
    await page.reload();
    for (const reason of full.reasons) await main.getByText(reason).waitFor();
    await screenshot(page, 'candidate-match-unlocked');

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** axe-core needs its script injected: a page of its own that bypasses our CSP. */
async function accessibilityProblems(page: Page, path: string) {
  const checker = await stack.browser.newContext({
    baseURL: stack.server.url,
    bypassCSP: true,
    storageState: await page.context().storageState(),
    viewport: { width: 1440, height: 900 },
  });
  const checkPage = await checker.newPage();
  await checkPage.goto(path);
  await checkPage.getByRole('article').first().waitFor();
  const problems = await findAccessibilityProblems(checkPage);
  await checker.close();
  return problems;
}
