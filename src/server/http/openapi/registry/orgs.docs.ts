import {
  changeMemberRoleSchema,
  inviteMemberSchema,
  updateOrganizationSchema,
} from '../../../../shared/team';
import { docsOf } from '../route-doc';

const ORGANIZATION = {
  name: 'Organization',
  description: "The organization's settings, its members and invitations.",
};

export const orgsDocs = docsOf(ORGANIZATION, [
  {
    method: 'GET',
    path: '/api/v1/organization',
    operationId: 'getOrganization',
    summary: 'The organization, its settings and members',
    access: 'session',
    response: { description: 'The organization', type: 'OrganizationSettingsView' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/organization',
    operationId: 'updateOrganization',
    summary: "Change the organization's profile and data protection settings",
    access: 'session',
    capability: 'manageOrganization',
    body: updateOrganizationSchema,
    response: {
      description: 'The organization as changed',
      type: '{ organization: OrganizationProfileView }',
    },
    errors: ['slug_taken'],
  },
  {
    method: 'PATCH',
    path: '/api/v1/organization/members/:id',
    operationId: 'changeMemberRole',
    summary: "Change a member's role",
    access: 'session',
    capability: 'manageOrganization',
    body: changeMemberRoleSchema,
    response: { description: 'The member', type: '{ member: MemberView }' },
    errors: ['member_not_found', 'last_admin'],
  },
  {
    method: 'DELETE',
    path: '/api/v1/organization/members/:id',
    operationId: 'removeMember',
    summary: 'Remove a member from the organization',
    access: 'session',
    capability: 'manageOrganization',
    response: { status: 204, description: 'Removed' },
    errors: ['member_not_found', 'last_admin'],
  },
  {
    method: 'GET',
    path: '/api/v1/organization/invitations',
    operationId: 'listInvitations',
    summary: 'Invitations not accepted yet',
    access: 'session',
    capability: 'manageOrganization',
    response: { description: 'The invitations', type: '{ invitations: InvitationView[] }' },
  },
  {
    method: 'POST',
    path: '/api/v1/organization/invitations',
    operationId: 'inviteMember',
    summary: 'Invite someone to join, by email, in a role',
    access: 'session',
    capability: 'manageOrganization',
    body: inviteMemberSchema,
    response: {
      status: 201,
      description: 'The invitation',
      type: '{ invitation: InvitationView }',
    },
    errors: ['already_member'],
  },
  {
    method: 'DELETE',
    path: '/api/v1/organization/invitations/:id',
    operationId: 'revokeInvitation',
    summary: 'Revoke an invitation',
    access: 'session',
    capability: 'manageOrganization',
    response: { status: 204, description: 'Revoked' },
    errors: ['invitation_not_found'],
  },
]);
