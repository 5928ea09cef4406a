import type { FastifyInstance } from 'fastify';
import {
  changeMemberRoleSchema,
  inviteMemberSchema,
  updateOrganizationSchema,
} from '../../../shared/team';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import { siteOrigin } from '../../http/site-origin';
import * as orgs from './orgs.service';
import { forgetOrganizationJobs } from '../public-jobs/public-jobs.service';

type IdParams = { Params: { id: string } };

/** The organization and its team (READING.md 6); changing them is for admins (5). */
export function orgsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/organization', async (request) => {
    const actor = requireMember(request);
    return orgs.getOrganizationSettings(ctx.db, actor.orgId);
  });

  app.patch('/api/v1/organization', async (request) => {
    const actor = requireMember(request, 'manageOrganization');
    const input = parseInput(updateOrganizationSchema, request.body);
    const organization = await orgs.updateOrganization(ctx.db, actor.orgId, input);
    // Its public job pages show its name, contact and retention in their privacy notice.
    await forgetOrganizationJobs(ctx, actor.orgId);
    return { organization };
  });

  app.patch<IdParams>('/api/v1/organization/members/:id', async (request) => {
    const actor = requireMember(request, 'manageOrganization');
    const memberId = parseId(request.params.id, 'member_not_found');
    const { role } = parseInput(changeMemberRoleSchema, request.body);
    return { member: await orgs.changeMemberRole(ctx.db, actor.orgId, memberId, role) };
  });

  app.delete<IdParams>('/api/v1/organization/members/:id', async (request, reply) => {
    const actor = requireMember(request, 'manageOrganization');
    const memberId = parseId(request.params.id, 'member_not_found');
    await orgs.removeMember(ctx.db, actor.orgId, memberId);
    return reply.status(204).send();
  });

  app.get('/api/v1/organization/invitations', async (request) => {
    const actor = requireMember(request, 'manageOrganization');
    return { invitations: await orgs.listInvitations(ctx.db, actor.orgId) };
  });

  app.post('/api/v1/organization/invitations', async (request, reply) => {
    const actor = requireMember(request, 'manageOrganization');
    const input = parseInput(inviteMemberSchema, request.body);
    const invitation = await orgs.inviteMember(ctx, actor, input, siteOrigin(ctx.config, request));
    return reply.status(201).send({ invitation });
  });

  app.delete<IdParams>('/api/v1/organization/invitations/:id', async (request, reply) => {
    const actor = requireMember(request, 'manageOrganization');
    const invitationId = parseId(request.params.id, 'invitation_not_found');
    await orgs.revokeInvitation(ctx.db, actor.orgId, invitationId);
    return reply.status(204).send();
  });
}
