import { z } from 'zod';
import { idempotencyKeyField, requiredText } from './fields';

export const TEMPLATE_CATEGORIES = [
  'Application Lifecycle',
  'Interview Management',
  'Credit & Billing',
  'System',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/**
 * The variables Shortlist fills in for each recipient. Any other `{{name}}` in a
 * message is the sender's to fill, once for all recipients.
 */
export const KNOWN_VARIABLES = {
  candidateName: 'The candidate’s full name',
  candidateFirstName: 'The candidate’s first name',
  jobTitle: 'The job the candidate applied for',
  companyName: 'Your organization’s name',
  senderName: 'Your name',
} as const;
export type KnownVariable = keyof typeof KNOWN_VARIABLES;

const VARIABLE_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,49})\s*\}\}/g;

/** Each distinct `{{variable}}` of the texts, in order of first appearance. */
export function findVariables(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(VARIABLE_PATTERN)) names.add(match[1]!);
  }
  return [...names];
}

/** Fills in `{{variables}}`; a variable with no value is left as written. */
export function renderTemplate(text: string, values: Record<string, string | undefined>): string {
  return text.replace(VARIABLE_PATTERN, (whole, name: string) =>
    // Own values only: {{constructor}} is a variable like any other, not Object's.
    Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

export interface DefaultTemplate {
  name: string;
  category: TemplateCategory;
  subject: string;
  content: string;
}

/** Every organization starts with these; it may edit or delete them. */
export const DEFAULT_EMAIL_TEMPLATES: readonly DefaultTemplate[] = [
  {
    name: 'Application received',
    category: 'Application Lifecycle',
    subject: 'We received your application for {{jobTitle}}',
    content:
      'Dear {{candidateName}},\n\nThank you for applying for the {{jobTitle}} role at {{companyName}}. Our team is reviewing your application and will get back to you within 5 business days.\n\nBest regards,\n{{senderName}}\n{{companyName}}',
  },
  {
    name: 'Interview invitation',
    category: 'Interview Management',
    subject: 'Interview invitation: {{jobTitle}} at {{companyName}}',
    content:
      'Dear {{candidateName}},\n\nWe enjoyed reading your application for {{jobTitle}} and would like to invite you to an interview on {{interviewDate}}.\n\nPlease reply to confirm that the time suits you.\n\nBest regards,\n{{senderName}}\n{{companyName}}',
  },
  {
    name: 'Application update',
    category: 'Application Lifecycle',
    subject: 'Your application for {{jobTitle}}',
    content:
      'Dear {{candidateName}},\n\nThank you for your interest in the {{jobTitle}} role at {{companyName}} and for the time you gave us. After careful consideration, we have decided not to move forward with your application.\n\nWe wish you every success in your search.\n\nBest regards,\n{{senderName}}\n{{companyName}}',
  },
  {
    name: 'Offer',
    category: 'Application Lifecycle',
    subject: 'Offer: {{jobTitle}} at {{companyName}}',
    content:
      'Dear {{candidateName}},\n\nWe are delighted to offer you the position of {{jobTitle}} at {{companyName}}. {{offerDetails}}\n\nPlease let us know by {{replyBy}} whether you accept.\n\nBest regards,\n{{senderName}}\n{{companyName}}',
  },
];

export const TEMPLATE_NAME_MAX = 100;
export const SUBJECT_MAX = 200;
export const CONTENT_MAX = 20_000;

const templateFields = {
  name: requiredText('Template name is required', TEMPLATE_NAME_MAX),
  category: z.enum(TEMPLATE_CATEGORIES, { error: 'Choose a category' }),
  subject: requiredText('Subject is required', SUBJECT_MAX),
  content: requiredText('Content is required', CONTENT_MAX),
};

export const emailTemplateSchema = z.object({
  ...templateFields,
  category: templateFields.category.default('System'),
});
export type EmailTemplateInput = z.input<typeof emailTemplateSchema>;

/** PATCH: only the fields sent change (no defaults fill the others in). */
export const emailTemplateChangeSchema = z.object(templateFields).partial();

export interface EmailTemplateView {
  id: string;
  name: string;
  category: TemplateCategory;
  subject: string;
  content: string;
  isDefault: boolean;
  /** The `{{variables}}` of subject and content. */
  variables: string[];
  updatedAt: string;
}

export const EMAIL_MESSAGE_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type EmailMessageStatus = (typeof EMAIL_MESSAGE_STATUSES)[number];

/** What a message is: written by a member, an interview's calendar invite, or the applicant's confirmation. */
export const EMAIL_MESSAGE_KINDS = [
  'email',
  'interview_invite',
  'application_confirmation',
] as const;
export type EmailMessageKind = (typeof EMAIL_MESSAGE_KINDS)[number];

/** At most this many recipients in one send. */
export const MAX_RECIPIENTS = 1000;

export const sendEmailSchema = z
  .object({
    candidateIds: z
      .array(z.uuid({ error: 'Choose the candidates to email' }), {
        error: 'Choose the candidates to email',
      })
      .min(1, 'Choose the candidates to email')
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients at once`),
    /**
     * Optional, in the order of candidateIds: the application each message belongs to
     * (its job fills {{jobTitle}}, its timeline shows the message). Without it, each
     * candidate's most recently unlocked application.
     */
    applicationIds: z
      .array(z.uuid({ error: 'Choose the candidates to email' }))
      .max(MAX_RECIPIENTS)
      .optional(),
    templateId: z.uuid().nullish(),
    subject: z.string({ error: 'Subject and content are required' }).trim().max(SUBJECT_MAX),
    content: z.string({ error: 'Subject and content are required' }).trim().max(CONTENT_MAX),
    /** Values for the variables Shortlist does not fill itself. */
    variables: z.record(z.string().max(100), z.string().max(2000)).default({}),
    /** One per compose submit: a double click or a network retry charges and sends once. */
    idempotencyKey: idempotencyKeyField(),
  })
  .refine((input) => input.subject !== '' && input.content !== '', {
    message: 'Subject and content are required',
    path: ['content'],
  })
  .refine(
    (input) => !input.applicationIds || input.applicationIds.length === input.candidateIds.length,
    { message: 'Give one application for each candidate', path: ['applicationIds'] },
  );
export type SendEmailInput = z.input<typeof sendEmailSchema>;

export interface SendEmailResponse {
  sent: number;
  totalCreditsCharged: number;
  balance: number;
}

/**
 * The values Shortlist gives the KNOWN_VARIABLES for one recipient, as sendEmail
 * renders them: the compose preview shows exactly what will be sent.
 */
export function recipientVariables(recipient: {
  fullName: string;
  jobTitle: string;
  companyName: string;
  senderName: string;
}): Record<KnownVariable, string> {
  return {
    candidateName: recipient.fullName,
    candidateFirstName: recipient.fullName.split(/\s+/)[0] ?? recipient.fullName,
    jobTitle: recipient.jobTitle,
    companyName: recipient.companyName,
    senderName: recipient.senderName,
  };
}

/** The `{{variables}}` of the texts that the sender fills in: all but the KNOWN_VARIABLES. */
export function findCustomVariables(...texts: string[]): string[] {
  return findVariables(...texts).filter((name) => !Object.hasOwn(KNOWN_VARIABLES, name));
}

/** One message on an application's timeline (GET /applications/{id}/email-messages). */
export interface EmailMessageView {
  id: string;
  subject: string;
  /** Null while the application is locked (e.g. its unlock was refunded). */
  toEmail: string | null;
  /** False for a message to a member of the organization (an interview invite). */
  isToCandidate: boolean;
  status: EmailMessageStatus;
  /** Delivery attempts that failed so far. */
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  kind: EmailMessageKind;
  /** Null when the sender is no longer a member, or for Shortlist's own confirmation. */
  senderName: string | null;
}
