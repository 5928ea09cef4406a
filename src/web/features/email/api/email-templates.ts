import { useQuery } from '@tanstack/react-query';
import type { EmailTemplateView } from '../../../../shared/email';
import { apiRequest } from '../../../lib/api-client';
import { emailTemplatesQueryKey } from './keys';

export function fetchEmailTemplates(orgId: string): Promise<EmailTemplateView[]> {
  return apiRequest<EmailTemplateView[]>(
    'GET',
    `/api/v1/email-templates/${encodeURIComponent(orgId)}`,
  );
}

/** The templates to start an email from; asked for only while the compose dialog is open. */
export function useEmailTemplates(orgId: string | null | undefined) {
  return useQuery({
    queryKey: emailTemplatesQueryKey(orgId ?? ''),
    queryFn: () => fetchEmailTemplates(orgId ?? ''),
    enabled: Boolean(orgId),
  });
}
