import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { getPlatformAnalytics } from '../analytics/analytics.service';
import { PLATFORM } from './admin.routes';

/** The platform's figures: totals and each organization's (the Analytics tab). */
export function adminAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/analytics', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return getPlatformAnalytics(ctx.db);
  });
}
