import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '../../../../shared/auth';
import type { AcceptInvitationInput } from '../../../../shared/team';
import { apiRequest } from '../../../lib/api-client';

/** Creates the invitee's account in the organization and signs them in, as sign-up does. */
export function acceptInvitation(input: AcceptInvitationInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/v1/invitation/accept', input);
}

export function useAcceptInvitation() {
  return useMutation({ mutationKey: ['auth', 'accept-invitation'], mutationFn: acceptInvitation });
}
