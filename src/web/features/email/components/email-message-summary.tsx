import { CheckCircle2, Clock, RotateCcw, XCircle } from 'lucide-react';
import type { EmailMessageStatus, EmailMessageView } from '../../../../shared/email';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import { useRetryEmailMessage } from '../api/email-messages';
import { toastFailure } from '../../../lib/toast-failure';

const STATUS: Record<
  EmailMessageStatus,
  { label: string; variant: BadgeVariant; icon: typeof Clock }
> = {
  QUEUED: { label: 'Queued', variant: 'info', icon: Clock },
  SENT: { label: 'Sent', variant: 'success', icon: CheckCircle2 },
  FAILED: { label: 'Failed', variant: 'destructive', icon: XCircle },
};

export function EmailStatusBadge({ status }: { status: EmailMessageStatus }) {
  const { label, variant, icon: Icon } = STATUS[status];
  return (
    <Badge variant={variant} className="px-2 text-[11px]">
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}

/**
 * One message as a timeline entry shows it: its status, subject, who sent it and
 * when; a message that finally failed says why and can be sent again at no charge
 * (a member's email was paid for when first sent; the other kinds are free).
 */
export function EmailMessageSummary({
  applicationId,
  message,
  canRetry,
}: {
  applicationId: string;
  message: EmailMessageView;
  /** The member may send email (READING.md 5). */
  canRetry: boolean;
}) {
  const retry = useRetryEmailMessage(applicationId);
  const isRetrying = retry.isPending && retry.variables === message.id;
  // Only a member's email is paid for; an interview invite and the applicant's
  // confirmation never cost credits.
  const isPaid = message.kind === 'email';

  const onRetry = () => {
    retry.mutate(message.id, {
      onSuccess: () => {
        toast({
          title: 'Email queued again',
          description: isPaid
            ? 'It was paid for when first sent, so no credits were charged.'
            : 'No credits were charged.',
        });
      },
      onError: (error) => {
        toastFailure(
          error,
          'Retry failed',
          'The email could not be queued again. Please try again.',
        );
      },
    });
  };

  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
        {message.isToCandidate ? 'Email' : `Email to ${message.toEmail ?? 'a team member'}`}
        <EmailStatusBadge status={message.status} />
      </p>
      <p className="mt-0.5 text-sm break-words text-slate-700">{message.subject}</p>
      {message.status === 'QUEUED' && (
        <p className="mt-0.5 text-xs text-slate-500">
          {message.attempts > 0
            ? `Delivery is being retried (${message.attempts} failed ${message.attempts === 1 ? 'attempt' : 'attempts'} so far).`
            : 'Waiting to be delivered.'}
        </p>
      )}
      {message.status === 'FAILED' && (
        <div className="mt-1.5 grid gap-2 rounded-md border border-red-200 bg-red-50 p-2.5 text-xs text-red-900">
          <p className="break-words">
            Not delivered{message.lastError ? `: ${message.lastError}` : '.'}
          </p>
          {canRetry && (
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <Button
                variant="outline"
                size="sm"
                className="h-7 px-2.5 text-xs"
                onClick={onRetry}
                isPending={isRetrying}
                disabled={retry.isPending}
              >
                {!isRetrying && <RotateCcw aria-hidden="true" />}
                Retry<span className="sr-only"> sending “{message.subject}”</span>
              </Button>
              <span className="text-red-800">
                {isPaid ? 'No charge: it was paid for when first sent.' : 'No charge.'}
              </span>
            </div>
          )}
        </div>
      )}
      <p className="mt-0.5 text-xs text-slate-500">
        {message.kind === 'application_confirmation'
          ? 'Sent by Shortlist when they applied'
          : (message.senderName ?? 'A former team member')}{' '}
        · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </p>
    </>
  );
}
