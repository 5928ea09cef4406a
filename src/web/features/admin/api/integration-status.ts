import { useQuery } from '@tanstack/react-query';
import type { IntegrationStatusResponse } from '../../../../shared/admin';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

function integrationStatusQuery() {
  return adminQuery<IntegrationStatusResponse>(adminKeys.integrations(), 'integrations', 'status');
}

export function useIntegrationStatus() {
  return useQuery(integrationStatusQuery());
}

/** The careers board's part of the status (`zuludesk_careers`), from the same cached answer. */
export function useCareersBoardIntegration() {
  return useQuery({
    ...integrationStatusQuery(),
    select: (response) => response.integrations.zuludesk_careers,
  });
}
