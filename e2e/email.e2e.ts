import { inArray } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../src/server/db/schema';
import type { ApplicationView } from '../src/shared/applications';
import type { PipelineView } from '../src/shared/jobs';
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
const NANA = { fullName: 'Nana Yeboah-Asiedu', email: 'nana.yeboah@example.test' };
const JOB_TITLE = 'Warehouse Supervisor';

/** A published job with three applicants; the first two unlocked (2 of the 5 trial credits). */
async function jobWithUnlockedApplicants(page: Page) {
  const created = await page.request.post('/api/v1/jobs', {
    data: { title: JOB_TITLE, location: 'Tema', status: 'PUBLISHED' },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: string };
  for (const applicant of [AKOSUA, KOJO, NANA]) {
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
  const applications = Object.values(pipeline).flat();
  expect(applications).toHaveLength(3);
  // The first two applicants, in the order they applied.
  const ids: string[] = [];
  for (const application of [...applications].sort(byCreatedAt).slice(0, 2)) {
    const unlocked = await page.request.post(`/api/v1/applications/${application.id}/unlock`, {
      data: {},
    });
    expect(unlocked.status()).toBe(200);
    ids.push(application.id);
  }
  return { pipelinePath: `/jobs/${job.id}/pipeline`, akosuaId: ids[0]!, kojoId: ids[1]! };
}

const byCreatedAt = (a: ApplicationView, b: ApplicationView) =>
  a.createdAt.localeCompare(b.createdAt);

const creditsBadge = (page: Page) => page.getByRole('link', { name: /Click to manage/ });

/** The timeline entry of one email, found by its subject. */
const timelineEmail = (page: Page, subject: string): Locator =>
  page.locator('ol > li').filter({ hasText: subject });

describe('emailing candidates', () => {
  it('emails two selected candidates from the board and one from their page, with status on the timeline', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page);
    const orgName = await page.evaluate(async () => {
      const me = (await (await fetch('/api/v1/auth/me')).json()) as {
        user: { organization: { name: string } };
      };
      return me.user.organization.name;
    });
    const { pipelinePath, akosuaId, kojoId } = await jobWithUnlockedApplicants(page);

    await page.goto(pipelinePath);
    await page.getByRole('heading', { name: `Pipeline: ${JOB_TITLE}` }).waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('3 credits');
    await page.getByText('Tick unlocked candidates to email several at once.').waitFor();
    // Only unlocked cards can be picked.
    expect(await page.getByRole('checkbox', { name: /^Select / }).count()).toBe(2);

    await page.getByRole('checkbox', { name: `Select ${AKOSUA.fullName}` }).check();
    await page.getByText('1 selected').waitFor();
    // The keyboard picks a card too.
    await page.getByRole('checkbox', { name: `Select ${KOJO.fullName}` }).focus();
    await page.keyboard.press('Space');
    await page.getByText('2 selected').waitFor();
    await screenshot(page, 'email-board-selection');

    await page.getByRole('button', { name: 'Email selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email 2 candidates' });
    await dialog.waitFor();
    await dialog.getByText('Cost: 2 credits').waitFor();
    await dialog.getByText('Your balance: 3 credits').waitFor();
    const send = dialog.getByRole('button', { name: 'Send 2 emails for 2 credits' });
    expect(await send.isDisabled()).toBe(true);

    await dialog.getByLabel('Template').selectOption({ label: 'Interview invitation' });
    expect(await dialog.getByLabel('Subject').inputValue()).toBe(
      'Interview invitation: {{jobTitle}} at {{companyName}}',
    );
    await dialog.getByText('Filled in for each recipient').waitFor();
    await dialog.getByText('{{candidateName}}', { exact: true }).waitFor();
    // Only the variable Shortlist does not know gets a field.
    const date = dialog.getByLabel('{{interviewDate}}');
    expect(
      await dialog.getByRole('group', { name: 'Variables' }).getByRole('textbox').count(),
    ).toBe(1);

    // Sending with the variable blank is refused in place.
    await send.click();
    await dialog.getByText('Enter a value for {{interviewDate}}').waitFor();
    await date.fill('Tuesday 14 October at 10:00');

    const preview = dialog.getByTestId('email-preview');
    await preview.getByText(`Dear ${AKOSUA.fullName},`).waitFor();
    await dialog.getByLabel('Preview for').selectOption({ label: KOJO.fullName });
    await preview.getByText(`To ${KOJO.fullName} <${KOJO.email}>`).waitFor();
    await preview.getByText(`Interview invitation: ${JOB_TITLE} at ${orgName}`).waitFor();
    await preview.getByText(`Dear ${KOJO.fullName},`).waitFor();
    await preview.getByText('an interview on Tuesday 14 October at 10:00.').waitFor();
    expect(await preview.textContent()).not.toContain('{{');
    await screenshot(page, 'email-compose-bulk');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await send.click();
    await page.getByText('Emails Sent Successfully').first().waitFor();
    await page
      .getByText('2 emails sent for 2 credits. Your balance is now 1 credit.', { exact: true })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => creditsBadge(page).textContent()).toContain('1 credit');
    // The selection was emailed, so it is cleared.
    await page.getByText('Tick unlocked candidates to email several at once.').waitFor();

    const subject = `Interview invitation: ${JOB_TITLE} at ${orgName}`;
    for (const id of [akosuaId, kojoId]) {
      await page.goto(`/candidates/${id}`);
      const entry = timelineEmail(page, subject);
      await entry.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
      await entry.getByText('Abena Darko').waitFor();
    }

    // Kojo's page: email him alone, through the same dialog.
    await page.getByRole('button', { name: 'Send Email' }).click();
    const single = page.getByRole('dialog', { name: `Email ${KOJO.fullName}` });
    await single.getByText('Cost: 1 credit').waitFor();
    expect(await single.getByLabel('Preview for').count()).toBe(0);
    // Whitespace is blank: the spec's validation toast.
    await single.getByLabel('Subject').fill('   ');
    await single.getByLabel('Content').fill('Hello');
    await single.getByRole('button', { name: 'Send email for 1 credit' }).click();
    await page.getByText('Validation Error').first().waitFor();
    await page.getByText('Subject and content are required').first().waitFor();

    // A variable named like an object's member gets its own field like any other.
    await single.getByLabel('Content').fill('Bring {{constructor}} and {{toString}}.');
    const singlePreview = single.getByTestId('email-preview');
    await singlePreview.getByText('Bring {{constructor}} and {{toString}}.').waitFor();
    await single.getByLabel('{{constructor}}').fill('your ID card');
    await singlePreview.getByText('Bring your ID card and {{toString}}.').waitFor();
    await single.getByLabel('{{toString}}').fill('a pen');
    await singlePreview.getByText('Bring your ID card and a pen.').waitFor();

    await single.getByLabel('Subject').fill('Directions to our Tema office');
    await single
      .getByLabel('Content')
      .fill('Hi {{candidateFirstName}},\n\nPark at {{parking}}.\n\n{{senderName}}');
    await single.getByLabel('{{parking}}').fill('the north gate');
    await single.getByTestId('email-preview').getByText('Hi Kojo,').waitFor();
    await single.getByTestId('email-preview').getByText('Park at the north gate.').waitFor();
    await screenshot(page, 'email-compose-single');
    await single.getByRole('button', { name: 'Send email for 1 credit' }).click();
    await page
      .getByText('1 email sent for 1 credit. Your balance is now 0 credits.', { exact: true })
      .waitFor();
    await expect.poll(() => creditsBadge(page).textContent()).toContain('0 credits');
    const directions = timelineEmail(page, 'Directions to our Tema office');
    await directions.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });

    // A message that finally failed: its error, and a free retry from the timeline.
    await stack.database.db
      .update(emailMessages)
      .set({ status: 'FAILED', attempts: 6, lastError: '451 4.3.0 Mailbox temporarily full' })
      .where(
        inArray(
          emailMessages.id,
          (await stack.database.db.select().from(emailMessages))
            .filter(
              (row) =>
                stack.vault.open('message_subject', row.subject.stored) ===
                'Directions to our Tema office',
            )
            .map((row) => row.id),
        ),
      );
    await page.reload();
    await directions.getByText('Failed', { exact: true }).waitFor();
    await directions.getByText('Not delivered: 451 4.3.0 Mailbox temporarily full').waitFor();
    await directions.getByText('No charge: it was paid for when first sent.').waitFor();
    await screenshot(page, 'email-timeline-failed');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await directions.getByRole('button', { name: /^Retry/ }).click();
    await page.getByText('Email queued again').first().waitFor();
    await directions.getByText('Sent', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => creditsBadge(page).textContent()).toContain('0 credits');
    await screenshot(page, 'email-timeline');

    // With no credits left, the dialog says so before anything is sent.
    await page.getByRole('button', { name: 'Send Email' }).click();
    await single.getByText('You need 1 credit to send this and have 0 credits.').waitFor();
    await single.getByLabel('Subject').fill('One more thing');
    await single.getByLabel('Content').fill('Hello');
    expect(await single.getByRole('button', { name: 'Send email for 1 credit' }).isDisabled()).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await single.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
