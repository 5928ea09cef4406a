import { testEmailSchema, type AdminEmailTemplateView } from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useSendTestEmail } from '../api/email-templates';

interface SendTestEmailDialogProps {
  templates: AdminEmailTemplateView[];
  /** Null: closed; '' opens with no template chosen. */
  initialTemplateId: string | null;
  onOpenChange: (open: boolean) => void;
}

/** Sends one platform template, with sample values, to an address (spec: needs both). */
export function SendTestEmailDialog({
  templates,
  initialTemplateId,
  onOpenChange,
}: SendTestEmailDialogProps) {
  const sendTestEmail = useSendTestEmail();
  return (
    <FormDialog
      schema={testEmailSchema}
      defaultValues={{ templateId: initialTemplateId ?? '', testEmail: '' }}
      title="Send Test Email"
      description="Sends the template with sample values, so you can see it as recipients will."
      submitLabel="Send Test Email"
      open={initialTemplateId !== null}
      onOpenChange={onOpenChange}
      isPending={sendTestEmail.isPending}
      failureToast={{ title: 'Test email failed', fallback: 'The test email could not be sent.' }}
      onSubmit={async (values) => {
        const response = await sendTestEmail.mutateAsync(values);
        toast({ variant: 'success', title: 'Test email sent', description: response.message });
      }}
    >
      {(_form, { field }) => (
        <>
          <SelectField label="Template" required {...field('templateId')}>
            <option value="">Select a template</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name} ({template.category})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Test address"
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            {...field('testEmail')}
          />
        </>
      )}
    </FormDialog>
  );
}
