import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, SignInInput } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

export function signIn(input: SignInInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/v1/auth/login', input);
}

export function useSignIn() {
  return useMutation({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });
}
