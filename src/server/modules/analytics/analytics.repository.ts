import { sql } from 'drizzle-orm';
import type { CreditsBucketUnit } from '../../../shared/analytics';
import type { LedgerReason } from '../../../shared/credits';
import type { JobStatus } from '../../../shared/jobs';
import { queryRows, type DbOrTx } from '../../db/client';

/*
 * Reporting reads over the organization's applications, their timeline, jobs,
 * candidates and ledger: every figure is aggregated in PostgreSQL, and every
 * query is scoped to one organization. `since` is the start of the period (null
 * for all time), sent as an ISO string so both drivers read it the same way.
 */

/** Applications in the period: the figures below are about these. */
const periodApplications = (orgId: string, since: string | null) => sql`
  select a.id, a.job_id, a.stage, a.created_at, a.rejected_at
  from applications a
  where a.org_id = ${orgId}
    and (${since}::timestamptz is null or a.created_at >= ${since}::timestamptz)`;

export interface StageRow extends Record<string, unknown> {
  job_id: string;
  title: string;
  status: JobStatus;
  stage: string;
  position: number;
  /** Applications whose furthest stage is this one. */
  furthest_here: number;
  in_stage_now: number;
  rejected_here: number;
  finished_stays: number;
  median_seconds: number | null;
}

/**
 * One row per stage of every job that received applications in the period, in
 * the job's order, with the funnel and time-in-stage figures of that stage.
 *
 * Stays come from the timeline: an application enters the stage it was received
 * in when it arrives, and each `stage_moved` event ends one stay and starts the
 * next. A stay ends at the next move, or at the rejection for the stage an
 * application was rejected in. Stays still going on have no length yet and are
 * left out of the medians (counting them up to now would mix waiting
 * applications into finished times, and change by the hour); the page shows
 * how many applications are still in each stage beside them.
 *
 * The current stay takes the application's current stage name, which follows
 * renames; older stays keep the name they had at the time, and a stay in a
 * stage the job no longer has is not counted anywhere.
 */
export async function findStageFigures(
  db: DbOrTx,
  orgId: string,
  since: string | null,
): Promise<StageRow[]> {
  return queryRows<StageRow>(
    db,
    sql`
      with app as (${periodApplications(orgId, since)}),
      moves as (
        select e.application_id, e.from_stage, e.to_stage, e.created_at,
               row_number() over w as n,
               lead(e.created_at) over w as next_at
        from application_events e
        join app on app.id = e.application_id
        where e.org_id = ${orgId} and e.type = 'stage_moved'
        window w as (partition by e.application_id order by e.created_at, e.id)
      ),
      stays as (
        select app.id as application_id, app.job_id,
               case when m.application_id is null then app.stage else m.from_stage end as stage,
               app.created_at as started_at, m.created_at as left_at
        from app
        left join moves m on m.application_id = app.id and m.n = 1
        union all
        select m.application_id, app.job_id,
               case when m.next_at is null then app.stage else m.to_stage end,
               m.created_at, m.next_at
        from moves m
        join app on app.id = m.application_id
      ),
      finished as (
        select s.job_id, s.stage,
               extract(epoch from coalesce(s.left_at, app.rejected_at) - s.started_at)::float8 as seconds
        from stays s
        join app on app.id = s.application_id
        where s.left_at is not null or app.rejected_at >= s.started_at
      ),
      job_stages as (
        select j.id as job_id, j.title, j.status, st.name as stage, st.position::int as position
        from jobs j
        cross join lateral jsonb_array_elements_text(j.stages) with ordinality as st(name, position)
        where j.org_id = ${orgId} and j.id in (select job_id from app)
      ),
      furthest as (
        select s.job_id, max(js.position) as position
        from stays s
        join job_stages js on js.job_id = s.job_id and js.stage = s.stage
        group by s.application_id, s.job_id
      ),
      furthest_counts as (
        select job_id, position, count(*) as applications from furthest group by job_id, position
      ),
      current_counts as (
        select job_id, stage,
               count(*) filter (where rejected_at is null) as in_stage_now,
               count(*) filter (where rejected_at is not null) as rejected_here
        from app group by job_id, stage
      ),
      stay_medians as (
        select job_id, stage, count(*) as stays,
               percentile_cont(0.5) within group (order by seconds) as median_seconds
        from finished group by job_id, stage
      )
      select js.job_id, js.title, js.status, js.stage, js.position,
             coalesce(fc.applications, 0)::int as furthest_here,
             coalesce(cc.in_stage_now, 0)::int as in_stage_now,
             coalesce(cc.rejected_here, 0)::int as rejected_here,
             coalesce(sm.stays, 0)::int as finished_stays,
             sm.median_seconds::float8 as median_seconds
      from job_stages js
      left join furthest_counts fc on fc.job_id = js.job_id and fc.position = js.position
      left join current_counts cc on cc.job_id = js.job_id and cc.stage = js.stage
      left join stay_medians sm on sm.job_id = js.job_id and sm.stage = js.stage
      order by js.job_id, js.position
    `,
  );
}

export interface UnlockTimeRow extends Record<string, unknown> {
  /** Null on the organization's total row. */
  job_id: string | null;
  title: string | null;
  unlocked: number;
  median_seconds: number | null;
}

/**
 * Median time from arrival to unlock of the applications unlocked in the period,
 * per job and (the row without a job) for the whole organization.
 */
export async function findUnlockTimes(
  db: DbOrTx,
  orgId: string,
  since: string | null,
): Promise<UnlockTimeRow[]> {
  return queryRows<UnlockTimeRow>(
    db,
    sql`
      select a.job_id, j.title, count(*)::int as unlocked,
             (percentile_cont(0.5) within group (
               order by extract(epoch from a.unlocked_at - a.created_at)::float8
             ))::float8 as median_seconds
      from applications a
      join jobs j on j.id = a.job_id and j.org_id = a.org_id
      where a.org_id = ${orgId} and a.unlocked_at is not null
        and (${since}::timestamptz is null or a.unlocked_at >= ${since}::timestamptz)
      group by grouping sets ((a.job_id, j.title), ())
    `,
  );
}

export interface SourceRow extends Record<string, unknown> {
  source: string;
  applications: number;
}

/** Applications received in the period by their candidate's source, most first. */
export async function countApplicationsBySource(
  db: DbOrTx,
  orgId: string,
  since: string | null,
): Promise<SourceRow[]> {
  return queryRows<SourceRow>(
    db,
    sql`
      select c.source, count(*)::int as applications
      from applications a
      join candidates c on c.id = a.candidate_id and c.org_id = a.org_id
      where a.org_id = ${orgId}
        and (${since}::timestamptz is null or a.created_at >= ${since}::timestamptz)
      group by c.source
      order by applications desc, c.source
    `,
  );
}

export interface CreditsRow extends Record<string, unknown> {
  timezone: string;
  /** First day of the bucket (YYYY-MM-DD, organization's time zone); null when there are none. */
  start: string | null;
  /** Null on a bucket without entries. */
  reason: LedgerReason | null;
  spent: number;
  refunded: number;
}

/**
 * Credits spent (negative ledger entries, whatever their reason) and refunded,
 * per calendar week (ISO, from Monday) or month in the organization's time zone
 * and per reason, one row per bucket and reason. Every bucket from the period's
 * start (or the first entry, for all time) to now has at least one row, so empty
 * weeks show as such; with no bucket at all one row still gives the time zone.
 */
export async function sumCreditsByBucket(
  db: DbOrTx,
  orgId: string,
  since: string | null,
  unit: CreditsBucketUnit,
): Promise<CreditsRow[]> {
  return queryRows<CreditsRow>(
    db,
    sql`
      with org as (select timezone from organizations where id = ${orgId}),
      entries as (
        select date_trunc(${unit}::text, l.created_at at time zone org.timezone) as bucket,
               l.reason, l.delta
        from credit_ledger l
        cross join org
        where l.org_id = ${orgId}
          and (${since}::timestamptz is null or l.created_at >= ${since}::timestamptz)
          and (l.delta < 0 or l.reason = 'refund')
      ),
      series as (
        select generate_series(
                 coalesce(
                   date_trunc(${unit}::text, ${since}::timestamptz at time zone org.timezone),
                   (select min(bucket) from entries)
                 ),
                 date_trunc(${unit}::text, now() at time zone org.timezone),
                 ('1 ' || ${unit}::text)::interval
               ) as bucket
        from org
      )
      select org.timezone, to_char(s.bucket, 'YYYY-MM-DD') as start, e.reason,
             coalesce(-sum(e.delta) filter (where e.delta < 0), 0)::int as spent,
             coalesce(sum(e.delta) filter (where e.delta > 0), 0)::int as refunded
      from org
      left join series s on true
      left join entries e on e.bucket = s.bucket
      group by org.timezone, s.bucket, e.reason
      order by s.bucket, e.reason
    `,
  );
}

// ---------------------------------------------------------------- platform (admin console)

export interface PlatformTotalsRow extends Record<string, unknown> {
  users: number;
  organizations: number;
  jobs: number;
  published_jobs: number;
}

/** The platform's totals, for its admin: one pass over each table. */
export async function findPlatformTotals(db: DbOrTx): Promise<PlatformTotalsRow> {
  const [row] = await queryRows<PlatformTotalsRow>(
    db,
    sql`
      select
        (select count(*)::int from users) as users,
        (select count(*)::int from organizations) as organizations,
        (select count(*)::int from jobs) as jobs,
        (select count(*)::int from jobs where status = 'PUBLISHED') as published_jobs`,
  );
  return row!;
}

export interface OrganizationFiguresRow extends Record<string, unknown> {
  id: string;
  name: string;
  jobs: number;
  applications: number;
  unlocks: number;
  credits_bought: number;
  credits_spent: number;
  balance: number;
}

/**
 * Per organization, by name: each figure is one grouped aggregate joined once, never
 * a query per organization. Unlocks are the active ones, paid or free; credits spent
 * are what unlocks, interviews and emails cost, less what was refunded.
 */
export async function findOrganizationFigures(db: DbOrTx): Promise<OrganizationFiguresRow[]> {
  return queryRows<OrganizationFiguresRow>(
    db,
    sql`
      with job_counts as (
        select org_id, count(*)::int as n from jobs group by org_id
      ),
      application_counts as (
        select org_id, count(*)::int as n from applications group by org_id
      ),
      unlock_counts as (
        select org_id, count(*)::int as n from application_unlocks
        where ended_at is null group by org_id
      ),
      ledger_sums as (
        select org_id,
          coalesce(sum(delta) filter (where reason = 'purchase'), 0)::int as bought,
          coalesce(-sum(delta) filter (
            where reason in ('candidate_unlock', 'interview_schedule', 'email_send', 'refund')
          ), 0)::int as spent
        from credit_ledger group by org_id
      )
      select o.id, o.name,
        coalesce(j.n, 0) as jobs,
        coalesce(a.n, 0) as applications,
        coalesce(u.n, 0) as unlocks,
        coalesce(l.bought, 0) as credits_bought,
        coalesce(l.spent, 0) as credits_spent,
        o.credit_balance as balance
      from organizations o
      left join job_counts j on j.org_id = o.id
      left join application_counts a on a.org_id = o.id
      left join unlock_counts u on u.org_id = o.id
      left join ledger_sums l on l.org_id = o.id
      order by o.name, o.id`,
  );
}

export interface OrganizationTotalsRow extends Record<string, unknown> {
  jobs: number;
  applications: number;
  interviews: number;
  balance: number;
}

/** One organization's totals for the admin's manage page; null when it does not exist. */
export async function findOrganizationTotals(
  db: DbOrTx,
  orgId: string,
): Promise<OrganizationTotalsRow | null> {
  const [row] = await queryRows<OrganizationTotalsRow>(
    db,
    sql`
      select
        (select count(*)::int from jobs where org_id = o.id) as jobs,
        (select count(*)::int from applications where org_id = o.id) as applications,
        (select count(*)::int from interviews where org_id = o.id) as interviews,
        o.credit_balance as balance
      from organizations o
      where o.id = ${orgId}`,
  );
  return row ?? null;
}
