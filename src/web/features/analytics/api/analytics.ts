import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, AnalyticsView } from '../../../../shared/analytics';
import { apiRequest } from '../../../lib/api-client';

export const ANALYTICS_ROOT_KEY = ['/api/v1/analytics'] as const;

export function fetchAnalytics(period: AnalyticsPeriod): Promise<AnalyticsView> {
  return apiRequest<AnalyticsView>('GET', `/api/v1/analytics?period=${encodeURIComponent(period)}`);
}

export function analyticsQueryOptions(period: AnalyticsPeriod, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: [...ANALYTICS_ROOT_KEY, period],
    queryFn: () => fetchAnalytics(period),
    // Keep the last figures on screen while another period loads.
    placeholderData: keepPreviousData,
    // Applications and credits move while the page is open elsewhere: refresh on return.
    staleTime: 30_000,
  });
}

export function useAnalytics(period: AnalyticsPeriod, enabled = true) {
  return useQuery(analyticsQueryOptions(period, enabled));
}
