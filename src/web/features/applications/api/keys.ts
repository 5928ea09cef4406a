import type { CandidateSort } from '../../../../shared/applications';

/*
 * Query keys of the applications feature, built from the API paths. Every
 * detail key starts with APPLICATIONS_ROOT_KEY and every candidates page with
 * CANDIDATES_ROOT_KEY, so invalidating a root refreshes all of them.
 */
export const APPLICATIONS_ROOT_KEY = ['/api/v1/applications'] as const;
export const CANDIDATES_ROOT_KEY = ['/api/v1/candidates'] as const;

export const applicationQueryKey = (id: string) => [...APPLICATIONS_ROOT_KEY, id] as const;

/** The normalized search of one candidates page (see candidates.ts). */
export interface CandidatesQuery {
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  jobId?: string | undefined;
  /** 'newest' (the default) or 'match': best match with the job first. */
  sort?: CandidateSort | undefined;
}

export const candidatesQueryKey = (search: CandidatesQuery) =>
  [...CANDIDATES_ROOT_KEY, search] as const;

/** How many refunds the organization may still ask for: one answer per organization. */
export const REFUND_ALLOWANCE_QUERY_KEY = ['/api/v1/refunds/allowance'] as const;

/** The jobs feature's keys all start with this; its boards show applications. */
export const JOBS_ROOT_KEY = ['/api/v1/jobs'] as const;

/** Every cached answer that shows an application, for callers that changed one elsewhere. */
export const applicationsRootKeys = [APPLICATIONS_ROOT_KEY, CANDIDATES_ROOT_KEY, JOBS_ROOT_KEY];
