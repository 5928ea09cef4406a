import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationView, InviteMemberInput } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './organization-keys';

/** Invites an address, or sends it a fresh link (and role) that replaces its earlier one. */
export function inviteMember(input: InviteMemberInput): Promise<InvitationView> {
  return apiRequest<{ invitation: InvitationView }>(
    'POST',
    '/api/v1/organization/invitations',
    input,
  ).then((response) => response.invitation);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
