import { useQuery } from '@tanstack/react-query';
import type { PlatformAnalytics } from '../../../../shared/admin';
import { adminQuery } from './admin-query';
import { adminKeys } from './keys';

export function usePlatformAnalytics() {
  return useQuery(adminQuery<PlatformAnalytics>(adminKeys.analytics(), 'analytics'));
}
