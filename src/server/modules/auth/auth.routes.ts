import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../../shared/auth';
import { acceptInvitationSchema } from '../../../shared/team';
import { getInvitationDetails } from '../orgs/orgs.service';
import type { AppContext } from '../../context';
import { requireActor } from '../../http/actor';
import { parseInput } from '../../http/app-error';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../http/session';
import { siteOrigin } from '../../http/site-origin';
import * as auth from './auth.service';

const PUBLIC = { config: { public: true } } as const;

function clientOf(request: FastifyRequest): auth.ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/auth/signup', PUBLIC, async (request, reply) => {
    const input = parseInput(signUpSchema, request.body);
    const { session, ...response } = await auth.signUp(ctx, input, clientOf(request));
    setSessionCookie(ctx, request, reply, session);
    return reply.status(201).send(response);
  });

  app.post('/api/v1/auth/login', PUBLIC, async (request, reply) => {
    const input = parseInput(signInSchema, request.body);
    const { session, ...response } = await auth.logIn(
      ctx,
      input,
      clientOf(request),
      readSessionToken(request),
    );
    setSessionCookie(ctx, request, reply, session);
    return response;
  });

  // The token travels in the query string and the body, which logs leave out.
  app.get<{ Querystring: { token?: string } }>('/api/v1/invitation', PUBLIC, async (request) => {
    const { token } = parseInput(acceptInvitationSchema.pick({ token: true }), request.query);
    return { invitation: await getInvitationDetails(ctx.db, token) };
  });

  app.post('/api/v1/invitation/accept', PUBLIC, async (request, reply) => {
    const input = parseInput(acceptInvitationSchema, request.body);
    const { session, ...response } = await auth.acceptInvitation(ctx, input, clientOf(request));
    setSessionCookie(ctx, request, reply, session);
    return reply.status(201).send(response);
  });

  app.post('/api/v1/auth/logout', PUBLIC, async (request, reply) => {
    await auth.logOut(ctx, readSessionToken(request));
    clearSessionCookie(ctx, request, reply);
    return reply.status(204).send();
  });

  app.post(
    '/api/v1/auth/change-password',
    { config: { allowsPasswordChangePending: true } },
    async (request, reply) => {
      const input = parseInput(changePasswordSchema, request.body);
      const { session, ...response } = await auth.changePassword(
        ctx,
        requireActor(request),
        input,
        clientOf(request),
      );
      setSessionCookie(ctx, request, reply, session);
      return response;
    },
  );

  app.get(
    '/api/v1/auth/me',
    { config: { allowsPasswordChangePending: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.getMe(ctx, requireActor(request));
    },
  );

  app.post('/api/v1/auth/request-password-reset', PUBLIC, async (request) => {
    const { email } = parseInput(requestPasswordResetSchema, request.body);
    return auth.requestPasswordReset(
      ctx,
      email,
      clientOf(request),
      siteOrigin(ctx.config, request),
    );
  });

  app.post('/api/v1/auth/reset-password', PUBLIC, async (request) => {
    return auth.resetPassword(
      ctx,
      parseInput(resetPasswordSchema, request.body),
      clientOf(request),
    );
  });
}
