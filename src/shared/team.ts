import { RETENTION_MESSAGE, RETENTION_MONTHS } from './privacy';
import { z } from 'zod';
import { confirmPasswordField, newPassword, passwordsMatch, ROLE_LABELS, type Role } from './auth';
import { emailField, requiredText } from './fields';

/** The roles a member of an organization can have (SUPERADMIN is a platform role). */
export const MEMBER_ROLES = ['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] as const satisfies Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What each role may do, in the words of READING.md section 5, for the role pickers. */
export const ROLE_DESCRIPTIONS: Record<MemberRole, string> = {
  ADMIN: 'Everything, including settings, team members and buying credits',
  HM: 'Jobs (including deleting them), candidates, unlocks, emails and interviews',
  RECRUITER: 'Jobs, candidates, unlocks, emails and interviews; cannot delete jobs',
  INTERVIEWER: 'Only the unlocked candidates of their own interviews, and their scorecards',
};

/** "an Admin", "a Recruiter": a role's label as a sentence says it. */
export function roleWithArticle(role: MemberRole): string {
  const label = ROLE_LABELS[role];
  return `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/** How long an emailed invitation link works. */
export const INVITATION_TTL_DAYS = 7;

const roleField = z.enum(MEMBER_ROLES, { error: 'Please choose a role' });

export const inviteMemberSchema = z.object({ email: emailField(), role: roleField });
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export const changeMemberRoleSchema = z.object({ role: roleField });
export type ChangeMemberRoleInput = z.infer<typeof changeMemberRoleSchema>;

const CONTACT_EMAIL_MESSAGE = 'Please enter a valid email';

/**
 * A field an admin may clear: blank or null clears it, a missing key leaves it as it
 * is, anything else must pass `field`.
 */
function clearable<T extends z.ZodType<string>>(field: T) {
  return z
    .union([z.literal(''), z.null(), field])
    .optional()
    .transform((value) => (value === '' ? null : value));
}

const SLUG_MESSAGE = 'Use 2 to 60 lower-case letters, digits and single hyphens';

export const updateOrganizationSchema = z.object({
  name: requiredText('Organization name is required', 100),
  slug: z
    .string({ error: SLUG_MESSAGE })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE)
    .min(2, SLUG_MESSAGE)
    .max(60, SLUG_MESSAGE),
  /** Who candidates may ask about their data (Ghana's Data Protection Act, 2012). */
  dataProtectionContactName: clearable(
    z.string().trim().max(100, 'Must be at most 100 characters'),
  ),
  dataProtectionContactEmail: clearable(emailField(CONTACT_EMAIL_MESSAGE)),
  /** How long applications of closed jobs are kept, in months; unchanged when not sent. */
  applicationRetentionMonths: z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string'
          ? Number(value.trim())
          : value,
    z
      .number({ error: RETENTION_MESSAGE })
      .int(RETENTION_MESSAGE)
      .min(RETENTION_MONTHS.min, RETENTION_MESSAGE)
      .max(RETENTION_MONTHS.max, RETENTION_MESSAGE)
      .optional(),
  ),
});
export type UpdateOrganizationInput = z.input<typeof updateOrganizationSchema>;

export interface OrganizationProfileView {
  id: string;
  name: string;
  slug: string;
  dataProtectionContactName: string | null;
  dataProtectionContactEmail: string | null;
  applicationRetentionMonths: number;
}

const tokenField = z
  .string({ error: 'The invitation link is incomplete' })
  .min(1, 'The invitation link is incomplete')
  .max(200, 'The invitation link is incomplete');

export const acceptInvitationSchema = z.object({
  token: tokenField,
  name: requiredText('Your name is required', 100),
  password: newPassword,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** The invitee's form: the API schema without the token (it comes from the link). */
export const acceptInvitationFormSchema = acceptInvitationSchema.omit({ token: true });
export type AcceptInvitationFormInput = z.infer<typeof acceptInvitationFormSchema>;

/** The invitation page of the web app: the invitee's form plus the confirmation field. */
export const acceptInvitationPageSchema = acceptInvitationFormSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type AcceptInvitationPageInput = z.infer<typeof acceptInvitationPageSchema>;

export interface MemberView {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  lastLoginAt: string | null;
}

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface OrganizationSettingsView {
  organization: OrganizationProfileView;
  members: MemberView[];
}

/** What the invitee sees before accepting: never the token or anything else of the org. */
export interface InvitationDetailsView {
  organizationName: string;
  email: string;
  role: MemberRole;
  invitedByName: string | null;
  expiresAt: string;
}
