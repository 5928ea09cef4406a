import { PasswordConsole } from '../components/password-console';
import { SuperAdminConsole } from '../components/super-admin-console';
import { useAdminConsole } from '../components/use-admin-console';

/** /admin: the signed-in SUPERADMIN's six-tab console, or the password console's nine tabs. */
export function AdminPage() {
  const mode = useAdminConsole();
  return mode === 'superadmin' ? <SuperAdminConsole /> : <PasswordConsole />;
}
