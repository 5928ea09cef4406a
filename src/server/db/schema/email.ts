import { index, pgTable, text, timestamp, boolean, uuid } from 'drizzle-orm/pg-core';
import { TEMPLATE_CATEGORIES } from '../../../shared/email';
import { createdAtColumn, orgIdColumn } from './orgs';

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
