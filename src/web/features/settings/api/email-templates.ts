import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplateView } from '../../../../shared/email';
import { apiRequest } from '../../../lib/api-client';
import { emailTemplatesQueryKey } from './keys';

export function fetchEmailTemplates(orgId: string): Promise<EmailTemplateView[]> {
  return apiRequest<EmailTemplateView[]>(
    'GET',
    `/api/v1/email-templates/${encodeURIComponent(orgId)}`,
  );
}

export function emailTemplatesQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: emailTemplatesQueryKey(orgId),
    queryFn: () => fetchEmailTemplates(orgId),
  });
}

/** The organization's templates; a user without an organization has none to load. */
export function useEmailTemplates(orgId: string | null) {
  return useQuery({ ...emailTemplatesQueryOptions(orgId ?? ''), enabled: orgId !== null });
}
