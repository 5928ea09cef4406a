import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteJob } from '../api/delete-job';
import { toastFailure } from '../../../lib/toast-failure';

interface DeleteJobDialogProps {
  job: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms before a job and its pipeline are deleted for good. */
export function DeleteJobDialog({ job, open, onOpenChange }: DeleteJobDialogProps) {
  const deleteJob = useDeleteJob();

  const onConfirm = () => {
    deleteJob.mutate(job.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Job deleted', description: `${job.title} has been deleted.` });
      },
      onError: (error) => {
        toastFailure(error, 'Delete failed', 'Failed to delete job. Please try again.');
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this job?"
      description={`${job.title} and its pipeline will be deleted. This cannot be undone.`}
      confirmLabel="Delete Job"
      onConfirm={onConfirm}
      isPending={deleteJob.isPending}
    />
  );
}
