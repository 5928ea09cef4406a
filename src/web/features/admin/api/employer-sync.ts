import { useQuery } from '@tanstack/react-query';
import type { EmployerSyncRunView } from '../../../../shared/careers-board';
import { isApiError } from '../../../lib/api-client';
import { adminPath, adminRequest } from './admin-request';
import { useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/** Spec: the console asks for a running sync's progress every second. */
export const EMPLOYER_SYNC_POLL_MS = 1000;

export function isEmployerSyncActive(run: Pick<EmployerSyncRunView, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

/** A run by its id, or the latest one ('latest'): null when there has been none. */
async function fetchEmployerSyncRun(runId: string): Promise<EmployerSyncRunView | null> {
  try {
    return await adminRequest<EmployerSyncRunView>(
      'GET',
      adminPath('sync-employer-accounts', runId),
    );
  } catch (error) {
    if (runId === 'latest' && isApiError(error) && error.code === 'employer_sync_run_not_found') {
      return null;
    }
    throw error;
  }
}

/**
 * An employer sync run ('latest' or an id), asked for again every second while it
 * is queued or running, and while `isWaitingForStart` (the start call is still
 * answering and the new run's progress shows as the latest).
 */
export function useEmployerSyncRun(runId: string, { isWaitingForStart = false } = {}) {
  return useQuery({
    queryKey: adminKeys.employerSync(runId),
    queryFn: () => fetchEmployerSyncRun(runId),
    refetchInterval: (query) => {
      const run = query.state.data;
      return isWaitingForStart || (run && isEmployerSyncActive(run))
        ? EMPLOYER_SYNC_POLL_MS
        : false;
    },
  });
}

/**
 * Starts the sync (no body): the run as it finished (200), or its progress so far
 * when it takes longer (202, status running), put in the cache under its id.
 */
export function useStartEmployerSync() {
  return useAdminMutation({
    mutationFn: () =>
      adminRequest<EmployerSyncRunView>('POST', adminPath('sync-employer-accounts')),
    onSuccess: (run, queryClient) => queryClient.setQueryData(adminKeys.employerSync(run.id), run),
  });
}
