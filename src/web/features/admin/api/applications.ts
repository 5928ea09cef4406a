import { useQuery } from '@tanstack/react-query';
import type {
  AddedApplicationResponse,
  AddToPipelineInput,
  AdminApplicationsPage,
  ManualApplicationInput,
} from '../../../../shared/admin';
import { adminPath, adminRequest } from './admin-request';
import { adminPost, pagedAdminQuery, useAdminMutation, type PageParams } from './admin-query';
import { adminKeys } from './keys';

/** Applications added from the admin console, newest first. */
export function useAdminApplications(params: PageParams) {
  return useQuery(
    pagedAdminQuery<AdminApplicationsPage>(
      adminKeys.applicationsPage(params),
      params,
      'applications',
    ),
  );
}

/** An added candidate shows in the list, the job's pipeline and the organization's counts. */
const APPLICATION_KEYS = [
  adminKeys.applications(),
  adminKeys.jobs(),
  adminKeys.organizations(),
  adminKeys.analytics(),
];

export function useAddToPipeline() {
  return useAdminMutation({
    mutationFn: adminPost<AddToPipelineInput, AddedApplicationResponse>(
      'candidates',
      'add-to-pipeline',
    ),
    invalidates: APPLICATION_KEYS,
  });
}

/** Multipart: the JSON `payload` and, when given, the candidate's `resume`. */
function addManualApplication({
  input,
  resume,
}: {
  input: ManualApplicationInput;
  resume: File | null;
}): Promise<AddedApplicationResponse> {
  const body = new FormData();
  body.append('payload', JSON.stringify(input));
  if (resume) body.append('resume', resume);
  return adminRequest<AddedApplicationResponse>('POST', adminPath('applications', 'manual'), body);
}

export function useAddManualApplication() {
  return useAdminMutation({ mutationFn: addManualApplication, invalidates: APPLICATION_KEYS });
}
