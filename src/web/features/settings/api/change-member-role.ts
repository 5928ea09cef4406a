import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '../../../../shared/auth';
import type { MemberRole, MemberView } from '../../../../shared/team';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEY } from './organization-keys';

export function changeMemberRole(memberId: string, role: MemberRole): Promise<MemberView> {
  return apiRequest<{ member: MemberView }>(
    'PATCH',
    `/api/v1/organization/members/${encodeURIComponent(memberId)}`,
    { role },
  ).then((response) => response.member);
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: MemberRole }) =>
      changeMemberRole(memberId, role),
    onSuccess: (member) => {
      const me = queryClient.getQueryData<UserView | null>(ME_QUERY_KEY);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ORGANIZATION_QUERY_KEY }),
        // One's own new role changes what the whole app shows (menus, buttons, this page).
        me?.id === member.id
          ? queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
          : Promise.resolve(),
      ]);
    },
    onError: (error) => {
      // Removed meanwhile, or the last admin after all: show the team as it is now.
      if (isApiError(error) && (error.status === 404 || error.code === 'last_admin')) {
        void queryClient.invalidateQueries({ queryKey: ORGANIZATION_QUERY_KEY });
      }
    },
  });
}
