import { useQuery } from '@tanstack/react-query';
import type { MatchScoreResponse } from '../../../../shared/matching';
import { adminRequest } from '../../admin';
import { matchingKeys, matchingPath } from './keys';

/** GET /matching/score/{candidateId}/{jobId}; asks nothing until both are known. */
export function useMatchScore(candidateId: string, jobId: string) {
  return useQuery({
    queryKey: matchingKeys.score(candidateId, jobId),
    queryFn: () =>
      adminRequest<MatchScoreResponse>('GET', matchingPath('score', candidateId, jobId)),
    select: (response) => response.matchScore,
    enabled: candidateId !== '' && jobId !== '',
  });
}
