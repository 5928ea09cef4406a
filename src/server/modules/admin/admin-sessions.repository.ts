import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminSessions } from '../../db/schema';

export async function insertAdminSession(
  db: DbOrTx,
  values: { tokenHash: string; expiresAt: Date; ip: string; userAgent: string | null },
) {
  const [row] = await db.insert(adminSessions).values(values).returning();
  return row!;
}

export async function findLiveAdminSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, tokenHash), gt(adminSessions.expiresAt, sql`now()`)));
  return row;
}

export async function deleteAdminSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, tokenHash))
    .returning({ id: adminSessions.id });
  return row;
}

export async function deleteExpiredAdminSessions(db: DbOrTx) {
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, sql`now()`));
}
