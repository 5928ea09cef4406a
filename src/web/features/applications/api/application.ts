import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetailView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { applicationQueryKey } from './keys';

export function fetchApplication(id: string): Promise<ApplicationDetailView> {
  return apiRequest<ApplicationDetailView>('GET', `/api/v1/applications/${encodeURIComponent(id)}`);
}

export function applicationQueryOptions(id: string) {
  return queryOptions({ queryKey: applicationQueryKey(id), queryFn: () => fetchApplication(id) });
}

export function useApplication(id: string, enabled = true) {
  return useQuery({ ...applicationQueryOptions(id), enabled });
}
