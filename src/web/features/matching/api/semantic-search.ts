import { useQuery } from '@tanstack/react-query';
import type { SemanticSearchResponse } from '../../../../shared/matching';
import { adminRequest, queryString } from '../../admin';
import { matchingKeys, matchingPath } from './keys';

/** GET /matching/candidates/semantic-search: asked once a query is sent ('' asks nothing). */
export function useSemanticSearch(query: string) {
  return useQuery({
    queryKey: matchingKeys.semanticSearch(query),
    queryFn: () =>
      adminRequest<SemanticSearchResponse>(
        'GET',
        matchingPath('candidates', 'semantic-search') + queryString({ semanticQuery: query }),
      ),
    enabled: query !== '',
  });
}
