import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { UserView } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { toast } from '../../../components/ui/use-toast';

export async function signOut(): Promise<void> {
  try {
    await apiRequest<null>('POST', '/api/v1/auth/logout');
  } catch {
    // Spec section 4: a failed logout still signs the person out here; the
    // session cookie expires on its own.
  }
}

/** Sidebar sign-out: forget everything cached, go home, say so. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationKey: ['auth', 'sign-out'],
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.clear();
      // Set before navigating so the landing page's guard sees "signed out"
      // at once instead of asking the server again.
      queryClient.setQueryData<UserView | null>(ME_QUERY_KEY, null);
      navigate('/');
      toast({ title: 'Signed out', description: 'You have been signed out.' });
    },
  });
}
