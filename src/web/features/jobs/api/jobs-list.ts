import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { JOBS_ROOT_KEY } from './keys';

/** All jobs of the organization; the list page filters them in the browser. */
export function fetchJobs(): Promise<JobView[]> {
  return apiRequest<JobView[]>('GET', '/api/v1/jobs');
}

export function jobsQueryOptions() {
  return queryOptions({ queryKey: JOBS_ROOT_KEY, queryFn: fetchJobs });
}

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
