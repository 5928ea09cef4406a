import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { queryRows } from '../../db/client';
import { recordActivity } from '../activity/activity.service';
import { anonymizeApplications } from './anonymize';

/** Applications anonymised per transaction. */
const RETENTION_BATCH = 500;

/**
 * The daily retention task (issue 19): in every organization, the applications of
 * jobs closed longer ago than the organization keeps them (its setting, 12 months
 * unless changed) lose their personal data, a batch at a time; each organization's
 * activity log says how many. Demo organizations are left to their own 7-day purge.
 * Answers how many applications were anonymised.
 */
export async function applyRetention(ctx: AppContext, now = new Date()): Promise<number> {
  // A platform task: the organizations with applications due, found in all of them;
  // each organization's are then anonymised within it.
  const due = await acrossOrganizations('platform task', () =>
    queryRows<{ org_id: string }>(
      ctx.db,
      sql`
        select distinct a.org_id
        from applications a
        join jobs j on j.org_id = a.org_id and j.id = a.job_id
        join organizations o on o.id = a.org_id
        where a.anonymized_at is null and o.demo_expires_at is null and j.status = 'CLOSED'
          and j.closed_at < ${now.toISOString()}::timestamptz - make_interval(months => o.application_retention_months)
      `,
    ),
  );
  let total = 0;
  for (const { org_id: orgId } of due) {
    let count = 0;
    for (;;) {
      const done = await ctx.db.transaction(async (tx) => {
        const batch = await queryRows<{ id: string }>(
          tx,
          sql`
            select a.id from applications a
            join jobs j on j.org_id = a.org_id and j.id = a.job_id
            join organizations o on o.id = a.org_id
            where a.org_id = ${orgId} and a.anonymized_at is null and j.status = 'CLOSED'
              and j.closed_at < ${now.toISOString()}::timestamptz - make_interval(months => o.application_retention_months)
            order by a.id
            limit ${RETENTION_BATCH}
          `,
        );
        return anonymizeApplications(
          tx,
          ctx.vault,
          orgId,
          batch.map((row) => row.id),
          'platform task',
        );
      });
      for (const key of done.fileKeys) {
        await ctx.storage.delete(key).catch((error: unknown) => {
          ctx.log.warn({ err: error, key }, 'A resume file of an anonymised application stayed');
        });
      }
      count += done.applications;
      if (done.applications < RETENTION_BATCH) break;
    }
    if (count > 0) {
      await recordActivity(ctx.db, {
        orgId,
        actorId: null,
        type: 'applications_anonymized',
        subject:
          count === 1 ? '1 application of a closed job' : `${count} applications of closed jobs`,
        data: { count },
      });
    }
    total += count;
  }
  return total;
}
