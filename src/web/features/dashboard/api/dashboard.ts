import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardView } from '../../../../shared/dashboard';
import { apiRequest } from '../../../lib/api-client';

export const DASHBOARD_QUERY_KEY = ['/api/v1/dashboard'] as const;

export function fetchDashboard(): Promise<DashboardView> {
  return apiRequest<DashboardView>('GET', '/api/v1/dashboard');
}

export function dashboardQueryOptions() {
  // Activity changes while the person works elsewhere: refresh when they come back.
  return queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: fetchDashboard,
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
