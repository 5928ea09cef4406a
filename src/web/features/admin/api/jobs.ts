import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminJobSearch,
  AdminJobsResponse,
  AdminPipelineView,
} from '../../../../shared/admin';
import { saveFile } from '../../../lib/save-file';
import { adminDownload, adminPath, adminRequest, queryString } from './admin-request';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

/** GET /admin/jobs/search: one organization's jobs, or every organization's, matching `q`. */
async function searchJobs(search: Partial<AdminJobSearch>) {
  const response = await adminRequest<AdminJobsResponse>(
    'GET',
    adminPath('jobs', 'search') + queryString(search),
  );
  return response.jobs;
}

/** The jobs of one organization (GET /admin/jobs/search?orgId=). */
export function useOrganizationJobs(orgId: string) {
  return useQuery({
    queryKey: adminKeys.jobsOf(orgId),
    queryFn: () => searchJobs({ orgId }),
    enabled: orgId !== '',
  });
}

/** Every organization's jobs matching `q` (title, organization...); the last answer stays while typing. */
export function usePlatformJobSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.jobSearch({ q }),
    queryFn: () => searchJobs({ q }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPipeline(jobId: string) {
  return useQuery(
    adminQuery<AdminPipelineView>(adminKeys.pipeline(jobId), 'jobs', jobId, 'pipeline'),
  );
}

/** Downloads the job's pipeline as CSV and hands it to the browser to save. */
async function exportPipeline(jobId: string): Promise<void> {
  const file = await adminDownload(adminPath('jobs', jobId, 'pipeline', 'export'), 'pipeline.csv');
  saveFile(file.blob, file.fileName);
}

export function useExportPipeline() {
  return useMutation({ mutationFn: exportPipeline });
}
