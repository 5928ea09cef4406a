import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrganizationProfileView,
  OrganizationSettingsView,
  UpdateOrganizationInput,
} from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEY } from './organization-keys';

export function updateOrganization(
  input: UpdateOrganizationInput,
): Promise<{ organization: OrganizationProfileView }> {
  return apiRequest<{ organization: OrganizationProfileView }>(
    'PATCH',
    '/api/v1/organization',
    input,
  );
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: ({ organization }) => {
      // The form shows the saved values at once, not the old ones until the refetch.
      queryClient.setQueryData<OrganizationSettingsView>(ORGANIZATION_QUERY_KEY, (current) =>
        current ? { ...current, organization } : current,
      );
      // The signed-in user carries the organization's name (template previews, emails).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ORGANIZATION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]);
    },
  });
}
