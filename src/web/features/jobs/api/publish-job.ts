import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { storeChangedJob } from './job-cache';

export function publishJob(id: string): Promise<JobView> {
  return apiRequest<JobView>('POST', `/api/v1/jobs/${encodeURIComponent(id)}/publish`);
}

export function usePublishJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishJob(id),
    onSuccess: (job) => storeChangedJob(queryClient, job),
  });
}
