import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicJobView } from '../../../../shared/public';
import { apiRequest } from '../../../lib/api-client';

export const publicJobQueryKey = (slug: string) => ['/api/v1/public/jobs', slug] as const;

export function fetchPublicJob(slug: string): Promise<PublicJobView> {
  return apiRequest<PublicJobView>('GET', `/api/v1/public/jobs/${encodeURIComponent(slug)}`);
}

export function publicJobQueryOptions(slug: string) {
  return queryOptions({ queryKey: publicJobQueryKey(slug), queryFn: () => fetchPublicJob(slug) });
}

export function usePublicJob(slug: string) {
  return useQuery(publicJobQueryOptions(slug));
}
