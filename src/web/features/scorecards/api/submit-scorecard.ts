import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScorecardInput, ScorecardView } from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { applicationQueryKey } from '../../applications';
import { INTERVIEWS_ROOT_KEY } from './keys';

export interface SubmitScorecardResponse {
  scorecard: ScorecardView;
}

export function submitScorecard(input: ScorecardInput): Promise<SubmitScorecardResponse> {
  return apiRequest<SubmitScorecardResponse>('POST', '/api/v1/scorecards', input);
}

/**
 * Submits a scorecard, or replaces the member's earlier one for the same interview.
 * The application's detail (scorecards, timeline) and the interviews lists (whose
 * cards say whether the member has scored them) are fetched again.
 */
export function useSubmitScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitScorecard,
    onSuccess: (_response, input) => {
      void queryClient.invalidateQueries({ queryKey: applicationQueryKey(input.applicationId) });
      void queryClient.invalidateQueries({ queryKey: INTERVIEWS_ROOT_KEY });
    },
  });
}
