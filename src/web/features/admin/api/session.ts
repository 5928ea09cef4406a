import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSessionView } from '../../../../shared/admin';
import { isApiError } from '../../../lib/api-client';
import { adminPath, adminRequest } from './admin-request';
import { adminKeys } from './keys';

/**
 * Who holds the admin session, or null without one: 401 (none, expired) and 403
 * (a signed-in organization member, who must use the password console) alike.
 */
export async function fetchAdminSession(): Promise<AdminSessionView | null> {
  try {
    return await adminRequest<AdminSessionView>('GET', adminPath('session'), undefined, {
      isSessionCall: true,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export function adminSessionQueryOptions() {
  return queryOptions({ queryKey: adminKeys.session(), queryFn: fetchAdminSession });
}

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
