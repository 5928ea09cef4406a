import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKey } from './keys';

export function fetchJob(id: string): Promise<JobView> {
  return apiRequest<JobView>('GET', `/api/v1/jobs/${encodeURIComponent(id)}`);
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobQueryKey(id), queryFn: () => fetchJob(id) });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
