import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewView } from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInterviewChange } from './interview-cache';

export interface CancelVariables {
  id: string;
  reason?: string | undefined;
  /** Whether the candidate and the interviewers get a calendar cancellation. */
  sendInvites?: boolean | undefined;
}

/** Calls off a scheduled interview; its credits are not returned. */
export function cancelInterview({
  id,
  reason,
  sendInvites = true,
}: CancelVariables): Promise<{ interview: InterviewView; invitesSent: number }> {
  return apiRequest('POST', `/api/v1/interviews/${encodeURIComponent(id)}/cancel`, {
    reason: reason?.trim() ? reason.trim() : null,
    sendInvites,
  });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInterview,
    onSuccess: () => refreshAfterInterviewChange(queryClient),
  });
}
