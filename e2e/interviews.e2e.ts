import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { recordLedgerEntry } from '../src/server/modules/credits/credits.service';
import type { ApplicationView } from '../src/shared/applications';
import type { PipelineView } from '../src/shared/jobs';
import { addDays, zonedDayKey } from '../src/shared/time-zones';
import { dayHeading } from '../src/web/features/interviews/components/interview-days';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const AKOSUA = { fullName: 'Akosua Frimpong-Manso', email: 'akosua.frimpong@example.test' };
const KOJO = { fullName: 'Kojo Owusu-Ansah', email: 'kojo.owusu@example.test' };
const JOB_TITLE = 'Warehouse Supervisor';
const IVY = {
  name: 'Ivy Interviewer',
  email: 'ivy.interviews@example.test',
  password: 'ivy password 1',
};

/** A published job with two applicants, both unlocked; ten credits granted on top of the trial. */
async function jobWithUnlockedApplicants(page: Page, ownerEmail: string) {
  const [owner] = await stack.database.db
    .select({ orgId: users.orgId })
    .from(users)
    .where(eq(users.email, ownerEmail));
  const orgId = owner!.orgId!;
  await stack.database.db.transaction((tx) =>
    recordLedgerEntry(tx, { orgId, delta: 10, reason: 'grant', note: 'e2e grant' }),
  );
  await stack.database.db.insert(users).values({
    orgId,
    name: IVY.name,
    email: IVY.email,
    role: 'INTERVIEWER',
    passwordHash: await hashPassword(IVY.password),
  });

  const created = await page.request.post('/api/v1/jobs', {
    data: { title: JOB_TITLE, location: 'Tema', status: 'PUBLISHED' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };
  for (const applicant of [AKOSUA, KOJO]) {
    const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.id}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...applicant, coverNote: 'I run a tidy warehouse.' }),
    });
    expect(applied.status).toBe(201);
  }
  const pipeline = (await (
    await page.request.get(`/api/v1/jobs/${job.id}/pipeline`)
  ).json()) as PipelineView;
  const applications = Object.values(pipeline)
    .flat()
    .sort((a: ApplicationView, b: ApplicationView) => a.createdAt.localeCompare(b.createdAt));
  for (const application of applications) {
    const unlocked = await page.request.post(`/api/v1/applications/${application.id}/unlock`, {
      data: {},
    });
    expect(unlocked.status()).toBe(200);
  }
  return {
    pipelinePath: `/jobs/${job.id}/pipeline`,
    akosuaId: applications[0]!.id,
    kojoId: applications[1]!.id,
  };
}

const creditsBadge = (page: Page) => page.getByRole('link', { name: /Click to manage/ });

/** A day's section of the interviews page, found by its heading. */
const daySection = (page: Page, heading: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${heading}`) });

const interviewCard = (page: Page, candidate: string): Locator =>
  page.getByRole('article', { name: candidate });

describe('interviews', () => {
  it('schedules from the board and the candidate page, then finds, filters, completes, reschedules and cancels them', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    const account = await signUp(page);
    const { pipelinePath, akosuaId, kojoId } = await jobWithUnlockedApplicants(page, account.email);

    // Days are counted in the organization's zone (Accra, the default).
    const today = zonedDayKey(new Date(), 'Africa/Accra');
    const tomorrow = addDays(today, 1);
    const later = addDays(today, 5);

    // From the board: Akosua's card.
    await page.goto(pipelinePath);
    await page.getByRole('heading', { name: `Pipeline: ${JOB_TITLE}` }).waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('13 credits');
    await page
      .getByRole('article', { name: new RegExp(AKOSUA.fullName) })
      .getByRole('button', { name: 'Schedule' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Schedule an interview with ${AKOSUA.fullName}`,
    });
    await dialog.waitFor();
    await dialog.getByText('Cost: 2 credits').waitFor();
    await dialog.getByText('Your balance: 13 credits').waitFor();
    expect(await dialog.getByLabel('Time zone').inputValue()).toBe('Africa/Accra');
    expect(await dialog.getByRole('switch', { name: 'Send calendar invites' }).isChecked()).toBe(
      true,
    );
    const submit = dialog.getByRole('button', { name: 'Schedule for 2 credits' });
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel('Interview type').selectOption('Technical Interview');
    await dialog.getByRole('textbox', { name: 'Start', exact: true }).fill(`${tomorrow}T10:00`);
    // A start with no end: the end is an hour later.
    expect(await dialog.getByRole('textbox', { name: 'End', exact: true }).inputValue()).toBe(
      `${tomorrow}T11:00`,
    );
    expect(await submit.isDisabled()).toBe(false);

    const interviewers = dialog.getByRole('group', { name: 'Interviewers' });
    await interviewers.getByRole('checkbox', { name: /Abena Darko/ }).check();
    await interviewers.getByRole('checkbox', { name: new RegExp(IVY.name) }).check();
    await dialog.getByLabel('Location').fill('Tema warehouse, Gate 2');
    await dialog.getByLabel('Meeting link').fill('https://meet.example.test/akosua');
    await dialog.getByLabel('Notes').fill('Ask about stock counts.');
    await screenshot(page, 'interviews-schedule-dialog');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // An end before the start: the spec's validation toast, and nothing is sent.
    await dialog.getByRole('textbox', { name: 'End', exact: true }).fill(`${tomorrow}T09:00`);
    await submit.click();
    await page.getByText('Validation Error', { exact: true }).first().waitFor();
    await page
      .getByText('Please fill in all required fields and ensure end time is after start time', {
        exact: true,
      })
      .first()
      .waitFor();
    await dialog.getByRole('textbox', { name: 'End', exact: true }).fill(`${tomorrow}T11:00`);

    await submit.click();
    await page.getByText('Interview Scheduled Successfully', { exact: true }).first().waitFor();
    await page
      .getByText(
        '2 credits charged. Your balance is now 11 credits. Calendar invites sent to 3 people.',
        { exact: true },
      )
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => creditsBadge(page).textContent()).toContain('11 credits');

    // From Kojo's page, five days on.
    await page.goto(`/candidates/${kojoId}`);
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    const kojoDialog = page.getByRole('dialog', {
      name: `Schedule an interview with ${KOJO.fullName}`,
    });
    await kojoDialog.getByText('Your balance: 11 credits').waitFor();
    await kojoDialog.getByLabel('Interview type').selectOption('Phone Screen');
    await kojoDialog.getByRole('textbox', { name: 'Start', exact: true }).fill(`${later}T15:30`);
    expect(await kojoDialog.getByRole('textbox', { name: 'End', exact: true }).inputValue()).toBe(
      `${later}T16:30`,
    );
    await kojoDialog.getByRole('switch', { name: 'Send calendar invites' }).click();
    expect(
      await kojoDialog.getByRole('switch', { name: 'Send calendar invites' }).isChecked(),
    ).toBe(false);
    await kojoDialog.getByRole('button', { name: 'Schedule for 2 credits' }).click();
    await page
      .getByText('2 credits charged. Your balance is now 9 credits.', { exact: true })
      .first()
      .waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('9 credits');

    // The interviews page: by day in the organization's zone, the real candidates and job.
    await page.goto('/interviews');
    await page.getByRole('heading', { name: 'Interviews', level: 1 }).waitFor();
    await page.getByText('Showing 2 interviews', { exact: true }).waitFor();
    const tomorrowSection = daySection(page, 'Tomorrow');
    const akosua = tomorrowSection.getByRole('article', { name: AKOSUA.fullName });
    await akosua.getByText('10:00 – 11:00 GMT').waitFor();
    await akosua.getByText(JOB_TITLE).waitFor();
    await akosua.getByText('Technical Interview').waitFor();
    await akosua.getByText('Tema warehouse, Gate 2').waitFor();
    await akosua.getByText(`Abena Darko, ${IVY.name}`).waitFor();
    expect(
      await akosua.getByRole('link', { name: AKOSUA.fullName, exact: true }).getAttribute('href'),
    ).toBe(`/candidates/${akosuaId}`);
    const join = akosua.getByRole('link', { name: /^Join/ });
    expect(await join.getAttribute('href')).toBe('https://meet.example.test/akosua');
    expect(await join.getAttribute('target')).toBe('_blank');
    const laterHeading = dayHeading(later, today);
    const kojo = daySection(page, laterHeading).getByRole('article', { name: KOJO.fullName });
    await kojo.getByText('15:30 – 16:30 GMT').waitFor();
    // No meeting link: no Join button.
    expect(await kojo.getByRole('link', { name: /^Join/ }).count()).toBe(0);
    await screenshot(page, 'interviews-page');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Filters: today is empty, tomorrow has Akosua's.
    await page.getByLabel('When').selectOption('today');
    await page.getByRole('heading', { name: 'No interviews today' }).waitFor();
    await screenshot(page, 'interviews-empty-today');
    await page.getByLabel('When').selectOption('tomorrow');
    await interviewCard(page, AKOSUA.fullName).waitFor();
    await page.getByText('Showing 1 interview', { exact: true }).waitFor();
    expect(await interviewCard(page, KOJO.fullName).count()).toBe(0);
    await page.getByLabel('When').selectOption('all');
    await page.getByLabel('Search').fill('Kojo');
    await page.getByText('Showing 1 interview', { exact: true }).waitFor();
    await interviewCard(page, KOJO.fullName).waitFor();
    expect(await interviewCard(page, AKOSUA.fullName).count()).toBe(0);
    await page.getByLabel('Search').fill('');
    await page.getByText('Showing 2 interviews', { exact: true }).waitFor();

    // The interviewer sees the interviews they are on, without the buttons their role cannot use.
    const ivy = await stack.openPage();
    await ivy.page.goto('/signin');
    await ivy.page.getByLabel(/email/i).fill(IVY.email);
    await ivy.page.getByLabel('Password').fill(IVY.password);
    await ivy.page.getByRole('button', { name: /sign in/i }).click();
    await ivy.page.waitForURL('**/dashboard');
    await ivy.page.goto('/interviews');
    const ivysCard = interviewCard(ivy.page, AKOSUA.fullName);
    await ivysCard.waitFor();
    await ivy.page.getByText('Showing 1 interview', { exact: true }).waitFor();
    expect(await interviewCard(ivy.page, KOJO.fullName).count()).toBe(0);
    // On it, she may join, score it and mark it held, but not move or cancel it.
    await ivysCard.getByRole('link', { name: /^Join/ }).waitFor();
    await ivysCard.getByRole('button', { name: /^Scorecard/ }).waitFor();
    await ivysCard.getByRole('button', { name: /^Mark completed/ }).waitFor();
    expect(await ivy.page.getByRole('button', { name: /^Reschedule|^Cancel/ }).count()).toBe(0);
    await screenshot(ivy.page, 'interviews-interviewer');
    expect(ivy.errors).toEqual([]);
    await ivy.context.close();

    // Held: Akosua's is completed.
    await akosua.getByRole('button', { name: /^Mark completed/ }).click();
    await page.getByText('Interview marked completed', { exact: true }).first().waitFor();
    await akosua.getByText('Completed', { exact: true }).waitFor();
    expect(await akosua.getByRole('button', { name: /^Reschedule/ }).count()).toBe(0);
    expect(await akosua.getByRole('link', { name: /^Join/ }).count()).toBe(0);
    await page.getByLabel('Status').selectOption('COMPLETED');
    await page.getByText('Showing 1 interview', { exact: true }).waitFor();
    await interviewCard(page, AKOSUA.fullName).waitFor();
    await page.getByLabel('Status').selectOption('');
    await page.getByText('Showing 2 interviews', { exact: true }).waitFor();

    // The scorecard opens from the card.
    await akosua.getByRole('button', { name: /^Scorecard/ }).click();
    const scorecard = page.getByRole('dialog');
    await scorecard.waitFor();
    await page.keyboard.press('Escape');
    await scorecard.waitFor({ state: 'detached' });

    // Kojo's moves to tomorrow afternoon, free of charge.
    await kojo.getByRole('button', { name: /^Reschedule/ }).click();
    const moving = page.getByRole('dialog', {
      name: `Reschedule the interview with ${KOJO.fullName}`,
    });
    await moving.getByText('Rescheduling is free: no credits are charged.').waitFor();
    expect(await moving.getByLabel('Interview type').inputValue()).toBe('Phone Screen');
    expect(await moving.getByRole('textbox', { name: 'Start', exact: true }).inputValue()).toBe(
      `${later}T15:30`,
    );
    await moving.getByRole('textbox', { name: 'Start', exact: true }).fill(`${tomorrow}T14:00`);
    await moving.getByRole('textbox', { name: 'End', exact: true }).fill(`${tomorrow}T14:45`);
    await screenshot(page, 'interviews-reschedule-dialog');
    await moving.getByRole('button', { name: 'Save new time' }).click();
    await page.getByText('Interview rescheduled', { exact: true }).first().waitFor();
    await page
      .getByText('No credits were charged. Updated invites sent to 1 person.', { exact: true })
      .first()
      .waitFor();
    const movedKojo = tomorrowSection.getByRole('article', { name: KOJO.fullName });
    await movedKojo.getByText('14:00 – 14:45 GMT').waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('9 credits');

    // And is called off, after a confirmation.
    await movedKojo.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this interview?' });
    await confirm
      .getByText(`Phone Screen with ${KOJO.fullName}, Tomorrow, 14:00 – 14:45 GMT.`, {
        exact: false,
      })
      .waitFor();
    await confirm.getByLabel('Reason').fill('Candidate accepted another offer.');
    await confirm.getByRole('button', { name: 'Cancel interview' }).click();
    await page.getByText('Interview cancelled', { exact: true }).first().waitFor();
    await movedKojo.getByText('Cancelled', { exact: true }).waitFor();
    expect(await movedKojo.getByRole('button', { name: /^Scorecard/ }).count()).toBe(0);
    await screenshot(page, 'interviews-after-changes');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'interviews-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});
