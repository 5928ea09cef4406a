import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { UserView } from '../../../../shared/auth';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../../../../shared/rules';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { homePathOf } from './home-path';

/**
 * After sign-in or sign-up: cache the user from the response and go to their
 * home page, homePathOf (replace, so Back does not return to the form), after the spec's
 * short delay. Data cached for an earlier session is dropped first, so one
 * organization never sees another's cached lists on a shared computer.
 */
export function useEnterApp(): (user: UserView) => void {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (user: UserView) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
        queryClient.setQueryData(ME_QUERY_KEY, user);
        navigate(homePathOf(user), { replace: true });
      }, SIGN_IN_REDIRECT_DELAY_MS);
    },
    [queryClient, navigate],
  );
}
