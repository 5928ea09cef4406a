import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** When a row was created; every table has one. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The organization that owns a row. Every org-owned table carries it, so the data can
 * be sharded by organization (DESIGN.md 2); its rows go when the organization does.
 */
export const orgIdColumn = () =>
  uuid('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Kept with the ledger from day one: changed only in the ledger entry's transaction. */
    creditBalance: integer('credit_balance').notNull().default(0),
    /** Whether the default email templates were given to it (once: it may delete them). */
    hasDefaultTemplates: boolean('has_default_templates').notNull().default(false),
    /** Days, "today" and "this week" are counted in it (interviews page, dashboard). */
    timezone: text('timezone').notNull().default('Africa/Accra'),
    /** Who candidates may ask about their data (Data Protection Act, 2012): optional. */
    dataProtectionContactName: text('data_protection_contact_name'),
    dataProtectionContactEmail: text('data_protection_contact_email'),
    /**
     * How long applications of its closed jobs are kept, in months (its data-protection
     * settings; issue 19): a daily task anonymises older ones.
     */
    applicationRetentionMonths: integer('application_retention_months').notNull().default(12),
    /**
     * Set for demo organizations only: when the purge task deletes them with all their
     * data. Their email never leaves the outbox.
     */
    demoExpiresAt: timestamp('demo_expires_at', { withTimezone: true }),
    /** Provisioning (platform admin): most job posts it may have live; null is no limit. */
    jobPostLimit: integer('job_post_limit'),
    /** Off: its applicants arrive unlocked and unlocking costs nothing. */
    isPayToRevealEnabled: boolean('is_pay_to_reveal_enabled').notNull().default(true),
    /** Whether the platform team may import candidates into it from a spreadsheet. */
    isCsvImportEnabled: boolean('is_csv_import_enabled').notNull().default(true),
    /** Its account manager at Shortlist, shown on the admin's manage page. */
    accountManagerName: text('account_manager_name'),
    accountManagerEmail: text('account_manager_email'),
    accountManagerPhone: text('account_manager_phone'),
    /**
     * Its employer account on the partner careers board (decision 0030): set when
     * the first job syncs, by the admin's employer sync, or by a migration from the
     * board; one board employer belongs to one organization.
     */
    boardEmployerId: text('board_employer_id'),
    isBoardEmployerVerified: boolean('is_board_employer_verified').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('organizations_slug_key').on(t.slug),
    uniqueIndex('organizations_board_employer_key').on(t.boardEmployerId),
    index('organizations_demo_expires_idx')
      .on(t.demoExpiresAt)
      .where(sql`${t.demoExpiresAt} is not null`),
    check('organizations_credit_balance_non_negative', sql`${t.creditBalance} >= 0`),
  ],
);

/**
 * The names unique across organizations (decision 0040): an organization's slug, a
 * job's public slug, a careers-board employer. Claimed here, in the transaction that
 * gives the name, whose primary key decides between two claims: with the data sharded
 * by organization a key on the owning table would be unique per organization only.
 * A job's row also routes its public page to the job's organization.
 */
export const publicNames = pgTable(
  'public_names',
  {
    kind: text('kind', { enum: ['organization', 'job', 'board employer'] }).notNull(),
    name: text('name').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The job a public slug names. */
    jobId: uuid('job_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: 'public_names_pkey', columns: [t.kind, t.name] }),
    index('public_names_org_id_idx').on(t.orgId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for platform SUPERADMINs, who belong to no organization. */
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', {
      enum: ['SUPERADMIN', 'ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'],
    }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Set when a platform admin created the account or reset its password: the
     * temporary password only lets its holder choose a new one.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_org_id_idx').on(t.orgId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token: a leaked table does not give working cookies. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash)],
);

/**
 * An invitation to join an organization: the emailed link's token (hashed), valid
 * until it expires, used once. A newer invitation to the same address replaces it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: ['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('invitations_org_email_key').on(t.orgId, t.email),
  ],
);

/** Fixed-window counters, in the database so that every web process shares them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
