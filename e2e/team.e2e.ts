import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccessibilityProblems } from './support/axe';
import { screenshot } from './support/browser';
import { signUp, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const LAST_ADMIN_MESSAGE =
  'An organization needs at least one admin. Make another member an admin first.';

function organizationSection(page: Page) {
  return page.getByRole('region', { name: 'Organization', exact: true });
}

function teamSection(page: Page) {
  return page.getByRole('region', { name: 'Team members' });
}

function memberRow(page: Page, name: string) {
  return teamSection(page).getByRole('row').filter({ hasText: name });
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.waitForURL('**/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

/**
 * The link of the newest invitation emailed to an address, read from the outbox;
 * mail is written by a background task, so this waits for one other than `previous`.
 */
async function invitationLinkTo(email: string, previous?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = (await stack.outboxMail(email)).reverse();
      link = mail && /(\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      return link !== undefined && link !== previous;
    })
    .toBe(true);
  return link!;
}

/** Chromium logs every 4xx as a console error; these are answers the page expects. */
function unexpected(errors: string[], ...statuses: number[]): string[] {
  return errors.filter((text) => !statuses.some((status) => text.includes(String(status))));
}

describe('team in settings', () => {
  it('an invited member accepts the invitation and signs in; the admin changes their role and removes them', async () => {
    const admin = await stack.openPage({ bypassCSP: true });
    await signUp(admin.page, 'Akosua Mensah');
    await openSettings(admin.page);
    const orgName = await organizationSection(admin.page)
      .getByLabel('Organization name')
      .inputValue();
    expect(orgName).toMatch(/^Org /);
    expect(await organizationSection(admin.page).getByLabel('Slug').inputValue()).toMatch(
      /^org-[a-z0-9-]+$/,
    );

    // The admin sees themselves, marked, and no pending invitations yet.
    const self = memberRow(admin.page, 'Akosua Mensah');
    await self.getByText('You', { exact: true }).waitFor();
    expect(await self.getByRole('combobox', { name: 'Role of Akosua Mensah' }).inputValue()).toBe(
      'ADMIN',
    );
    await teamSection(admin.page).getByText('No pending invitations.', { exact: false }).waitFor();
    await screenshot(admin.page, 'settings-team');
    expect(await findAccessibilityProblems(admin.page)).toEqual([]);

    // Invite a recruiter: the dialog's focus starts on the email, the roles explain themselves.
    const email = `yaw-${process.pid}@example.test`;
    await teamSection(admin.page).getByRole('button', { name: 'Invite Member' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.waitFor();
    expect(
      await dialog.getByLabel('Email').evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await dialog
      .getByText('Only the unlocked candidates of their own interviews', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Please enter a valid email').waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: 'Recruiter' }).check();
    await screenshot(admin.page, 'settings-invite-member');
    expect(await findAccessibilityProblems(admin.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.page.getByText('Invitation sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const pending = teamSection(admin.page)
      .getByRole('list', { name: 'Pending invitations' })
      .getByRole('listitem', { name: email });
    await pending.getByText('Recruiter', { exact: true }).waitFor();
    await pending.getByText('Invited by Akosua Mensah', { exact: false }).waitFor();

    // Resend replaces the link: only the newest one works.
    const firstLink = await invitationLinkTo(email);
    await pending.getByRole('button', { name: `Resend invitation to ${email}` }).click();
    await admin.page.getByText('Invitation sent again', { exact: true }).waitFor();
    const link = await invitationLinkTo(email, firstLink);

    // Followed while signed in, the link says to sign out first.
    await admin.page.goto(link);
    await admin.page.getByRole('heading', { name: `Join ${orgName} on Shortlist` }).waitFor();
    await admin.page.getByRole('button', { name: 'Sign Out and Continue' }).waitFor();
    await admin.page.getByText('You are signed in as', { exact: false }).waitFor();
    await admin.page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await admin.page.waitForURL('**/dashboard');

    // The invitee, in a browser of their own.
    const member = await stack.openPage({ bypassCSP: true });
    await member.page.goto(firstLink);
    await member.page
      .getByRole('heading', { name: 'This invitation link does not work' })
      .waitFor();
    await member.page.goto(link);
    await member.page.getByRole('heading', { name: `Join ${orgName} on Shortlist` }).waitFor();
    await member.page
      .getByText('Akosua Mensah invited you to join as a Recruiter.', { exact: false })
      .waitFor();
    const emailField = member.page.getByLabel('Email');
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.evaluate((input) => (input as HTMLInputElement).readOnly)).toBe(true);
    await screenshot(member.page, 'accept-invitation');
    expect(await findAccessibilityProblems(member.page)).toEqual([]);

    await member.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await member.page.getByText('Your name is required').waitFor();
    await member.page.getByLabel('Your name').fill('Yaw Boateng');
    await member.page.getByLabel(/^Password/).fill('yaw password');
    await member.page.getByLabel('Confirm password').fill('yaw passwore');
    await member.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await member.page.getByText("Passwords don't match").waitFor();
    await member.page.getByLabel('Confirm password').fill('yaw password');
    await member.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await member.page.waitForURL('**/dashboard');
    await member.page.getByText(`Welcome to ${orgName}!`, { exact: true }).waitFor();
    await member.page.getByText('Yaw Boateng', { exact: true }).first().waitFor();
    await member.page.getByText('Recruiter', { exact: true }).first().waitFor();

    // Signs out, and in again with the chosen password.
    await member.page.getByRole('button', { name: 'Sign Out' }).click();
    await member.page.waitForURL((url) => url.pathname === '/');
    await member.page.goto('/signin');
    await member.page.getByLabel(/email/i).fill(email);
    await member.page.getByLabel('Password').fill('yaw password');
    await member.page.getByRole('button', { name: /sign in/i }).click();
    await member.page.waitForURL('**/dashboard');
    // The link was used once and works no more.
    await member.page.goto(link);
    await member.page
      .getByRole('heading', { name: 'This invitation link does not work' })
      .waitFor();
    await member.page.getByRole('link', { name: 'Go to Sign In' }).waitFor();
    await screenshot(member.page, 'accept-invitation-invalid');
    expect(await findAccessibilityProblems(member.page)).toEqual([]);
    await member.page.goto('/dashboard');
    await member.page.getByText('Yaw Boateng', { exact: true }).first().waitFor();

    // The admin sees the new member and no pending invitation; changes the role.
    await openSettings(admin.page);
    const yaw = memberRow(admin.page, 'Yaw Boateng');
    await yaw.getByText(email).waitFor();
    await teamSection(admin.page).getByText('No pending invitations.', { exact: false }).waitFor();
    const yawRole = yaw.getByRole('combobox', { name: 'Role of Yaw Boateng' });
    expect(await yawRole.inputValue()).toBe('RECRUITER');
    // Picking a role is not saving it: the keyboard passes through roles on its way.
    await yawRole.focus();
    await admin.page.keyboard.press('ArrowDown');
    expect(await yawRole.inputValue()).toBe('INTERVIEWER');
    await yaw.getByRole('button', { name: 'Cancel role change of Yaw Boateng' }).click();
    expect(await yawRole.inputValue()).toBe('RECRUITER');
    expect(await yaw.getByRole('button', { name: /^Save role/ }).count()).toBe(0);
    await yawRole.selectOption('HM');
    await screenshot(admin.page, 'settings-role-picked');
    await yaw.getByRole('button', { name: 'Save role of Yaw Boateng' }).click();
    await admin.page.getByText('Role changed', { exact: true }).waitFor();
    await admin.page.getByText('Yaw Boateng is now a Hiring Manager.', { exact: true }).waitFor();
    expect(await yawRole.inputValue()).toBe('HM');
    await screenshot(admin.page, 'settings-team-two-members');
    expect(await findAccessibilityProblems(admin.page)).toEqual([]);

    // Removes them, after a confirmation that says their sessions end.
    await yaw.getByRole('button', { name: 'Remove Yaw Boateng' }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Remove Yaw Boateng?' });
    await confirm.getByText('their sessions end on every device', { exact: false }).waitFor();
    await screenshot(admin.page, 'settings-remove-member');
    await confirm.getByRole('button', { name: 'Remove Member' }).click();
    await admin.page.getByText('Member removed', { exact: true }).waitFor();
    await expect.poll(() => yaw.count()).toBe(0);
    // Focus does not fall to the page body when the removed row's button is gone.
    expect(
      await admin.page.evaluate(
        () => document.activeElement?.id ?? document.activeElement?.tagName,
      ),
    ).toBe('main-content');

    // The member's other browser is sent out on its next request.
    await member.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await member.page.waitForURL('**/signin');

    // The only admin can be neither demoted nor removed.
    const ownRole = self.getByRole('combobox', { name: 'Role of Akosua Mensah' });
    await ownRole.selectOption('HM');
    await self.getByRole('button', { name: 'Save role of Akosua Mensah' }).click();
    await admin.page.getByText(LAST_ADMIN_MESSAGE, { exact: true }).waitFor();
    await admin.page.getByText('Role not changed', { exact: true }).waitFor();
    await expect.poll(() => ownRole.inputValue()).toBe('ADMIN');
    expect(await self.getByRole('button', { name: /^Save role/ }).count()).toBe(0);
    await screenshot(admin.page, 'settings-last-admin');
    await self.getByRole('button', { name: 'Remove Akosua Mensah' }).click();
    const removeSelf = admin.page.getByRole('alertdialog', { name: 'Remove yourself?' });
    await removeSelf.getByRole('button', { name: 'Remove Myself' }).click();
    await admin.page.getByText('Member not removed', { exact: true }).waitFor();
    await removeSelf.waitFor({ state: 'hidden' });
    await self.waitFor();

    expect(unexpected(admin.errors, 409, 404)).toEqual([]);
    expect(unexpected(member.errors, 401, 404)).toEqual([]);
    await member.context.close();
    await admin.context.close();
  });

  it('lets an admin rename the organization, revoke invitations and hand over admin rights; members read the team', async () => {
    const { page, context, errors } = await stack.openPage({ bypassCSP: true });
    await signUp(page, 'Kwame Owusu');
    await openSettings(page);
    const organization = organizationSection(page);
    expect(await organization.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(
      true,
    );

    await organization.getByLabel('Slug').fill('Not a slug!');
    await organization.getByRole('button', { name: 'Save Changes' }).click();
    await organization
      .getByText('Use 2 to 60 lower-case letters, digits and single hyphens')
      .waitFor();
    const slug = `volta-${process.pid}`;
    await organization.getByLabel('Organization name').fill('Volta Fintech');
    await organization.getByLabel('Slug').fill(slug);
    await organization.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Organization updated', { exact: true }).waitFor();
    await page.reload();
    await organization.getByLabel('Slug').waitFor();
    expect(await organization.getByLabel('Organization name').inputValue()).toBe('Volta Fintech');
    expect(await organization.getByLabel('Slug').inputValue()).toBe(slug);

    // Invite, then revoke: the link stops working.
    const email = `ama-${process.pid}@example.test`;
    await teamSection(page).getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: 'Interviewer' }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    const link = await invitationLinkTo(email);
    const pending = teamSection(page).getByRole('listitem', { name: email });
    await pending.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this invitation?' })
      .getByRole('button', { name: 'Revoke Invitation' })
      .click();
    await page.getByText('Invitation revoked', { exact: true }).waitFor();
    await expect.poll(() => pending.count()).toBe(0);

    const invitee = await stack.openPage({ bypassCSP: true });
    await invitee.page.goto(link);
    await invitee.page
      .getByRole('heading', { name: 'This invitation link does not work' })
      .waitFor();
    await invitee.page.goto('/accept-invitation');
    await invitee.page
      .getByRole('heading', { name: 'This invitation link does not work' })
      .waitFor();
    expect(unexpected(invitee.errors, 404)).toEqual([]);
    await invitee.context.close();

    // A new invitation as Interviewer: the member sees the settings without any controls.
    await teamSection(page).getByRole('button', { name: 'Invite Member' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: 'Interviewer' }).check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await page.getByText('Invitation sent', { exact: true }).waitFor();
    const interviewer = await stack.openPage({ bypassCSP: true });
    await interviewer.page.goto(await invitationLinkTo(email, link));
    await interviewer.page.getByLabel('Your name').fill('Ama Interviewer');
    await interviewer.page.getByLabel(/^Password/).fill('ama password');
    await interviewer.page.getByLabel('Confirm password').fill('ama password');
    await interviewer.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await interviewer.page.waitForURL('**/dashboard');
    await interviewer.page.goto('/settings');
    await organizationSection(interviewer.page).getByText('Volta Fintech').waitFor();
    await organizationSection(interviewer.page).getByText(slug).waitFor();
    await memberRow(interviewer.page, 'Kwame Owusu').getByText('Admin', { exact: true }).waitFor();
    await memberRow(interviewer.page, 'Ama Interviewer')
      .getByText('You', { exact: true })
      .waitFor();
    expect(await interviewer.page.getByRole('textbox').count()).toBe(0);
    expect(await interviewer.page.getByRole('combobox').count()).toBe(0);
    expect(await interviewer.page.getByRole('button', { name: /^(Invite|Remove)/ }).count()).toBe(
      0,
    );
    await screenshot(interviewer.page, 'settings-team-read-only');
    expect(await findAccessibilityProblems(interviewer.page)).toEqual([]);

    // With a second admin, giving up one's own admin rights asks first, then takes effect here.
    await page.reload();
    const amaRole = memberRow(page, 'Ama Interviewer').getByRole('combobox', {
      name: 'Role of Ama Interviewer',
    });
    await amaRole.selectOption('ADMIN');
    await page.getByRole('button', { name: 'Save role of Ama Interviewer' }).click();
    await page.getByText('Ama Interviewer is now an Admin.', { exact: true }).waitFor();
    const ownRole = page.getByRole('combobox', { name: 'Role of Kwame Owusu' });
    await ownRole.selectOption('HM');
    await page.getByRole('button', { name: 'Save role of Kwame Owusu' }).click();
    const demote = page.getByRole('alertdialog', { name: 'Change your own role?' });
    await demote.getByRole('button', { name: 'Cancel' }).click();
    await demote.waitFor({ state: 'hidden' });
    expect(await ownRole.inputValue()).toBe('ADMIN');
    await ownRole.selectOption('HM');
    await page.getByRole('button', { name: 'Save role of Kwame Owusu' }).click();
    await demote.getByRole('button', { name: 'Change My Role' }).click();
    await page.getByText('You are now a Hiring Manager.', { exact: true }).waitFor();
    await teamSection(page)
      .getByText('Only organization admins can invite members', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    await page.getByText('Hiring Manager', { exact: true }).first().waitFor();

    // An admin who removes themselves (another admin remains) is signed out at once.
    await interviewer.page.reload();
    await memberRow(interviewer.page, 'Kwame Owusu')
      .getByRole('combobox', { name: 'Role of Kwame Owusu' })
      .selectOption('ADMIN');
    await interviewer.page.getByRole('button', { name: 'Save role of Kwame Owusu' }).click();
    await interviewer.page.getByText('Kwame Owusu is now an Admin.', { exact: true }).waitFor();
    await memberRow(interviewer.page, 'Ama Interviewer')
      .getByRole('button', { name: 'Remove Ama Interviewer' })
      .click();
    const leave = interviewer.page.getByRole('alertdialog', { name: 'Remove yourself?' });
    await leave.getByText('you are signed out at once', { exact: false }).waitFor();
    await leave.getByRole('button', { name: 'Remove Myself' }).click();
    await interviewer.page.waitForURL((url) => url.pathname === '/');
    await interviewer.page.getByText('You left the organization', { exact: true }).waitFor();
    await interviewer.page.goto('/settings');
    await interviewer.page.waitForURL('**/signin');
    expect(interviewer.errors).toEqual([]);
    await interviewer.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
