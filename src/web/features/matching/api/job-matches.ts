import { useQuery } from '@tanstack/react-query';
import type { JobMatchesResponse } from '../../../../shared/matching';
import { adminRequest } from '../../admin';
import { matchingKeys, matchingPath } from './keys';

/** GET /matching/jobs/{jobId}/candidates: the job's best candidates ('' asks nothing). */
export function useJobMatches(jobId: string) {
  return useQuery({
    queryKey: matchingKeys.jobMatches(jobId),
    queryFn: () =>
      adminRequest<JobMatchesResponse>('GET', matchingPath('jobs', jobId, 'candidates')),
    enabled: jobId !== '',
  });
}
