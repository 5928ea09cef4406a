import { useMutation } from '@tanstack/react-query';
import type { ApplyInput, ApplyResponse } from '../../../../shared/public';
import { apiRequest } from '../../../lib/api-client';

export function applyToJob(jobId: string, input: ApplyInput): Promise<ApplyResponse> {
  return apiRequest<ApplyResponse>(
    'POST',
    `/api/v1/public/jobs/${encodeURIComponent(jobId)}/apply`,
    input,
  );
}

export function useApplyToJob(jobId: string) {
  return useMutation({ mutationFn: (input: ApplyInput) => applyToJob(jobId, input) });
}
