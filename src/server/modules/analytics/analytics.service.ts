import {
  ANALYTICS_PERIOD_DAYS,
  CREDITS_BUCKET_UNIT,
  type AnalyticsPeriod,
  type AnalyticsView,
} from '../../../shared/analytics';
import type { OrganizationOverview, PlatformAnalytics } from '../../../shared/admin';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError } from '../../http/app-error';
import type { MemberActor } from '../../http/actor';
import * as repo from './analytics.repository';
import { toAnalyticsView } from './analytics.views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The organization's hiring figures over a period. The four reads are
 * independent aggregates, so they run side by side on the pool: one round
 * trip's wait, not four.
 */
export async function getAnalytics(
  ctx: AppContext,
  actor: MemberActor,
  period: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<AnalyticsView> {
  const days = ANALYTICS_PERIOD_DAYS[period];
  const from = days === null ? null : new Date(now.getTime() - days * DAY_MS);
  const since = from?.toISOString() ?? null;
  const unit = CREDITS_BUCKET_UNIT[period];
  const [stages, unlockTimes, sources, credits] = await Promise.all([
    repo.findStageFigures(ctx.db, actor.orgId, since),
    repo.findUnlockTimes(ctx.db, actor.orgId, since),
    repo.countApplicationsBySource(ctx.db, actor.orgId, since),
    repo.sumCreditsByBucket(ctx.db, actor.orgId, since, unit),
  ]);
  return toAnalyticsView({ period, from, to: now, unit, stages, unlockTimes, sources, credits });
}

/** The platform's figures for its admin: totals, and every organization's. */
export async function getPlatformAnalytics(db: DbOrTx): Promise<PlatformAnalytics> {
  const [totals, organizations] = await acrossOrganizations('platform admin', () =>
    Promise.all([repo.findPlatformTotals(db), repo.findOrganizationFigures(db)]),
  );
  return {
    totals: {
      users: totals.users,
      organizations: totals.organizations,
      jobs: totals.jobs,
      publishedJobs: totals.published_jobs,
    },
    organizations: organizations.map((row) => ({
      id: row.id,
      name: row.name,
      jobs: row.jobs,
      applications: row.applications,
      unlocks: row.unlocks,
      creditsBought: row.credits_bought,
      creditsSpent: row.credits_spent,
      balance: row.balance,
    })),
  };
}

/** One organization's totals (the admin's manage page); 404 when it does not exist. */
export async function getOrganizationOverview(
  db: DbOrTx,
  orgId: string,
): Promise<OrganizationOverview> {
  const totals = await repo.findOrganizationTotals(db, orgId);
  if (!totals) throw new AppError('organization_not_found');
  return {
    totalJobs: totals.jobs,
    totalApplications: totals.applications,
    totalInterviews: totals.interviews,
    credits: { balance: totals.balance },
  };
}
