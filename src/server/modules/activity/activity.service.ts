import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activityLog, users } from '../../db/schema';
import type { ActivityType } from '../../../shared/dashboard';

export async function recordActivity(
  tx: DbOrTx,
  event: {
    orgId: string;
    actorId: string | null;
    type: ActivityType;
    subject: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(activityLog).values({ ...event, data: event.data ?? null });
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
