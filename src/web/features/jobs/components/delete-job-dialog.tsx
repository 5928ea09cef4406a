import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteJob } from '../api/delete-job';

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
        toast({
          variant: 'destructive',
          title: 'Delete failed',
          description: failureMessage(error, 'Failed to delete job. Please try again.'),
        });
      },
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Keep the dialog up while the delete is in flight.
        if (!deleteJob.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this job?</AlertDialogTitle>
          <AlertDialogDescription>
            {job.title} and its pipeline will be deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteJob.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} isPending={deleteJob.isPending}>
            Delete Job
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
