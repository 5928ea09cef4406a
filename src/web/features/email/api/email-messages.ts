import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { EmailMessageView } from '../../../../shared/email';
import { apiRequest } from '../../../lib/api-client';
import { emailMessagesPollDelay, hasQueuedMessage } from '../components/compose-email';
import { emailMessagesQueryKey } from './keys';

export function fetchEmailMessages(applicationId: string): Promise<EmailMessageView[]> {
  return apiRequest<EmailMessageView[]>(
    'GET',
    `/api/v1/applications/${encodeURIComponent(applicationId)}/email-messages`,
  );
}

/**
 * An application's messages, newest first. Queries are not refreshed on their own
 * in Shortlist, but a message still queued is asked about again, more and more
 * rarely, until it is sent or has failed.
 */
export function useEmailMessages(applicationId: string, enabled = true) {
  const queuedSince = useRef<number | null>(null);
  return useQuery({
    queryKey: emailMessagesQueryKey(applicationId),
    queryFn: () => fetchEmailMessages(applicationId),
    enabled,
    refetchInterval: (query) => {
      if (!hasQueuedMessage(query.state.data)) {
        queuedSince.current = null;
        return false;
      }
      queuedSince.current ??= Date.now();
      return emailMessagesPollDelay(Date.now() - queuedSince.current);
    },
  });
}

/** A message that finally failed, sent again at no charge (a member's email was paid for once). */
export function useRetryEmailMessage(applicationId: string) {
  const queryClient = useQueryClient();
  const queryKey = emailMessagesQueryKey(applicationId);
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest<{ status: 'QUEUED' }>(
        'POST',
        `/api/v1/email-messages/${encodeURIComponent(messageId)}/retry`,
      ),
    onSuccess: (_answer, messageId) => {
      queryClient.setQueryData<EmailMessageView[]>(queryKey, (messages) =>
        messages?.map((message) =>
          message.id === messageId ? { ...message, status: 'QUEUED', lastError: null } : message,
        ),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
