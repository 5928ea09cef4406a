import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/auth';
import type {
  AdminUsersPage,
  CreateUserInput,
  CreateUserResponse,
  ResetUserPasswordResponse,
} from '../../../../shared/admin';
import { adminPath, adminRequest } from './admin-request';
import { adminPost, pagedAdminQuery, useAdminMutation, type PageParams } from './admin-query';
import { adminKeys } from './keys';

/** Users of every organization; `q` matches name, email or organization name. */
export function useUsers(params: PageParams) {
  return useQuery(pagedAdminQuery<AdminUsersPage>(adminKeys.usersPage(params), params, 'users'));
}

/** Members count in the user list, the organizations' member counts and analytics. */
const MEMBER_KEYS = [adminKeys.users(), adminKeys.organizations(), adminKeys.analytics()];

/** Creates a member of an organization with a temporary password (shown once). */
export function useCreateUser() {
  return useAdminMutation({
    mutationFn: adminPost<CreateUserInput, CreateUserResponse>('users'),
    invalidates: MEMBER_KEYS,
  });
}

export function useDeleteUser() {
  return useAdminMutation({
    mutationFn: (userId: string) =>
      adminRequest<MessageResponse>('DELETE', adminPath('users', userId)),
    invalidates: MEMBER_KEYS,
  });
}

/** Gives the user a new temporary password; they choose their own at next sign-in. */
export function useResetUserPassword() {
  return useAdminMutation({
    mutationFn: (userId: string) =>
      adminRequest<ResetUserPasswordResponse>('POST', adminPath('users', userId, 'reset-password')),
    invalidates: [adminKeys.users()],
  });
}
