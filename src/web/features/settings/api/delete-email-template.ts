import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { EMAIL_TEMPLATES_ROOT_KEY } from './keys';

export function deleteEmailTemplate(id: string): Promise<null> {
  return apiRequest<null>('DELETE', `/api/v1/email-templates/${encodeURIComponent(id)}`);
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_ROOT_KEY }),
    onError: (error) => {
      // Gone, or a default template (which may not be deleted): the list is out of date.
      if (
        isApiError(error) &&
        (error.status === 404 || error.code === 'default_template_protected')
      ) {
        void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_ROOT_KEY });
      }
    },
  });
}
