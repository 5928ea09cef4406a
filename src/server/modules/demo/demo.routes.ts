import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { readSessionToken, setSessionCookie } from '../../http/session';
import { createDemoAccount } from './demo.service';

export function demoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Spec section 7: an empty body. Whatever is sent is ignored: there is nothing to choose.
  app.post('/api/v1/demo/create-account', { config: { public: true } }, async (request, reply) => {
    const { session, ...response } = await createDemoAccount(
      ctx,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      readSessionToken(request),
    );
    setSessionCookie(ctx, request, reply, session);
    // The answer carries the demo's password: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return reply.status(201).send(response);
  });
}
