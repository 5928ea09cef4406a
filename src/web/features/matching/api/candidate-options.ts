import { useQuery } from '@tanstack/react-query';
import type { CandidateOptionsResponse } from '../../../../shared/matching';
import { adminRequest, queryString } from '../../admin';
import { matchingKeys, matchingPath } from './keys';

/** The shortest name search sent (the server's rule too). */
export const NAME_SEARCH_MIN_LENGTH = 2;

/** GET /matching/candidates?search=: people of every organization by name, typos included. */
export function useCandidateOptions(search: string) {
  return useQuery({
    queryKey: matchingKeys.candidates(search),
    queryFn: () =>
      adminRequest<CandidateOptionsResponse>(
        'GET',
        matchingPath('candidates') + queryString({ search }),
      ),
    select: (response) => response.candidates,
    enabled: search.length >= NAME_SEARCH_MIN_LENGTH,
  });
}
