import { CalendarX } from 'lucide-react';
import { useId, useState } from 'react';
import type { InterviewView } from '../../../../shared/interviews';
import {
  AlertDialogCancel,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { AlertDialogShell } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useCancelInterview } from '../api/cancel-interview';
import { toastFailure } from '../../../lib/toast-failure';

interface CancelInterviewDialogProps {
  /** The interview to call off; null while closed. */
  interview: InterviewView | null;
  /** How the interview's day and time read on the page ("Tomorrow, 10:00 – 11:00 GMT"). */
  when: string;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks before calling an interview off: it cannot be undone, the candidate and
 * the interviewers get a calendar cancellation, and its credits are not returned.
 */
export function CancelInterviewDialog({
  interview,
  when,
  onOpenChange,
}: CancelInterviewDialogProps) {
  const cancel = useCancelInterview();
  return (
    <AlertDialogShell
      open={interview !== null}
      onOpenChange={onOpenChange}
      isPending={cancel.isPending}
    >
      {interview && (
        <CancelBody
          interview={interview}
          when={when}
          cancel={cancel}
          onDone={() => onOpenChange(false)}
        />
      )}
    </AlertDialogShell>
  );
}

function CancelBody({
  interview,
  when,
  cancel,
  onDone,
}: {
  interview: InterviewView;
  when: string;
  cancel: ReturnType<typeof useCancelInterview>;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [sendInvites, setSendInvites] = useState(true);
  const switchId = useId();

  const onConfirm = () => {
    cancel.mutate(
      { id: interview.id, reason, sendInvites },
      {
        onSuccess: (response) => {
          toast({
            title: 'Interview cancelled',
            description:
              response.invitesSent > 0
                ? 'The candidate and the interviewers were sent a calendar cancellation.'
                : 'Nobody was notified.',
          });
          onDone();
        },
        onError: (error) => {
          toastFailure(
            error,
            'Failed to Cancel Interview',
            'An error occurred while cancelling the interview',
          );
        },
      },
    );
  };

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle className="flex items-center gap-2">
          <CalendarX className="size-5 text-red-600" aria-hidden="true" />
          Cancel this interview?
        </AlertDialogTitle>
        <AlertDialogDescription>
          {interview.type} with {interview.candidate.fullName}, {when}. This cannot be undone, and
          the credits it cost are not returned.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <TextareaField
        label="Reason"
        rows={3}
        maxLength={500}
        hint="Optional: kept in the candidate’s timeline."
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={switchId}>Send calendar cancellations</Label>
        <Switch id={switchId} checked={sendInvites} onCheckedChange={setSendInvites} />
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={cancel.isPending}>Keep interview</AlertDialogCancel>
        <Button variant="destructive" onClick={onConfirm} isPending={cancel.isPending}>
          Cancel interview
        </Button>
      </AlertDialogFooter>
    </>
  );
}
