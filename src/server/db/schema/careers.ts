import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './orgs';

/**
 * Every webhook event the careers board sent, recorded (by its id) before it is
 * acted on: a second delivery of the same id finds it and changes nothing.
 * `processedAt` is set once its effect is committed; `outcome` says what it was.
 */
export const careersBoardEvents = pgTable(
  'careers_board_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    /** When the board says it happened. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('careers_board_events_unprocessed_idx').on(t.receivedAt)],
);

/**
 * Long admin tasks on the board (employer account sync) and their progress, which
 * the console polls while the queue works them.
 */
export const careersBoardRuns = pgTable('careers_board_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['employer_sync'] }).notNull(),
  status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] })
    .notNull()
    .default('queued'),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  errors: jsonb('errors').$type<string[]>().notNull().default([]),
  startedBy: text('started_by'),
  createdAt: createdAtColumn(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The integration's health, one row: the last call that worked and the last that did not. */
export const careersBoardHealth = pgTable('careers_board_health', {
  id: text('id').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  lastFailureKind: text('last_failure_kind'),
  lastFailureMessage: text('last_failure_message'),
});
