import type { FastifyInstance } from 'fastify';
import { createUserSchema, pageQuerySchema } from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import { siteOrigin } from '../../http/site-origin';
import { PLATFORM } from './admin.routes';
import * as adminUsers from './admin-users.service';

type IdParams = { Params: { id: string } };

const userIdOf = (params: { id: string }) => parseId(params.id, 'user_not_found');

/** Every user of the platform, for its admin (both consoles). */
export function adminUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The spec calls both paths; they answer the same page.
  for (const path of ['/api/v1/admin/users', '/api/v1/admin/users/all']) {
    app.get(path, PLATFORM, async (request) => {
      requirePlatformActor(request);
      return adminUsers.listUsers(ctx.db, parseInput(pageQuerySchema, request.query));
    });
  }

  app.post('/api/v1/admin/users', PLATFORM, async (request, reply) => {
    const actor = requirePlatformActor(request);
    const input = parseInput(createUserSchema, request.body);
    const created = await adminUsers.createUser(ctx, actor, input, siteOrigin(ctx.config, request));
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(created);
  });

  app.delete<IdParams>('/api/v1/admin/users/:id', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    return adminUsers.deleteUser(ctx, actor, userIdOf(request.params));
  });

  app.post<IdParams>('/api/v1/admin/users/:id/reset-password', PLATFORM, async (request, reply) => {
    const actor = requirePlatformActor(request);
    const response = await adminUsers.resetUserPassword(ctx, actor, userIdOf(request.params));
    reply.header('cache-control', 'no-store');
    return response;
  });
}
