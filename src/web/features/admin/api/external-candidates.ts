import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExternalCandidatesResponse } from '../../../../shared/careers-board';
import { adminPath, adminRequest, queryString } from './admin-request';
import { adminKeys } from './keys';

/** The careers board's job seekers matching `q` (name or email), first page. */
export function useExternalCandidates(q: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.externalCandidates(q),
    queryFn: () =>
      adminRequest<ExternalCandidatesResponse>(
        'GET',
        adminPath('candidates', 'external') + queryString({ q }),
      ),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}
