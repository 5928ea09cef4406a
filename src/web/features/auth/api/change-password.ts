import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordInput } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

/** Replaces the signed-in user's password; the answer comes with a new session cookie. */
export function changePassword(input: ChangePasswordInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/v1/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
