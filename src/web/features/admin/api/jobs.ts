import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminJobView, AdminPipelineView } from '../../../../shared/admin';
import { saveFile } from '../../../lib/save-file';
import { adminDownload, adminPath, adminRequest, queryString } from './admin-request';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

/** The jobs of one organization (GET /admin/jobs/search?orgId=). */
export function useOrganizationJobs(orgId: string) {
  return useQuery({
    queryKey: adminKeys.jobsOf(orgId),
    queryFn: async () => {
      const response = await adminRequest<{ jobs: AdminJobView[] }>(
        'GET',
        adminPath('jobs', 'search') + queryString({ orgId }),
      );
      return response.jobs;
    },
    enabled: orgId !== '',
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
