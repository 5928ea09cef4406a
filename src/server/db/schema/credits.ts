import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_REASONS } from '../../../shared/credits';
import { createdAtColumn, orgIdColumn, users } from './orgs';

/** Append-only: a balance change is always one row here, in the same transaction. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What the entry paid for or came from, e.g. an application id. */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    note: text('note'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('credit_ledger_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    index('credit_ledger_org_created_idx').on(t.orgId, t.createdAt),
    check('credit_ledger_balance_after_non_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
