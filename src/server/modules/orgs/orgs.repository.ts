import { containsPattern } from '../../db/search';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compiledQuery, type Placeholders } from '../../db/compiled-query';
import { invitations, organizations, users } from '../../db/schema';
import type { MemberRole } from '../../../shared/team';
import type { PageQuery } from '../../../shared/admin';

export async function insertOrganization(
  db: DbOrTx,
  values: { name: string; slug: string; demoExpiresAt?: Date },
) {
  const [org] = await db.insert(organizations).values(values).returning();
  return org!;
}

export async function findOrganization(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      timezone: organizations.timezone,
      isDemo: sql<boolean>`${organizations.demoExpiresAt} is not null`,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org ?? null;
}

/**
 * Which of the organizations are demos, in one statement built once whatever their
 * number (decision 0046): every delivery batch asks it.
 */
const demoOrganizationIds = compiledQuery((db, p: Placeholders<{ orgIds: string[] }>) =>
  db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`${organizations.id} = any(${p.orgIds}::uuid[])`,
        isNotNull(organizations.demoExpiresAt),
      ),
    ),
);

export async function findDemoOrganizationIds(db: DbOrTx, orgIds: string[]): Promise<string[]> {
  const rows = await demoOrganizationIds(db, { orgIds });
  return rows.map((row) => row.id);
}

/** The organization's members (SUPERADMINs belong to none), by name. */
export async function listMembers(db: DbOrTx, orgId: string, ids?: string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.orgId, orgId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.name), asc(users.email));
}

const profileColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  dataProtectionContactName: organizations.dataProtectionContactName,
  dataProtectionContactEmail: organizations.dataProtectionContactEmail,
  applicationRetentionMonths: organizations.applicationRetentionMonths,
};

export async function findOrganizationProfile(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select(profileColumns)
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org ?? null;
}

export async function updateOrganizationProfile(
  db: DbOrTx,
  orgId: string,
  values: {
    name: string;
    slug: string;
    dataProtectionContactName?: string | null;
    dataProtectionContactEmail?: string | null;
    applicationRetentionMonths?: number;
  },
) {
  const [org] = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, orgId))
    .returning(profileColumns);
  return org ?? null;
}

/**
 * Holds the organization's row until the transaction ends: changes to its team are
 * serialized, so two admins demoting each other cannot leave it with none.
 */
export async function lockOrganization(tx: DbOrTx, orgId: string): Promise<void> {
  await tx.execute(sql`select 1 from organizations where id = ${orgId} for update`);
}

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export async function listMemberDetails(db: DbOrTx, orgId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .where(eq(users.orgId, orgId))
    .orderBy(asc(users.name), asc(users.email));
}

export async function findMember(db: DbOrTx, orgId: string, userId: string) {
  const [member] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
  return member ?? null;
}

export async function countAdmins(db: DbOrTx, orgId: string): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'ADMIN')));
  return row?.admins ?? 0;
}

export async function updateMemberRole(
  db: DbOrTx,
  orgId: string,
  userId: string,
  role: MemberRole,
) {
  const [member] = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)))
    .returning(memberColumns);
  return member ?? null;
}

/** Deleting the user ends their sessions (cascade); their past work keeps no name. */
export async function deleteMember(db: DbOrTx, orgId: string, userId: string): Promise<void> {
  await db.delete(users).where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

export async function isEmailRegistered(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/** A new invitation, or a fresh link and role for the address's earlier one. */
export async function upsertInvitation(
  db: DbOrTx,
  values: {
    orgId: string;
    email: string;
    role: MemberRole;
    tokenHash: string;
    invitedById: string;
    expiresAt: Date;
  },
) {
  const [invitation] = await db
    .insert(invitations)
    .values(values)
    .onConflictDoUpdate({
      target: [invitations.orgId, invitations.email],
      set: {
        role: values.role,
        tokenHash: values.tokenHash,
        invitedById: values.invitedById,
        expiresAt: values.expiresAt,
        acceptedAt: null,
        createdAt: sql`now()`,
      },
    })
    .returning({ id: invitations.id });
  return invitation!;
}

const pendingInvitation = and(
  isNull(invitations.acceptedAt),
  gt(invitations.expiresAt, sql`now()`),
);

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  invitedByName: users.name,
};

export async function listPendingInvitations(db: DbOrTx, orgId: string, id?: string) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(
      and(eq(invitations.orgId, orgId), pendingInvitation, id ? eq(invitations.id, id) : undefined),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.email));
}

export async function deleteInvitation(db: DbOrTx, orgId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(
      and(eq(invitations.orgId, orgId), eq(invitations.id, id), isNull(invitations.acceptedAt)),
    )
    .returning({ id: invitations.id });
  return deleted.length > 0;
}

/** A pending invitation by its link's token, with what the invitee may see of it. */
export async function findPendingInvitationByToken(db: DbOrTx, tokenHash: string) {
  const [invitation] = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      organizationName: organizations.name,
      invitedByName: users.name,
    })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(and(eq(invitations.tokenHash, tokenHash), pendingInvitation));
  return invitation ?? null;
}

/** Uses the invitation once: only the first of two concurrent accepts gets a row. */
export async function consumeInvitation(db: DbOrTx, tokenHash: string) {
  const [invitation] = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(invitations.tokenHash, tokenHash), pendingInvitation))
    .returning({ orgId: invitations.orgId, email: invitations.email, role: invitations.role });
  return invitation ?? null;
}

// ---------------------------------------------------------------- platform admin

// Explicit qualifiers: Drizzle drops table names from single-table selects.
const memberCount = sql<number>`(
  select count(*)::int from users u where u.org_id = "organizations"."id"
)`.mapWith(Number);
const jobCount = sql<number>`(
  select count(*)::int from jobs j where j.org_id = "organizations"."id"
)`.mapWith(Number);

/** What the platform admin sees of an organization, provisioning included. */
const adminColumns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  createdAt: organizations.createdAt,
  isDemo: sql<boolean>`${organizations.demoExpiresAt} is not null`,
  creditBalance: organizations.creditBalance,
  memberCount,
  jobCount,
  jobPostLimit: organizations.jobPostLimit,
  isPayToRevealEnabled: organizations.isPayToRevealEnabled,
  isCsvImportEnabled: organizations.isCsvImportEnabled,
  accountManagerName: organizations.accountManagerName,
  accountManagerEmail: organizations.accountManagerEmail,
  accountManagerPhone: organizations.accountManagerPhone,
  boardEmployerId: organizations.boardEmployerId,
  isBoardEmployerVerified: organizations.isBoardEmployerVerified,
};

export type AdminOrganizationRow = NonNullable<Awaited<ReturnType<typeof findAdminOrganization>>>;

/** Every organization whose name or slug contains `q`, newest first, one page. */
export async function listAdminOrganizations(db: DbOrTx, query: PageQuery) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(organizations)
      .where(where)
      .orderBy(desc(organizations.createdAt), desc(organizations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(organizations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminOrganization(db: DbOrTx, orgId: string) {
  const [row] = await db
    .select(adminColumns)
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row ?? null;
}

export async function listOrganizationOptions(db: DbOrTx) {
  return db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
    .from(organizations)
    .orderBy(asc(organizations.name), asc(organizations.slug));
}

export async function updateProvisioning(
  db: DbOrTx,
  orgId: string,
  values: Partial<
    Pick<
      typeof organizations.$inferInsert,
      | 'accountManagerName'
      | 'accountManagerEmail'
      | 'accountManagerPhone'
      | 'jobPostLimit'
      | 'isPayToRevealEnabled'
      | 'isCsvImportEnabled'
    >
  >,
) {
  await db.update(organizations).set(values).where(eq(organizations.id, orgId));
}

/**
 * Holds the organization's row until the transaction ends, and reads it. NO KEY
 * UPDATE: what it serializes (limits, admins, balances) are plain columns, so rows
 * that merely reference the organization (their foreign key checks take KEY SHARE)
 * are not held up.
 */
export async function lockOrganizationRow(tx: DbOrTx, orgId: string) {
  const [row] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      isDemo: sql<boolean>`${organizations.demoExpiresAt} is not null`,
      jobPostLimit: organizations.jobPostLimit,
    })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .for('no key update');
  return row ?? null;
}
