import {
  RESET_REQUEST_REPLY,
  type AuthResponse,
  type ChangePasswordInput,
  type Role,
  type MessageResponse,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from '../../../shared/auth';
import { TRIAL_CREDITS } from '../../../shared/rules';
import type { AppContext } from '../../context';
import type { Actor } from '../../http/actor';
import type { DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { recordLedgerEntry } from '../credits/credits.service';
import type { AcceptInvitationInput } from '../../../shared/team';
import { recordActivity } from '../activity/activity.service';
import { passwordResetEmail } from '../email/platform-emails';
import {
  consumeInvitation,
  createOrganization,
  getInvitationDetails,
  isDemoOrganization,
  isOrgSlugConflict,
} from '../orgs/orgs.service';
import {
  consumePasswordResetToken,
  deleteSession,
  deletePlatformUser,
  findAdminUser,
  listAdminUsers,
  deleteUserSessions,
  expireUserResetTokens,
  findLiveSession,
  findUserByEmail,
  findUserById,
  findUserWithOrg,
  insertPasswordResetToken,
  insertSession,
  insertUser,
  touchLastLogin,
  touchSession,
  updatePasswordHash,
} from './auth.repository';
import { toUserView } from './auth.views';
import {
  createTemporaryPassword,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { createToken, hashToken } from '../../tokens';
import type { PageQuery } from '../../../shared/admin';

export type { AdminUserRow } from './auth.repository';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
/** Writing last_seen_at on every request would turn each read into a write. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  token: string;
  /** The absolute expiry; the idle expiry is enforced on the server. */
  expiresAt: Date;
}

async function issueSession(
  ctx: AppContext,
  userId: string,
  client: ClientInfo,
): Promise<IssuedSession> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + ctx.config.SESSION_ABSOLUTE_TTL);
  await insertSession(ctx.db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return { token, expiresAt };
}

async function userResponse(ctx: AppContext, userId: string): Promise<AuthResponse> {
  const row = await findUserWithOrg(ctx.db, userId);
  if (!row) throw new AppError('unauthenticated');
  return { user: toUserView(row.user, row.organization) };
}

export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  client: ClientInfo,
): Promise<AuthResponse & { session: IssuedSession }> {
  await ctx.rateLimiter.enforce(
    { name: 'signup:ip', limit: ctx.config.RATE_LIMIT_AUTH_PER_IP, windowMs: ONE_HOUR },
    client.ip,
  );
  const passwordHash = await hashPassword(input.password);
  let userId: string | undefined;
  for (let attempt = 0; !userId; attempt++) {
    try {
      userId = await ctx.db.transaction(async (tx) => {
        const org = await createOrganization(tx, input.orgName);
        const user = await insertUser(tx, {
          orgId: org.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: 'ADMIN',
        });
        await recordLedgerEntry(tx, {
          orgId: org.id,
          delta: TRIAL_CREDITS,
          reason: 'trial',
          actorId: user.id,
          idempotencyKey: 'trial',
        });
        return user.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken');
      // Another sign-up took the same organization slug a moment ago: pick the next one.
      if (isOrgSlugConflict(error) && attempt < 5) continue;
      throw error;
    }
  }
  return startSession(ctx, userId, client);
}

/**
 * The invitee of an emailed link joins its organization with the invited address and
 * role, choosing name and password, and is signed in. The link works once.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: AcceptInvitationInput,
  client: ClientInfo,
): Promise<AuthResponse & { session: IssuedSession }> {
  await ctx.rateLimiter.enforce(
    { name: 'invitation:ip', limit: ctx.config.RATE_LIMIT_AUTH_PER_IP, windowMs: ONE_HOUR },
    client.ip,
  );
  // The link is checked before any hashing: a guessed token costs us one lookup.
  await getInvitationDetails(ctx.db, input.token);
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const invitation = await consumeInvitation(tx, input.token);
      const user = await insertUser(tx, {
        orgId: invitation.orgId,
        name: input.name,
        email: invitation.email,
        passwordHash,
        role: invitation.role,
      });
      await recordActivity(tx, {
        orgId: invitation.orgId,
        actorId: user.id,
        type: 'member_joined',
        subject: input.name,
      });
      return user.id;
    });
  } catch (error) {
    // The address signed up on its own since it was invited.
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('already_member');
    throw error;
  }
  return startSession(ctx, userId, client);
}

export async function logIn(
  ctx: AppContext,
  input: SignInInput,
  client: ClientInfo,
  previousToken: string | undefined,
): Promise<AuthResponse & { session: IssuedSession }> {
  // Both limits are counted before any hashing: an attacker cannot make us burn CPU past them.
  await ctx.rateLimiter.enforce(
    { name: 'login:ip', limit: ctx.config.RATE_LIMIT_LOGIN_PER_IP, windowMs: FIFTEEN_MINUTES },
    client.ip,
    'login_rate_limited',
  );
  await ctx.rateLimiter.enforce(
    {
      name: 'login:email',
      limit: ctx.config.RATE_LIMIT_LOGIN_PER_EMAIL,
      windowMs: FIFTEEN_MINUTES,
    },
    input.email,
    'login_rate_limited',
  );
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) throw new AppError('invalid_credentials');

  return startSession(ctx, user.id, client, previousToken);
}

/** Hashes a password as sign-up does, for accounts another module creates (the demo's team). */
export function hashNewPassword(password: string): Promise<string> {
  return hashPassword(password);
}

/**
 * Members another module adds in its own transaction (the demo's team). They share
 * one hash, made before the transaction: hashing takes tens of milliseconds.
 */
export async function createMembers(
  tx: DbOrTx,
  orgId: string,
  members: Array<{ name: string; email: string; role: Role }>,
  passwordHash: string,
) {
  const created = [];
  for (const member of members) {
    const user = await insertUser(tx, { ...member, orgId, passwordHash });
    created.push({ id: user.id, name: user.name, email: user.email, role: user.role });
  }
  return created;
}

/**
 * Signs a user in: sign-in, sign-up, an accepted invitation, a new demo. Rotation:
 * whatever session the browser held before is gone.
 */
export async function startSession(
  ctx: AppContext,
  userId: string,
  client: ClientInfo,
  previousToken?: string,
): Promise<AuthResponse & { session: IssuedSession }> {
  if (previousToken) await deleteSession(ctx.db, hashToken(previousToken));
  const session = await issueSession(ctx, userId, client);
  await touchLastLogin(ctx.db, userId);
  return { ...(await userResponse(ctx, userId)), session };
}

export async function logOut(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(ctx.db, hashToken(token));
}

export async function findActorBySessionToken(
  ctx: AppContext,
  token: string,
): Promise<Actor | null> {
  const row = await findLiveSession(ctx.db, hashToken(token), ctx.config.SESSION_IDLE_TTL);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, row.sessionId);
  }
  return {
    userId: row.userId,
    orgId: row.orgId,
    role: row.role,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    mustChangePassword: row.mustChangePassword,
  };
}

export function getMe(ctx: AppContext, actor: Actor): Promise<AuthResponse> {
  return userResponse(ctx, actor.userId);
}

export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  client: ClientInfo,
  siteOrigin: string,
): Promise<MessageResponse> {
  await ctx.rateLimiter.enforce(
    { name: 'reset:ip', limit: ctx.config.RATE_LIMIT_AUTH_PER_IP, windowMs: ONE_HOUR },
    client.ip,
  );
  await ctx.rateLimiter.enforce({ name: 'reset:email', limit: 5, windowMs: ONE_HOUR }, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = createToken();
    const expiresAt = new Date(Date.now() + ctx.config.PASSWORD_RESET_TTL);
    await insertPasswordResetToken(ctx.db, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt,
    });
    const link = `${siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
    // A demo organization's mail never leaves the outbox: its addresses are made up.
    const keepInOutbox = user.orgId ? await isDemoOrganization(ctx.db, user.orgId) : false;
    await ctx.mailer.send(
      { to: user.email, ...passwordResetEmail({ name: user.name, link }), secretUntil: expiresAt },
      { keepInOutbox },
    );
  }
  // The same answer either way: the reply never tells whether an account exists.
  return { success: true, message: RESET_REQUEST_REPLY };
}

export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
  client: ClientInfo,
): Promise<MessageResponse> {
  await ctx.rateLimiter.enforce(
    { name: 'reset-confirm:ip', limit: ctx.config.RATE_LIMIT_AUTH_PER_IP, windowMs: ONE_HOUR },
    client.ip,
  );
  await ctx.db.transaction(async (tx) => {
    // The token is checked before any hashing: a guessed token costs us one lookup.
    const token = await consumePasswordResetToken(tx, hashToken(input.token));
    if (!token) throw new AppError('invalid_reset_token');
    await updatePasswordHash(tx, token.userId, await hashPassword(input.password));
    // Other links sent earlier die with this one, and whoever knew the old password is
    // signed out everywhere.
    await expireUserResetTokens(tx, token.userId);
    await deleteUserSessions(tx, token.userId);
  });
  return { success: true, message: 'Password reset successful' };
}

/**
 * A signed-in user chooses a new password (and one signed in with a temporary
 * password must, before anything else). Every session of theirs ends, this one
 * included, and a new one starts: whoever knew the old password is signed out.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
  client: ClientInfo,
): Promise<AuthResponse & { session: IssuedSession }> {
  await ctx.rateLimiter.enforce(
    { name: 'change-password:user', limit: 10, windowMs: FIFTEEN_MINUTES },
    actor.userId,
    'login_rate_limited',
  );
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new AppError('unauthenticated');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('wrong_current_password');
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await expireUserResetTokens(tx, user.id);
    await deleteUserSessions(tx, user.id);
  });
  return startSession(ctx, user.id, client);
}

/**
 * An account made by a platform admin (or the command line): a temporary password,
 * returned once, that only lets its holder choose their own (must_change_password).
 * Runs in the caller's transaction; an address already in use is 409 `email_taken`.
 */
export async function createUserWithTemporaryPassword(
  tx: DbOrTx,
  values: { orgId: string | null; name: string; email: string; role: Role },
) {
  const tempPassword = createTemporaryPassword();
  try {
    const user = await insertUser(tx, {
      ...values,
      passwordHash: await hashPassword(tempPassword),
      mustChangePassword: true,
    });
    return { user, tempPassword };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('email_taken');
    throw error;
  }
}

/**
 * Replaces a user's password with a temporary one: the old password, reset links
 * and every session of theirs stop working at once.
 */
export async function setTemporaryPassword(tx: DbOrTx, userId: string): Promise<string> {
  const tempPassword = createTemporaryPassword();
  await updatePasswordHash(tx, userId, await hashPassword(tempPassword), { isTemporary: true });
  await expireUserResetTokens(tx, userId);
  await deleteUserSessions(tx, userId);
  return tempPassword;
}

/** Every user of the platform for its admin, searched by name, email or organization. */
export function listUsersForAdmin(db: DbOrTx, query: PageQuery) {
  return listAdminUsers(db, query);
}

/** A user as the platform admin sees them; 404 `user_not_found` when there is none. */
export async function getUserForAdmin(db: DbOrTx, userId: string) {
  const user = await findAdminUser(db, userId);
  if (!user) throw new AppError('user_not_found');
  return user;
}

/**
 * Deletes an account that belongs to no organization (a SUPERADMIN's); members go
 * through their organization, which keeps its last admin.
 */
export async function deleteUserWithoutOrganization(tx: DbOrTx, userId: string): Promise<void> {
  if (!(await deletePlatformUser(tx, userId))) throw new AppError('user_not_found');
}
