import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ScheduleInterviewInput,
  ScheduleInterviewResponse,
} from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInterviewChange } from './interview-cache';

/**
 * Schedules an interview for CREDIT_COST.interview credits. The same idempotency
 * key sent twice (a double click, a retry after a lost answer) schedules and
 * charges once: the second answer says 0 credits.
 */
export function scheduleInterview(
  input: ScheduleInterviewInput,
): Promise<ScheduleInterviewResponse> {
  return apiRequest<ScheduleInterviewResponse>('POST', '/api/v1/interviews/schedule', input);
}

export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInterview,
    onSuccess: (response) => refreshAfterInterviewChange(queryClient, response.balance),
  });
}
