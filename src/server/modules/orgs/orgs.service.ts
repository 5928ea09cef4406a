import {
  INVITATION_TTL_DAYS,
  type InvitationDetailsView,
  type InvitationView,
  type InviteMemberInput,
  type MemberRole,
  type MemberView,
  type OrganizationSettingsView,
  type OrganizationProfileView,
  type updateOrganizationSchema,
} from '../../../shared/team';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import type { Db, DbOrTx } from '../../db/client';
import {
  claimPublicNames,
  findTakenPublicNames,
  PUBLIC_NAME_TAKEN,
  releasePublicName,
} from '../../db/public-names';
import type { MemberActor } from '../../http/actor';
import { createToken, hashToken } from '../../tokens';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { nextFreeSlug, slugify } from '../../slug';
import type { PageQuery } from '../../../shared/admin';
import { giveDefaultTemplates } from '../email/email-templates.service';
import { teamInvitationEmail } from '../email/platform-emails';
import * as repo from './orgs.repository';
import { toInvitationView, toMemberView } from './orgs.views';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Creates an organization with a unique slug made from its name. Runs inside the
 * caller's transaction; a concurrent sign-up taking the same slug makes the
 * unique index fail, and the caller retries the whole transaction.
 */
export async function createOrganization(tx: DbOrTx, name: string) {
  const base = slugify(name) || 'organization';
  const slug = nextFreeSlug(base, await findTakenPublicNames(tx, 'organization', base));
  return createOrganizationWithSlug(tx, { name, slug });
}

/**
 * Creates an organization with a slug the caller made unique (a demo's carries a
 * random tag: thousands of demos share one name, and looking for the next free
 * number among them would cost more with each one). A demo says when it expires.
 */
export async function createOrganizationWithSlug(
  tx: DbOrTx,
  values: { name: string; slug: string; demoExpiresAt?: Date },
) {
  const org = await repo.insertOrganization(tx, values);
  // Unique across organizations: the claim decides (decision 0040).
  await claimPublicNames(tx, [{ kind: 'organization', name: org.slug, orgId: org.id }]);
  await giveDefaultTemplates(tx, org.id);
  return org;
}

export function isOrgSlugConflict(error: unknown): boolean {
  return (
    isUniqueViolation(error, PUBLIC_NAME_TAKEN) ||
    isUniqueViolation(error, 'organizations_slug_key')
  );
}

/** The organization's name and time zone (days and weeks are counted in it). */
export async function getOrganization(db: DbOrTx, orgId: string) {
  const org = await repo.findOrganization(db, orgId);
  if (!org) throw new AppError('not_found');
  return org;
}

/** A demo organization's email stays in the outbox, and it is purged when it expires. */
export async function isDemoOrganization(db: DbOrTx, orgId: string): Promise<boolean> {
  return (await repo.findOrganization(db, orgId))?.isDemo ?? false;
}

/** Which of the organizations are demos (a batch of email holds a few at most). */
export async function findDemoOrganizations(db: DbOrTx, orgIds: string[]): Promise<Set<string>> {
  if (orgIds.length === 0) return new Set();
  return new Set(await repo.findDemoOrganizationIds(db, orgIds));
}

/** Members of the organization: all of them, or those of `ids` that belong to it. */
export function listMembers(db: DbOrTx, orgId: string, ids?: string[]) {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return repo.listMembers(db, orgId, ids);
}

/** The organization's profile and its members (any member may see who is on the team). */
export async function getOrganizationSettings(
  db: DbOrTx,
  orgId: string,
): Promise<OrganizationSettingsView> {
  const [organization, members] = await Promise.all([
    repo.findOrganizationProfile(db, orgId),
    repo.listMemberDetails(db, orgId),
  ]);
  if (!organization) throw new AppError('not_found');
  return { organization, members: members.map(toMemberView) };
}

export async function updateOrganization(
  db: DbOrTx,
  orgId: string,
  input: z.output<typeof updateOrganizationSchema>,
): Promise<OrganizationProfileView> {
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.findOrganizationProfile(tx, orgId);
      if (!current) throw new AppError('not_found');
      if (current.slug !== input.slug) {
        // A slug is unique across organizations: the new one is claimed, the old one
        // given up (decision 0040).
        await claimPublicNames(tx, [{ kind: 'organization', name: input.slug, orgId }]);
        await releasePublicName(tx, { kind: 'organization', name: current.slug, orgId });
      }
      const organization = await repo.updateOrganizationProfile(tx, orgId, input);
      if (!organization) throw new AppError('not_found');
      return organization;
    });
  } catch (error) {
    if (isOrgSlugConflict(error)) throw new AppError('slug_taken');
    throw error;
  }
}

export async function listInvitations(db: DbOrTx, orgId: string): Promise<InvitationView[]> {
  return (await repo.listPendingInvitations(db, orgId)).map(toInvitationView);
}

/**
 * Invites someone by email with a role: a single-use link valid INVITATION_TTL_DAYS
 * days, where they choose their name and password. Inviting the same address again
 * replaces the earlier link. A person has one account, so a registered address cannot
 * be invited.
 */
export async function inviteMember(
  ctx: AppContext,
  actor: MemberActor,
  input: InviteMemberInput,
  siteOrigin: string,
): Promise<InvitationView> {
  if (await repo.isEmailRegistered(ctx.db, input.email)) throw new AppError('already_member');
  const token = createToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const { id } = await repo.upsertInvitation(ctx.db, {
    orgId: actor.orgId,
    email: input.email,
    role: input.role,
    tokenHash: hashToken(token),
    invitedById: actor.userId,
    expiresAt,
  });
  const [invitation] = await repo.listPendingInvitations(ctx.db, actor.orgId, id);
  const organization = await repo.findOrganization(ctx.db, actor.orgId);
  if (!invitation || !organization) throw new AppError('not_found');
  const link = `${siteOrigin}/accept-invitation?token=${encodeURIComponent(token)}`;
  const inviter = invitation.invitedByName ?? 'A colleague';
  await ctx.mailer.send(
    {
      to: input.email,
      ...teamInvitationEmail({
        inviterName: inviter,
        orgName: organization.name,
        role: input.role,
        link,
      }),
      secretUntil: expiresAt,
    },
    { keepInOutbox: organization.isDemo },
  );
  return toInvitationView(invitation);
}

export async function revokeInvitation(db: DbOrTx, orgId: string, id: string): Promise<void> {
  if (!(await repo.deleteInvitation(db, orgId, id))) throw new AppError('invitation_not_found');
}

/** What the invitee may see before accepting; invalid, used and expired links say so. */
export async function getInvitationDetails(
  db: DbOrTx,
  token: string,
): Promise<InvitationDetailsView> {
  // The emailed link names the invitation by its token only, whichever organization's.
  const invitation = await acrossOrganizations('token lookup', () =>
    repo.findPendingInvitationByToken(db, hashToken(token)),
  );
  if (!invitation) throw new AppError('invitation_invalid');
  return { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * Uses the invitation of `token` once, in the caller's transaction (which creates the
 * member): the organization, address and role it was for.
 */
export async function consumeInvitation(tx: DbOrTx, token: string) {
  // The emailed link names the invitation by its token only, whichever organization's.
  const invitation = await acrossOrganizations('token lookup', () =>
    repo.consumeInvitation(tx, hashToken(token)),
  );
  if (!invitation) throw new AppError('invitation_invalid');
  return invitation;
}

/** Changes a member's role; the last admin stays one. */
export async function changeMemberRole(
  db: Db,
  orgId: string,
  memberId: string,
  role: MemberRole,
): Promise<MemberView> {
  return db.transaction(async (tx) => {
    await repo.lockOrganization(tx, orgId);
    const member = await repo.findMember(tx, orgId, memberId);
    if (!member) throw new AppError('member_not_found');
    if (member.role === 'ADMIN' && role !== 'ADMIN') await ensureAnotherAdmin(tx, orgId);
    const updated = await repo.updateMemberRole(tx, orgId, memberId, role);
    return toMemberView(updated!);
  });
}

/** Removes a member: their sessions end at once. The last admin cannot be removed. */
export async function removeMember(db: Db, orgId: string, memberId: string): Promise<void> {
  await db.transaction((tx) => removeMemberInTransaction(tx, orgId, memberId));
}

/**
 * Removes a member in the caller's transaction (a platform admin's deletion, audited
 * with it) and returns who it was; the last admin cannot be removed.
 */
export async function removeMemberInTransaction(tx: DbOrTx, orgId: string, memberId: string) {
  await repo.lockOrganization(tx, orgId);
  const member = await repo.findMember(tx, orgId, memberId);
  if (!member) throw new AppError('member_not_found');
  if (member.role === 'ADMIN') await ensureAnotherAdmin(tx, orgId);
  await repo.deleteMember(tx, orgId, memberId);
  return member;
}

async function ensureAnotherAdmin(tx: DbOrTx, orgId: string): Promise<void> {
  if ((await repo.countAdmins(tx, orgId)) <= 1) throw new AppError('last_admin');
}

// ---------------------------------------------------------------- platform admin

export type AdminOrganizationRow = repo.AdminOrganizationRow;

/** Organizations for the platform admin: every one, searched by name or slug. */
export function listAdminOrganizations(db: DbOrTx, query: PageQuery) {
  return acrossOrganizations('platform admin', () => repo.listAdminOrganizations(db, query));
}

export async function getAdminOrganization(db: DbOrTx, orgId: string) {
  const org = await repo.findAdminOrganization(db, orgId);
  if (!org) throw new AppError('organization_not_found');
  return org;
}

/** Every organization by name, for the admin console's selects. */
export function listOrganizationOptions(db: DbOrTx) {
  return acrossOrganizations('platform admin', () => repo.listOrganizationOptions(db));
}

/**
 * Locks the organization's row for the rest of the caller's transaction and reads
 * it: what must not change under a check (job post limit, balance) waits for it.
 */
export async function lockOrganizationForChange(tx: DbOrTx, orgId: string) {
  const org = await repo.lockOrganizationRow(tx, orgId);
  if (!org) throw new AppError('organization_not_found');
  return org;
}

export async function updateAccountManager(
  tx: DbOrTx,
  orgId: string,
  manager: { name: string; email: string; phone: string | null },
): Promise<void> {
  await repo.updateProvisioning(tx, orgId, {
    accountManagerName: manager.name,
    accountManagerEmail: manager.email,
    accountManagerPhone: manager.phone,
  });
}

export async function updateOrganizationFeatures(
  tx: DbOrTx,
  orgId: string,
  features: {
    jobPostLimit: number | null;
    isPayToRevealEnabled: boolean;
    isCsvImportEnabled: boolean;
  },
): Promise<void> {
  await repo.updateProvisioning(tx, orgId, features);
}
