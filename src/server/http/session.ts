import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findAdminSession } from '../modules/admin/admin-auth.service';
import { findActorBySessionToken, type IssuedSession } from '../modules/auth/auth.service';
import type { PlatformActor } from './actor';
import { AppError } from './app-error';

export const SESSION_COOKIE = 'shortlist_session';
/** The password console's session: its own cookie, never sent by another site's request. */
export const ADMIN_SESSION_COOKIE = 'shortlist_admin';

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

export function setAdminSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(ADMIN_SESSION_COOKIE, session.token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(ctx, request),
    expires: session.expiresAt,
  });
}

export function clearAdminSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(ADMIN_SESSION_COOKIE, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(ctx, request),
  });
}

export function readAdminSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
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
  app.decorateRequest('platformActor', null);
  app.addHook('preHandler', async (request) => {
    // Pages and assets are the same for everyone: only the API reads the session.
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (token) request.actor = await findActorBySessionToken(ctx, token);
    const config = request.routeOptions.config;
    const isProtected = !request.is404 && !config.public;
    if (config.platform) {
      request.platformActor = await findPlatformActor(ctx, request);
      if (!request.platformActor && isProtected) refusePlatformRoute(request);
      return;
    }
    if (!request.actor && isProtected) throw new AppError('unauthenticated');
    if (request.actor?.mustChangePassword && isProtected && !config.allowsPasswordChangePending) {
      throw new AppError('password_change_required');
    }
    assertOwnOrgId(request);
  });
}

/**
 * A signed-in SUPERADMIN (who has chosen their own password), or the password
 * console's session. Platform routes cross organizations, so the org id check of
 * members does not apply to them.
 */
async function findPlatformActor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<PlatformActor | null> {
  const actor = request.actor;
  if (actor?.role === 'SUPERADMIN' && !actor.mustChangePassword) {
    return {
      kind: 'superadmin',
      userId: actor.userId,
      name: actor.name,
      email: actor.email,
      ip: request.ip,
    };
  }
  const token = readAdminSessionToken(request);
  const session = token ? await findAdminSession(ctx, token) : null;
  if (!session) return null;
  return {
    kind: 'password',
    adminSessionId: session.id,
    ip: request.ip,
    expiresAt: session.expiresAt,
  };
}

/**
 * 401 without an admin session (expired: the client says 'Session expired. Please
 * login again.'); an organization member, even its ADMIN, is refused with 403.
 */
function refusePlatformRoute(request: FastifyRequest): never {
  if (readAdminSessionToken(request)) throw new AppError('admin_session_expired');
  if (request.actor?.role === 'SUPERADMIN') throw new AppError('password_change_required');
  if (request.actor) throw new AppError('platform_only');
  throw new AppError('unauthenticated');
}
