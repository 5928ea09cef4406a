import { useQuery } from '@tanstack/react-query';
import type { AutoMatchResponse } from '../../../../shared/matching';
import { adminRequest } from '../../admin';
import { matchingKeys, matchingPath } from './keys';

/**
 * POST /matching/jobs/{jobId}/auto-match ('' asks nothing). A POST that changes
 * nothing (it recommends, the team acts), so it is read as a query: cached, and asked
 * again when a candidate is added.
 */
export function useAutoMatch(jobId: string) {
  return useQuery({
    queryKey: matchingKeys.autoMatch(jobId),
    queryFn: () =>
      adminRequest<AutoMatchResponse>('POST', matchingPath('jobs', jobId, 'auto-match')),
    enabled: jobId !== '',
  });
}
