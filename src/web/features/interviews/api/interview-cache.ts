import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterApplicationChange } from '../../applications';
import { INTERVIEWS_ROOT_KEY } from './keys';

/**
 * After an interview changed on the server: refresh the interview lists and
 * everything that shows its application (the detail's interviews and timeline,
 * the boards, the dashboard). A charge's balance goes straight to the badge.
 */
export function refreshAfterInterviewChange(
  queryClient: QueryClient,
  balance?: number | undefined,
): void {
  void queryClient.invalidateQueries({ queryKey: INTERVIEWS_ROOT_KEY });
  refreshAfterApplicationChange(queryClient, balance);
}
