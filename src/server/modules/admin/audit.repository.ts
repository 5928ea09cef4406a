import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/search';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditQuery } from '../../../shared/admin';

export type AuditEntryInput = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listAuditEntries(db: DbOrTx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.orgId) conditions.push(eq(auditLog.orgId, query.orgId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(auditLog.summary, pattern),
        ilike(auditLog.actorLabel, pattern),
        ilike(auditLog.orgName, pattern),
        ilike(auditLog.ip, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
