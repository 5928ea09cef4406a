import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './organization-keys';

export function revokeInvitation(id: string): Promise<null> {
  return apiRequest<null>('DELETE', `/api/v1/organization/invitations/${encodeURIComponent(id)}`);
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
    onError: (error) => {
      // Accepted or revoked meanwhile: the list is out of date.
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
      }
    },
  });
}
