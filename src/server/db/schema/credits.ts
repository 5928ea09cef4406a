import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Idempotency keys that clients send, in a namespace per operation (unlock,
 * interview, email), so one operation's key can never block another's, nor a
 * ledger key of Shortlist's own (a payment's). The first request with a key
 * inserts its row in the transaction that does the work; a replay finds it and
 * must carry the same request (its fingerprint), else it is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: orgIdColumn(),
    operation: text('operation', { enum: ['unlock', 'interview', 'email'] }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's canonical JSON. */
    fingerprint: text('fingerprint').notNull(),
    /** What the first request made (an application, an interview, an email batch). */
    referenceId: text('reference_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.operation, t.key] })],
);

/**
 * Charges made at the commit of the transaction that inserts them (decision 0039): a
 * deferred trigger moves the balance only if it stays non-negative and writes the
 * ledger entry, or fails the commit (check_violation `credit_charge_balance_covers`),
 * and deletes the row. Always empty between transactions; the organization's row is
 * locked only while the charging transaction commits.
 */
export const creditChargesAtCommit = pgTable('credit_charges_at_commit', {
  id: uuid('id').primaryKey().defaultRandom(),
  orgId: orgIdColumn(),
  delta: integer('delta').notNull(),
  reason: text('reason', { enum: LEDGER_REASONS }).notNull(),
  referenceType: text('reference_type'),
  referenceId: text('reference_id'),
  actorId: uuid('actor_id'),
  idempotencyKey: text('idempotency_key'),
  note: text('note'),
});
