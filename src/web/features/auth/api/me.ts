import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthResponse, UserView } from '../../../../shared/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';

/** The signed-in user, or null when there is no session (a 401). */
export async function fetchMe(): Promise<UserView | null> {
  try {
    const response = await apiRequest<AuthResponse>('GET', '/api/v1/auth/me');
    return response.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    // Spec section 9: the session is fresh for 5 minutes and kept for 10.
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The user inside the signed-in shell, where the route guard has already checked it. */
export function useSignedInUser(): UserView | null {
  return useMe().data ?? null;
}
