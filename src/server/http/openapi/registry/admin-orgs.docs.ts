import {
  accountManagerSchema,
  createOrganizationSchema,
  createUserSchema,
  organizationFeaturesSchema,
  pageQuerySchema,
} from '../../../../shared/admin';
import { docsOf, type RouteDoc } from '../route-doc';

const ADMIN_ORGANIZATIONS = {
  name: 'Admin: organizations and users',
  description: 'Every organization and user of the platform, and their provisioning.',
};

const listUsers = {
  access: 'platform',
  query: pageQuerySchema,
  response: { description: 'A page of users', type: 'AdminUsersPage' },
} satisfies Partial<RouteDoc>;

export const adminOrgsDocs = docsOf(ADMIN_ORGANIZATIONS, [
  {
    method: 'GET',
    path: '/api/v1/admin/orgs',
    operationId: 'listOrganizations',
    summary: 'Organizations, a page at a time',
    access: 'platform',
    query: pageQuerySchema,
    response: { description: 'A page of organizations', type: 'AdminOrganizationsPage' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/organizations/all',
    operationId: 'listAllOrganizations',
    summary: "Every organization's id and name (for pickers)",
    access: 'platform',
    response: { description: 'The organizations', type: '{ organizations: OrganizationOption[] }' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/orgs',
    operationId: 'createOrganizationAsAdmin',
    summary: 'Create an organization',
    access: 'platform',
    body: createOrganizationSchema,
    response: {
      status: 201,
      description: 'The organization',
      type: '{ organization: AdminOrganizationDetail }',
    },
    errors: ['slug_taken'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/orgs/:orgId',
    operationId: 'getOrganizationAsAdmin',
    summary: 'An organization and its provisioning',
    access: 'platform',
    response: {
      description: 'The organization',
      type: '{ organization: AdminOrganizationDetail }',
    },
    errors: ['organization_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/orgs/:orgId/overview',
    operationId: 'getOrganizationOverview',
    summary: "An organization's figures",
    access: 'platform',
    response: { description: 'The figures', type: 'OrganizationOverview' },
    errors: ['organization_not_found'],
  },
  {
    method: 'PUT',
    path: '/api/v1/admin/orgs/:orgId/account-manager',
    operationId: 'assignAccountManager',
    summary: "Set an organization's account manager",
    access: 'platform',
    body: accountManagerSchema,
    response: {
      description: 'The organization',
      type: '{ organization: AdminOrganizationDetail }',
    },
    errors: ['organization_not_found'],
  },
  {
    method: 'PUT',
    path: '/api/v1/admin/orgs/:orgId/features',
    operationId: 'updateOrganizationFeatures',
    summary: "Set an organization's features and limits",
    access: 'platform',
    body: organizationFeaturesSchema,
    response: {
      description: 'The organization',
      type: '{ organization: AdminOrganizationDetail }',
    },
    errors: ['organization_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/users',
    operationId: 'listUsers',
    summary: 'Users of the platform, a page at a time',
    ...listUsers,
  },
  {
    method: 'GET',
    path: '/api/v1/admin/users/all',
    operationId: 'listAllUsers',
    summary: 'Users of the platform (the same page as /api/v1/admin/users)',
    ...listUsers,
  },
  {
    method: 'POST',
    path: '/api/v1/admin/users',
    operationId: 'createUser',
    summary: 'Create a user with a temporary password',
    description: 'The answer carries the temporary password, so it is never cached.',
    access: 'platform',
    body: createUserSchema,
    response: { status: 201, description: 'The user', type: 'CreateUserResponse' },
    errors: ['email_taken', 'superadmin_protected', 'organization_not_found'],
  },
  {
    method: 'DELETE',
    path: '/api/v1/admin/users/:id',
    operationId: 'deleteUser',
    summary: "Delete a user's account",
    access: 'platform',
    response: { description: 'Deleted', type: 'MessageResponse' },
    errors: ['user_not_found', 'superadmin_protected', 'cannot_delete_self', 'last_admin'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/users/:id/reset-password',
    operationId: 'resetUserPassword',
    summary: 'Give a user a new temporary password',
    access: 'platform',
    response: { description: 'The temporary password', type: 'ResetUserPasswordResponse' },
    errors: ['user_not_found', 'superadmin_protected'],
  },
]);
