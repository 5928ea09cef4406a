import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, organizations } from '../src/server/db/schema';
import type { ExperienceLevel } from '../src/shared/applications';
import { findAccessibilityProblems, type AxeViolation } from './support/axe';
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

const ZEBEDEE: Applicant = {
  fullName: 'Zebedee Quartermaine',
  email: 'zebedee.quartermaine@example.test',
  phone: '+233 24 555 0111',
  location: 'Kumasi',
  experienceContext: 'Senior',
  years: 9,
  skills: ['HACCP', 'ISO 22000', 'Food safety audits', 'Team leadership', 'SAP', 'Lean'],
};
const PERPETUA: Applicant = {
  fullName: 'Perpetua Oyelaran-Bright',
  email: 'perpetua.oyelaran@example.test',
  phone: '+233 20 555 0222',
  location: 'Accra',
  experienceContext: 'Mid-Level',
  years: 4,
  skills: ['Quality control', 'Microbiology', 'GMP'],
};
const THADDEUS: Applicant = {
  fullName: 'Thaddeus Wilberforce-Nkansah',
  email: 'thaddeus.wilberforce@example.test',
  phone: '+233 26 555 0333',
  location: 'Tamale',
  experienceContext: 'Junior',
  years: 1,
  skills: ['Lab testing'],
};
const APPLICANTS = [ZEBEDEE, PERPETUA, THADDEUS];

/** A published job with applications sent through the public API, as candidates send them. */
async function publishJobWithApplicants(page: Page, applicants: Applicant[]): Promise<string> {
  const response = await page.request.post('/api/v1/jobs', {
    data: { title: 'Quality Assurance Lead', location: 'Tema', status: 'PUBLISHED' },
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
        coverNote: `I am ${applicant.fullName}, reach me at ${applicant.email}.`,
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
  return job.id;
}

const stat = (page: Page, title: string) =>
  page.getByRole('group', { name: title, exact: true }).locator('p');
const sidebarBalance = (page: Page) => page.getByRole('link', { name: /Click to manage/ });

function expectNoneOf(html: string, applicants: Applicant[]) {
  for (const applicant of applicants) {
    for (const part of [...applicant.fullName.split(/[\s-]+/), applicant.email, applicant.phone]) {
      expect(html).not.toContain(part);
    }
  }
}

describe('the candidates pages', () => {
  it('keeps locked candidates anonymous, unlocks one, and finds it by name afterwards', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    const problems: Record<string, AxeViolation[]> = {};
    const checkAccessibility = async (name: string) => {
      const found = await findAccessibilityProblems(page);
      if (found.length > 0) problems[name] = found;
    };
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    await publishJobWithApplicants(page, APPLICANTS);

    await page.goto('/candidates');
    await page.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await expect.poll(() => stat(page, 'Total').textContent()).toBe('3');
    expect(await stat(page, 'Locked').textContent()).toBe('3');
    expect(await stat(page, 'Unlocked').textContent()).toBe('0');
    expect(await stat(page, 'Credits spent').textContent()).toBe('0');
    await page.getByText('3 candidates', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Anonymous applicant').count()).toBe(3);
    expect(await page.getByText('LOCKED', { exact: true }).count()).toBe(3);
    await expect
      .poll(() => page.getByRole('link', { name: /Credit balance: 5 credits/ }).count())
      .toBe(1);
    // Locked: no name, email or phone anywhere in the page, and only 2 skills per card.
    expectNoneOf(await page.content(), APPLICANTS);
    expect(await page.getByText('HACCP').count()).toBe(1);
    expect(await page.getByText('Food safety audits').count()).toBe(0);
    await screenshot(page, 'candidates-locked');
    await checkAccessibility('list, locked');

    // A locked candidate's name is not searchable; their location is.
    const search = page.getByLabel('Search candidates');
    await search.fill('Zebedee');
    await page.getByText('No candidates match your search').waitFor();
    await page.getByText('Showing 0 of 3 candidates').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('Zebedee');
    await screenshot(page, 'candidates-no-results');
    await search.fill('Kumasi');
    await page.getByText('Showing 1 of 3 candidates').waitFor();
    await page.reload();
    await page.getByText('Showing 1 of 3 candidates').waitFor();
    expect(await page.getByLabel('Search candidates').inputValue()).toBe('Kumasi');

    // The candidate page, still locked.
    await page.getByRole('link', { name: 'Anonymous applicant' }).click();
    await page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/);
    const detailPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Anonymous applicant', level: 1 }).waitFor();
    await page.getByText('Email hidden until unlocked').waitFor();
    await page.getByText('Unlock to see the resume').waitFor();
    await page.getByText('No interviews yet').waitFor();
    expect(await page.getByRole('heading', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByText('hidden skill', { exact: true }).count()).toBe(4);
    expectNoneOf(await page.content(), APPLICANTS);
    await expect.poll(() => sidebarBalance(page).textContent()).toContain('5 credits');
    await screenshot(page, 'candidate-locked');
    await checkAccessibility('detail, locked');

    // Unlock: the dialog tells the price, balance and refund rule; one credit is charged.
    await page.getByRole('button', { name: 'Unlock Candidate' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('1 credit (GH₵ 10.00)').waitFor();
    await dialog.getByText('Your balance: 5 credits').waitFor();
    await dialog.getByText(/within 72 hours/).waitFor();
    await screenshot(page, 'candidate-unlock-dialog');
    await checkAccessibility('unlock dialog');
    await dialog.getByRole('button', { name: 'Unlock for 1 credit' }).click();
    await page.getByText('Candidate unlocked').first().waitFor();
    await page.getByRole('heading', { name: ZEBEDEE.fullName, level: 1 }).waitFor();
    await page.getByRole('link', { name: ZEBEDEE.email }).waitFor();
    await page.getByText('UNLOCKED', { exact: true }).waitFor();
    await expect.poll(() => sidebarBalance(page).textContent()).toContain('4 credits');
    await page.getByText('Unlocked for 1 credit').waitFor();
    await page.getByText('Food safety audits').waitFor();
    await page.getByText(/Refundable until/).waitFor();

    // Move it on, and keep a note.
    await page.getByRole('button', { name: 'Move to Screening' }).click();
    await page.getByText('Application advanced').first().waitFor();
    await page.getByText('Moved from Applied to Screening').waitFor();
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByText('Write a note first').waitFor();
    await page.getByLabel('Add a note').fill('Strong HACCP background: call him on Monday.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page
      .getByRole('list', { name: 'Notes' })
      .getByText('Strong HACCP background: call him on Monday.')
      .waitFor();
    await page.getByText('Note added', { exact: true }).first().waitFor();
    expect(await page.getByLabel('Add a note').inputValue()).toBe('');
    await screenshot(page, 'candidate-unlocked');
    await checkAccessibility('detail, unlocked');

    // Back on the list the name is now searchable.
    await page.getByRole('link', { name: 'All candidates' }).click();
    await page.getByLabel('Search candidates').fill('Zebedee');
    await page.getByText('Showing 1 of 3 candidates').waitFor();
    await page.getByRole('link', { name: ZEBEDEE.fullName }).waitFor();
    await expect.poll(() => stat(page, 'Unlocked').textContent()).toBe('1');
    expect(await stat(page, 'Locked').textContent()).toBe('2');
    expect(await stat(page, 'Credits spent').textContent()).toBe('1');
    await page.getByText('UNLOCKED', { exact: true }).waitFor();
    await page.getByLabel('Search candidates').fill('');
    await page.getByText('3 candidates', { exact: true }).waitFor();
    expectNoneOf(await page.content(), [PERPETUA, THADDEUS]);
    await screenshot(page, 'candidates-mixed');
    await checkAccessibility('list, mixed');

    // A phone-sized screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'candidates-mobile');
    await page.goto(detailPath);
    await page.getByRole('heading', { name: ZEBEDEE.fullName, level: 1 }).waitFor();
    await screenshot(page, 'candidate-mobile');

    // Reject, with a reason.
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog');
    await reject.getByRole('button', { name: 'Reject Application' }).click();
    await reject.getByText('Please give a reason for rejecting').waitFor();
    await reject.getByLabel('Reason for rejecting').fill('Looking for more years in dairy.');
    await reject.getByRole('button', { name: 'Reject Application' }).click();
    await page.getByText('Application rejected').first().waitFor();
    await page.getByText('Reason: Looking for more years in dairy.').waitFor();
    expect(await page.getByRole('button', { name: 'Move to Interview' }).count()).toBe(0);
    await checkAccessibility('detail, rejected, phone-sized');

    // Ask for the credit back: the dialog says that the candidate is locked again and
    // how many refunds are left; a reason is needed, and details for 'Other'.
    await page.getByRole('button', { name: 'Request refund' }).click();
    const refund = page.getByRole('dialog');
    await refund.getByText(/You can ask until/).waitFor();
    await refund.getByText(/locks this candidate again/).waitFor();
    await refund.getByText(/can ask for 2 more refunds in the last 30 days/).waitFor();
    await refund.getByRole('button', { name: 'Request Refund' }).click();
    await refund.getByText('Choose a reason for the refund').waitFor();
    await refund.getByLabel('Other').check();
    await refund.getByRole('button', { name: 'Request Refund' }).click();
    await refund.getByText('Please describe the reason').waitFor();
    await screenshot(page, 'candidate-refund-dialog');
    await refund
      .getByRole('textbox', { name: 'Details' })
      .fill('The phone number belongs to someone else.');
    await refund.getByRole('button', { name: 'Request Refund' }).click();
    await page.getByText('Refund issued').first().waitFor();
    await page.getByText('Unlock refunded: 1 credit returned').waitFor();
    await page.getByText('The phone number belongs to someone else.').waitFor();
    expect(await page.getByRole('button', { name: 'Request refund' }).count()).toBe(0);
    // Locked again: the contact is hidden, and unlocking costs a credit again.
    await page.getByText('Email hidden until unlocked').waitFor();
    await page.getByRole('button', { name: 'Unlock Candidate' }).waitFor();
    expect(await page.getByRole('link', { name: ZEBEDEE.email }).count()).toBe(0);

    expect(problems).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty state, and the not-found text for an unknown or another organization’s candidate', async () => {
    const owner = await stack.openPage();
    await signUp(owner.page);
    await publishJobWithApplicants(owner.page, [
      { ...ZEBEDEE, email: 'zeb.other@example.test', fullName: 'Ottoline Featherstonehaugh' },
    ]);
    // An organization with no credits left cannot confirm an unlock, and is told why.
    const me = (await (await owner.page.request.get('/api/v1/auth/me')).json()) as {
      user: { orgId: string };
    };
    await stack.database.db
      .update(organizations)
      .set({ creditBalance: 0 })
      .where(eq(organizations.id, me.user.orgId));
    await owner.page.goto('/candidates');
    await owner.page.getByRole('link', { name: 'Anonymous applicant' }).click();
    await owner.page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/);
    const otherOrgPath = new URL(owner.page.url()).pathname;
    const unlockButton = owner.page.getByRole('button', { name: 'Unlock Candidate' });
    await unlockButton.click();
    const dialog = owner.page.getByRole('alertdialog');
    await dialog.getByText('Your balance: 0 credits').waitFor();
    await dialog
      .getByText('You need 1 credit to unlock this candidate and have 0 credits.')
      .waitFor();
    await dialog.getByRole('link', { name: 'Get more credits' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Unlock for 1 credit' }).isDisabled()).toBe(
      true,
    );
    await screenshot(owner.page, 'candidate-unlock-no-credits');
    await owner.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => unlockButton.evaluate((button) => button === document.activeElement))
      .toBe(true);

    // With pay-to-reveal off (a platform admin's choice) unlocking is free, whatever the balance.
    await stack.database.db
      .update(organizations)
      .set({ isPayToRevealEnabled: false })
      .where(eq(organizations.id, me.user.orgId));
    await owner.page.reload();
    await unlockButton.click();
    await dialog.getByText(/It is free for your organization\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Unlock for free' }).click();
    await owner.page
      .getByText('Unlocking is free for your organization, so no credits were charged.')
      .first()
      .waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const { page, context, errors } = await stack.openPage();
    await signUp(page);
    await page.goto('/candidates');
    await page.getByText('No candidates yet').waitFor();
    await page.getByRole('link', { name: 'View Your Jobs' }).click();
    await page.waitForURL('**/jobs');

    for (const path of ['/candidates/00000000-0000-4000-8000-000000000000', otherOrgPath]) {
      await page.goto(path);
      await page
        .getByText("Candidate not found or you don't have access to this application")
        .waitFor();
      await page.getByRole('link', { name: 'Back to Candidates' }).waitFor();
      expect(await page.content()).not.toContain('Featherstonehaugh');
    }
    await screenshot(page, 'candidate-not-found');
    // The 404s of the API are expected here; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('says so on the timeline when the emails’ delivery status cannot be loaded, and tries again', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page);
    await publishJobWithApplicants(page, [
      { ...THADDEUS, email: 'thaddeus.timeline@example.test', fullName: 'Ignatius Ofori-Atta' },
    ]);
    const messagesPath = /\/api\/v1\/applications\/[0-9a-f-]{36}\/email-messages$/;
    await page.route(messagesPath, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal_error', message: 'The database is busy.' }),
      }),
    );
    await page.goto('/candidates');
    await page.getByRole('link', { name: 'Anonymous applicant' }).click();
    await page.waitForURL(/\/candidates\/[0-9a-f-]{36}$/);

    const timeline = page.getByRole('heading', { name: 'Timeline' }).locator('../..');
    const notice = timeline.getByRole('status');
    await notice.getByText('Email delivery status could not be loaded.').waitFor();
    // The rest of the timeline is still there.
    await timeline.getByText('Applied', { exact: true }).waitFor();
    await screenshot(page, 'candidate-timeline-messages-failed');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await page.unroute(messagesPath);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    // Chromium logs the refused request itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 503'))).toEqual([]);
    await context.close();
  });
});
