import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RequestPasswordResetInput } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(input: RequestPasswordResetInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/v1/auth/request-password-reset', input);
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['auth', 'request-password-reset'],
    mutationFn: requestPasswordReset,
  });
}
