import type { EmailTemplateView } from '../../../../shared/email';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteEmailTemplate } from '../api/delete-email-template';
import { toastFailure } from '../../../lib/toast-failure';

interface DeleteEmailTemplateDialogProps {
  template: EmailTemplateView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Confirms before a template is deleted for the whole organization (never a default one). */
export function DeleteEmailTemplateDialog({
  template,
  open,
  onOpenChange,
}: DeleteEmailTemplateDialogProps) {
  const deleteTemplate = useDeleteEmailTemplate();

  const onConfirm = () => {
    deleteTemplate.mutate(template.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Template deleted', description: `${template.name} has been deleted.` });
      },
      onError: (error) => {
        toastFailure(error, 'Delete failed', 'Failed to delete template. Please try again.');
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this template?"
      description={`${template.name} will be deleted for everyone in your organization. This cannot be undone.`}
      confirmLabel="Delete Template"
      onConfirm={onConfirm}
      isPending={deleteTemplate.isPending}
    />
  );
}
