import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from './application-cache';

export function advanceApplication(id: string, toStage: string): Promise<ApplicationView> {
  return apiRequest<ApplicationView>(
    'POST',
    `/api/v1/applications/${encodeURIComponent(id)}/advance`,
    { toStage },
  );
}

export interface AdvanceVariables {
  id: string;
  toStage: string;
}

export function useAdvanceApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, toStage }: AdvanceVariables) => advanceApplication(id, toStage),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });
}
