import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findActorBySessionToken, type IssuedSession } from '../modules/auth/auth.service';
import { AppError } from './app-error';

export const SESSION_COOKIE = 'shortlist_session';

function isSecureRequest(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || ctx.config.PUBLIC_URL?.startsWith('https:') === true;
}

export function setSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: IssuedSession,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(ctx, request),
  });
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

function claimedOrgIds(request: FastifyRequest): unknown[] {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.orgId;
  const body = request.body;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).orgId
      : undefined;
  return [fromQuery, fromBody].filter((value) => value !== undefined);
}

/**
 * An org id sent by a member is checked against the session's, never trusted:
 * naming another organization finds nothing there (404, no existence leak).
 */
function assertOwnOrgId(request: FastifyRequest): void {
  const actor = request.actor;
  if (!actor?.orgId) return;
  if (claimedOrgIds(request).some((orgId) => orgId !== actor.orgId))
    throw new AppError('not_found');
}

/**
 * Resolves the session cookie into `request.actor`, then refuses any API route
 * not marked public when there is no actor (DESIGN.md 4). Pages and assets
 * outside /api are the web app, which anyone may load.
 */
export function registerSessionGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    // Pages and assets are the same for everyone: only the API reads the session.
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (token) request.actor = await findActorBySessionToken(ctx, token);
    const isProtected = !request.is404 && !request.routeOptions.config.public;
    if (!request.actor && isProtected) throw new AppError('unauthenticated');
    assertOwnOrgId(request);
  });
}
