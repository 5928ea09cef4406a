import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

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
