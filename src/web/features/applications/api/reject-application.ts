import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from './application-cache';

export function rejectApplication(id: string, reason: string): Promise<ApplicationView> {
  return apiRequest<ApplicationView>(
    'POST',
    `/api/v1/applications/${encodeURIComponent(id)}/reject`,
    { reason },
  );
}

export interface RejectVariables {
  id: string;
  reason: string;
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: RejectVariables) => rejectApplication(id, reason),
    onSuccess: () => refreshAfterApplicationChange(queryClient),
  });
}
