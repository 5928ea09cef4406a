import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationView } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './organization-keys';

export function fetchInvitations(): Promise<InvitationView[]> {
  return apiRequest<{ invitations: InvitationView[] }>(
    'GET',
    '/api/v1/organization/invitations',
  ).then((response) => response.invitations);
}

export function invitationsQueryOptions() {
  return queryOptions({ queryKey: INVITATIONS_QUERY_KEY, queryFn: fetchInvitations });
}

/** The pending invitations, which only admins may see. */
export function useInvitations(isEnabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(), enabled: isEnabled });
}
