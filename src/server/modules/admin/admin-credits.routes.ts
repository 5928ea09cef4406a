import type { FastifyInstance } from 'fastify';
import {
  grantCreditsSchema,
  pageQuerySchema,
  revokeCreditsSchema,
  transferCreditsSchema,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseInput } from '../../http/app-error';
import { PLATFORM } from './admin.routes';
import * as adminCredits from './admin-credits.service';

/** Credits across organizations: grant, revoke, transfer, all through the ledger. */
export function adminCreditsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/admin/credits/grant', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    return adminCredits.grantCredits(ctx, actor, parseInput(grantCreditsSchema, request.body));
  });

  app.post('/api/v1/admin/credits/revoke', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    return adminCredits.revokeCredits(ctx, actor, parseInput(revokeCreditsSchema, request.body));
  });

  app.post('/api/v1/admin/credits/transfer', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    const input = parseInput(transferCreditsSchema, request.body);
    return adminCredits.transferCredits(ctx, actor, input);
  });

  app.get('/api/v1/admin/credits/overview', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return adminCredits.getCreditsOverview(ctx.db, parseInput(pageQuerySchema, request.query));
  });
}
