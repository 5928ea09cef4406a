import { MailPlus, RefreshCw, X } from 'lucide-react';
import { ROLE_LABELS } from '../../../../shared/auth';
import type { InvitationView } from '../../../../shared/team';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';

interface PendingInvitationsProps {
  invitations: readonly InvitationView[];
  /** The invitation whose link is being sent again. */
  resendingId: string | undefined;
  onResend: (invitation: InvitationView) => void;
  onRevoke: (invitation: InvitationView) => void;
}

/** Invitations sent and not yet accepted, each until its link expires. */
export function PendingInvitations({
  invitations,
  resendingId,
  onResend,
  onRevoke,
}: PendingInvitationsProps) {
  if (invitations.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">
        <MailPlus className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        No pending invitations. Invite a member and their invitation shows here until they accept
        it.
      </p>
    );
  }
  return (
    <ul
      aria-label="Pending invitations"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          aria-label={invitation.email}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium break-all text-slate-900">
                {invitation.email}
              </span>
              <Badge variant="secondary">{ROLE_LABELS[invitation.role]}</Badge>
            </div>
            <p className="text-xs text-slate-500">
              {invitation.invitedByName && <>Invited by {invitation.invitedByName} · </>}
              Sent <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time> ·
              Link expires{' '}
              <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              isPending={resendingId === invitation.id}
              onClick={() => onResend(invitation)}
            >
              {resendingId !== invitation.id && <RefreshCw aria-hidden="true" />}
              Resend<span className="sr-only"> invitation to {invitation.email}</span>
            </Button>
            <Button variant="ghost-destructive" size="sm" onClick={() => onRevoke(invitation)}>
              <X aria-hidden="true" />
              Revoke<span className="sr-only"> invitation to {invitation.email}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
