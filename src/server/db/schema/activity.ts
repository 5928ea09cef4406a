import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES } from '../../../shared/dashboard';
import { sealedText } from '../sealed';
import { createdAtColumn, orgIdColumn, users } from './orgs';

export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    /** What the event is about, e.g. the job title: kept so the entry reads well after a delete. */
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('activity_log_org_created_idx').on(t.orgId, t.createdAt)],
);

/** Every message the product sends; the local mail adapter keeps them here instead of sending. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Recipient, subject and body are sealed (decision 0036): the outbox holds candidates' mail. */
    to: sealedText('to').notNull(),
    /** The recipient's blind index: a person's mail is found (and erased) by it. */
    toIndex: text('to_index'),
    subject: sealedText('subject').notNull(),
    text: sealedText('text').notNull(),
    html: sealedText('html'),
    transport: text('transport').notNull(),
    /** When the text stops being needed: it carries a secret (a reset link) until then. */
    redactAfter: timestamp('redact_after', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  // Erasure and a demo's purge find mail by recipient.
  (t) => [index('mail_outbox_to_index_idx').on(t.toIndex)],
);
