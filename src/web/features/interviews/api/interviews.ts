import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InterviewListQuery,
  InterviewListResponse,
  InterviewView,
} from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { interviewQueryKey, interviewsQueryKey } from './keys';

/** Drops blank parts, so equal searches share one cache entry. */
export function normalizeInterviewsQuery(query: InterviewListQuery): InterviewListQuery {
  const normalized: InterviewListQuery = {};
  const q = query.q?.trim();
  if (q) normalized.q = q;
  if (query.status) normalized.status = query.status;
  if (query.from) normalized.from = query.from;
  if (query.to) normalized.to = query.to;
  if (query.applicationId) normalized.applicationId = query.applicationId;
  return normalized;
}

export function interviewsPath(query: InterviewListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(normalizeInterviewsQuery(query))) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `/api/v1/interviews?${search}` : '/api/v1/interviews';
}

/** The organization's interviews matching the filters, earliest first (an interviewer's own only). */
export function fetchInterviews(query: InterviewListQuery = {}): Promise<InterviewListResponse> {
  return apiRequest<InterviewListResponse>('GET', interviewsPath(query));
}

export function interviewsQueryOptions(query: InterviewListQuery = {}) {
  const normalized = normalizeInterviewsQuery(query);
  return queryOptions({
    queryKey: interviewsQueryKey(normalized),
    queryFn: () => fetchInterviews(normalized),
    // Keep showing the last list while the next filter loads.
    placeholderData: keepPreviousData,
    // Colleagues schedule while the page is open elsewhere: refresh on return.
    staleTime: 30_000,
  });
}

export function useInterviews(query: InterviewListQuery = {}) {
  return useQuery(interviewsQueryOptions(query));
}

export function fetchInterview(id: string): Promise<InterviewView> {
  return apiRequest<{ interview: InterviewView }>(
    'GET',
    `/api/v1/interviews/${encodeURIComponent(id)}`,
  ).then((response) => response.interview);
}

/** One interview with its interviewers and notes (the reschedule form starts from it). */
export function useInterview(id: string | null, enabled = true) {
  return useQuery({
    queryKey: interviewQueryKey(id ?? ''),
    queryFn: () => fetchInterview(id ?? ''),
    enabled: enabled && Boolean(id),
    staleTime: 0,
  });
}
