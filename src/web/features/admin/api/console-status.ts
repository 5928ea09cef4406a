import { useQuery } from '@tanstack/react-query';
import type { AdminConsoleStatus } from '../../../../shared/admin';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

/** Whether this server has a password console at all (an admin password configured). */
export function useConsoleStatus() {
  return useQuery(adminQuery<AdminConsoleStatus>(adminKeys.console(), 'console'));
}
