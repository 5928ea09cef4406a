import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { UserView } from '../../../../shared/auth';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEY } from './organization-keys';

/** Removes a member from the organization: their sessions end at once. */
export function removeMember(memberId: string): Promise<null> {
  return apiRequest<null>('DELETE', `/api/v1/organization/members/${encodeURIComponent(memberId)}`);
}

/**
 * Removing someone else refreshes the team. Removing oneself (possible while
 * another admin remains) ends one's own session too: the person is signed out
 * here at once, as by the sidebar's Sign Out, rather than by the next request's 401.
 */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, memberId) => {
      const me = queryClient.getQueryData<UserView | null>(ME_QUERY_KEY);
      if (me?.id !== memberId) {
        return queryClient.invalidateQueries({ queryKey: ORGANIZATION_QUERY_KEY });
      }
      queryClient.clear();
      queryClient.setQueryData<UserView | null>(ME_QUERY_KEY, null);
      navigate('/', { replace: true });
      toast({
        title: 'You left the organization',
        description: `You are no longer a member of ${me.organization?.name ?? 'your organization'} and have been signed out.`,
      });
      return undefined;
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.code === 'last_admin')) {
        void queryClient.invalidateQueries({ queryKey: ORGANIZATION_QUERY_KEY });
      }
    },
  });
}
