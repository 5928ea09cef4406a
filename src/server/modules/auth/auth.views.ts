import type { UserView } from '../../../shared/auth';
import type { organizations, users } from '../../db/schema';

/** The fields of a user that leave the server: never the password hash. */
export function toUserView(
  user: typeof users.$inferSelect,
  organization: typeof organizations.$inferSelect | null,
): UserView {
  return {
    id: user.id,
    orgId: user.orgId,
    name: user.name,
    email: user.email,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    organization: organization
      ? { id: organization.id, name: organization.name, slug: organization.slug }
      : null,
  };
}
