import {
  PASSWORD_CONSOLE_NAME,
  type AuditAction,
  type AuditEntryView,
  type AuditLogPage,
  type AuditQuery,
} from '../../../shared/admin';
import type { DbOrTx } from '../../db/client';
import type { PlatformActor } from '../../http/actor';
import { insertAuditEntry, listAuditEntries } from './audit.repository';

export interface AuditRecord {
  action: AuditAction;
  summary: string;
  org?: { id: string; name: string } | null;
  target?: { type: string; id: string } | null;
  details?: Record<string, unknown>;
}

/** Who acted, in words: kept in the entry so it reads the same after the user is gone. */
export function describePlatformActor(actor: PlatformActor): string {
  if (actor.kind === 'password') return PASSWORD_CONSOLE_NAME;
  return actor.email ? `${actor.name} <${actor.email}>` : actor.name;
}

/**
 * Records an admin action. Called in the transaction that does the action, so an
 * action and its record commit together (or neither does).
 */
export async function recordAudit(
  db: DbOrTx,
  actor: PlatformActor | { kind: 'anonymous'; ip: string },
  record: AuditRecord,
): Promise<void> {
  await insertAuditEntry(db, {
    action: record.action,
    actorKind: actor.kind,
    actorUserId: actor.kind === 'superadmin' ? actor.userId : null,
    actorLabel: actor.kind === 'anonymous' ? 'Unknown visitor' : describePlatformActor(actor),
    orgId: record.org?.id ?? null,
    orgName: record.org?.name ?? null,
    targetType: record.target?.type ?? null,
    targetId: record.target?.id ?? null,
    summary: record.summary,
    details: record.details ?? null,
    ip: actor.ip,
  });
}

export async function getAuditLog(db: DbOrTx, query: AuditQuery): Promise<AuditLogPage> {
  const { rows, total } = await listAuditEntries(db, query);
  return {
    entries: rows.map((row): AuditEntryView => ({
      id: row.id,
      action: row.action,
      actorKind: row.actorKind,
      actorLabel: row.actorLabel,
      orgId: row.orgId,
      orgName: row.orgName,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      ip: row.ip,
      occurredAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
