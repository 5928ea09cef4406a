import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EMAIL_MESSAGE_KINDS,
  EMAIL_MESSAGE_STATUSES,
  TEMPLATE_CATEGORIES,
} from '../../../shared/email';
import { sealedText } from '../sealed';
import { applications, candidates, interviews } from './applications';
import { createdAtColumn, orgIdColumn, users } from './orgs';

/** An organization's email templates: its defaults (editable) and its own. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    category: text('category', { enum: TEMPLATE_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_templates_org_idx').on(t.orgId, t.name)],
);

/**
 * One email to one candidate, rendered for them, charged with its batch and
 * delivered by the queue: QUEUED, then SENT or (after its retries) FAILED.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    batchId: uuid('batch_id').notNull(),
    kind: text('kind', { enum: EMAIL_MESSAGE_KINDS }).notNull().default('email'),
    /** Null for an interview invite to a member of the organization. */
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Recipient, subject, text and calendar are sealed like candidates' contact (decision 0036). */
    toEmail: sealedText('to_email').notNull(),
    /** The recipient's blind index: "the same person" without the address. */
    toEmailIndex: text('to_email_index'),
    subject: sealedText('subject').notNull(),
    text: sealedText('text').notNull(),
    /** An interview's invite carries its iCalendar object (METHOD:REQUEST or CANCEL). */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    calendar: sealedText('calendar'),
    status: text('status', { enum: EMAIL_MESSAGE_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_messages_org_application_idx').on(t.orgId, t.applicationId),
    // Delivery marks messages by organization and id: see candidates_org_id_key.
    uniqueIndex('email_messages_org_id_key').on(t.orgId, t.id),
    index('email_messages_batch_idx').on(t.batchId),
    // The sweep for messages whose delivery task was lost looks only at queued ones.
    index('email_messages_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'QUEUED'`),
  ],
);
