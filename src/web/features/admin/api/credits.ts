import { useQuery } from '@tanstack/react-query';
import type {
  CreditsChangeResponse,
  CreditsOverview,
  GrantCreditsInput,
  RevokeCreditsInput,
  TransferCreditsInput,
} from '../../../../shared/admin';
import { adminPost, adminQuery, useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

export function useCreditsOverview() {
  return useQuery(adminQuery<CreditsOverview>(adminKeys.credits(), 'credits', 'overview'));
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
