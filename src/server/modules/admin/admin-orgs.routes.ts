import type { FastifyInstance } from 'fastify';
import {
  accountManagerSchema,
  createOrganizationSchema,
  organizationFeaturesSchema,
  pageQuerySchema,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import { PLATFORM } from './admin.routes';
import * as adminOrgs from './admin-orgs.service';

type OrgParams = { Params: { orgId: string } };

const orgIdOf = (params: { orgId: string }) => parseId(params.orgId, 'organization_not_found');

/** Organizations and their provisioning, for the platform admin (both consoles). */
export function adminOrgsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/orgs', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return adminOrgs.listOrganizations(ctx, parseInput(pageQuerySchema, request.query));
  });

  app.get('/api/v1/admin/organizations/all', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return adminOrgs.listAllOrganizations(ctx.db);
  });

  app.post('/api/v1/admin/orgs', PLATFORM, async (request, reply) => {
    const actor = requirePlatformActor(request);
    const input = parseInput(createOrganizationSchema, request.body);
    const organization = await adminOrgs.createOrganization(ctx, actor, input);
    return reply.status(201).send({ organization });
  });

  app.get<OrgParams>('/api/v1/admin/orgs/:orgId', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return { organization: await adminOrgs.getOrganization(ctx, orgIdOf(request.params)) };
  });

  app.get<OrgParams>('/api/v1/admin/orgs/:orgId/overview', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return adminOrgs.getOverview(ctx.db, orgIdOf(request.params));
  });

  app.put<OrgParams>('/api/v1/admin/orgs/:orgId/account-manager', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    const orgId = orgIdOf(request.params);
    const input = parseInput(accountManagerSchema, request.body);
    return { organization: await adminOrgs.assignAccountManager(ctx, actor, orgId, input) };
  });

  app.put<OrgParams>('/api/v1/admin/orgs/:orgId/features', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    const orgId = orgIdOf(request.params);
    const input = parseInput(organizationFeaturesSchema, request.body);
    return { organization: await adminOrgs.updateFeatures(ctx, actor, orgId, input) };
  });
}
