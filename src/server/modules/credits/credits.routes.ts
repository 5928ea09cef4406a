import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { getCredits } from './credits.service';

export function creditsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/credits', async (request) => getCredits(ctx.db, requireMember(request)));
}
