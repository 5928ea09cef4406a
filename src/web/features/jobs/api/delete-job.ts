import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../dashboard';
import { JOBS_ROOT_KEY, jobQueryKey } from './keys';

export function deleteJob(id: string): Promise<null> {
  return apiRequest<null>('DELETE', `/api/v1/jobs/${encodeURIComponent(id)}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: jobQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: JOBS_ROOT_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
