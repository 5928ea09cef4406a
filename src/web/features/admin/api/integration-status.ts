import { useQuery } from '@tanstack/react-query';
import type { IntegrationStatusResponse } from '../../../../shared/admin';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

export function useIntegrationStatus() {
  return useQuery(
    adminQuery<IntegrationStatusResponse>(adminKeys.integrations(), 'integrations', 'status'),
  );
}
