import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateInput, EmailTemplateView } from '../../../../shared/email';
import { apiRequest } from '../../../lib/api-client';
import { EMAIL_TEMPLATES_ROOT_KEY } from './keys';

export function createEmailTemplate(input: EmailTemplateInput): Promise<EmailTemplateView> {
  return apiRequest<EmailTemplateView>('POST', '/api/v1/email-templates', input);
}

export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    // Returned, so the mutation settles once the list shows the new template in its place.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_TEMPLATES_ROOT_KEY }),
  });
}
