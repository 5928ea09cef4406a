import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { publicNames } from './schema';

/** What a public name names (decision 0040). */
export type PublicNameKind = (typeof publicNames.kind.enumValues)[number];

/** The constraint a second claim of a name breaks. */
export const PUBLIC_NAME_TAKEN = 'public_names_pkey';

/**
 * Claims names for an organization, in the caller's transaction: a name another
 * claim holds breaks `PUBLIC_NAME_TAKEN` (the caller picks another or refuses).
 */
export async function claimPublicNames(
  db: DbOrTx,
  claims: { kind: PublicNameKind; name: string; orgId: string; jobId?: string }[],
): Promise<void> {
  if (claims.length === 0) return;
  await db.insert(publicNames).values(claims);
}

/** The names of a kind taken among `base` and its numbered variants (`base-2`, ...). */
export async function findTakenPublicNames(
  db: DbOrTx,
  kind: PublicNameKind,
  base: string,
): Promise<string[]> {
  const rows = await db
    .select({ name: publicNames.name })
    .from(publicNames)
    .where(
      and(
        eq(publicNames.kind, kind),
        or(eq(publicNames.name, base), like(publicNames.name, `${base}-%`)),
      ),
    );
  return rows.map((row) => row.name);
}

/** The job a public slug names, with its organization: its page is then read on its own shard. */
export async function findJobByPublicSlug(
  db: DbOrTx,
  slug: string,
): Promise<{ orgId: string; jobId: string } | undefined> {
  const [row] = await db
    .select({ orgId: publicNames.orgId, jobId: publicNames.jobId })
    .from(publicNames)
    .where(and(eq(publicNames.kind, 'job'), eq(publicNames.name, slug)));
  return row?.jobId ? { orgId: row.orgId, jobId: row.jobId } : undefined;
}

/** Gives up a name an organization holds (a careers-board employer it no longer has). */
export async function releasePublicName(
  db: DbOrTx,
  claim: { kind: PublicNameKind; name: string; orgId: string },
): Promise<void> {
  await db
    .delete(publicNames)
    .where(
      and(
        eq(publicNames.kind, claim.kind),
        eq(publicNames.name, claim.name),
        eq(publicNames.orgId, claim.orgId),
      ),
    );
}

/**
 * Gives up every name of organizations being deleted. Their rows would go with them
 * (ON DELETE CASCADE) on one server; on Citus this platform table cannot reference
 * organization-owned rows, so the deletion says it.
 */
export async function releaseOrganizationNames(db: DbOrTx, orgIds: string[]): Promise<void> {
  if (orgIds.length === 0) return;
  await db.delete(publicNames).where(inArray(publicNames.orgId, orgIds));
}
