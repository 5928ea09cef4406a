import type { DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { nextFreeSlug, slugify } from '../../slug';
import { giveDefaultTemplates } from '../email/email-templates.service';
import * as repo from './orgs.repository';

/**
 * Creates an organization with a unique slug made from its name. Runs inside the
 * caller's transaction; a concurrent sign-up taking the same slug makes the
 * unique index fail, and the caller retries the whole transaction.
 */
export async function createOrganization(tx: DbOrTx, name: string) {
  const base = slugify(name) || 'organization';
  const slug = nextFreeSlug(base, await repo.findTakenOrgSlugs(tx, base));
  const org = await repo.insertOrganization(tx, { name, slug });
  await giveDefaultTemplates(tx, org.id);
  return org;
}

export function isOrgSlugConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'organizations_slug_key');
}

/** The organization's name and time zone (days and weeks are counted in it). */
export async function getOrganization(db: DbOrTx, orgId: string) {
  const org = await repo.findOrganization(db, orgId);
  if (!org) throw new AppError('not_found');
  return org;
}

/** A demo organization's email stays in the outbox, and it is purged when it expires. */
export async function isDemoOrganization(db: DbOrTx, orgId: string): Promise<boolean> {
  return (await repo.findDemoExpiry(db, orgId)) !== null;
}

/** Members of the organization: all of them, or those of `ids` that belong to it. */
export function listMembers(db: DbOrTx, orgId: string, ids?: string[]) {
  if (ids && ids.length === 0) return Promise.resolve([]);
  return repo.listMembers(db, orgId, ids);
}
