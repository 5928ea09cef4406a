import type { UserView } from '../../../../shared/auth';

export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * Where a signed-in user starts: a temporary password is replaced first; a
 * SUPERADMIN belongs to no organization and starts in the admin console.
 */
export function homePathOf(user: Pick<UserView, 'role' | 'mustChangePassword'>): string {
  if (user.mustChangePassword) return CHANGE_PASSWORD_PATH;
  return user.role === 'SUPERADMIN' ? '/admin' : '/dashboard';
}
