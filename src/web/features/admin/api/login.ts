import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAuthResponse, AdminLoginInput } from '../../../../shared/admin';
import { adminPath, adminRequest } from './admin-request';
import { adminKeys } from './keys';

export function logInAdmin(input: AdminLoginInput): Promise<AdminAuthResponse> {
  return adminRequest<AdminAuthResponse>('POST', adminPath('auth'), input, {
    isSessionCall: true,
  });
}

/** The password console's sign-in; the session is asked for again once it is set. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'login'],
    mutationFn: logInAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.session() }),
  });
}
