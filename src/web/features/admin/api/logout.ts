import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSessionView } from '../../../../shared/admin';
import { adminPath, adminRequest } from './admin-request';
import { ADMIN_ROOT_KEY, adminKeys } from './keys';

export async function logOutAdmin(): Promise<void> {
  try {
    await adminRequest<null>('POST', adminPath('logout'), undefined, { isSessionCall: true });
  } catch {
    // Ended here whatever the server said: its session expires on its own.
  }
}

/** Ends the password console's session and forgets what it loaded. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'logout'],
    mutationFn: logOutAdmin,
    onSuccess: () => forgetAdminSession(queryClient),
  });
}

/** The console's data goes with its session; the Admin Access screen shows next. */
export function forgetAdminSession(queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.removeQueries({
    queryKey: ADMIN_ROOT_KEY,
    predicate: (query) => query.queryKey[1] !== 'console' && query.queryKey[1] !== 'session',
  });
  queryClient.setQueryData<AdminSessionView | null>(adminKeys.session(), null);
}
