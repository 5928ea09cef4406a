import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';
import type { PipelineView } from '../src/shared/jobs';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const EFUA = { fullName: 'Efua Asantewaa-Boateng', email: 'efua.asantewaa@example.test' };
const IVY = { name: 'Ivy Quaye', email: 'ivy.quaye@example.test', password: 'interviewer pass 1' };
const RATING_REQUIRED = 'Choose a rating from 1 to 5';

/** A published job with one applicant, unlocked (1 of the 5 trial credits). */
async function unlockedApplicant(page: Page): Promise<string> {
  const created = await page.request.post('/api/v1/jobs', {
    data: { title: 'Site Engineer', location: 'Takoradi', status: 'PUBLISHED' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };
  const applied = await fetch(`${stack.server.url}/api/v1/public/jobs/${job.id}/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...EFUA, coverNote: 'I have built two bridges.' }),
  });
  expect(applied.status).toBe(201);
  const pipeline = (await (
    await page.request.get(`/api/v1/jobs/${job.id}/pipeline`)
  ).json()) as PipelineView;
  const [application] = Object.values(pipeline).flat();
  const unlocked = await page.request.post(`/api/v1/applications/${application!.id}/unlock`, {
    data: {},
  });
  expect(unlocked.status()).toBe(200);
  return application!.id;
}

/** An interviewer in the signed-in admin's organization; returns their user id. */
async function addInterviewer(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as {
    user: { orgId: string };
  };
  const [ivy] = await stack.database.db
    .insert(users)
    .values({
      orgId: me.user.orgId,
      name: IVY.name,
      email: IVY.email,
      role: 'INTERVIEWER',
      passwordHash: await hashPassword(IVY.password),
    })
    .returning({ id: users.id });
  return ivy!.id;
}

async function schedule(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/v1/interviews/schedule', {
    data: { timezone: 'Africa/Accra', sendInvites: false, ...body },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { interview: { id: string } }).interview.id;
}

/** The stars of a rating group, clicked as a mouse user would (the radios are drawn as stars). */
async function rate(group: Locator, rating: number) {
  await group
    .locator('label')
    .nth(rating - 1)
    .click();
}

const interviewItem = (page: Page, type: string) =>
  page.getByRole('list', { name: 'Interviews' }).getByRole('listitem').filter({ hasText: type });

const scorecardItems = (page: Page) =>
  page.getByRole('list', { name: 'Submitted scorecards' }).getByRole('listitem');

describe('scorecards', () => {
  it('scores an interview from the candidate page, edits it, and shows an interviewer only theirs', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    const applicationId = await unlockedApplicant(page);
    const ivyId = await addInterviewer(page);
    const technicalId = await schedule(page, {
      applicationId,
      type: 'Technical Interview',
      scheduledStart: '2030-03-12T10:00:00Z',
      scheduledEnd: '2030-03-12T11:30:00Z',
      location: 'Takoradi office, Block B',
      meetingUrl: 'https://meet.example.test/site-engineer',
      interviewerIds: [ivyId],
    });
    await schedule(page, {
      applicationId,
      type: 'Phone Screen',
      scheduledStart: '2030-03-05T14:00:00Z',
      timezone: 'Europe/London',
    });

    await page.goto(`/candidates/${applicationId}`);
    await page.getByRole('heading', { name: 'Interview timeline' }).waitFor();
    const technical = interviewItem(page, 'Technical Interview');
    await technical.getByText('Tue 12 Mar 2030, 10:00–11:30').waitFor();
    await technical.getByText('Africa/Accra (GMT)').waitFor();
    await technical.getByText('Takoradi office, Block B').waitFor();
    await technical.getByText('Scheduled', { exact: true }).waitFor();
    expect(await technical.getByRole('link', { name: /Join/ }).getAttribute('href')).toBe(
      'https://meet.example.test/site-engineer',
    );
    // Earliest first; each in its own zone.
    const phone = interviewItem(page, 'Phone Screen');
    await phone.getByText('Tue 5 Mar 2030, 14:00–15:00').waitFor();
    await phone.getByText('Europe/London (GMT)').waitFor();
    expect(await phone.getByRole('link', { name: /Join/ }).count()).toBe(0);
    await page.getByText('No scorecards yet.').waitFor();

    // Submitting nothing is refused with the server's messages, and focus goes to the stars.
    await technical.getByRole('button', { name: 'Add scorecard' }).click();
    const dialog = page.getByRole('dialog', { name: `Scorecard: ${EFUA.fullName}` });
    await dialog.getByText('For the Technical Interview.').waitFor();
    await dialog.getByRole('button', { name: 'Add criterion' }).click();
    const newName = dialog.getByRole('textbox', { name: 'Criterion name' });
    await expect.poll(() => newName.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Site safety');
    await dialog.getByRole('button', { name: 'Submit scorecard' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Choose a recommendation').waitFor();
    // The overall rating and the named but unrated criterion.
    await expect.poll(() => dialog.getByText(RATING_REQUIRED).count()).toBe(2);
    const overall = dialog.getByRole('radiogroup', { name: 'Overall rating' });
    const firstStar = overall.getByRole('radio', { name: '1 out of 5: Poor' });
    await expect.poll(() => firstStar.evaluate((el) => el === document.activeElement)).toBe(true);

    // The keyboard alone: arrows choose stars, Tab moves on to the recommendation.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await overall.getByRole('radio', { name: '4 out of 5: Very good' }).isChecked()).toBe(
      true,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    const recommendation = dialog.getByRole('group', { name: 'Recommendation' });
    expect(await recommendation.getByRole('radio', { name: 'Yes', exact: true }).isChecked()).toBe(
      true,
    );
    await expect.poll(() => dialog.getByText('Choose a recommendation').count()).toBe(0);

    await rate(dialog.getByRole('radiogroup', { name: 'Skills' }), 5);
    await rate(dialog.getByRole('radiogroup', { name: 'Communication' }), 3);
    await rate(dialog.getByRole('radiogroup', { name: 'Rating for Site safety' }), 4);
    await expect.poll(() => dialog.getByText(RATING_REQUIRED).count()).toBe(0);
    await dialog
      .getByLabel('Notes')
      .fill('Walked through the load calculations clearly.\nAsked good questions.');
    await screenshot(page, 'scorecard-dialog');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Submit scorecard' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Scorecard submitted', { exact: true }).first().waitFor();
    await page.getByText(`${EFUA.fullName}: 4 out of 5, Yes.`, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const cards = scorecardItems(page);
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    await card.getByRole('heading', { name: 'Technical Interview' }).waitFor();
    await card.getByText('By Abena Darko').waitFor();
    await card.getByText('4 out of 5', { exact: true }).first().waitFor();
    await card.getByText('Yes', { exact: true }).waitFor();
    const criteria = card.locator('dl');
    expect(await criteria.locator('dt').allTextContents()).toEqual([
      'Skills',
      'Communication',
      'Site safety',
    ]);
    expect(await criteria.locator('dd').allTextContents()).toEqual([
      '5 out of 5',
      '3 out of 5',
      '4 out of 5',
    ]);
    await card.getByText('Walked through the load calculations clearly.').waitFor();
    await technical.getByText('You rated 4 out of 5').waitFor();
    await screenshot(page, 'scorecards-card');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Editing opens the same scorecard, filled in, and replaces it.
    await technical.getByRole('button', { name: 'Edit scorecard' }).click();
    const edit = page.getByRole('dialog', { name: `Edit scorecard: ${EFUA.fullName}` });
    await edit.getByText('Submitting again updates it.').waitFor();
    const editOverall = edit.getByRole('radiogroup', { name: 'Overall rating' });
    expect(
      await editOverall.getByRole('radio', { name: '4 out of 5: Very good' }).isChecked(),
    ).toBe(true);
    expect(
      await edit
        .getByRole('group', { name: 'Recommendation' })
        .getByRole('radio', { name: 'Yes', exact: true })
        .isChecked(),
    ).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'Criterion name' }).inputValue()).toBe(
      'Site safety',
    );
    await screenshot(page, 'scorecard-edit');
    // Focus starts on the rating given, so an arrow key moves on from it.
    const givenStar = editOverall.getByRole('radio', { name: '4 out of 5: Very good' });
    await expect.poll(() => givenStar.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(
      await editOverall.getByRole('radio', { name: '5 out of 5: Excellent' }).isChecked(),
    ).toBe(true);
    await edit.getByText('Strong yes', { exact: true }).click();
    await edit.getByRole('button', { name: 'Clear the Communication rating' }).click();
    await edit.getByRole('button', { name: 'Update scorecard' }).click();
    await page.getByText('Scorecard updated', { exact: true }).first().waitFor();
    await edit.waitFor({ state: 'detached' });
    await card.getByText('5 out of 5', { exact: true }).first().waitFor();
    await card.getByText('Strong yes', { exact: true }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await card.locator('dl dt').allTextContents()).toEqual(['Skills', 'Site safety']);
    await technical.getByText('You rated 5 out of 5').waitFor();

    // A general scorecard, from the Scorecards card.
    await page
      .getByRole('heading', { name: 'Scorecards' })
      .locator('..')
      .getByRole('button', { name: 'Add scorecard' })
      .click();
    const general = page.getByRole('dialog', { name: `Scorecard: ${EFUA.fullName}` });
    await general.getByText('A general scorecard for this candidate').waitFor();
    await rate(general.getByRole('radiogroup', { name: 'Overall rating' }), 3);
    await general.getByText('No', { exact: true }).click();
    await general.getByRole('button', { name: 'Submit scorecard' }).click();
    await page.getByText('Scorecard submitted', { exact: true }).first().waitFor();
    await page.getByText(`${EFUA.fullName}: 3 out of 5, No.`, { exact: true }).waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await cards.first().getByRole('heading', { name: 'General scorecard' }).waitFor();
    await page.getByText('4 out of 5 from 2 scorecards').waitFor();
    await screenshot(page, 'scorecards-two');
    expect(errors).toEqual([]);

    // The interviewer: the interview they are on can be scored, the other cannot, and
    // they read only their own scorecards.
    const ivy = await stack.openPage();
    await ivy.page.setViewportSize({ width: 1440, height: 900 });
    await ivy.page.goto('/signin');
    await ivy.page.getByLabel(/email/i).fill(IVY.email);
    await ivy.page.getByLabel('Password').fill(IVY.password);
    await ivy.page.getByRole('button', { name: /sign in/i }).click();
    await ivy.page.waitForURL('**/dashboard');
    await ivy.page.goto(`/candidates/${applicationId}`);
    const ivyTechnical = interviewItem(ivy.page, 'Technical Interview');
    await ivyTechnical.getByRole('button', { name: 'Add scorecard' }).waitFor();
    await ivy.page.getByText('No scorecards yet. Add yours from an interview above.').waitFor();
    expect(
      await interviewItem(ivy.page, 'Phone Screen')
        .getByRole('button', { name: /scorecard/ })
        .count(),
    ).toBe(0);
    await ivyTechnical.getByRole('button', { name: 'Add scorecard' }).click();
    const ivyDialog = ivy.page.getByRole('dialog', { name: `Scorecard: ${EFUA.fullName}` });
    await rate(ivyDialog.getByRole('radiogroup', { name: 'Overall rating' }), 2);
    await ivyDialog.getByText('Strong no', { exact: true }).click();
    await ivyDialog.getByRole('button', { name: 'Submit scorecard' }).click();
    await ivy.page.getByText('Scorecard submitted', { exact: true }).first().waitFor();
    const ivyCards = scorecardItems(ivy.page);
    await expect.poll(() => ivyCards.count()).toBe(1);
    await ivyCards.first().getByText(`By ${IVY.name}`).waitFor();
    await ivyCards.first().getByText('2 out of 5', { exact: true }).waitFor();
    await ivyTechnical.getByRole('button', { name: 'Edit scorecard' }).waitFor();
    await screenshot(ivy.page, 'scorecards-interviewer');

    // Taken off the interview while the page is open: the server refuses, and says why.
    const moved = await page.request.patch(`/api/v1/interviews/${technicalId}`, {
      data: {
        scheduledStart: '2030-03-12T10:00:00Z',
        scheduledEnd: '2030-03-12T11:30:00Z',
        interviewerIds: [],
        sendInvites: false,
      },
    });
    expect(moved.status()).toBe(200);
    await ivyTechnical.getByRole('button', { name: 'Edit scorecard' }).click();
    const ivyEdit = ivy.page.getByRole('dialog', { name: `Edit scorecard: ${EFUA.fullName}` });
    await ivyEdit.getByRole('button', { name: 'Update scorecard' }).click();
    await ivy.page.getByText('Failed to submit scorecard', { exact: true }).first().waitFor();
    await ivy.page
      .getByText('Interviewers can submit scorecards only for interviews they are on.', {
        exact: true,
      })
      .waitFor();
    // Nothing is lost: the dialog stays open with what was entered.
    await ivyEdit.getByRole('button', { name: 'Update scorecard' }).waitFor();
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(ivy.errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await ivy.context.close();
    await context.close();
  });

  it('does not open a blank scorecard when it cannot tell whether the member already scored', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page);
    const applicationId = await unlockedApplicant(page);
    await schedule(page, {
      applicationId,
      type: 'Assessment',
      scheduledStart: '2030-04-02T09:00:00Z',
      scheduledEnd: '2030-04-02T10:00:00Z',
    });
    // The interviews page has not loaded the application, so the dialog asks for it.
    const applicationPath = `**/api/v1/applications/${applicationId}`;
    await page.route(applicationPath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal_error', message: 'The database is busy.' }),
      }),
    );
    await page.goto('/interviews');
    await page.getByRole('button', { name: /^Scorecard/ }).click();
    const dialog = page.getByRole('dialog', { name: `Scorecard: ${EFUA.fullName}` });
    await dialog
      .getByRole('alert')
      .getByText('We could not check for your earlier scorecard of this interview.', {
        exact: false,
      })
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Submit scorecard' }).count()).toBe(0);
    expect(await dialog.getByRole('radiogroup').count()).toBe(0);
    await screenshot(page, 'scorecard-dialog-load-failed');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await page.unroute(applicationPath);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('radiogroup', { name: 'Overall rating' }).waitFor();
    await dialog.getByRole('button', { name: 'Submit scorecard' }).waitFor();
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    await context.close();
  });
});
