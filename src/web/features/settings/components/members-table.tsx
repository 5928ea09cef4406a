import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ROLE_LABELS } from '../../../../shared/auth';
import { MEMBER_ROLES, type MemberRole, type MemberView } from '../../../../shared/team';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { formatDate, formatDateTime, formatRelativeTime } from '../../../lib/format';

/**
 * Asks to give a member another role; `done` says whether it was saved, so the
 * role picker shows the member's role again when it was not.
 */
export type ChangeRoleHandler = (
  member: MemberView,
  role: MemberRole,
  done: (isSaved: boolean) => void,
) => void;

interface MembersTableProps {
  organizationName: string;
  members: readonly MemberView[];
  currentUserId: string | undefined;
  canManage: boolean;
  /** The member whose role is being saved: their select waits for the answer. */
  savingMemberId: string | undefined;
  onChangeRole: ChangeRoleHandler;
  onRemove: (member: MemberView) => void;
}

/** The organization's members; admins change roles and remove members from here. */
export function MembersTable({
  organizationName,
  members,
  currentUserId,
  canManage,
  savingMemberId,
  onChangeRole,
  onRemove,
}: MembersTableProps) {
  const columns: DataTableColumn<MemberView>[] = [
    {
      id: 'member',
      header: 'Member',
      isRowHeader: true,
      cell: (member) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{member.name}</span>
            {member.id === currentUserId && <Badge variant="secondary">You</Badge>}
          </span>
          <span className="block break-all text-slate-500">{member.email}</span>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (member) =>
        canManage ? (
          <RoleCell
            member={member}
            isSaving={savingMemberId === member.id}
            onChangeRole={onChangeRole}
          />
        ) : (
          <span className="text-slate-700">{ROLE_LABELS[member.role]}</span>
        ),
    },
    {
      id: 'joined',
      header: 'Joined',
      className: 'whitespace-nowrap text-slate-600',
      cell: (member) => <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>,
    },
    {
      id: 'last-sign-in',
      header: 'Last sign-in',
      className: 'whitespace-nowrap text-slate-600',
      cell: (member) =>
        member.lastLoginAt ? (
          <time dateTime={member.lastLoginAt} title={formatDateTime(member.lastLoginAt)}>
            {formatRelativeTime(member.lastLoginAt)}
          </time>
        ) : (
          'Never'
        ),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'end',
      cell: (member) => (
        <Button variant="ghost-destructive" size="sm" onClick={() => onRemove(member)}>
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only"> {member.name}</span>
        </Button>
      ),
    });
  }
  return (
    <DataTable
      columns={columns}
      rows={members}
      getRowKey={(member) => member.id}
      caption={<>Members of {organizationName}</>}
      className="min-w-[720px]"
    />
  );
}

/**
 * A member's role, changed in two steps: pick, then Save. A native select fires a
 * change on every arrow key, so saving on change would send each role passed through.
 */
function RoleCell({
  member,
  isSaving,
  onChangeRole,
}: {
  member: MemberView;
  isSaving: boolean;
  onChangeRole: ChangeRoleHandler;
}) {
  const [draft, setDraft] = useState<MemberRole>(member.role);
  const [shownRole, setShownRole] = useState<MemberRole>(member.role);
  const selectRef = useRef<HTMLSelectElement>(null);
  // The role changed on the server (saved here, or by another admin): show it.
  if (member.role !== shownRole) {
    setShownRole(member.role);
    setDraft(member.role);
  }
  const isChanged = draft !== member.role;
  const backToSelect = () => selectRef.current?.focus();

  return (
    <div className="flex items-center gap-2">
      <div className="w-44">
        <Select
          ref={selectRef}
          aria-label={`Role of ${member.name}`}
          className="h-9"
          value={draft}
          onChange={(event) => setDraft(event.target.value as MemberRole)}
        >
          {MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>
      {isChanged && (
        <>
          <Button
            size="sm"
            isPending={isSaving}
            onClick={() =>
              onChangeRole(member, draft, (isSaved) => {
                if (!isSaved) setDraft(member.role);
                backToSelect();
              })
            }
          >
            Save<span className="sr-only"> role of {member.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={isSaving}
            onClick={() => {
              setDraft(member.role);
              backToSelect();
            }}
          >
            Cancel<span className="sr-only"> role change of {member.name}</span>
          </Button>
        </>
      )}
    </div>
  );
}
