import {
  ANALYTICS_PERIOD_DAYS,
  CREDITS_BUCKET_UNIT,
  type AnalyticsPeriod,
  type AnalyticsView,
} from '../../../shared/analytics';
import type { AppContext } from '../../context';
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
