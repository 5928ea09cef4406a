import { toastFailure } from '../../../lib/toast-failure';
import { isAdminSessionExpired } from '../api/admin-request';

/**
 * An admin action's failure toast, unless the session ended: that has its own
 * toast and the Admin Access screen.
 */
export function toastAdminFailure(error: unknown, title: string, fallback: string): void {
  if (isAdminSessionExpired(error)) return;
  toastFailure(error, title, fallback);
}
