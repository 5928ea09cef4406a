import type {
  SandboxApplicationInput,
  SandboxApplicationResponse,
} from '../../../../shared/careers-board';
import { adminPost, useAdminMutation } from './admin-query';
import { adminKeys } from './keys';

/**
 * The sandbox board (npm start only) sends an application.created webhook for one
 * of its jobs: the application lands in that job's pipeline.
 */
export function useSendSandboxApplication() {
  return useAdminMutation({
    mutationFn: adminPost<SandboxApplicationInput, SandboxApplicationResponse>(
      'careers-board',
      'sandbox',
      'applications',
    ),
    invalidates: [adminKeys.jobs(), adminKeys.organizations(), adminKeys.analytics()],
  });
}
