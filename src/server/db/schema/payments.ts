import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../shared/payments';
import { createdAtColumn, orgIdColumn, organizations, users } from './orgs';

/**
 * A purchase of credits through the payment provider: created pending with the
 * amount computed on the server, credited once when the provider confirms it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    credits: integer('credits').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key'),
    authorizationUrl: text('authorization_url'),
    failureReason: text('failure_reason'),
    /** Reconciliation's checks of a pending payment so far, and when it is due again. */
    checkAttempts: integer('check_attempts').notNull().default(0),
    // A default too, so a payment inserted by a process of the version before is checked.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).default(
      sql`now() + interval '10 minutes'`,
    ),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.reference),
    uniqueIndex('payments_org_idempotency_key').on(t.orgId, t.idempotencyKey),
    index('payments_org_created_idx').on(t.orgId, t.createdAt),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('payments_pending_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('payments_amount_positive', sql`${t.amountPesewas} > 0 and ${t.credits} > 0`),
  ],
);

/**
 * What the provider told us about a payment and what we did with it: every
 * webhook, verification and refusal, so a disputed payment can be traced. Only
 * the fields we check are kept, not the payer's details.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reference: text('reference'),
    /** webhook, callback, reconcile. */
    source: text('source').notNull(),
    event: text('event'),
    /** received, credited, duplicate, refused, failed, pending, ignored. */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('payment_events_reference_idx').on(t.provider, t.reference)],
);

/**
 * The sandbox payment provider's own transactions (adapters/payments/sandbox-provider.ts),
 * kept as the provider would keep them: in the database rather than in one process's
 * memory, so any server process can show the checkout, take the payer's answer and
 * verify it (decision 0038). Only used when PAYMENTS_SANDBOX is on.
 */
export const paymentSandboxTransactions = pgTable(
  'payment_sandbox_transactions',
  {
    reference: text('reference').primaryKey(),
    accessCode: text('access_code').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: ['pending', 'success', 'failed'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('payment_sandbox_transactions_access_code_key').on(t.accessCode),
    index('payment_sandbox_transactions_created_idx').on(t.createdAt),
  ],
);
