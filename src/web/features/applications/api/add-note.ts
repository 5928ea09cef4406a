import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteView } from '../../../../shared/applications';
import { apiRequest } from '../../../lib/api-client';
import { applicationQueryKey } from './keys';

export function addNote(id: string, body: string): Promise<NoteView> {
  return apiRequest<NoteView>('POST', `/api/v1/applications/${encodeURIComponent(id)}/notes`, {
    body,
  });
}

/** Adds a team note to one application; its detail (notes and timeline) is fetched again. */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationQueryKey(id) }),
  });
}
