import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../shared/admin';
import { createdAtColumn } from './orgs';

/**
 * Sessions of the password console (/admin signed out): a separate cookie, its
 * token stored hashed, living ADMIN_SESSION_TTL from sign-in.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('admin_sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * Every platform admin action, append-only (a trigger refuses updates and deletes).
 * Nothing references other tables: the record outlives the user, organization or
 * job it names, so names are copied in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** 'superadmin' (a signed-in SUPERADMIN), 'password' (the password console) or 'anonymous'. */
    actorKind: text('actor_kind', { enum: ['superadmin', 'password', 'anonymous'] }).notNull(),
    actorUserId: uuid('actor_user_id'),
    /** Who, in words: the SUPERADMIN's name and email, or 'Platform admin (password)'. */
    actorLabel: text('actor_label').notNull(),
    orgId: uuid('org_id'),
    orgName: text('org_name'),
    /** What it acted on, e.g. 'user' and its id. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What happened, in words ("Granted 10 credits: onboarding"). */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_org_created_idx').on(t.orgId, t.createdAt),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
  ],
);
