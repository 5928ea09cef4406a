import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditPackageView,
  PaymentView,
  PurchaseInput,
  PurchaseResponse,
} from '../../../../shared/payments';
import { apiRequest } from '../../../lib/api-client';
import { CREDITS_QUERY_KEY } from './credits';

export const PACKAGES_QUERY_KEY = ['/api/v1/credits/packages'] as const;
export const PAYMENTS_QUERY_KEY = ['/api/v1/credits/payments'] as const;

export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_QUERY_KEY,
    queryFn: () => apiRequest<CreditPackageView[]>('GET', '/api/v1/credits/packages'),
    staleTime: 5 * 60_000,
  });
}

/** The organization's payments; admins only, so only asked for when `enabled`. */
export function usePaymentHistory(enabled: boolean) {
  return useQuery({
    queryKey: PAYMENTS_QUERY_KEY,
    queryFn: () => apiRequest<PaymentView[]>('GET', '/api/v1/credits/payments'),
    enabled,
  });
}

export function usePurchase() {
  return useMutation({
    mutationFn: (input: PurchaseInput) =>
      apiRequest<PurchaseResponse>('POST', '/api/v1/credits/purchase', input),
  });
}

/** Back from the provider: the server confirms the payment now instead of waiting for the webhook. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      apiRequest<PaymentView>(
        'POST',
        `/api/v1/credits/payments/${encodeURIComponent(reference)}/verify`,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    },
  });
}
