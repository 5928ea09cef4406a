import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminEmailTemplatesResponse,
  EmailConfigurationView,
  TestEmailInput,
  TestEmailResponse,
} from '../../../../shared/admin';
import { adminPost, adminQuery } from './admin-query';
import { adminKeys } from './keys';

export function useEmailTemplates() {
  return useQuery(
    adminQuery<AdminEmailTemplatesResponse>(adminKeys.emailTemplates(), 'email-templates'),
  );
}

export function useEmailConfiguration() {
  return useQuery(
    adminQuery<EmailConfigurationView>(adminKeys.emailConfig(), 'email-templates', 'config'),
  );
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: adminPost<TestEmailInput, TestEmailResponse>('email-templates', 'test'),
  });
}
