import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_CONSOLE_NAME,
  type AdminAuthResponse,
  type AdminSessionView,
} from '../../../shared/admin';
import { ROLE_LABELS } from '../../../shared/auth';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { PlatformActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { createToken, hashToken } from '../../tokens';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import {
  deleteAdminSession,
  deleteExpiredAdminSessions,
  findLiveAdminSession,
  insertAdminSession,
} from './admin-sessions.repository';
import { recordAudit } from './audit.service';

const FIFTEEN_MINUTES = 15 * 60_000;

export interface AdminClient {
  ip: string;
  userAgent: string | null;
}

export function isPasswordLoginEnabled(config: Config): boolean {
  return Boolean(config.ADMIN_PASSWORD_HASH ?? config.ADMIN_PASSWORD);
}

/** A duration in the spec's words: 3600000 ms is '1h'. */
export function formatDuration(ms: number): string {
  const units: Array<[string, number]> = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1_000],
  ];
  for (const [unit, size] of units) if (ms % size === 0) return `${ms / size}${unit}`;
  return `${ms}ms`;
}

/**
 * Whether the password is the configured one, in time that does not depend on how
 * much of it matched: argon2 against a hash, or a constant-time comparison of the
 * two SHA-256 digests (equal lengths whatever was typed).
 */
async function isAdminPassword(config: Config, password: string): Promise<boolean> {
  if (config.ADMIN_PASSWORD_HASH) return verifyPassword(config.ADMIN_PASSWORD_HASH, password);
  if (!config.ADMIN_PASSWORD) return verifyAgainstDummy(password);
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(password), digest(config.ADMIN_PASSWORD));
}

/** Opens a password console session: rate-limited by IP, every attempt audited. */
export async function logInAdmin(
  ctx: AppContext,
  password: string,
  client: AdminClient,
): Promise<AdminAuthResponse & { token: string; expiresAt: Date }> {
  await ctx.rateLimiter.enforce(
    {
      name: 'admin-login:ip',
      limit: ctx.config.RATE_LIMIT_ADMIN_LOGIN_PER_IP,
      windowMs: FIFTEEN_MINUTES,
    },
    client.ip,
    'admin_login_rate_limited',
  );
  const anonymous = { kind: 'anonymous' as const, ip: client.ip };
  if (!isPasswordLoginEnabled(ctx.config)) {
    await recordAudit(ctx.db, anonymous, {
      action: 'admin_login_failed',
      summary: 'Password console sign-in refused: no admin password is configured',
    });
    throw new AppError('admin_login_disabled');
  }
  if (!(await isAdminPassword(ctx.config, password))) {
    await recordAudit(ctx.db, anonymous, {
      action: 'admin_login_failed',
      summary: 'Wrong admin password',
    });
    throw new AppError('invalid_admin_password');
  }

  const token = createToken();
  const expiresAt = new Date(Date.now() + ctx.config.ADMIN_SESSION_TTL);
  await ctx.db.transaction(async (tx) => {
    await deleteExpiredAdminSessions(tx);
    const session = await insertAdminSession(tx, {
      tokenHash: hashToken(token),
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    await recordAudit(
      tx,
      { kind: 'password', adminSessionId: session.id, ip: client.ip },
      { action: 'admin_login', summary: 'Signed in to the password console' },
    );
  });
  const expiresIn = formatDuration(ctx.config.ADMIN_SESSION_TTL);
  return {
    success: true,
    expiresIn,
    message: `Admin access granted. Session expires in ${expiresIn}`,
    token,
    expiresAt,
  };
}

/** The password console session a cookie names, while it lives. */
export async function findAdminSession(ctx: AppContext, token: string) {
  return (await findLiveAdminSession(ctx.db, hashToken(token))) ?? null;
}

export async function logOutAdmin(
  ctx: AppContext,
  token: string | undefined,
  ip: string,
): Promise<void> {
  if (!token) return;
  const ended = await deleteAdminSession(ctx.db, hashToken(token));
  if (ended) {
    await recordAudit(
      ctx.db,
      { kind: 'password', adminSessionId: ended.id, ip },
      { action: 'admin_logout', summary: 'Signed out of the password console' },
    );
  }
}

export function toAdminSessionView(actor: PlatformActor): AdminSessionView {
  if (actor.kind === 'superadmin') {
    return {
      authenticated: true,
      kind: 'superadmin',
      name: actor.name,
      roleLabel: ROLE_LABELS.SUPERADMIN,
      expiresAt: null,
    };
  }
  return {
    authenticated: true,
    kind: 'password',
    name: PASSWORD_CONSOLE_NAME,
    roleLabel: null,
    expiresAt: actor.expiresAt?.toISOString() ?? null,
  };
}
