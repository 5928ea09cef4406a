import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from '../src/server/cli/create-superadmin';
import { candidates } from '../src/server/db/schema';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import {
  openTab,
  signInAndChangePassword,
  signInPasswordConsole,
  signUp,
  startStack,
  tabList,
  type Stack,
} from './support/stack';
import { applyWithResume as applyResume, type Seeker } from './support/applicants';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const TABS = ['Semantic Search', 'Job Matching', 'Auto-Match', 'Score Calculator'];
const LIST = 'Matching dashboard sections';

/** An application through the public apply API, with a resume the server reads skills from. */
async function applyWithResume(jobId: string, seeker: Seeker): Promise<void> {
  expect(await applyResume(stack.server.url, jobId, seeker)).toBe(201);
}

/** An employer (signed up through the form) and its published jobs. */
async function createEmployerWithJobs(
  name: string,
  jobs: Array<Record<string, unknown>>,
): Promise<{ orgName: string; jobIds: string[] }> {
  const employer = await stack.openPage();
  await signUp(employer.page, name);
  const me = (await (await employer.page.request.get('/api/v1/auth/me')).json()) as {
    user: { organization: { name: string } };
  };
  const jobIds: string[] = [];
  for (const job of jobs) {
    const created = await employer.page.request.post('/api/v1/jobs', {
      data: { ...job, status: 'PUBLISHED' },
    });
    expect(created.status()).toBe(201);
    jobIds.push(((await created.json()) as { id: string }).id);
  }
  await employer.context.close();
  return { orgName: me.user.organization.name, jobIds };
}

const KWAME: Seeker = {
  fullName: 'Kwame Asante',
  email: `kwame.asante.${process.pid}@example.test`,
  resume: [
    'Kwame Asante, Senior Frontend Developer, Accra',
    '7 years of experience building web applications.',
    'Skills: React, TypeScript, JavaScript, Node.js, GraphQL, HTML, CSS, Git',
  ],
};
const EFUA: Seeker = {
  fullName: 'Efua Mensah',
  email: `efua.mensah.${process.pid}@example.test`,
  resume: [
    'Efua Mensah, Senior Software Engineer, Accra',
    '6 years of experience with React and TypeScript.',
    'Skills: React, TypeScript, JavaScript, Redux',
  ],
};
const AKOSUA: Seeker = {
  fullName: 'Akosua Boateng',
  email: `akosua.boateng.${process.pid}@example.test`,
  resume: [
    'Akosua Boateng, Senior Accountant, Kumasi',
    '8 years of experience in accounting and audit.',
    'Skills: Accounting, IFRS, Auditing, QuickBooks, Excel',
  ],
};
const YAW: Seeker = {
  fullName: 'Yaw Darko',
  email: `yaw.darko.${process.pid}@example.test`,
  resume: [
    'Yaw Darko, Junior Data Analyst',
    '2 years of experience in reporting.',
    'Skills: Excel, Power BI, SQL',
  ],
};

/** The toast of a missing input (one toast at a time: the next replaces it). */
async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('region', { name: /^Notifications/ }).locator('li');
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
  // Closed, so that it hides nothing in the screenshots.
  await toast.getByRole('button', { name: 'Close' }).click();
  await toast.waitFor({ state: 'hidden' });
}

/** Chromium logs every 4xx; the console's session probe answers 401 before the sign-in. */
function unexpected(errors: string[]): string[] {
  return errors.filter((text) => !text.includes('401'));
}

/** Chooses a job by searching for its title. */
async function chooseJob(
  page: Page,
  title: string,
  orgName: string,
  labels = { select: 'Job', search: 'Search jobs' },
) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(labels.search, { exact: true }).fill(title);
  const select = panel.getByLabel(labels.select, { exact: true });
  await expect
    .poll(() => select.locator('option').allInnerTexts())
    .toContain(`${title} — ${orgName}`);
  await select.selectOption({ label: `${title} — ${orgName}` });
}

describe('matching dashboard', () => {
  it('searches, matches, auto-matches and scores candidates across organizations', async () => {
    const frontend = await createEmployerWithJobs('Ama Recruiter', [
      {
        title: 'Senior Frontend Engineer',
        location: 'Accra',
        seniority: 'SENIOR',
        skills: ['React', 'TypeScript'],
        requirements: ['5+ years building web applications'],
      },
      {
        title: 'Financial Accountant',
        location: 'Kumasi',
        skills: ['Accounting', 'IFRS'],
      },
    ]);
    const other = await createEmployerWithJobs('Kofi Employer', [
      { title: 'Data Analyst', location: 'Tema', skills: ['Excel', 'Power BI', 'SQL'] },
    ]);
    const [frontendJob, accountantJob] = frontend.jobIds as [string, string];
    const [analystJob] = other.jobIds as [string];
    await applyWithResume(frontendJob, KWAME);
    await applyWithResume(accountantJob, AKOSUA);
    // Efua applied elsewhere: the frontend job's auto-match recommends adding her.
    await applyWithResume(analystJob, EFUA);
    await applyWithResume(analystJob, YAW);
    // Where Kwame lives, as his profile would say: a top match for the Accra job.
    await stack.database.db
      .update(candidates)
      .set({ location: 'Osu, Accra' })
      .where(inArray(candidates.emailIndex, stack.vault.emailIndexes(KWAME.email)));

    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signInPasswordConsole(page);
    await page.getByRole('link', { name: 'Matching dashboard' }).click();
    await page.waitForURL('**/admin/intelligent-matching');
    await page.getByRole('heading', { level: 1, name: 'Matching dashboard' }).waitFor();
    expect(await tabList(page, LIST).getByRole('tab').allInnerTexts()).toEqual(TABS);

    // Semantic search: an empty query is refused before anything is sent.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/semantic-search')) searches.push(request.url());
    });
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    await expectToast(page, 'Query Required', 'Please enter a search query');
    expect(searches).toEqual([]);

    // A search that fails says so, in a toast and where the results would be.
    const isSearch = (url: URL) => url.pathname.endsWith('/semantic-search');
    await page.route(isSearch, (route) => route.fulfill({ status: 503, body: '' }));
    await panel.getByLabel('Describe the candidate you need').fill('Logistics supervisor in Tema');
    await panel.getByRole('button', { name: 'Search', exact: true }).click();
    // Admin calls show the server's message, else 'HTTP {status}' (spec section 8).
    await expectToast(page, 'Search Failed', 'HTTP 503');
    await panel
      .getByRole('alert')
      .getByText(/^We could not run the search\. HTTP 503$/)
      .waitFor();
    await page.unroute(isSearch);
    searches.length = 0;

    // An example fills the box and searches.
    await panel
      .getByRole('button', { name: 'Senior React developer in Accra with 5+ years' })
      .click();
    expect(await panel.getByLabel('Describe the candidate you need').inputValue()).toBe(
      'Senior React developer in Accra with 5+ years',
    );
    const kwameCard = panel.getByRole('listitem').filter({ hasText: KWAME.email });
    await kwameCard.getByText(/^(Top match, )?\d+% relevance$/).waitFor();
    await panel.getByText(/^\d+ candidates? found$/).waitFor();
    await kwameCard.getByText(/^\+\d+ more$/).waitFor();
    await kwameCard.getByText('1 previous application', { exact: true }).waitFor();
    await kwameCard.getByText('7 years', { exact: true }).waitFor();
    await kwameCard.getByText(frontend.orgName, { exact: true }).waitFor();
    expect(await kwameCard.getByText('Why they match').count()).toBe(1);
    expect(searches).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'matching-semantic-search');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Add to Pipeline from a result: the candidate is filled in, the admin picks the job.
    const efuaCard = panel.getByRole('listitem').filter({ hasText: EFUA.email });
    await efuaCard.getByRole('button', { name: /^Add to Pipeline/ }).click();
    const add = page.getByRole('dialog', { name: 'Add to Pipeline' });
    expect(await add.getByLabel('Full Name').inputValue()).toBe(EFUA.fullName);
    expect(await add.getByLabel('Email').inputValue()).toBe(EFUA.email);
    const organization = add.getByLabel('Target organization');
    await expect.poll(() => organization.isDisabled()).toBe(false);
    const orgOption = organization.locator('option', {
      hasText: new RegExp(`^${frontend.orgName} \\(`),
    });
    await organization.selectOption((await orgOption.getAttribute('value'))!);
    const jobSelect = add.getByLabel('Job position');
    await expect.poll(() => jobSelect.isDisabled()).toBe(false);
    await jobSelect.selectOption({ label: 'Financial Accountant' });
    await add.getByLabel('Pipeline stage').selectOption('Screening');
    await screenshot(page, 'matching-add-to-pipeline');
    await add.getByRole('button', { name: 'Add to Pipeline' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByText('Candidate added', { exact: true }).waitFor();

    // Job matching: a job is needed; its matches show their score, place and reasons.
    await openTab(page, LIST, 'Job Matching');
    await panel.getByRole('button', { name: 'Find Matches' }).click();
    await expectToast(page, 'Job Required', 'Please select a job first');
    await chooseJob(page, 'Senior Frontend Engineer', frontend.orgName);
    await panel.getByRole('button', { name: 'Find Matches' }).click();
    await panel
      .getByRole('heading', { level: 2, name: 'Matches for Senior Frontend Engineer' })
      .waitFor();
    const kwameMatch = panel.getByRole('listitem').filter({ hasText: KWAME.email });
    await kwameMatch.getByText(/^Top match, \d+% match$/).waitFor();
    await kwameMatch.getByText('In pipeline', { exact: true }).waitFor();
    await kwameMatch.getByRole('link', { name: KWAME.fullName }).waitFor();
    const efuaMatch = panel.getByRole('listitem').filter({ hasText: EFUA.email });
    await efuaMatch.getByRole('button', { name: /^Add to Pipeline/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'matching-job-matching');

    // Auto-match: the recommended actions, with what they cost, and the top matches.
    await openTab(page, LIST, 'Auto-Match');
    await panel.getByRole('button', { name: 'Run Auto-Match' }).click();
    await expectToast(page, 'Job Required', 'Please select a job first');
    await chooseJob(page, 'Senior Frontend Engineer', frontend.orgName);
    await panel.getByRole('button', { name: 'Run Auto-Match' }).click();
    await panel.getByRole('heading', { level: 2, name: 'Recommended actions' }).waitFor();
    await panel.getByRole('heading', { level: 2, name: 'Top matches' }).waitFor();
    const addEfua = panel
      .getByRole('listitem')
      .filter({ hasText: 'Add Efua M. to the pipeline of Senior Frontend Engineer' });
    await addEfua.getByText(/^Free to add/).waitFor();
    await panel
      .getByText('Kwame A. is already in the pipeline of Senior Frontend Engineer')
      .waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'matching-auto-match');

    // The action adds her to this job: its organization and job are filled in.
    await addEfua.getByRole('button', { name: /^Add to Pipeline/ }).click();
    expect(await add.getByLabel('Full Name').inputValue()).toBe(EFUA.fullName);
    await expect.poll(() => add.getByLabel('Job position').inputValue()).toBe(frontendJob);
    await add.getByLabel('Pipeline stage').selectOption('Applied');
    await add.getByRole('button', { name: 'Add to Pipeline' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByText('Candidate added', { exact: true }).waitFor();

    // Score calculator: both a candidate and a job are needed.
    await openTab(page, LIST, 'Score Calculator');
    await panel.getByRole('button', { name: 'Calculate Score' }).click();
    await expectToast(page, 'Selection Required', 'Please select both a candidate and a job');
    // The candidate by the start of their name (names are sealed: no fuzzy match on them).
    await panel.getByLabel('Search candidates by name', { exact: true }).fill('Akosua Boat');
    const candidate = panel.getByLabel('Candidate', { exact: true });
    const akosuaOption = `${AKOSUA.fullName} — ${AKOSUA.email} (${frontend.orgName})`;
    await expect.poll(() => candidate.locator('option').allInnerTexts()).toContain(akosuaOption);
    await candidate.selectOption({ label: akosuaOption });
    await chooseJob(page, 'Financial Accountant', frontend.orgName);
    await panel.getByRole('button', { name: 'Calculate Score' }).click();
    await panel.getByText(/^(Top match, )?\d+% total score$/).waitFor();
    await panel.getByText('Not enough data yet', { exact: true }).waitFor();
    await panel.getByText('Success probability', { exact: true }).waitFor();
    for (const part of ['Skills', 'Experience', 'Location']) {
      await panel.getByText(part, { exact: true }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'matching-score-calculator');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // The one failed search was ours (503).
    expect(unexpected(errors).filter((text) => !text.includes('status of 503'))).toEqual([]);
    await context.close();
  });

  it('is in the SUPERADMIN’s navigation and console', async () => {
    const email = `matching-ops-${process.pid}@example.test`;
    const { tempPassword } = await createSuperAdmin(stack.database.db, {
      email,
      name: 'Esi Platform',
    });
    const { page, context, errors } = await stack.openPage();
    await signInAndChangePassword(page, email, tempPassword);
    await page.waitForURL('**/admin');
    await page.locator('main').getByRole('link', { name: 'Matching dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Matching' }).click();
    await page.getByRole('heading', { level: 1, name: 'Matching dashboard' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Matching']);
    await openTab(page, LIST, 'Job Matching');
    await page.getByRole('tabpanel').getByLabel('Job', { exact: true }).waitFor();
    await screenshot(page, 'matching-superadmin');
    expect(errors).toEqual([]);
    await context.close();
  });
});
