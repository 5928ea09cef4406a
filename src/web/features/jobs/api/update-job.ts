import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobView, UpdateJobInput } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { storeChangedJob } from './job-cache';

export function updateJob(id: string, input: UpdateJobInput): Promise<JobView> {
  return apiRequest<JobView>('PATCH', `/api/v1/jobs/${encodeURIComponent(id)}`, input);
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobInput) => updateJob(id, input),
    onSuccess: (job) => storeChangedJob(queryClient, job),
  });
}
