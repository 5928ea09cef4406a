import { getIntegrationStatus } from '../careers/careers-admin.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminLoginSchema,
  auditQuerySchema,
  type AdminConsoleStatus,
  type IntegrationStatusResponse,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseInput } from '../../http/app-error';
import {
  clearAdminSessionCookie,
  readAdminSessionToken,
  setAdminSessionCookie,
} from '../../http/session';
import {
  isPasswordLoginEnabled,
  logInAdmin,
  logOutAdmin,
  toAdminSessionView,
} from './admin-auth.service';
import { getAuditLog } from './audit.service';

/** Platform routes: a SUPERADMIN or the password console's session (DESIGN.md 4). */
export const PLATFORM = { config: { platform: true } } as const;
const PUBLIC_PLATFORM = { config: { platform: true, public: true } } as const;

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The admin console's own session and what is common to every tab. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/console', PUBLIC_PLATFORM, async (): Promise<AdminConsoleStatus> => {
    return { isPasswordLoginEnabled: isPasswordLoginEnabled(ctx.config) };
  });

  app.post('/api/v1/admin/auth', PUBLIC_PLATFORM, async (request, reply) => {
    const { password } = parseInput(adminLoginSchema, request.body);
    const { token, expiresAt, ...response } = await logInAdmin(ctx, password, clientOf(request));
    setAdminSessionCookie(ctx, request, reply, { token, expiresAt });
    reply.header('cache-control', 'no-store');
    return response;
  });

  app.get('/api/v1/admin/session', PLATFORM, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return toAdminSessionView(requirePlatformActor(request));
  });

  app.post('/api/v1/admin/logout', PUBLIC_PLATFORM, async (request, reply) => {
    await logOutAdmin(ctx, readAdminSessionToken(request), request.ip);
    clearAdminSessionCookie(ctx, request, reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/v1/admin/integrations/status',
    PLATFORM,
    async (request): Promise<IntegrationStatusResponse> => {
      requirePlatformActor(request);
      return { integrations: { zuludesk_careers: await getIntegrationStatus(ctx) } };
    },
  );

  app.get('/api/v1/admin/audit-log', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return getAuditLog(ctx.db, parseInput(auditQuerySchema, request.query));
  });
}
