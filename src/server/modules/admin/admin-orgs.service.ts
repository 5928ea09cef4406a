import type {
  AccountManagerInput,
  AdminOrganizationDetail,
  AdminOrganizationsPage,
  CreateOrganizationInput,
  OrganizationFeaturesInput,
  OrganizationFeaturesView,
  OrganizationOption,
  OrganizationOverview,
  PageQuery,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PlatformActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { getOrganizationOverview } from '../analytics/analytics.service';
import {
  createOrganizationWithSlug,
  getAdminOrganization,
  isOrgSlugConflict,
  listAdminOrganizations,
  listOrganizationOptions,
  lockOrganizationForChange,
  updateAccountManager,
  updateOrganizationFeatures,
} from '../orgs/orgs.service';
import { countBoardJobs, type BoardJobCountsByOrg } from '../careers/careers-admin.service';
import { recordAudit } from './audit.service';
import { toAdminOrganizationDetail, toAdminOrganizationView } from './admin-orgs.views';

export async function listOrganizations(
  ctx: AppContext,
  query: PageQuery,
): Promise<AdminOrganizationsPage> {
  const { rows, total } = await listAdminOrganizations(ctx.db, query);
  const counts = await countBoardJobs(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    organizations: rows.map((row) => toAdminOrganizationView(row, boardCountsOf(counts, row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listAllOrganizations(
  db: DbOrTx,
): Promise<{ organizations: OrganizationOption[] }> {
  return { organizations: await listOrganizationOptions(db) };
}

export async function getOrganization(
  ctx: AppContext,
  orgId: string,
): Promise<AdminOrganizationDetail> {
  const row = await getAdminOrganization(ctx.db, orgId);
  const counts = await countBoardJobs(ctx, [row.id]);
  return toAdminOrganizationDetail(row, boardCountsOf(counts, row.id));
}

/** The manage page's cards: jobs, applications, interviews and balance. */
export function getOverview(db: DbOrTx, orgId: string): Promise<OrganizationOverview> {
  return getOrganizationOverview(db, orgId);
}

/** A new organization with the slug the admin chose (and the default email templates). */
export async function createOrganization(
  ctx: AppContext,
  actor: PlatformActor,
  input: CreateOrganizationInput,
): Promise<AdminOrganizationDetail> {
  try {
    const org = await ctx.db.transaction(async (tx) => {
      const created = await createOrganizationWithSlug(tx, input);
      await recordAudit(tx, actor, {
        action: 'organization_created',
        summary: `Created organization ${created.name} (${created.slug})`,
        org: created,
        target: { type: 'organization', id: created.id },
      });
      return created;
    });
    return getOrganization(ctx, org.id);
  } catch (error) {
    if (isOrgSlugConflict(error)) throw new AppError('slug_taken');
    throw error;
  }
}

/** Who looks after the organization at Shortlist, shown on its manage page. */
export async function assignAccountManager(
  ctx: AppContext,
  actor: PlatformActor,
  orgId: string,
  input: AccountManagerInput,
): Promise<AdminOrganizationDetail> {
  await ctx.db.transaction(async (tx) => {
    const org = await lockOrganizationForChange(tx, orgId);
    const before = toAdminOrganizationDetail(
      await getAdminOrganization(tx, orgId),
      null,
    ).accountManager;
    await updateAccountManager(tx, orgId, input);
    await recordAudit(tx, actor, {
      action: 'account_manager_assigned',
      summary: `Assigned ${input.name} <${input.email}> as account manager of ${org.name}`,
      org,
      target: { type: 'organization', id: org.id },
      details: { before, after: input },
    });
  });
  return getOrganization(ctx, orgId);
}

function describeFeatures(features: OrganizationFeaturesView): string {
  const limit =
    features.jobPostLimit === null
      ? 'no job post limit'
      : `job post limit ${features.jobPostLimit}`;
  const onOff = (isOn: boolean) => (isOn ? 'on' : 'off');
  return `${limit}, pay-to-reveal ${onOff(features.isPayToRevealEnabled)}, CSV import ${onOff(features.isCsvImportEnabled)}`;
}

/** The job post limit (enforced by jobs), pay-to-reveal and CSV import switches. */
export async function updateFeatures(
  ctx: AppContext,
  actor: PlatformActor,
  orgId: string,
  input: OrganizationFeaturesInput,
): Promise<AdminOrganizationDetail> {
  await ctx.db.transaction(async (tx) => {
    const org = await lockOrganizationForChange(tx, orgId);
    const before = toAdminOrganizationDetail(await getAdminOrganization(tx, orgId), null).features;
    await updateOrganizationFeatures(tx, orgId, input);
    await recordAudit(tx, actor, {
      action: 'features_updated',
      summary: `Updated the features of ${org.name}: ${describeFeatures(input)}`,
      org,
      target: { type: 'organization', id: org.id },
      details: { before, after: input },
    });
  });
  return getOrganization(ctx, orgId);
}

function boardCountsOf(counts: BoardJobCountsByOrg | null, orgId: string) {
  return counts ? (counts.get(orgId) ?? { synced: 0, pending: 0, failed: 0 }) : null;
}
