import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsView } from '../../../../shared/credits';
import { apiRequest } from '../../../lib/api-client';

export const CREDITS_QUERY_KEY = ['/api/v1/credits'] as const;

export function fetchCredits(): Promise<CreditsView> {
  return apiRequest<CreditsView>('GET', '/api/v1/credits');
}

export function creditsQueryOptions() {
  return queryOptions({ queryKey: CREDITS_QUERY_KEY, queryFn: fetchCredits });
}

export function useCredits() {
  return useQuery(creditsQueryOptions());
}
