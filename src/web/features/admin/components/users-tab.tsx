import { KeyRound, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../../shared/auth';
import type { AdminUserView } from '../../../../shared/admin';
import { actionsColumn, type DataTableColumn } from '../../../components/data-table';
import { PagedTable } from '../../../components/paged-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { isAdminSessionExpired } from '../api/admin-request';
import { useDeleteUser, useResetUserPassword, useUsers } from '../api/users';
import { CreateUserDialog } from './create-user-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { nothingMatches, SearchSection } from './search-section';
import { usePagedSearch } from './use-paged-search';

/** Spec section 9: the temporary password's toast stays 10 seconds. */
const TEMP_PASSWORD_TOAST_MS = 10_000;

/**
 * Every user of the platform: search by name, email or organization name; reset a
 * password (a new temporary one, shown once) or delete. The SUPERADMIN console
 * creates users here too.
 */
export function UsersTab({ canCreate = false }: { canCreate?: boolean }) {
  const search = usePagedSearch();
  const users = useUsers({ q: search.q, page: search.page });
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [shownPassword, setShownPassword] = useState<{
    title: string;
    forWhom: string;
    password: string;
  } | null>(null);
  const [toReset, setToReset] = useState<AdminUserView | null>(null);
  const [toDelete, setToDelete] = useState<AdminUserView | null>(null);
  const resetPassword = useResetUserPassword();
  const deleteUser = useDeleteUser();

  const onReset = () => {
    if (!toReset) return;
    const user = toReset;
    resetPassword.mutate(user.id, {
      onSuccess: (response) => {
        setToReset(null);
        setShownPassword({
          title: 'Password reset',
          forWhom: `${user.name} (${user.email})`,
          password: response.tempPassword,
        });
        toast({
          variant: 'success',
          title: 'Password reset successful',
          description: `Temporary password for ${user.name}: ${response.tempPassword}`,
          duration: TEMP_PASSWORD_TOAST_MS,
        });
      },
      onError: (error) => {
        setToReset(null);
        if (isAdminSessionExpired(error)) return;
        toast({
          variant: 'destructive',
          title: 'Password reset failed',
          description: failureMessage(error, 'The password could not be reset. Please try again.'),
        });
      },
    });
  };

  const onDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({
          variant: 'success',
          title: 'User deleted successfully',
          description: `${user.name} can no longer sign in.`,
        });
      },
      onError: (error) => {
        setToDelete(null);
        if (isAdminSessionExpired(error)) return;
        toast({
          variant: 'destructive',
          title: 'Delete failed',
          description: failureMessage(error, 'The user could not be deleted. Please try again.'),
        });
      },
    });
  };

  const columns: DataTableColumn<AdminUserView>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {user.name}
          {user.mustChangePassword && <Badge variant="warning">Temporary password</Badge>}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      className: 'break-all text-slate-600',
      cell: (user) => user.email,
    },
    {
      id: 'organization',
      header: 'Organization',
      className: 'text-slate-600',
      cell: (user) => user.orgName ?? <span className="text-slate-400">Platform</span>,
    },
    {
      id: 'role',
      header: 'Role',
      className: 'whitespace-nowrap',
      cell: (user) => ROLE_LABELS[user.role],
    },
    {
      id: 'last-login',
      header: 'Last Login',
      className: 'whitespace-nowrap text-slate-600',
      cell: (user) =>
        user.lastLoginAt ? (
          <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt)}</time>
        ) : (
          'Never'
        ),
    },
    actionsColumn((user) => (
      <>
        <Button variant="outline" size="sm" onClick={() => setToReset(user)}>
          <KeyRound aria-hidden="true" />
          Reset Password<span className="sr-only"> of {user.name}</span>
        </Button>
        <Button variant="ghost-destructive" size="sm" onClick={() => setToDelete(user)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {user.name}</span>
        </Button>
      </>
    )),
  ];

  return (
    <SearchSection
      title="Users"
      searchLabel="Search users"
      searchPlaceholder="Search by name, email or organization"
      search={search}
      action={
        canCreate && (
          <Button onClick={() => setIsCreateOpen(true)}>
            <UserPlus aria-hidden="true" />
            Create User
          </Button>
        )
      }
    >
      <PagedTable
        query={users}
        rowsOf={(data) => data.users}
        error="We could not load the users."
        empty={{ icon: Users, title: 'No users found', description: nothingMatches(search.q) }}
        onPageChange={search.setPage}
        columns={columns}
        getRowKey={(user) => user.id}
        caption="Users"
        className="min-w-[880px]"
      />

      {canCreate && (
        <CreateUserDialog
          open={isCreateOpen}
          onOpenChange={setIsCreateOpen}
          onCreated={(response) =>
            setShownPassword({
              title: 'User created and invitation sent',
              forWhom: `${response.user.name} (${response.user.email})`,
              password: response.tempPassword,
            })
          }
        />
      )}
      <TemporaryPasswordDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
      <ConfirmDialog
        open={toReset !== null}
        onOpenChange={(open) => {
          if (!open) setToReset(null);
        }}
        title={toReset ? `Reset the password of ${toReset.name}?` : 'Reset password?'}
        description="Their current password stops working and their sessions end. They sign in with the temporary password shown next and then choose their own."
        confirmLabel="Reset Password"
        onConfirm={onReset}
        isPending={resetPassword.isPending}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete ${toDelete.name}?` : 'Delete user?'}
        description="They can no longer sign in and their sessions end. Their organization's jobs and candidates stay. This cannot be undone."
        confirmLabel="Delete User"
        onConfirm={onDelete}
        isPending={deleteUser.isPending}
      />
    </SearchSection>
  );
}
