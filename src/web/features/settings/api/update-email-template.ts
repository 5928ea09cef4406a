import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput, EmailTemplateView } from '../../../../shared/email';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { EMAIL_TEMPLATES_ROOT_KEY } from './keys';

export function updateEmailTemplate(
  id: string,
  input: EmailTemplateInput,
): Promise<EmailTemplateView> {
  return apiRequest<EmailTemplateView>(
    'PATCH',
    `/api/v1/email-templates/${encodeURIComponent(id)}`,
    input,
  );
}

/**
 * Saves every field of the form, not only the changed ones: a template is small,
 * and a complete payload leaves nothing to the server's defaults.
 */
export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EmailTemplateInput }) =>
      updateEmailTemplate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_ROOT_KEY }),
    onError: (error) => {
      // Deleted meanwhile (another tab, another admin): show the list as it is now.
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_ROOT_KEY });
      }
    },
  });
}
