import type { DashboardView } from '../../../shared/dashboard';
import type { AppContext } from '../../context';
import type { MemberActor } from '../../http/actor';
import { listRecentActivity } from '../activity/activity.service';
import { countDashboard } from './dashboard.repository';
import { toDashboardView } from './dashboard.views';

const RECENT_ACTIVITY_LIMIT = 10;

/** The dashboard's figures as of `now` (tests pass a moment; the route, the present). */
export async function getDashboard(
  ctx: AppContext,
  actor: MemberActor,
  now = new Date(),
): Promise<DashboardView> {
  const [counts, activity] = await Promise.all([
    countDashboard(ctx.db, actor.orgId, now),
    listRecentActivity(ctx.db, actor.orgId, RECENT_ACTIVITY_LIMIT),
  ]);
  return toDashboardView(counts, activity);
}
