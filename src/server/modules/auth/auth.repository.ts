import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/search';
import type { DbOrTx } from '../../db/client';
import { organizations, passwordResetTokens, sessions, users } from '../../db/schema';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import type { Role } from '../../../shared/auth';
import type { PageQuery } from '../../../shared/admin';

export async function insertUser(
  db: DbOrTx,
  values: {
    orgId: string | null;
    name: string;
    email: string;
    passwordHash: string;
    role: Role;
    mustChangePassword?: boolean;
  },
) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserWithOrg(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId));
  return row;
}

export async function touchLastLogin(db: DbOrTx, userId: string) {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A new password. One the user chose clears the must-change flag; a temporary one
 * (a platform admin's reset) sets it.
 */
export async function updatePasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  options: { isTemporary?: boolean } = {},
) {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: options.isTemporary ?? false })
    .where(eq(users.id, userId));
}

export async function findUserById(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
) {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return session!;
}

/** A session that has passed neither its absolute expiry nor its idle limit. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleTtlMs: number) {
  const [row] = await liveSession(db, { tokenHash, idleSeconds: idleTtlMs / 1000 });
  return row;
}

const liveSession = compiledQuery(
  (db, p: Placeholders<{ tokenHash: string; idleSeconds: number }>) =>
    db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        orgId: users.orgId,
        role: users.role,
        name: users.name,
        email: users.email,
        mustChangePassword: users.mustChangePassword,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, p.tokenHash),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${p.idleSeconds})`),
        ),
      ),
);

export async function touchSession(db: DbOrTx, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, idleTtlMs: number) {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= now() or ${sessions.lastSeenAt} <= now() - make_interval(secs => ${idleTtlMs / 1000})`,
    );
}

export async function insertPasswordResetToken(
  db: DbOrTx,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks a live token used and returns its user: one statement, so a token works once. */
export async function consumePasswordResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function expireUserResetTokens(db: DbOrTx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

// ---------------------------------------------------------------- platform admin

/** What the platform admin sees of a user: never the password hash. */
const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  orgId: users.orgId,
  orgName: organizations.name,
  role: users.role,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  mustChangePassword: users.mustChangePassword,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

/** Every user, SUPERADMINs included, whose name, email or organization contains `q`. */
export async function listAdminUsers(db: DbOrTx, query: PageQuery) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(organizations.name, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ value: count() })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.orgId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Deletes a user of no organization; their sessions and reset links go with them (cascade). */
export async function deletePlatformUser(db: DbOrTx, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), isNull(users.orgId)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
