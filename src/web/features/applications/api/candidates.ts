import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatesPageView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { candidatesQueryKey, type CandidatesQuery } from './keys';

/** Drops blank and default parts, so equal searches share one cache entry and one URL. */
export function normalizeCandidatesQuery(search: CandidatesQuery): CandidatesQuery {
  const normalized: CandidatesQuery = {};
  const q = search.q?.trim();
  if (q) normalized.q = q;
  if (search.page && search.page > 1) normalized.page = search.page;
  if (search.pageSize) normalized.pageSize = search.pageSize;
  if (search.jobId) normalized.jobId = search.jobId;
  if (search.sort && search.sort !== 'newest') normalized.sort = search.sort;
  return normalized;
}

export function candidatesPath(search: CandidatesQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(normalizeCandidatesQuery(search))) {
    if (value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `/api/v1/candidates?${query}` : '/api/v1/candidates';
}

/** One page of the organization's applications matching the search, with the org's totals. */
export function fetchCandidates(search: CandidatesQuery = {}): Promise<CandidatesPageView> {
  return apiRequest<CandidatesPageView>('GET', candidatesPath(search));
}

export function candidatesQueryOptions(search: CandidatesQuery = {}) {
  const normalized = normalizeCandidatesQuery(search);
  return queryOptions({
    queryKey: candidatesQueryKey(normalized),
    queryFn: () => fetchCandidates(normalized),
    // Keep showing the last page while the next search or page loads.
    placeholderData: keepPreviousData,
    // Candidates apply while the page is open elsewhere: refresh on return.
    staleTime: 30_000,
  });
}

export function useCandidates(search: CandidatesQuery = {}) {
  return useQuery(candidatesQueryOptions(search));
}
