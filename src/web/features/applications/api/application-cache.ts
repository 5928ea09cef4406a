import type { QueryClient } from '@tanstack/react-query';
import type { CreditsView } from '../../../../shared/credits';
import { CREDITS_QUERY_KEY } from '../../credits';
import { DASHBOARD_QUERY_KEY } from '../../dashboard';
import { applicationsRootKeys, JOBS_ROOT_KEY } from './keys';

/**
 * After an application changed on the server: refresh everything that shows it
 * (its detail, the candidates pages, the job boards, the dashboard). When the
 * change moved credits, the answer's balance goes straight into the credits
 * cache so the badge is right before the ledger is fetched again.
 */
export function refreshAfterApplicationChange(
  queryClient: QueryClient,
  balance?: number | undefined,
  options: {
    /**
     * Leave the board where the change was made (it moved its card in place) and
     * mark the job's other cached answers stale without fetching them now.
     */
    keepBoard?: readonly unknown[];
  } = {},
): void {
  if (balance !== undefined) {
    queryClient.setQueryData<CreditsView>(CREDITS_QUERY_KEY, (old) => old && { ...old, balance });
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
  }
  for (const queryKey of applicationsRootKeys) {
    const keep = options.keepBoard;
    if (keep && queryKey === JOBS_ROOT_KEY) {
      const kept = JSON.stringify(keep);
      void queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => JSON.stringify(query.queryKey) !== kept,
        refetchType: 'none',
      });
      continue;
    }
    void queryClient.invalidateQueries({ queryKey });
  }
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
}
