import { z } from 'zod';
import type { Role } from './auth';
import type { CareersBoardIntegrationView, OrganizationBoardView } from './careers-board';
import { emailField, optionalText, requiredText } from './fields';
import { MEMBER_ROLES, type MemberRole } from './team';

/*
 * The platform admin API (spec section 7 "Admin"), shared by both consoles: the
 * signed-in SUPERADMIN's and the password console's. Messages are the spec's
 * (section 5) where it gives them.
 */

// ---------------------------------------------------------------- session

/** The password console's sign-in: the spec's toast says 'Please enter the admin password'. */
export const adminLoginSchema = z.object({
  password: z
    .string({ error: 'Please enter the admin password' })
    .min(1, 'Please enter the admin password')
    .max(256, 'Invalid password'),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export interface AdminAuthResponse {
  success: true;
  /** How long the session lives, in the spec's words ('1h'). */
  expiresIn: string;
  message: string;
}

/** Who holds the admin session: a signed-in SUPERADMIN, or the password console. */
export interface AdminSessionView {
  authenticated: true;
  kind: 'superadmin' | 'password';
  /** The SUPERADMIN's name, or 'Platform admin (password)'. */
  name: string;
  /** 'Super Admin', or null for the password console. */
  roleLabel: string | null;
  /** When the password console's session ends; null for a SUPERADMIN's (their sign-in decides). */
  expiresAt: string | null;
}

/** What the password console says about itself before sign-in. */
export interface AdminConsoleStatus {
  /** False when no admin password is configured: every login is refused. */
  isPasswordLoginEnabled: boolean;
}

export const PASSWORD_CONSOLE_NAME = 'Platform admin (password)';

/** Paged lists: `page` counts from 1. */
export const pageQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page {
  total: number;
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------- organizations

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The password console's slug input keeps only lowercase letters, digits and hyphens. */
export function sanitizeSlugInput(value: string): string {
  return value.replace(/[^a-z0-9-]/g, '');
}

export const createOrganizationSchema = z.object({
  name: requiredText('Organization name is required', 100),
  slug: requiredText('Slug is required', 60).pipe(
    z
      .string()
      .regex(
        SLUG_PATTERN,
        'Slug can only contain lowercase letters, digits and hyphens (not at the start or end)',
      ),
  ),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

/**
 * The careers-board state of an organization: 'not_configured' when the server has
 * no board; 'not_synced' without an employer account there; 'failed' when one of
 * its jobs failed to sync; 'pending' while changes wait; else 'synced'.
 */
export type CareersBoardStatus = 'not_configured' | 'not_synced' | 'pending' | 'synced' | 'failed';

export const CAREERS_BOARD_STATUS_LABELS: Record<CareersBoardStatus, string> = {
  not_configured: 'Not configured',
  not_synced: 'Not Synced',
  pending: 'Sync pending',
  synced: 'Synced',
  failed: 'Sync failed',
};

export interface AdminOrganizationView {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  isDemo: boolean;
  memberCount: number;
  jobCount: number;
  creditBalance: number;
  careersBoardStatus: CareersBoardStatus;
  careersBoard: OrganizationBoardView;
}

export interface AdminOrganizationsPage extends Page {
  organizations: AdminOrganizationView[];
}

/** For selects: every organization, by name. */
export interface OrganizationOption {
  id: string;
  name: string;
  slug: string;
}

export interface AccountManagerView {
  name: string;
  email: string;
  phone: string | null;
}

export interface OrganizationFeaturesView {
  /** Most live (draft or published) job posts; null: no limit. */
  jobPostLimit: number | null;
  isPayToRevealEnabled: boolean;
  isCsvImportEnabled: boolean;
}

export interface AdminOrganizationDetail extends AdminOrganizationView {
  accountManager: AccountManagerView | null;
  features: OrganizationFeaturesView;
}

/** Spec section 3 "Org overview", plus the jobs count of the manage page's cards. */
export interface OrganizationOverview {
  totalJobs: number;
  totalApplications: number;
  totalInterviews: number;
  credits: { balance: number };
}

// ---------------------------------------------------------------- provisioning

export const accountManagerSchema = z.object({
  name: requiredText('Name is required', 120),
  email: emailField('Valid email is required'),
  phone: optionalText(40),
});
export type AccountManagerInput = z.infer<typeof accountManagerSchema>;

export const JOB_POST_LIMIT_MAX = 10_000;

export const organizationFeaturesSchema = z.object({
  jobPostLimit: z
    .number({ error: 'Job post limit must be a whole number' })
    .int('Job post limit must be a whole number')
    .min(1, 'Job post limit must be at least 1')
    .max(JOB_POST_LIMIT_MAX, `Job post limit must be at most ${JOB_POST_LIMIT_MAX}`)
    .nullable(),
  isPayToRevealEnabled: z.boolean({ error: 'Enable Pay-to-Reveal must be on or off' }),
  isCsvImportEnabled: z.boolean({ error: 'Enable CSV Import must be on or off' }),
});
export type OrganizationFeaturesInput = z.infer<typeof organizationFeaturesSchema>;

// ---------------------------------------------------------------- users

export const orgIdField = z
  .string({ error: 'Organization is required' })
  .trim()
  .min(1, 'Organization is required')
  .pipe(z.uuid({ error: 'Organization is required' }));

export const createUserSchema = z.object({
  orgId: orgIdField,
  name: requiredText('Name is required', 100),
  email: emailField('Valid email is required'),
  role: z.enum(MEMBER_ROLES, { error: 'Please choose a role' }).default('RECRUITER'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export interface AdminUserView {
  id: string;
  name: string;
  email: string;
  orgId: string | null;
  orgName: string | null;
  role: Role;
  lastLoginAt: string | null;
  createdAt: string;
  mustChangePassword: boolean;
}

export interface AdminUsersPage extends Page {
  users: AdminUserView[];
}

/** Spec section 3 "Create-user response": the temporary password, shown once. */
export interface CreateUserResponse {
  user: AdminUserView;
  tempPassword: string;
}

export interface ResetUserPasswordResponse {
  success: true;
  tempPassword: string;
  message: string;
}

export const ADMIN_ROLE_OPTIONS: MemberRole[] = ['ADMIN', 'HM', 'INTERVIEWER', 'RECRUITER'];

// ---------------------------------------------------------------- credits

/** Non-numeric becomes 0 (spec section 5), which then fails the minimum. */
const amountField = z.preprocess(
  (value) => {
    const number = typeof value === 'string' ? Number(value.trim()) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : 0;
  },
  z
    .number()
    .int('Amount must be a whole number')
    .min(1, 'Amount must be positive')
    .max(100_000, 'Amount must be at most 100,000'),
);

export const grantCreditsSchema = z.object({
  orgId: orgIdField,
  amount: amountField,
  reason: optionalText(200),
});
export type GrantCreditsInput = z.input<typeof grantCreditsSchema>;

export const revokeCreditsSchema = grantCreditsSchema;
export type RevokeCreditsInput = GrantCreditsInput;

export const transferCreditsSchema = z
  .object({
    fromOrgId: orgIdField,
    toOrgId: orgIdField,
    amount: amountField,
    reason: optionalText(200),
  })
  .refine((input) => input.fromOrgId !== input.toOrgId, {
    message: 'Choose two different organizations',
    path: ['toOrgId'],
  });
export type TransferCreditsInput = z.input<typeof transferCreditsSchema>;

export interface CreditsChangeResponse {
  success: true;
  message: string;
  /** Balances after the change, by organization id. */
  balances: Record<string, number>;
}

export interface AdminAdjustmentView {
  id: string;
  orgId: string;
  orgName: string;
  delta: number;
  balanceAfter: number;
  /** The ledger label ('Admin Adjustment'). */
  label: string;
  reason: string | null;
  occurredAt: string;
}

/** The platform's credits: totals over every organization, a searched page of balances. */
export interface CreditsOverview extends Page {
  /** Credits held by all organizations together. */
  totalBalance: number;
  /** All organizations, whatever the search. */
  organizationCount: number;
  /** The page of balances, by organization name; `total` counts those the search matches. */
  organizations: Array<{ id: string; name: string; balance: number }>;
  recentAdjustments: AdminAdjustmentView[];
}

// ---------------------------------------------------------------- analytics

export interface PlatformAnalytics {
  totals: { users: number; organizations: number; jobs: number; publishedJobs: number };
  organizations: Array<{
    id: string;
    name: string;
    jobs: number;
    applications: number;
    unlocks: number;
    creditsBought: number;
    creditsSpent: number;
    balance: number;
  }>;
}

// ---------------------------------------------------------------- jobs, pipeline, candidates

export interface AdminJobView {
  id: string;
  orgId: string;
  orgName: string;
  title: string;
  department: string | null;
  location: string | null;
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  createdAt: string;
  stages: string[];
  applicationCount: number;
}

/** GET /api/v1/admin/jobs/search: every organization's jobs unless `orgId` names one. */
export const adminJobSearchSchema = z.object({
  orgId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'Organization is required' }).optional(),
  ),
  q: z.string().trim().max(200).optional().default(''),
});
export type AdminJobSearch = z.infer<typeof adminJobSearchSchema>;

export interface AdminJobsResponse {
  jobs: AdminJobView[];
}

export interface AdminPipelineCard {
  id: string;
  candidateId: string;
  fullName: string;
  email: string;
  phone: string | null;
  stage: string;
  unlockStatus: 'LOCKED' | 'UNLOCKED';
  isRejected: boolean;
  source: string;
  createdAt: string;
}

export interface AdminPipelineView {
  job: AdminJobView;
  /** Applications keyed by stage name, every stage of the job present. */
  pipeline: Record<string, AdminPipelineCard[]>;
}

export const ADMIN_ADDED_SOURCE = 'admin_added';

export const addToPipelineSchema = z.object({
  orgId: orgIdField,
  jobId: z.string({ error: 'Job is required' }).pipe(z.uuid({ error: 'Job is required' })),
  stage: requiredText('Stage is required', 50),
  candidateData: z.object({
    fullName: requiredText('Name is required', 120),
    email: emailField('Valid email is required'),
    phone: optionalText(40),
    source: z.literal(ADMIN_ADDED_SOURCE).optional(),
    /** Picked from the careers board's job seekers: their details and resume come from it. */
    externalCandidateId: optionalText(200),
  }),
  coverNote: optionalText(5000),
});
export type AddToPipelineInput = z.input<typeof addToPipelineSchema>;

/** The JSON `payload` part of the multipart manual application. */
export const manualApplicationSchema = z.object({
  orgId: orgIdField,
  jobId: z.string({ error: 'Job is required' }).pipe(z.uuid({ error: 'Job is required' })),
  stage: requiredText('Stage is required', 50),
  candidate: z.object({
    name: requiredText('Name is required', 120),
    email: emailField('Valid email is required'),
    phone: optionalText(40),
    externalCandidateId: optionalText(200),
  }),
  notes: optionalText(5000),
});
export type ManualApplicationInput = z.input<typeof manualApplicationSchema>;

/** The Add Candidate dialog's manual entry (spec: Full Name, Email, Phone, Pipeline Stage, Notes). */
export const addCandidateFormSchema = z.object({
  fullName: requiredText('Name is required', 120),
  email: emailField('Valid email is required'),
  phone: optionalText(40),
  stage: requiredText('Stage is required', 50),
  coverNote: optionalText(5000),
});
export type AddCandidateFormInput = z.input<typeof addCandidateFormSchema>;

export interface AddedApplicationResponse {
  success: true;
  message: string;
  application: {
    id: string;
    jobId: string;
    candidateId: string;
    stage: string;
    unlockStatus: 'LOCKED' | 'UNLOCKED';
  };
  /** False when the organization already had a candidate with this email. */
  isNewCandidate: boolean;
}

export interface AdminApplicationView {
  id: string;
  orgId: string;
  orgName: string;
  jobId: string;
  jobTitle: string;
  fullName: string;
  email: string;
  stage: string;
  source: string;
  createdAt: string;
}

export interface AdminApplicationsPage extends Page {
  applications: AdminApplicationView[];
}

// ---------------------------------------------------------------- email templates

export const PLATFORM_TEMPLATE_CATEGORIES = [
  'Application Lifecycle',
  'Interview Management',
  'Credit & Billing',
  'System',
] as const;
export type PlatformTemplateCategory = (typeof PLATFORM_TEMPLATE_CATEGORIES)[number];

export interface AdminEmailTemplateView {
  id: string;
  name: string;
  category: PlatformTemplateCategory;
  status: 'active' | 'inactive';
  description: string;
  trigger: string;
  recipients: string;
}

export interface AdminEmailTemplatesResponse {
  templates: AdminEmailTemplateView[];
  statistics: { totalTemplates: number; activeTemplates: number; categories: number };
}

export interface EmailConfigurationView {
  configured: boolean;
  provider: string;
  fromEmail: string;
}

export const testEmailSchema = z.object({
  templateId: requiredText('Please choose a template', 100),
  testEmail: emailField('Valid email is required'),
});
export type TestEmailInput = z.infer<typeof testEmailSchema>;

export interface TestEmailResponse {
  success: true;
  /** 'smtp' when it went to the mail server, 'outbox' when kept (no SMTP configured). */
  delivery: 'smtp' | 'outbox';
  message: string;
}

// ---------------------------------------------------------------- integrations

export interface IntegrationStatusResponse {
  integrations: {
    /** The key name is part of the response contract (READING.md 4). */
    zuludesk_careers: CareersBoardIntegrationView;
  };
}

// ---------------------------------------------------------------- audit log

export const AUDIT_ACTIONS = [
  'admin_login',
  'admin_login_failed',
  'admin_logout',
  'organization_created',
  'user_created',
  'user_deleted',
  'user_password_reset',
  'credits_granted',
  'credits_revoked',
  'credits_transferred',
  'account_manager_assigned',
  'features_updated',
  'test_email_sent',
  'pipeline_exported',
  'candidate_added',
  'board_org_synced',
  'board_jobs_retried',
  'board_employers_synced',
  'employer_migrated',
  'board_test_application',
  'candidates_imported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  admin_login: 'Signed in',
  admin_login_failed: 'Failed sign-in',
  admin_logout: 'Signed out',
  organization_created: 'Organization created',
  user_created: 'User created',
  user_deleted: 'User deleted',
  user_password_reset: 'Password reset',
  credits_granted: 'Credits granted',
  credits_revoked: 'Credits revoked',
  credits_transferred: 'Credits transferred',
  account_manager_assigned: 'Account manager assigned',
  features_updated: 'Features updated',
  test_email_sent: 'Test email sent',
  pipeline_exported: 'Pipeline exported',
  candidate_added: 'Candidate added',
  board_org_synced: 'Organization synced to the careers board',
  board_jobs_retried: 'Job sync retried',
  board_employers_synced: 'Employer accounts synced',
  employer_migrated: 'Employer migrated',
  candidates_imported: 'Candidates imported',
  board_test_application: 'Sandbox test application sent',
};

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  orgId: z.uuid().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntryView {
  id: string;
  action: AuditAction;
  actorKind: 'superadmin' | 'password' | 'anonymous';
  actorLabel: string;
  orgId: string | null;
  orgName: string | null;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  ip: string | null;
  occurredAt: string;
}

export interface AuditLogPage extends Page {
  entries: AuditEntryView[];
}
