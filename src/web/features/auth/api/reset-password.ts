import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/v1/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
