import { useQuery } from '@tanstack/react-query';
import type { BoardJobSyncPage, RetryJobsResponse } from '../../../../shared/careers-board';
import { adminPath, adminRequest, queryString } from './admin-request';
import { useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/** Jobs whose careers-board sync failed (or still waits), with the board's reason. */
export function useBoardJobs(status: 'FAILED' | 'PENDING', options: { enabled: boolean }) {
  return useQuery({
    queryKey: adminKeys.boardJobsWith(status),
    queryFn: () =>
      adminRequest<BoardJobSyncPage>(
        'GET',
        adminPath('careers-board', 'jobs') + queryString({ status }),
      ),
    enabled: options.enabled,
  });
}

/** A retry changes the lists of failed jobs, the board's health figures and the organizations' states. */
export const BOARD_SYNC_KEYS = [
  adminKeys.boardJobs(),
  adminKeys.integrations(),
  adminKeys.organizations(),
];

/** One failed job, or every failed job when no id is given, gets a new round of tries. */
export function useRetryBoardJobs() {
  return useAdminMutation({
    mutationFn: (jobId: string | null) =>
      adminRequest<RetryJobsResponse>(
        'POST',
        jobId
          ? adminPath('careers-board', 'jobs', jobId, 'retry')
          : adminPath('careers-board', 'jobs', 'retry-failed'),
      ),
    invalidates: BOARD_SYNC_KEYS,
  });
}
