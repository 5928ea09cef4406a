import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { storeChangedJob } from './job-cache';

export function closeJob(id: string): Promise<JobView> {
  return apiRequest<JobView>('POST', `/api/v1/jobs/${encodeURIComponent(id)}/close`);
}

export function useCloseJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeJob(id),
    onSuccess: (job) => storeChangedJob(queryClient, job),
  });
}
