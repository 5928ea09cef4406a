import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput, RefundResponse } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from './application-cache';

export function refundUnlock(id: string, input: RefundInput): Promise<RefundResponse> {
  return apiRequest<RefundResponse>(
    'POST',
    `/api/v1/applications/${encodeURIComponent(id)}/refund`,
    input,
  );
}

export interface RefundVariables {
  id: string;
  input: RefundInput;
}

export function useRefundUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: RefundVariables) => refundUnlock(id, input),
    onSuccess: (response) => refreshAfterApplicationChange(queryClient, response.balance),
  });
}
