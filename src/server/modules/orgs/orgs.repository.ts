import { and, eq, like, or } from 'drizzle-orm';
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
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return org;
}

export async function findMember(db: DbOrTx, orgId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
  return user;
}
