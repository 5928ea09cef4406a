import type { ApplicationView } from '../../../../shared/applications';
import {
  findCustomVariables,
  findVariables,
  KNOWN_VARIABLES,
  recipientVariables,
  renderTemplate,
  sendEmailSchema,
  type EmailMessageView,
  type KnownVariable,
} from '../../../../shared/email';
import { formatCredits } from '../../../../shared/money';
import {
  BULK_EMAIL_DISCOUNT,
  BULK_EMAIL_THRESHOLD,
  CREDIT_COST,
  emailCost,
} from '../../../../shared/rules';
import { isApiError } from '../../../lib/api-client';

/*
 * What the compose dialog computes, kept apart from the markup so it can be tested.
 */

/** One candidate to email, as the preview needs them. */
export interface EmailRecipient {
  candidateId: string;
  applicationId: string;
  fullName: string;
  email: string;
  jobTitle: string;
}

/** Who sends: the signed-in member and their organization. */
export interface EmailSender {
  name: string;
  organizationName: string;
}

/** The unlocked applications as recipients, each candidate once (locked ones have no address). */
export function recipientsOf(applications: readonly ApplicationView[]): EmailRecipient[] {
  const recipients = new Map<string, EmailRecipient>();
  for (const application of applications) {
    const { candidate } = application;
    if (!candidate.isUnlocked || recipients.has(candidate.id)) continue;
    recipients.set(candidate.id, {
      candidateId: candidate.id,
      applicationId: application.id,
      fullName: candidate.fullName,
      email: candidate.email,
      jobTitle: application.job.title,
    });
  }
  return [...recipients.values()];
}

export type VariableInfo =
  { name: KnownVariable; isKnown: true; description: string } | { name: string; isKnown: false };

/**
 * Each distinct `{{variable}}` of subject and content, in order: Shortlist fills
 * the known ones for each recipient, the sender types a value for the others.
 */
export function variablesOf(subject: string, content: string): VariableInfo[] {
  return findVariables(subject, content).map((name) =>
    Object.hasOwn(KNOWN_VARIABLES, name)
      ? {
          name: name as KnownVariable,
          isKnown: true,
          description: KNOWN_VARIABLES[name as KnownVariable],
        }
      : { name, isKnown: false },
  );
}

/** The values the sender typed, keyed by form field (variableField), not by variable name. */
export type VariableFields = Readonly<Record<string, string | undefined>>;

/**
 * The form field that holds the value of the custom variable `name`, under a prefix
 * so that no variable is named like an object's own machinery: react-hook-form
 * refuses paths such as `constructor`, and a plain object answers `toString` with
 * an inherited function. Variable names start with a letter, so no prefixed name
 * is one of Object.prototype's.
 */
export function variableField(name: string): string {
  return `v_${name}`;
}

/** The value typed for `name`, if any: read as an own property only. */
function typedValue(fields: VariableFields | undefined, name: string): string {
  const key = variableField(name);
  return fields && Object.hasOwn(fields, key) ? (fields[key]?.trim() ?? '') : '';
}

/**
 * The values to send, by variable name: only the variables the texts still use,
 * trimmed, blank ones left out (the server would then leave `{{name}}` as written).
 */
export function variablesToSend(
  fields: VariableFields | undefined,
  subject: string,
  content: string,
): Record<string, string> {
  // fromEntries makes each one an own property, whatever its name.
  return Object.fromEntries(
    findCustomVariables(subject, content)
      .map((name) => [name, typedValue(fields, name)] as const)
      .filter(([, value]) => value !== ''),
  );
}

export interface EmailDraft {
  subject: string;
  content: string;
  /** The sender's values, by form field (variableField). */
  variables?: VariableFields | undefined;
}

/**
 * Subject and content as `recipient` will receive them: the texts trimmed as the
 * shared schema trims them, the sender's values, then Shortlist's own values for
 * the known variables, exactly as the server's sendEmail renders them.
 */
export function renderForRecipient(
  draft: EmailDraft,
  recipient: EmailRecipient,
  sender: EmailSender,
): { subject: string; content: string } {
  const subject = draft.subject.trim();
  const content = draft.content.trim();
  // No prototype: an unfilled {{toString}} finds nothing and stays as written.
  const values: Record<string, string> = Object.assign(
    Object.create(null) as Record<string, string>,
    variablesToSend(draft.variables, subject, content),
    recipientVariables({
      fullName: recipient.fullName,
      jobTitle: recipient.jobTitle,
      companyName: sender.organizationName,
      senderName: sender.name,
    }),
  );
  return { subject: renderTemplate(subject, values), content: renderTemplate(content, values) };
}

/** The message a custom variable left blank gets. */
export const missingVariableMessage = (name: string) => `Enter a value for {{${name}}}`;

/**
 * The dialog's form checked with the shared request schema, plus one rule of the
 * dialog: every variable the sender must fill has a value, so no one receives a
 * literal `{{placeholder}}`. Its `variables` are the form's, by field
 * (variableField); variablesToSend turns them into the request's.
 */
export const composeEmailSchema = sendEmailSchema.superRefine((input, ctx) => {
  for (const name of findCustomVariables(input.subject, input.content)) {
    if (!typedValue(input.variables, name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variables', variableField(name)],
        message: missingVariableMessage(name),
      });
    }
  }
});

/** What the email costs and how that was worked out, from shared/rules.ts. */
export function emailCostSummary(recipients: number): {
  cost: number;
  text: string;
  discountText: string | null;
} {
  const cost = emailCost(recipients);
  const each = formatCredits(CREDIT_COST.emailPerRecipient);
  const people = `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`;
  const hasDiscount = recipients >= BULK_EMAIL_THRESHOLD;
  return {
    cost,
    text: `${people} × ${each}`,
    discountText: hasDiscount
      ? `${Math.round(BULK_EMAIL_DISCOUNT * 100)}% off for ${BULK_EMAIL_THRESHOLD} or more recipients`
      : null,
  };
}

/** What the success toast says: how many were sent and what they cost. */
export function sentToastText(response: {
  sent: number;
  totalCreditsCharged: number;
  balance: number;
}): string {
  const emails = `${response.sent} ${response.sent === 1 ? 'email' : 'emails'}`;
  return `${emails} sent for ${formatCredits(response.totalCreditsCharged)}. Your balance is now ${formatCredits(response.balance)}.`;
}

/** Failures the dialog explains in place, beside the toast: short of credits, or not unlocked. */
export function sendFailureKind(error: unknown): 'credits' | 'not_unlocked' | null {
  if (!isApiError(error)) return null;
  if (error.status === 402) return 'credits';
  if (error.status === 409 && error.code === 'recipients_not_unlocked') return 'not_unlocked';
  return null;
}

export function hasQueuedMessage(messages: readonly EmailMessageView[] | undefined): boolean {
  return messages?.some((message) => message.status === 'QUEUED') ?? false;
}

/**
 * How long to wait before asking again about messages queued for `queuedForMs`:
 * often at first (most are sent in seconds), then rarely, as delivery retries with
 * growing delays.
 */
export function emailMessagesPollDelay(queuedForMs: number): number {
  if (queuedForMs < 60_000) return 2_000;
  if (queuedForMs < 15 * 60_000) return 15_000;
  return 60_000;
}
