import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationDetailsView } from '../../../../shared/team';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** What an invitation link offers, or null when the link is invalid, expired or used. */
export async function fetchInvitation(token: string): Promise<InvitationDetailsView | null> {
  try {
    const response = await apiRequest<{ invitation: InvitationDetailsView }>(
      'GET',
      `/api/v1/invitation?token=${encodeURIComponent(token)}`,
    );
    return response.invitation;
  } catch (error) {
    if (isApiError(error) && error.code === 'invitation_invalid') return null;
    throw error;
  }
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['/api/v1/invitation', token] as const,
    queryFn: () => fetchInvitation(token),
  });
}

/** The invitation of the link; an empty token (a cut-off link) is not asked about. */
export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
