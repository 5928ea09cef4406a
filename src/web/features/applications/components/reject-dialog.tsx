import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { rejectSchema } from '../../../../shared/applications';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useRejectApplication } from '../api/reject-application';

interface RejectDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rejects an application with a reason the team sees in its timeline. */
export function RejectDialog({ applicationId, open, onOpenChange }: RejectDialogProps) {
  const reject = useRejectApplication();
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!reject.isPending) onOpenChange(next);
      }}
    >
      <DialogContent {...returnFocus}>
        {open && (
          <RejectForm
            applicationId={applicationId}
            reject={reject}
            onCancel={() => onOpenChange(false)}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({
  applicationId,
  reject,
  onCancel,
  onDone,
}: {
  applicationId: string;
  reject: ReturnType<typeof useRejectApplication>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const form = useForm({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ reason }) => {
    reject.mutate(
      { id: applicationId, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Application rejected',
            description: 'The reason is kept in the candidate’s timeline.',
          });
          onDone();
        },
        onError: (error) => {
          reportFormFailure(error, form.setError, {
            title: 'Reject failed',
            fallback: 'Failed to reject application. Please try again.',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reject this application?</DialogTitle>
        <DialogDescription>
          A rejected application can no longer move between stages. Your team sees the reason in its
          timeline.
        </DialogDescription>
      </DialogHeader>
      <TextareaField
        label="Reason for rejecting"
        required
        rows={4}
        placeholder="For example: not enough experience with food safety audits"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" isPending={reject.isPending}>
          Reject Application
        </Button>
      </DialogFooter>
    </form>
  );
}
