import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AccountManagerInput,
  AdminOrganizationDetail,
  AdminOrganizationsPage,
  CreateOrganizationInput,
  OrganizationFeaturesInput,
  OrganizationOption,
  OrganizationOverview,
} from '../../../../shared/admin';
import type { OrganizationSyncResponse } from '../../../../shared/careers-board';
import { adminPath, adminRequest } from './admin-request';
import {
  adminPost,
  adminQuery,
  pagedAdminQuery,
  useAdminMutation,
  type PageParams,
} from './admin-query';
import { BOARD_SYNC_KEYS } from './careers-board-jobs';
import { adminKeys } from './keys';

export function useOrganizations(params: PageParams) {
  return useQuery(
    pagedAdminQuery<AdminOrganizationsPage>(adminKeys.organizationsPage(params), params, 'orgs'),
  );
}

/** Every organization by name, for the consoles' organization selects. */
export function useOrganizationOptions() {
  return useQuery({
    ...adminQuery<{ organizations: OrganizationOption[] }>(
      adminKeys.organizationOptions(),
      'organizations',
      'all',
    ),
    select: (response) => response.organizations,
  });
}

export function useOrganization(orgId: string) {
  return useQuery({
    ...adminQuery<{ organization: AdminOrganizationDetail }>(
      adminKeys.organization(orgId),
      'orgs',
      orgId,
    ),
    select: (response) => response.organization,
    enabled: orgId !== '',
  });
}

export function useOrganizationOverview(orgId: string) {
  return useQuery(
    adminQuery<OrganizationOverview>(
      adminKeys.organizationOverview(orgId),
      'orgs',
      orgId,
      'overview',
    ),
  );
}

export function useCreateOrganization() {
  return useAdminMutation({
    mutationFn: adminPost<CreateOrganizationInput, { organization: AdminOrganizationDetail }>(
      'orgs',
    ),
    invalidates: [adminKeys.organizations(), adminKeys.credits(), adminKeys.analytics()],
  });
}

/** PUT of one of an organization's settings; the answer is the organization as saved. */
function useUpdateOrganizationSetting<Input>(setting: 'account-manager' | 'features') {
  return useAdminMutation({
    mutationFn: async ({ orgId, input }: { orgId: string; input: Input }) => {
      const response = await adminRequest<{ organization: AdminOrganizationDetail }>(
        'PUT',
        adminPath('orgs', orgId, setting),
        input,
      );
      return response.organization;
    },
    onSuccess: (organization, queryClient: QueryClient) =>
      queryClient.setQueryData(adminKeys.organization(organization.id), { organization }),
  });
}

export function useUpdateAccountManager() {
  return useUpdateOrganizationSetting<AccountManagerInput>('account-manager');
}

export function useUpdateOrganizationFeatures() {
  return useUpdateOrganizationSetting<OrganizationFeaturesInput>('features');
}

/**
 * Sync to external platform: the organization's employer account on the careers
 * board (made if it has none) and every job it has there queued again (no body).
 */
export function useSyncOrganizationToBoard() {
  return useAdminMutation({
    mutationFn: (orgId: string) =>
      adminRequest<OrganizationSyncResponse>(
        'POST',
        adminPath('orgs', orgId, 'careers-board', 'sync'),
      ),
    invalidates: BOARD_SYNC_KEYS,
  });
}
