import type { InvitationView, MemberRole, MemberView } from '../../../shared/team';

export function toMemberView(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  createdAt: Date;
  lastLoginAt: Date | null;
}): MemberView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as MemberRole,
    joinedAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function toInvitationView(row: {
  id: string;
  email: string;
  role: MemberRole;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
}): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByName: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
