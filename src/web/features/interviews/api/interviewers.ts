import { useQuery } from '@tanstack/react-query';
import type { InterviewerOption } from '../../../../shared/interviews';
import { apiRequest } from '../../../lib/api-client';
import { INTERVIEWERS_QUERY_KEY } from './keys';

export function fetchInterviewers(): Promise<InterviewerOption[]> {
  return apiRequest<{ interviewers: InterviewerOption[] }>('GET', '/api/v1/interviewers').then(
    (response) => response.interviewers,
  );
}

/** The organization's members, to choose interviewers from; asked for while the dialog is open. */
export function useInterviewers(enabled = true) {
  return useQuery({
    queryKey: INTERVIEWERS_QUERY_KEY,
    queryFn: fetchInterviewers,
    enabled,
    // The team changes rarely, but a member invited a minute ago should be offered.
    staleTime: 60_000,
  });
}
