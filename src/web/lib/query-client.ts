import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { UserView } from '../../shared/auth';
import { isApiError } from './api-client';

/** The session is cached under the path of the me call (spec section 4). */
export const ME_QUERY_KEY = ['/api/v1/auth/me'] as const;

function isSessionLost(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'unauthenticated';
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 from any call means the session ended (expired, signed out in
    // another tab): forget the user so the route guards send them to sign in.
    queryCache: new QueryCache({
      onError: (error) => {
        if (isSessionLost(error)) client.setQueryData<UserView | null>(ME_QUERY_KEY, null);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionLost(error)) client.setQueryData<UserView | null>(ME_QUERY_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
