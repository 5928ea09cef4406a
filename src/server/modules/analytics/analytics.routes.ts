import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema } from '../../../shared/analytics';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { parseInput } from '../../http/app-error';
import { getAnalytics } from './analytics.service';

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Figures over all candidates: for those who see all candidates, not interviewers.
  app.get('/api/v1/analytics', async (request) => {
    const actor = requireMember(request, 'seeAllCandidates');
    const { period } = parseInput(analyticsQuerySchema, request.query);
    return getAnalytics(ctx, actor, period);
  });
}
