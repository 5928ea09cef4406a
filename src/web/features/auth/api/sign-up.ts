import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignUpInput } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function signUp(input: SignUpInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/v1/auth/signup', input);
}

export function useSignUp() {
  return useMutation({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });
}
