import type { AdminUserView } from '../../../shared/admin';
import type { AdminUserRow } from '../auth/auth.service';

/** What the platform admin sees of a user: never a password hash or session. */
export function toAdminUserView(row: AdminUserRow): AdminUserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    orgId: row.orgId,
    orgName: row.orgName,
    role: row.role,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    mustChangePassword: row.mustChangePassword,
  };
}
