import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface DashboardCounts extends Record<string, unknown> {
  total_jobs: number;
  active_jobs: number;
  applications_this_month: number;
  advanced_this_month: number;
  applications_last_month: number;
  advanced_last_month: number;
  interviews_this_week: number;
}

/**
 * All dashboard figures in one round trip. Months and weeks (from Monday) are calendar
 * ones in the organization's time zone, counted at `at`. "Advanced" means the
 * application has left its job's first stage. Cancelled interviews do not count.
 */
export async function countDashboard(
  db: DbOrTx,
  orgId: string,
  at: Date,
): Promise<DashboardCounts> {
  const now = at.toISOString();
  const [row] = await queryRows<DashboardCounts>(
    db,
    sql`
      with local as (
        select timezone as tz, (${now}::timestamptz at time zone timezone) as now
        from organizations where id = ${orgId}
      ),
      bounds as (
        select date_trunc('month', now) at time zone tz as this_month,
               (date_trunc('month', now) - interval '1 month') at time zone tz as last_month,
               date_trunc('week', now) at time zone tz as this_week,
               (date_trunc('week', now) + interval '7 days') at time zone tz as next_week
        from local
      ),
      apps as (
        select a.created_at, a.stage <> (j.stages->>0) as advanced
        from applications a join jobs j on j.id = a.job_id and j.org_id = a.org_id
        where a.org_id = ${orgId}
          and a.created_at >= (select last_month from bounds)
          and a.created_at <= ${now}::timestamptz
      )
      select
        (select count(*)::int from jobs where org_id = ${orgId}) as total_jobs,
        (select count(*)::int from jobs where org_id = ${orgId} and status = 'PUBLISHED') as active_jobs,
        (select count(*)::int from apps where created_at >= (select this_month from bounds)) as applications_this_month,
        (select count(*)::int from apps where created_at >= (select this_month from bounds) and advanced) as advanced_this_month,
        (select count(*)::int from apps where created_at < (select this_month from bounds)) as applications_last_month,
        (select count(*)::int from apps where created_at < (select this_month from bounds) and advanced) as advanced_last_month,
        (select count(*)::int from interviews where org_id = ${orgId}
           and status <> 'CANCELLED'
           and scheduled_start >= (select this_week from bounds)
           and scheduled_start < (select next_week from bounds)) as interviews_this_week
    `,
  );
  return row!;
}
