import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { getDashboard } from './dashboard.service';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/dashboard', async (request) => getDashboard(ctx, requireMember(request)));
}
