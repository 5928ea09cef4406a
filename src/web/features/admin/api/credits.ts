import { useQuery } from '@tanstack/react-query';
import type {
  CreditsChangeResponse,
  CreditsOverview,
  GrantCreditsInput,
  RevokeCreditsInput,
  TransferCreditsInput,
} from '../../../../shared/admin';
import { adminPost, pagedAdminQuery, useAdminMutation, type PageParams } from './admin-query';
import { adminKeys } from './keys';

/** The totals, a searched page of balances and the latest adjustments. */
export function useCreditsOverview(params: PageParams) {
  return useQuery(
    pagedAdminQuery<CreditsOverview>(adminKeys.creditsPage(params), params, 'credits', 'overview'),
  );
}

/** Balances show in the credits overview, organization lists, overviews and analytics. */
const BALANCE_KEYS = [adminKeys.credits(), adminKeys.organizations(), adminKeys.analytics()];

export function useGrantCredits() {
  return useAdminMutation({
    mutationFn: adminPost<GrantCreditsInput, CreditsChangeResponse>('credits', 'grant'),
    invalidates: BALANCE_KEYS,
  });
}

export function useRevokeCredits() {
  return useAdminMutation({
    mutationFn: adminPost<RevokeCreditsInput, CreditsChangeResponse>('credits', 'revoke'),
    invalidates: BALANCE_KEYS,
  });
}

export function useTransferCredits() {
  return useAdminMutation({
    mutationFn: adminPost<TransferCreditsInput, CreditsChangeResponse>('credits', 'transfer'),
    invalidates: BALANCE_KEYS,
  });
}
