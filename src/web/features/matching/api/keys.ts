import { ADMIN_ROOT_KEY } from '../../admin';

/**
 * Query keys of the matching calls, built from their paths. They sit under the
 * admin console's root key, so an ended console session forgets the matches (names,
 * emails) with everything else it loaded.
 */
export const matchingKeys = {
  all: () => [...ADMIN_ROOT_KEY, 'matching'] as const,
  candidates: (search: string) =>
    [...ADMIN_ROOT_KEY, 'matching', 'candidates', 'by-name', search] as const,
  semanticSearch: (query: string) =>
    [...ADMIN_ROOT_KEY, 'matching', 'candidates', 'semantic-search', query] as const,
  jobMatches: (jobId: string) =>
    [...ADMIN_ROOT_KEY, 'matching', 'jobs', jobId, 'candidates'] as const,
  autoMatch: (jobId: string) =>
    [...ADMIN_ROOT_KEY, 'matching', 'jobs', jobId, 'auto-match'] as const,
  score: (candidateId: string, jobId: string) =>
    [...ADMIN_ROOT_KEY, 'matching', 'score', candidateId, jobId] as const,
};

/** `/api/v1/matching` plus a path of encoded segments. */
export function matchingPath(...segments: string[]): string {
  return ['/api/v1/matching', ...segments.map(encodeURIComponent)].join('/');
}
