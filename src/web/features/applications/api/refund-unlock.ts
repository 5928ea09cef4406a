import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundInput, RefundResponse } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from './application-cache';
import { REFUND_ALLOWANCE_QUERY_KEY } from './keys';

/**
 * Asks for an unlock's credit back. The server locks the person again: their
 * contact is hidden on every application of theirs, and unlocking costs a credit again.
 */
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

/**
 * After a refund: the balance, every view of the applications (the person is locked
 * again on all of theirs) and the refunds left. A refused refund (the limit reached
 * meanwhile) refreshes the refunds left too.
 */
export function useRefundUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: RefundVariables) => refundUnlock(id, input),
    onSuccess: (response) => refreshAfterApplicationChange(queryClient, response.balance),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REFUND_ALLOWANCE_QUERY_KEY });
    },
  });
}
