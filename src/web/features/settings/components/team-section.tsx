import { Info, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/permissions';
import {
  roleWithArticle,
  type InvitationView,
  type MemberRole,
  type MemberView,
} from '../../../../shared/team';
import { LoadingBlock } from '../../../components/loading-screen';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useSignedInUser } from '../../auth';
import { useChangeMemberRole } from '../api/change-member-role';
import { useInvitations } from '../api/invitations';
import { useInviteMember } from '../api/invite-member';
import { useOrganization } from '../api/organization';
import { useRemoveMember } from '../api/remove-member';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable, type ChangeRoleHandler } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { SettingsSection } from './settings-section';
import { toastFailure } from '../../../lib/toast-failure';

/** Which confirmation is open, and for whom. */
type OpenDialog =
  | { kind: 'none' }
  | { kind: 'invite' }
  | { kind: 'remove'; member: MemberView }
  | { kind: 'demote-self'; member: MemberView; role: MemberRole; done: (isSaved: boolean) => void }
  | { kind: 'revoke'; invitation: InvitationView };

/**
 * The organization's members (READING.md section 6): everyone sees them; admins
 * invite, change roles, remove, and see the pending invitations. The server
 * refuses to leave the organization without an admin and says why.
 */
export function TeamSection() {
  const user = useSignedInUser();
  const hasOrganization = Boolean(user?.orgId);
  const canManage = can(user?.role, 'manageOrganization');
  const settings = useOrganization(hasOrganization);
  const invitations = useInvitations(hasOrganization && canManage);
  const changeRole = useChangeMemberRole();
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const resendInvitation = useInviteMember();
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    // Not giving up one's admin rights after all: the picker shows the role as it is.
    if (dialog.kind === 'demote-self') dialog.done(false);
    setDialog({ kind: 'none' });
  };
  // A closing confirmation keeps its text until it is gone, so it does not vanish mid-animation.
  const [lastDialog, setLastDialog] = useState<OpenDialog>({ kind: 'none' });
  const open = (next: OpenDialog) => {
    setLastDialog(next);
    setDialog(next);
  };

  const members = settings.data?.members ?? [];
  const organizationName = settings.data?.organization.name ?? 'your organization';

  const saveRole = (member: MemberView, role: MemberRole, done: (isSaved: boolean) => void) => {
    const isYou = member.id === user?.id;
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => {
          setDialog({ kind: 'none' });
          done(true);
          toast({
            title: 'Role changed',
            description: isYou
              ? `You are now ${roleWithArticle(role)}.`
              : `${member.name} is now ${roleWithArticle(role)}.`,
          });
        },
        onError: (error) => {
          setDialog({ kind: 'none' });
          done(false);
          toastFailure(error, 'Role not changed', 'Failed to change the role. Please try again.');
        },
      },
    );
  };

  const onChangeRole: ChangeRoleHandler = (member, role, done) => {
    const isDemotingYourself =
      member.id === user?.id && member.role === 'ADMIN' && role !== 'ADMIN';
    const hasAnotherAdmin = members.some(
      (other) => other.role === 'ADMIN' && other.id !== member.id,
    );
    // Giving up one's own admin rights cannot be undone from here: ask first. As the only
    // admin there is nothing to ask: the server refuses, and its message says what to do.
    if (isDemotingYourself && hasAnotherAdmin) open({ kind: 'demote-self', member, role, done });
    else saveRole(member, role, done);
  };

  const onConfirmRemove = (member: MemberView) => {
    removeMember.mutate(member.id, {
      onSuccess: () => {
        setDialog({ kind: 'none' });
        // Removing oneself signs one out (see useRemoveMember), which says so itself.
        if (member.id !== user?.id) {
          toast({
            title: 'Member removed',
            description: `${member.name} has been removed and signed out.`,
          });
        }
      },
      onError: (error) => {
        setDialog({ kind: 'none' });
        toastFailure(error, 'Member not removed', 'Failed to remove the member. Please try again.');
      },
    });
  };

  const onResend = (invitation: InvitationView) => {
    resendInvitation.mutate(
      { email: invitation.email, role: invitation.role },
      {
        onSuccess: () =>
          toast({
            title: 'Invitation sent again',
            description: `${invitation.email} has a new link. The earlier link no longer works.`,
          }),
        onError: (error) =>
          toastFailure(
            error,
            'Invitation not sent',
            'Failed to send the invitation. Please try again.',
          ),
      },
    );
  };

  const onConfirmRevoke = (invitation: InvitationView) => {
    revokeInvitation.mutate(invitation.id, {
      onSuccess: () => {
        setDialog({ kind: 'none' });
        toast({
          title: 'Invitation revoked',
          description: `The link sent to ${invitation.email} no longer works.`,
        });
      },
      onError: (error) => {
        setDialog({ kind: 'none' });
        toastFailure(
          error,
          'Invitation not revoked',
          'Failed to revoke the invitation. Please try again.',
        );
      },
    });
  };

  const inviteButton = canManage && hasOrganization && (
    <Button onClick={() => open({ kind: 'invite' })}>
      <UserPlus aria-hidden="true" />
      Invite Member
    </Button>
  );

  return (
    <SettingsSection
      id="team"
      icon={Users}
      title="Team members"
      description="Everyone in your organization who uses Shortlist, and what their role lets them do. There is no limit on members."
      actions={inviteButton}
    >
      {!hasOrganization ? (
        <p className="text-sm text-slate-600">Your account is not a member of an organization.</p>
      ) : (
        <QueryState
          query={settings}
          loading={<LoadingBlock label="Loading team members..." />}
          error="We could not load your team."
        >
          {() => (
            <div className="grid gap-8">
              <div className="grid gap-3">
                <h3 className="text-sm font-semibold text-slate-900">
                  Members <span className="font-normal text-slate-500">({members.length})</span>
                </h3>
                {!canManage && (
                  <p className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                    <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    Only organization admins can invite members, change roles or remove members.
                  </p>
                )}
                <MembersTable
                  organizationName={organizationName}
                  members={members}
                  currentUserId={user?.id}
                  canManage={canManage}
                  savingMemberId={changeRole.isPending ? changeRole.variables?.memberId : undefined}
                  onChangeRole={onChangeRole}
                  onRemove={(member) => open({ kind: 'remove', member })}
                />
              </div>

              {canManage && (
                <div className="grid gap-3">
                  <h3 className="text-sm font-semibold text-slate-900">
                    Pending invitations
                    {invitations.data && (
                      <span className="font-normal text-slate-500">
                        {' '}
                        ({invitations.data.length})
                      </span>
                    )}
                  </h3>
                  <QueryState
                    query={invitations}
                    loading={<LoadingBlock label="Loading invitations..." />}
                    error="We could not load the pending invitations."
                  >
                    {(pending) => (
                      <PendingInvitations
                        invitations={pending}
                        resendingId={
                          resendInvitation.isPending
                            ? pending.find(
                                (item) => item.email === resendInvitation.variables?.email,
                              )?.id
                            : undefined
                        }
                        onResend={onResend}
                        onRevoke={(invitation) => open({ kind: 'revoke', invitation })}
                      />
                    )}
                  </QueryState>
                </div>
              )}
            </div>
          )}
        </QueryState>
      )}

      {canManage && (
        <>
          <InviteMemberDialog open={dialog.kind === 'invite'} onOpenChange={close} />
          {lastDialog.kind === 'remove' && (
            <RemoveMemberDialog
              member={lastDialog.member}
              isYou={lastDialog.member.id === user?.id}
              organizationName={organizationName}
              open={dialog.kind === 'remove'}
              onOpenChange={close}
              onConfirm={() => onConfirmRemove(lastDialog.member)}
              isPending={removeMember.isPending}
            />
          )}
          {lastDialog.kind === 'demote-self' && (
            <ConfirmDialog
              open={dialog.kind === 'demote-self'}
              onOpenChange={close}
              title="Change your own role?"
              description={`You will be ${roleWithArticle(lastDialog.role)} and no longer an admin: you will lose access to settings, team members and buying credits. Only another admin can make you an admin again.`}
              confirmLabel="Change My Role"
              onConfirm={() => saveRole(lastDialog.member, lastDialog.role, lastDialog.done)}
              isPending={changeRole.isPending}
            />
          )}
          {lastDialog.kind === 'revoke' && (
            <ConfirmDialog
              open={dialog.kind === 'revoke'}
              onOpenChange={close}
              title="Revoke this invitation?"
              description={`The link sent to ${lastDialog.invitation.email} will stop working. You can invite them again at any time.`}
              confirmLabel="Revoke Invitation"
              onConfirm={() => onConfirmRevoke(lastDialog.invitation)}
              isPending={revokeInvitation.isPending}
            />
          )}
        </>
      )}
    </SettingsSection>
  );
}

function RemoveMemberDialog({
  member,
  isYou,
  organizationName,
  ...props
}: {
  member: MemberView;
  isYou: boolean;
  organizationName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  isPending: boolean;
}) {
  return isYou ? (
    <ConfirmDialog
      {...props}
      title="Remove yourself?"
      description={`You will leave ${organizationName}: you are signed out at once, on every device, and can no longer sign in. The jobs, notes and scorecards you made stay with the organization.`}
      confirmLabel="Remove Myself"
    />
  ) : (
    <ConfirmDialog
      {...props}
      title={`Remove ${member.name}?`}
      description={`${member.name} will lose access to ${organizationName} at once: their sessions end on every device and they can no longer sign in. The jobs, notes and scorecards they made stay with the organization.`}
      confirmLabel="Remove Member"
    />
  );
}
