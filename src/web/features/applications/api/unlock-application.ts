import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnlockResponse } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterApplicationChange } from './application-cache';

/**
 * Unlocks an application. The same idempotency key sent twice (a double click,
 * a retry after a lost answer) charges once: the second answer says 0 credits.
 */
export function unlockApplication(id: string, idempotencyKey?: string): Promise<UnlockResponse> {
  return apiRequest<UnlockResponse>(
    'POST',
    `/api/v1/applications/${encodeURIComponent(id)}/unlock`,
    idempotencyKey ? { idempotencyKey } : {},
  );
}

export interface UnlockVariables {
  id: string;
  idempotencyKey?: string | undefined;
}

export function useUnlockApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: UnlockVariables) => unlockApplication(id, idempotencyKey),
    onSuccess: (response) => refreshAfterApplicationChange(queryClient, response.balance),
  });
}

export { newIdempotencyKey } from '../../../lib/idempotency-key';
