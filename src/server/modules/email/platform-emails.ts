import { MY_DATA_LINK_DAYS } from '../../../shared/my-data';
import type { PlatformTemplateCategory } from '../../../shared/admin';
import { formatCedis, formatCredits } from '../../../shared/money';
import { REPLY_WITHIN_BUSINESS_DAYS } from '../../../shared/rules';
import { INVITATION_TTL_DAYS, roleWithArticle, type MemberRole } from '../../../shared/team';

/**
 * Every message Shortlist itself sends (not an organization's own templates): the
 * single source of each text, and what the admin console lists under Email
 * Templates. A sender renders its message here and adds what only it knows (the
 * recipient, a calendar invite, a secret's expiry); the console renders the same
 * function with sample data for a test email. A message is listed only when code
 * sends it, so every entry is active.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
}

// ---------------------------------------------------------------- System

export interface PasswordResetData {
  name: string;
  link: string;
}

export function passwordResetEmail(data: PasswordResetData): RenderedEmail {
  return {
    subject: 'Reset your Shortlist password',
    text: [
      `Hello ${data.name},`,
      '',
      'Someone asked to reset the password of your Shortlist account.',
      `Choose a new password here within the next hour: ${data.link}`,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export interface TeamInvitationData {
  inviterName: string;
  orgName: string;
  role: MemberRole;
  link: string;
}

export function teamInvitationEmail(data: TeamInvitationData): RenderedEmail {
  return {
    subject: `${data.inviterName} invited you to ${data.orgName} on Shortlist`,
    text: [
      'Hello,',
      '',
      `${data.inviterName} invited you to join ${data.orgName} on Shortlist as ${roleWithArticle(data.role)}.`,
      `Accept the invitation and choose your password here: ${data.link}`,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
      'If you did not expect this invitation, ignore this message.',
    ].join('\n'),
  };
}

export interface AccountCreatedData {
  name: string;
  /** Null for a platform SUPERADMIN's account. */
  orgName: string | null;
  role: MemberRole | 'SUPERADMIN';
  signInUrl: string;
}

/**
 * The notice to someone whose account a platform admin created. It carries no
 * password: the temporary password is shown once to the admin, who hands it over
 * another way, so a read mailbox alone does not open the account.
 */
export function accountCreatedEmail(data: AccountCreatedData): RenderedEmail {
  const where =
    data.orgName && data.role !== 'SUPERADMIN'
      ? `for ${data.orgName} on Shortlist, as ${roleWithArticle(data.role)}`
      : 'on Shortlist, as a Super Admin';
  return {
    subject: data.orgName ? `Your Shortlist account for ${data.orgName}` : 'Your Shortlist account',
    text: [
      `Hello ${data.name},`,
      '',
      `The Shortlist team created an account for you ${where}.`,
      `Sign in here with this email address: ${data.signInUrl}`,
      '',
      'Your administrator will give you a temporary password. When you first sign in you will choose your own.',
      'If you did not expect this account, ignore this message.',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------- Application Lifecycle

export interface ApplicationConfirmationData {
  candidateName: string;
  jobTitle: string;
  orgName: string;
}

/**
 * Where the confirmation email's private link goes. The link is made when the email
 * is delivered (its token stored hashed only): the copy kept with the application,
 * which the employer's timeline shows, says only this.
 */
export const MY_DATA_LINK_PLACEHOLDER = '[your private link]';

export function applicationConfirmationEmail(data: ApplicationConfirmationData): RenderedEmail {
  return {
    subject: `Your application for ${data.jobTitle} at ${data.orgName}`,
    text: [
      `Dear ${data.candidateName},`,
      '',
      `Thank you for applying for ${data.jobTitle} at ${data.orgName}. Your application has arrived.`,
      '',
      'What happens next:',
      `1. ${data.orgName} reviews your application.`,
      `2. You can expect a reply within ${REPLY_WITHIN_BUSINESS_DAYS} business days.`,
      `3. We will send updates about your application to this address.`,
      '',
      `Your data: see, download, or have ${data.orgName} delete what it holds about you, with your private link (for you alone, valid ${MY_DATA_LINK_DAYS} days):`,
      MY_DATA_LINK_PLACEHOLDER,
      '',
      'Shortlist, on behalf of ' + data.orgName,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------- Interview Management

export type InterviewEmailKind = 'new' | 'updated' | 'cancelled';

/** What an interview email says; the times are already written out in words. */
export interface InterviewEmailData {
  kind: InterviewEmailKind;
  orgName: string;
  jobTitle: string;
  interviewType: string;
  candidateName: string;
  organizerName: string;
  /** "When: ...", "Where: ...", and for the team the interviewers and notes. */
  details: string[];
}

const INTERVIEW_HEADINGS: Record<InterviewEmailKind, string> = {
  new: 'Interview invitation',
  updated: 'Updated interview',
  cancelled: 'Cancelled interview',
};

/** The candidate's copy: no internal notes and no interviewers' names (see invites.ts). */
export function interviewCandidateEmail(data: InterviewEmailData): RenderedEmail {
  const type = data.interviewType.toLowerCase();
  const intro =
    data.kind === 'new'
      ? `${data.orgName} would like to invite you to a ${type} for the ${data.jobTitle} role.`
      : data.kind === 'updated'
        ? `Your ${type} for the ${data.jobTitle} role at ${data.orgName} has changed. The new details are below.`
        : `Your ${type} for the ${data.jobTitle} role at ${data.orgName} has been cancelled. We will be in touch about next steps.`;
  return {
    subject: `${INTERVIEW_HEADINGS[data.kind]}: ${data.jobTitle} at ${data.orgName}`,
    text: [
      `Dear ${data.candidateName},`,
      '',
      intro,
      '',
      ...data.details,
      '',
      data.kind === 'cancelled'
        ? 'The attached calendar update removes it from your calendar.'
        : 'The attached invite adds it to your calendar. Please reply to let us know the time suits you.',
      '',
      'Best regards,',
      data.organizerName,
      data.orgName,
    ].join('\n'),
  };
}

/** A team member's copy (an interviewer, or the organizer when asked). */
export function interviewTeamEmail(
  data: InterviewEmailData & { memberName: string },
): RenderedEmail {
  const type = data.interviewType.toLowerCase();
  const action =
    data.kind === 'new' ? 'scheduled a' : data.kind === 'updated' ? 'changed the' : 'cancelled the';
  return {
    subject: `${INTERVIEW_HEADINGS[data.kind]}: ${data.interviewType} with ${data.candidateName} (${data.jobTitle})`,
    text: [
      `Hello ${data.memberName},`,
      '',
      `${data.organizerName} ${action} ${type} with ${data.candidateName} for ${data.jobTitle}.`,
      '',
      ...data.details,
      '',
      'Submit your scorecard in Shortlist after the interview.',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------- Credit & Billing

export interface PaymentReceiptData {
  orgName: string;
  credits: number;
  amountPesewas: number;
  reference: string;
  paidAt: Date;
  balanceAfter: number;
}

const RECEIPT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Accra',
});

export function paymentReceiptEmail(data: PaymentReceiptData): RenderedEmail {
  const credits = formatCredits(data.credits);
  return {
    subject: `Receipt: ${credits} for ${data.orgName} on Shortlist`,
    text: [
      'Hello,',
      '',
      `Your payment for ${data.orgName} was confirmed and the credits were added to its balance.`,
      '',
      `Credits: ${credits}`,
      `Amount paid: ${formatCedis(data.amountPesewas)}`,
      `Reference: ${data.reference}`,
      `Confirmed: ${RECEIPT_DATE.format(data.paidAt)} (Africa/Accra)`,
      `Balance now: ${formatCredits(data.balanceAfter)}`,
      '',
      'You receive this receipt as an admin of the organization. Keep it for your records; the Credits page lists every payment.',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------- the registry

export interface PlatformEmail {
  id: string;
  name: string;
  category: PlatformTemplateCategory;
  description: string;
  trigger: string;
  recipients: string;
  /** The message as it would be sent, with made-up sample data (a test email). */
  renderSample(): RenderedEmail;
}

const SAMPLE_ORIGIN = 'https://shortlist.example';
const SAMPLE_INTERVIEW = {
  orgName: 'Kumasi Logistics',
  jobTitle: 'Warehouse Supervisor',
  interviewType: 'Video Interview',
  candidateName: 'Akosua Frimpong',
  organizerName: 'Kofi Asante',
};
const SAMPLE_DETAILS = [
  'When: Monday, 7 December 2026, 10:00 to 11:00 (Africa/Accra)',
  'Join: https://meet.example/sample',
];
const SAMPLE_TEAM_DETAILS = [
  ...SAMPLE_DETAILS,
  'Interviewers: Kofi Asante, Esi Quaye',
  '',
  'Notes: Ask about shift planning.',
];

function interviewEntries(kind: InterviewEmailKind, label: string, trigger: string) {
  return [
    {
      id: `interview_${kind}_candidate`,
      name: `${label} (candidate)`,
      category: 'Interview Management' as const,
      description: `Tells the candidate about the ${kind === 'new' ? 'interview' : 'change'}, with a calendar ${kind === 'cancelled' ? 'cancellation' : 'invite'} attached. Leaves out the team's notes and the interviewers' names.`,
      trigger,
      recipients: 'The candidate (when the team chose to notify them)',
      renderSample: () =>
        interviewCandidateEmail({ kind, ...SAMPLE_INTERVIEW, details: SAMPLE_DETAILS }),
    },
    {
      id: `interview_${kind}_team`,
      name: `${label} (interviewers)`,
      category: 'Interview Management' as const,
      description: `Tells each interviewer about the ${kind === 'new' ? 'interview' : 'change'}, with the calendar ${kind === 'cancelled' ? 'cancellation' : 'invite'}, the other interviewers and the team's notes.`,
      trigger,
      recipients: 'The interviewers on the interview',
      renderSample: () =>
        interviewTeamEmail({
          kind,
          ...SAMPLE_INTERVIEW,
          memberName: 'Esi Quaye',
          details: SAMPLE_TEAM_DETAILS,
        }),
    },
  ] satisfies PlatformEmail[];
}

export const PLATFORM_EMAILS: readonly PlatformEmail[] = [
  {
    id: 'application_confirmation',
    name: 'Application received',
    category: 'Application Lifecycle',
    description: `Confirms to the applicant that their application arrived and says what happens next (a reply within ${REPLY_WITHIN_BUSINESS_DAYS} business days). Delivered by the email queue, and shown on the candidate's timeline.`,
    trigger: 'A candidate applies on a public job page',
    recipients: 'The applicant',
    renderSample: () =>
      applicationConfirmationEmail({
        candidateName: 'Akosua Frimpong',
        jobTitle: 'Warehouse Supervisor',
        orgName: 'Kumasi Logistics',
      }),
  },
  ...interviewEntries('new', 'Interview invitation', 'A team member schedules an interview'),
  ...interviewEntries('updated', 'Interview updated', 'A team member reschedules an interview'),
  ...interviewEntries('cancelled', 'Interview cancelled', 'A team member cancels an interview'),
  {
    id: 'payment_receipt',
    name: 'Payment receipt',
    category: 'Credit & Billing',
    description:
      'Confirms a credit purchase: credits, amount in Ghana cedi, payment reference and the new balance.',
    trigger: 'A credit purchase is confirmed by the payment provider',
    recipients: "The organization's admins",
    renderSample: () =>
      paymentReceiptEmail({
        orgName: 'Kumasi Logistics',
        credits: 20,
        amountPesewas: 18_000,
        reference: 'SL-SAMPLE0000000000000',
        paidAt: new Date('2026-12-07T10:00:00Z'),
        balanceAfter: 25,
      }),
  },
  {
    id: 'password_reset',
    name: 'Password reset',
    category: 'System',
    description:
      'A single-use link to choose a new password, valid for one hour. Its text is removed from the outbox once delivered or expired.',
    trigger: 'Someone asks to reset the password of an account (Forgot password)',
    recipients: 'The account holder',
    renderSample: () =>
      passwordResetEmail({
        name: 'Ama Mensah',
        link: `${SAMPLE_ORIGIN}/reset-password?token=sample`,
      }),
  },
  {
    id: 'team_invitation',
    name: 'Team invitation',
    category: 'System',
    description: `A single-use link to join the organization with the role chosen, valid for ${INVITATION_TTL_DAYS} days.`,
    trigger: "An organization's admin invites a team member (Settings)",
    recipients: 'The person invited',
    renderSample: () =>
      teamInvitationEmail({
        inviterName: 'Kofi Asante',
        orgName: 'Kumasi Logistics',
        role: 'HM',
        link: `${SAMPLE_ORIGIN}/accept-invitation?token=sample`,
      }),
  },
  {
    id: 'account_created',
    name: 'Account created by the Shortlist team',
    category: 'System',
    description:
      'Tells someone that the Shortlist team created an account for them, and where to sign in. It carries no password: the admin hands over the temporary one.',
    trigger: 'A platform admin creates a user (admin console, Users or Provisioning)',
    recipients: 'The new user',
    renderSample: () =>
      accountCreatedEmail({
        name: 'Ama Mensah',
        orgName: 'Kumasi Logistics',
        role: 'ADMIN',
        signInUrl: `${SAMPLE_ORIGIN}/signin`,
      }),
  },
];

export function findPlatformEmail(id: string): PlatformEmail | undefined {
  return PLATFORM_EMAILS.find((email) => email.id === id);
}
