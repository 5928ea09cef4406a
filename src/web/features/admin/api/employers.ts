import { useQuery } from '@tanstack/react-query';
import type {
  ExternalEmployersResponse,
  MigrationResultView,
} from '../../../../shared/careers-board';
import { adminPath, adminRequest, queryString } from './admin-request';
import { adminQuery, useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/** The careers board's employers, each with the organization it is linked to (cached 5 minutes by the server). */
export function useExternalEmployers(options: { enabled: boolean }) {
  return useQuery({
    ...adminQuery<ExternalEmployersResponse>(adminKeys.employers(), 'employers'),
    enabled: options.enabled,
  });
}

/** Asks the board again, past the server's 5-minute cache (refresh=true), and shows its answer. */
export function useRefreshExternalEmployers() {
  return useAdminMutation({
    mutationFn: () =>
      adminRequest<ExternalEmployersResponse>(
        'GET',
        adminPath('employers') + queryString({ refresh: 'true' }),
      ),
    onSuccess: (response, queryClient) => queryClient.setQueryData(adminKeys.employers(), response),
  });
}

/**
 * Migrates one employer (empty body): `key` is its name, or its id when the name
 * is not unique on the board. A new organization, jobs and candidates show
 * everywhere in the console.
 */
export function useMigrateEmployer() {
  return useAdminMutation({
    mutationFn: (key: string) =>
      adminRequest<MigrationResultView>('POST', adminPath('employers', key, 'migrate')),
    invalidates: [
      adminKeys.employers(),
      adminKeys.organizations(),
      adminKeys.jobs(),
      adminKeys.credits(),
      adminKeys.analytics(),
    ],
  });
}
