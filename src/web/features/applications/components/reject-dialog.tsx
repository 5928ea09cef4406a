import { rejectSchema } from '../../../../shared/applications';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useRejectApplication } from '../api/reject-application';

interface RejectDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Rejects an application with a reason the team sees in its timeline. */
export function RejectDialog({ applicationId, open, onOpenChange }: RejectDialogProps) {
  const reject = useRejectApplication();
  return (
    <FormDialog
      schema={rejectSchema}
      defaultValues={{ reason: '' }}
      title="Reject this application?"
      description="A rejected application can no longer move between stages. Your team sees the reason in its timeline."
      submitLabel="Reject Application"
      submitVariant="destructive"
      open={open}
      onOpenChange={onOpenChange}
      isPending={reject.isPending}
      failureToast={{
        title: 'Reject failed',
        fallback: 'Failed to reject application. Please try again.',
      }}
      onSubmit={async ({ reason }) => {
        await reject.mutateAsync({ id: applicationId, reason });
        toast({
          title: 'Application rejected',
          description: 'The reason is kept in the candidate’s timeline.',
        });
      }}
    >
      {(form) => (
        <TextareaField
          label="Reason for rejecting"
          required
          rows={4}
          placeholder="For example: not enough experience with food safety audits"
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      )}
    </FormDialog>
  );
}
