import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../http/app-error';
import { nextFreeSlug, slugify } from '../../slug';
import { giveDefaultTemplates } from '../email/email-templates.service';
import { findTakenOrgSlugs, insertOrganization } from './orgs.repository';

/**
 * Creates an organization with a unique slug made from its name. Runs inside the
 * caller's transaction; a concurrent sign-up taking the same slug makes the
 * unique index fail, and the caller retries the whole transaction.
 */
export async function createOrganization(tx: DbOrTx, name: string) {
  const base = slugify(name) || 'organization';
  const slug = nextFreeSlug(base, await findTakenOrgSlugs(tx, base));
  const org = await insertOrganization(tx, { name, slug });
  await giveDefaultTemplates(tx, org.id);
  return org;
}

export function isOrgSlugConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'organizations_slug_key');
}
