import type { InterviewListQuery } from '../../../../shared/interviews';

/*
 * Query keys of the interviews feature, built from the API paths. Every list and
 * every single interview starts with INTERVIEWS_ROOT_KEY, so invalidating it
 * refreshes all of them.
 */
export const INTERVIEWS_ROOT_KEY = ['/api/v1/interviews'] as const;
export const INTERVIEWERS_QUERY_KEY = ['/api/v1/interviewers'] as const;

export const interviewsQueryKey = (query: InterviewListQuery) =>
  [...INTERVIEWS_ROOT_KEY, 'list', query] as const;

export const interviewQueryKey = (id: string) => [...INTERVIEWS_ROOT_KEY, 'one', id] as const;
