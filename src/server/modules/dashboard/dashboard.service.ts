import type { DashboardView } from '../../../shared/dashboard';
import type { AppContext } from '../../context';
import type { MemberActor } from '../../http/actor';
import { listRecentActivity } from '../activity/activity.service';
import { countDashboard } from './dashboard.repository';
import { toDashboardView } from './dashboard.views';

const RECENT_ACTIVITY_LIMIT = 10;

export async function getDashboard(ctx: AppContext, actor: MemberActor): Promise<DashboardView> {
  const [counts, activity] = await Promise.all([
    countDashboard(ctx.db, actor.orgId),
    listRecentActivity(ctx.db, actor.orgId, RECENT_ACTIVITY_LIMIT),
  ]);
  return toDashboardView(counts, activity);
}
