import type { QueryClient } from '@tanstack/react-query';
import type { JobView } from '../../../../shared/jobs';
import { DASHBOARD_QUERY_KEY } from '../../dashboard';
import { JOBS_ROOT_KEY, jobQueryKey, pipelineQueryKey } from './keys';

/**
 * After a job changed on the server: keep the answer as the job's cached
 * value and refresh what depends on it (the list, its pipeline, the dashboard).
 */
export function storeChangedJob(queryClient: QueryClient, job: JobView): void {
  queryClient.setQueryData(jobQueryKey(job.id), job);
  void queryClient.invalidateQueries({ queryKey: JOBS_ROOT_KEY, exact: true });
  void queryClient.invalidateQueries({ queryKey: pipelineQueryKey(job.id) });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
}
