import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendEmailInput, SendEmailResponse } from '../../../../shared/email';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from '../../applications';

export interface SendEmailVariables extends SendEmailInput {
  /** The spec's payload names the organization and the sender; the server checks both. */
  orgId: string;
  senderId: string;
}

export function sendEmail(input: SendEmailVariables): Promise<SendEmailResponse> {
  return apiRequest<SendEmailResponse>('POST', '/api/v1/send-email', input);
}

/**
 * Sends one email per candidate. The answer's balance goes straight to the badge;
 * the candidates' applications (their timelines and messages) are fetched again.
 */
export function useSendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: (response) => refreshAfterApplicationChange(queryClient, response.balance),
  });
}
