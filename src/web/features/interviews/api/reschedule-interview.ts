import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewView, RescheduleInterviewInput } from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInterviewChange } from './interview-cache';

export interface RescheduleInterviewResponse {
  interview: InterviewView;
  creditsCharged: 0;
  invitesSent: number;
}

export interface RescheduleVariables {
  id: string;
  input: RescheduleInterviewInput;
}

/** A new time or new details for a scheduled interview: nothing is charged. */
export function rescheduleInterview({
  id,
  input,
}: RescheduleVariables): Promise<RescheduleInterviewResponse> {
  return apiRequest<RescheduleInterviewResponse>(
    'PATCH',
    `/api/v1/interviews/${encodeURIComponent(id)}`,
    input,
  );
}

export function useRescheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleInterview,
    onSuccess: () => refreshAfterInterviewChange(queryClient),
  });
}
