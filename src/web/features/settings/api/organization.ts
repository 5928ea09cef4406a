import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationSettingsView } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { ORGANIZATION_QUERY_KEY } from './organization-keys';

export function fetchOrganization(): Promise<OrganizationSettingsView> {
  return apiRequest<OrganizationSettingsView>('GET', '/api/v1/organization');
}

export function organizationQueryOptions() {
  return queryOptions({ queryKey: ORGANIZATION_QUERY_KEY, queryFn: fetchOrganization });
}

/** The signed-in user's organization and its members; a user without one has none to load. */
export function useOrganization(isEnabled: boolean) {
  return useQuery({ ...organizationQueryOptions(), enabled: isEnabled });
}
