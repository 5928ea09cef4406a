import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ExternalCandidatesResponse } from '../../../../shared/careers-board';
import { adminPath, adminRequest, queryString } from './admin-request';
import { adminKeys } from './keys';

/**
 * The careers board's job seekers matching `q` (name or email), a page at a time:
 * the pages loaded so far, as one list, and `fetchNextPage` while the board has more
 * (`nextPage`, null after the last). A new search keeps the last list on screen
 * until its answer comes.
 */
export function useExternalCandidates(q: string, options: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: adminKeys.externalCandidates(q),
    queryFn: ({ pageParam }) =>
      adminRequest<ExternalCandidatesResponse>(
        'GET',
        adminPath('candidates', 'external') + queryString({ q, page: pageParam }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.candidates),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
