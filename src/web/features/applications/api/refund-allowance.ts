import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundAllowanceView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { REFUND_ALLOWANCE_QUERY_KEY } from './keys';

export function fetchRefundAllowance(): Promise<RefundAllowanceView> {
  return apiRequest<RefundAllowanceView>('GET', '/api/v1/refunds/allowance');
}

export function refundAllowanceQueryOptions() {
  return queryOptions({
    queryKey: REFUND_ALLOWANCE_QUERY_KEY,
    queryFn: fetchRefundAllowance,
    // Unlocks and refunds anywhere in the organization change it: read it afresh
    // each time the refund dialog opens.
    staleTime: 0,
  });
}

export function useRefundAllowance() {
  return useQuery(refundAllowanceQueryOptions());
}
