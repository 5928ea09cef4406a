import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { DemoAccountResponse, DemoCredentials, UserView } from '../../../../shared/auth';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { toastFailure } from '../../../lib/toast-failure';

/** Where the browser keeps how to sign in to the demo again (spec section 3). */
export const DEMO_CREDENTIALS_STORAGE_KEY = 'demo_credentials';

export function createDemoAccount(): Promise<DemoAccountResponse> {
  return apiRequest<DemoAccountResponse>('POST', '/api/v1/demo/create-account');
}

function saveDemoCredentials(credentials: DemoCredentials): void {
  try {
    localStorage.setItem(DEMO_CREDENTIALS_STORAGE_KEY, JSON.stringify(credentials));
  } catch {
    // Storage refused (private mode, full): the visitor is signed in all the same.
  }
}

/**
 * Creates a demo account and enters it: the session is the demo Admin's (the
 * server set its cookie), cached from the response like sign-in's, with whatever
 * an earlier session cached dropped first; then the dashboard, and the spec's toast.
 */
export function useCreateDemoAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationKey: ['demo', 'create-account'],
    mutationFn: createDemoAccount,
    onSuccess: ({ user, credentials }) => {
      saveDemoCredentials(credentials);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData<UserView | null>(ME_QUERY_KEY, user);
      navigate('/dashboard', { replace: true });
      toast({
        title: 'Demo Account Created! 🎉',
        description: `Welcome to your demo! You're now logged in as ${user.name}`,
      });
    },
    onError: (error) => {
      toastFailure(
        error,
        'Demo Creation Failed',
        'Failed to create demo account. Please try again.',
      );
    },
  });
}
