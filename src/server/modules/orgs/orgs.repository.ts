import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from '../../db/schema';

export async function findTakenOrgSlugs(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

export async function insertOrganization(db: DbOrTx, values: { name: string; slug: string }) {
  const [org] = await db.insert(organizations).values(values).returning();
  return org!;
}

export async function findOrganization(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, timezone: organizations.timezone })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org ?? null;
}

export async function findDemoExpiry(db: DbOrTx, orgId: string): Promise<Date | null> {
  const [org] = await db
    .select({ demoExpiresAt: organizations.demoExpiresAt })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.demoExpiresAt ?? null;
}

/** The organization's members (SUPERADMINs belong to none), by name. */
export async function listMembers(db: DbOrTx, orgId: string, ids?: string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.orgId, orgId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.name), asc(users.email));
}
