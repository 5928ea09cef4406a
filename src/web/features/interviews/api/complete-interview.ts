import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewView } from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterInterviewChange } from './interview-cache';

/** Marks a scheduled interview as held. */
export function completeInterview(id: string): Promise<{ interview: InterviewView }> {
  return apiRequest('POST', `/api/v1/interviews/${encodeURIComponent(id)}/complete`);
}

export function useCompleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeInterview,
    onSuccess: () => refreshAfterInterviewChange(queryClient),
  });
}
