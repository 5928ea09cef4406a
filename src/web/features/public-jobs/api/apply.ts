import { useMutation } from '@tanstack/react-query';
import type { ApplyInput, ApplyResponse } from '../../../../shared/public';
import { apiRequest } from '../../../lib/api-client';

/** JSON, or multipart when a resume file comes with it. */
export function applyToJob(
  jobId: string,
  input: ApplyInput,
  resume: File | null = null,
): Promise<ApplyResponse> {
  let body: ApplyInput | FormData = input;
  if (resume) {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === 'string') form.append(key, value);
    }
    form.append('resume', resume, resume.name);
    body = form;
  }
  return apiRequest<ApplyResponse>(
    'POST',
    `/api/v1/public/jobs/${encodeURIComponent(jobId)}/apply`,
    body,
  );
}

export function useApplyToJob(jobId: string) {
  return useMutation({
    mutationFn: ({ input, resume }: { input: ApplyInput; resume: File | null }) =>
      applyToJob(jobId, input, resume),
  });
}
