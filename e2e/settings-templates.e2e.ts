import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const DEFAULT_TEMPLATES = [
  'Application received',
  'Interview invitation',
  'Application update',
  'Offer',
];

function templatesSection(page: Page) {
  return page.getByRole('region', { name: 'Email templates' });
}

function templateItem(page: Page, name: string) {
  return templatesSection(page).getByRole('listitem', { name, exact: true });
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.waitForURL('**/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

describe('email templates in settings', () => {
  it('lists the defaults; an admin creates, edits and deletes templates that stay changed', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page, 'Kofi Boateng');
    await openSettings(page);

    for (const name of DEFAULT_TEMPLATES) await templateItem(page, name).waitFor();
    expect(await templatesSection(page).getByText('Default', { exact: true }).count()).toBe(4);
    // A default template can be edited but not deleted.
    for (const name of DEFAULT_TEMPLATES) {
      await templateItem(page, name)
        .getByRole('button', { name: `Edit ${name}` })
        .waitFor();
      expect(
        await templateItem(page, name)
          .getByRole('button', { name: /^Delete / })
          .count(),
      ).toBe(0);
    }
    await templateItem(page, 'Offer').getByText('{{offerDetails}}').waitFor();
    await screenshot(page, 'settings-templates');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    // Create: the shared schema's messages first, then variables and preview as one types.
    await templatesSection(page).getByRole('button', { name: 'New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await dialog.getByText('Template name is required').waitFor();
    await dialog.getByText('Subject is required').waitFor();
    await dialog.getByText('Content is required').waitFor();
    expect(
      await dialog
        .getByLabel('Template name')
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    await dialog.getByLabel('Template name').fill('Second interview');
    await dialog.getByLabel('Category').selectOption('Interview Management');
    await dialog.getByLabel('Subject').fill('Second interview for {{jobTitle}}');
    await dialog
      .getByLabel('Content')
      .fill('Dear {{candidateFirstName}},\n\nPlease bring {{documents}}.\n\n');
    await dialog.getByRole('button', { name: '{{senderName}}' }).click();
    await expect
      .poll(() => dialog.getByLabel('Content').inputValue())
      .toBe('Dear {{candidateFirstName}},\n\nPlease bring {{documents}}.\n\n{{senderName}}');
    const found = dialog.getByRole('list', { name: 'Variables in this template' });
    for (const name of ['jobTitle', 'candidateFirstName', 'documents', 'senderName']) {
      await found.getByText(`{{${name}}}`).waitFor();
    }
    await dialog.getByText('Second interview for Senior Accountant').waitFor();
    await dialog.getByText('Kofi Boateng', { exact: true }).waitFor();
    await screenshot(page, 'settings-template-new');
    expect(await findAccessibilityProblems(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Create Template' }).click();
    await page.getByText('Template created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const created = templateItem(page, 'Second interview');
    await created.getByText('Second interview for {{jobTitle}}').waitFor();
    await created.getByText('{{documents}}').waitFor();

    // Edit a default template.
    await templateItem(page, 'Offer').getByRole('button', { name: 'Edit Offer' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit template' });
    await editDialog
      .getByText('This is one of Shortlist’s default templates.', { exact: false })
      .waitFor();
    await editDialog
      .getByText('Default templates can be edited but not deleted.', { exact: false })
      .waitFor();
    expect(await editDialog.getByLabel('Category').inputValue()).toBe('Application Lifecycle');
    await editDialog.getByLabel('Subject').fill('Your offer: {{jobTitle}}');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Template updated', { exact: true }).waitFor();
    await editDialog.waitFor({ state: 'hidden' });
    await templateItem(page, 'Offer').getByText('Your offer: {{jobTitle}}').waitFor();

    // Delete the created one, after confirming.
    await created.getByRole('button', { name: 'Delete Second interview' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this template?' });
    await confirm.getByRole('button', { name: 'Delete Template' }).click();
    await page.getByText('Template deleted', { exact: true }).waitFor();
    await expect.poll(() => created.count()).toBe(0);

    await page.reload();
    await templateItem(page, 'Application received').waitFor();
    expect(await templateItem(page, 'Second interview').count()).toBe(0);
    await templateItem(page, 'Offer').getByText('Your offer: {{jobTitle}}').waitFor();
    // The edit kept the template in its category.
    await templatesSection(page)
      .getByRole('heading', { level: 3 })
      .filter({ hasText: 'Application Lifecycle' })
      .waitFor();
    expect(await templatesSection(page).getByText('Default', { exact: true }).count()).toBe(4);
    expect(await findAccessibilityProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a recruiter the templates read-only, with a preview', async () => {
    const admin = await stack.openPage();
    const account = await signUp(admin.page);
    await admin.context.close();
    const [owner] = await stack.database.db
      .select({ orgId: users.orgId })
      .from(users)
      .where(eq(users.email, account.email));
    await stack.database.db.insert(users).values({
      orgId: owner!.orgId,
      name: 'Rita Recruiter',
      email: 'rita.templates@example.test',
      role: 'RECRUITER',
      passwordHash: await hashPassword('recruiter password'),
    });

    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await page.goto('/signin');
    await page.getByLabel(/email/i).fill('rita.templates@example.test');
    await page.getByLabel('Password').fill('recruiter password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/dashboard');
    await openSettings(page);

    await templateItem(page, 'Offer').waitFor();
    await templatesSection(page)
      .getByText('Only organization admins can create, edit or delete templates.', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'New Template' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    await templateItem(page, 'Interview invitation')
      .getByRole('button', { name: 'Preview Interview invitation' })
      .click();
    const preview = page.getByRole('dialog', { name: 'Interview invitation' });
    await preview.getByText('Dear Ama Mensah,', { exact: false }).waitFor();
    await preview.getByText('{{interviewDate}}').first().waitFor();
    await screenshot(page, 'settings-template-preview');
    expect(await findAccessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
