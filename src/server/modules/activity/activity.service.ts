import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ChainStep, InsertChain } from '../../db/insert-chain';
import { insertRows } from '../../db/insert-rows';
import { activityLog, applications, jobs, users } from '../../db/schema';
import type { ActivityType } from '../../../shared/dashboard';

/** A line of the organization's activity, as it happens. */
export interface ActivityEvent {
  orgId: string;
  actorId: string | null;
  type: ActivityType;
  subject: string;
  data?: Record<string, unknown>;
}

/** Lines of the organization's activity (one or many, in one statement), in the caller's transaction. */
export async function recordActivity(
  tx: DbOrTx,
  events: ActivityEvent | ActivityEvent[],
): Promise<void> {
  const rows = (Array.isArray(events) ? events : [events]).map((event) => ({
    ...event,
    data: event.data ?? null,
  }));
  if (rows.length > 0) await tx.execute(insertRows(activityLog, rows));
}

/** Lines of activity as an insert of a chain (decision 0056), written only where `onlyWhere` holds. */
export function chainActivity(
  chain: InsertChain,
  events: ActivityEvent[],
  onlyWhere: SQL,
): ChainStep | null {
  if (events.length === 0) return null;
  return chain.add(
    sql`${insertRows(
      activityLog,
      events.map((event) => ({ ...event, data: event.data ?? null })),
    )} ${onlyWhere} returning id, created_at`,
  );
}

/**
 * Many events in one statement, each at its own time: another module's history
 * written at once (the demo's weeks of hiring).
 */
export async function recordActivities(
  tx: DbOrTx,
  events: Array<ActivityEvent & { occurredAt: Date }>,
): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(
    insertRows(
      activityLog,
      events.map(({ occurredAt, ...event }) => ({
        ...event,
        data: event.data ?? null,
        createdAt: occurredAt,
      })),
    ),
  );
}

/** An entry about an application, whose subject is the application's job title. */
export async function recordApplicationActivity(
  tx: DbOrTx,
  event: { orgId: string; applicationId: string; actorId: string | null; type: ActivityType },
): Promise<void> {
  await tx.insert(activityLog).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        orgId: applications.orgId,
        actorId: sql`${event.actorId}::uuid`.as('actor_id'),
        type: sql`${event.type}`.as('type'),
        subject: jobs.title,
        data: sql`jsonb_build_object('applicationId', ${applications.id})`.as('data'),
        createdAt: sql`now()`.as('created_at'),
      })
      .from(applications)
      .innerJoin(jobs, and(eq(jobs.id, applications.jobId), eq(jobs.orgId, applications.orgId)))
      .where(and(eq(applications.orgId, event.orgId), eq(applications.id, event.applicationId))),
  );
}

export async function listRecentActivity(db: DbOrTx, orgId: string, limit: number) {
  return db
    .select({
      id: activityLog.id,
      type: activityLog.type,
      subject: activityLog.subject,
      data: activityLog.data,
      createdAt: activityLog.createdAt,
      actorName: users.name,
    })
    .from(activityLog)
    .leftJoin(users, and(eq(users.id, activityLog.actorId)))
    .where(eq(activityLog.orgId, orgId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}
