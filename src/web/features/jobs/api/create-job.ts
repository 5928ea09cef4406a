import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJobInput, JobView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { storeChangedJob } from './job-cache';

export function createJob(input: CreateJobInput): Promise<JobView> {
  return apiRequest<JobView>('POST', '/api/v1/jobs', input);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => storeChangedJob(queryClient, job),
  });
}
