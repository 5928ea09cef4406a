import type { z } from 'zod';
import type { createUserSchema } from '../../../shared/admin';
import {
  type AdminUsersPage,
  type CreateUserResponse,
  type PageQuery,
  type ResetUserPasswordResponse,
} from '../../../shared/admin';
import { ROLE_LABELS, type Role } from '../../../shared/auth';
import type { MemberRole } from '../../../shared/team';
import { accountCreatedEmail } from '../email/platform-emails';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PlatformActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import {
  createUserWithTemporaryPassword,
  deleteUserWithoutOrganization,
  getUserForAdmin,
  listUsersForAdmin,
  setTemporaryPassword,
} from '../auth/auth.service';
import { lockOrganizationForChange, removeMemberInTransaction } from '../orgs/orgs.service';
import { recordAudit } from './audit.service';
import { toAdminUserView } from './admin-users.views';

type CreateUser = z.output<typeof createUserSchema>;

/** "Ama Mensah <ama@example.com>": how an entry names a person, read after they are gone. */
function describeUser(user: { name: string; email: string }): string {
  return `${user.name} <${user.email}>`;
}

export async function listUsers(db: DbOrTx, query: PageQuery): Promise<AdminUsersPage> {
  const { rows, total } = await listUsersForAdmin(db, query);
  return { users: rows.map(toAdminUserView), total, page: query.page, pageSize: query.pageSize };
}

/**
 * A member created by the platform admin, with a temporary password shown once to
 * the admin; it only lets them choose their own. They are told by email that the
 * account exists, never the password (the admin hands it over another way).
 */
export async function createUser(
  ctx: AppContext,
  actor: PlatformActor,
  input: CreateUser,
  siteOrigin: string,
): Promise<CreateUserResponse> {
  const { org, user, tempPassword } = await ctx.db.transaction(async (tx) => {
    const org = await lockOrganizationForChange(tx, input.orgId);
    const created = await createUserWithTemporaryPassword(tx, { ...input, orgId: org.id });
    await recordAudit(tx, actor, {
      action: 'user_created',
      summary: `Created ${describeUser(created.user)} as ${ROLE_LABELS[input.role]} of ${org.name}`,
      org,
      target: { type: 'user', id: created.user.id },
      details: { role: input.role },
    });
    return { org, ...created };
  });
  await sendAccountCreatedEmail(
    ctx,
    { ...user, role: input.role, orgName: org.name, isDemo: org.isDemo },
    siteOrigin,
  );
  return { user: toAdminUserView(await getUserForAdmin(ctx.db, user.id)), tempPassword };
}

async function sendAccountCreatedEmail(
  ctx: AppContext,
  user: { name: string; email: string; role: MemberRole; orgName: string; isDemo: boolean },
  siteOrigin: string,
): Promise<void> {
  const message = accountCreatedEmail({
    name: user.name,
    orgName: user.orgName,
    role: user.role,
    signInUrl: `${siteOrigin}/signin`,
  });
  // A demo organization's mail never leaves the outbox: its addresses are made up.
  await ctx.mailer.send({ to: user.email, ...message }, { keepInOutbox: user.isDemo });
}

/**
 * The password console is a shared secret: it may not take over or remove the
 * named accounts of the people who run the platform. Only a SUPERADMIN may.
 */
function assertMayManage(actor: PlatformActor, user: { role: Role }): void {
  if (user.role === 'SUPERADMIN' && actor.kind !== 'superadmin') {
    throw new AppError('superadmin_protected');
  }
}

/**
 * Deletes a user: their sessions end with them. An organization keeps its last
 * admin, and a SUPERADMIN cannot delete themselves (nobody would be left to undo it).
 */
export async function deleteUser(
  ctx: AppContext,
  actor: PlatformActor,
  userId: string,
): Promise<{ success: true; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const user = await getUserForAdmin(tx, userId);
    assertMayManage(actor, user);
    if (actor.kind === 'superadmin' && actor.userId === user.id) {
      throw new AppError('cannot_delete_self');
    }
    await removeAccount(tx, user);
    await recordAudit(tx, actor, {
      action: 'user_deleted',
      summary: `Deleted ${describeUser(user)} (${ROLE_LABELS[user.role]}${user.orgName ? ` of ${user.orgName}` : ''})`,
      org: user.orgId ? { id: user.orgId, name: user.orgName ?? '' } : null,
      target: { type: 'user', id: user.id },
      details: { name: user.name, email: user.email, role: user.role },
    });
  });
  return { success: true, message: 'User deleted successfully' };
}

async function removeAccount(
  tx: DbOrTx,
  user: { id: string; orgId: string | null; role: Role },
): Promise<void> {
  if (!user.orgId) return deleteUserWithoutOrganization(tx, user.id);
  try {
    await removeMemberInTransaction(tx, user.orgId, user.id);
  } catch (error) {
    // Deleted by someone else since we read them.
    if (error instanceof AppError && error.code === 'member_not_found') {
      throw new AppError('user_not_found');
    }
    throw error;
  }
}

/**
 * A new temporary password, shown once: the old one, reset links and every session
 * of the user stop working at once.
 */
export async function resetUserPassword(
  ctx: AppContext,
  actor: PlatformActor,
  userId: string,
): Promise<ResetUserPasswordResponse> {
  const tempPassword = await ctx.db.transaction(async (tx) => {
    const user = await getUserForAdmin(tx, userId);
    assertMayManage(actor, user);
    const password = await setTemporaryPassword(tx, user.id);
    await recordAudit(tx, actor, {
      action: 'user_password_reset',
      summary: `Reset the password of ${describeUser(user)}`,
      org: user.orgId ? { id: user.orgId, name: user.orgName ?? '' } : null,
      target: { type: 'user', id: user.id },
    });
    return password;
  });
  return { success: true, tempPassword, message: 'Password reset successful' };
}
