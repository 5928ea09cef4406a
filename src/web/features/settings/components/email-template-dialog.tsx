import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  emailTemplateSchema,
  findVariables,
  KNOWN_VARIABLES,
  TEMPLATE_CATEGORIES,
  type EmailTemplateInput,
  type EmailTemplateView,
  type KnownVariable,
  type TemplateCategory,
} from '../../../../shared/email';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import {
  registeredField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { useCreateEmailTemplate } from '../api/create-email-template';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { TemplatePreview } from './template-preview';
import { insertText } from './template-text';
import { VariableLegend, VariableList } from './variable-chip';

interface EmailTemplateDialogProps {
  /** The template to edit; null to create one. */
  template: EmailTemplateView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Creates or edits a template, with its variables and a preview kept up to date as one types. */
export function EmailTemplateDialog({ template, open, onOpenChange }: EmailTemplateDialogProps) {
  const createTemplate = useCreateEmailTemplate();
  const updateTemplate = useUpdateEmailTemplate();
  const isEditing = template !== null;
  return (
    <FormDialog
      schema={emailTemplateSchema}
      defaultValues={
        template
          ? {
              name: template.name,
              category: template.category,
              subject: template.subject,
              content: template.content,
            }
          : EMPTY_VALUES
      }
      title={isEditing ? 'Edit template' : 'New template'}
      description="Write the email once; Shortlist fills in each candidate’s details when your team sends it."
      submitLabel={isEditing ? 'Save Changes' : 'Create Template'}
      open={open}
      onOpenChange={onOpenChange}
      isPending={createTemplate.isPending || updateTemplate.isPending}
      className="max-h-[calc(100dvh-2rem)] max-w-5xl overflow-y-auto"
      formClassName="grid gap-5"
      failureToast={{
        title: isEditing ? 'Update failed' : 'Create failed',
        fallback: isEditing
          ? 'Failed to update template. Please try again.'
          : 'Failed to create template. Please try again.',
      }}
      onSubmit={async (values) => {
        if (template) {
          const saved = await updateTemplate.mutateAsync({ id: template.id, input: values });
          toast({ title: 'Template updated', description: `${saved.name} has been saved.` });
        } else {
          const created = await createTemplate.mutateAsync(values);
          toast({
            title: 'Template created',
            description: `${created.name} is ready to use when you email candidates.`,
          });
        }
      }}
    >
      {(form, { isPending }) => (
        <EmailTemplateFields template={template} form={form} isPending={isPending} />
      )}
    </FormDialog>
  );
}

interface TemplateFormValues {
  name: string;
  category: TemplateCategory;
  subject: string;
  content: string;
}

type TextFieldName = 'subject' | 'content';

const EMPTY_VALUES: TemplateFormValues = {
  name: '',
  category: 'Application Lifecycle',
  subject: '',
  content: '',
};

/** The template's fields beside its variables and a live preview. */
function EmailTemplateFields({
  template,
  form,
  isPending,
}: {
  template: EmailTemplateView | null;
  form: UseFormReturn<TemplateFormValues, unknown, EmailTemplateInput>;
  isPending: boolean;
}) {
  const { errors } = form.formState;
  const [subject, content] = useWatch({ control: form.control, name: ['subject', 'content'] });
  const variables = findVariables(subject ?? '', content ?? '');
  const formId = useId();
  const insertId = `${formId}-insert`;

  // Where "Insert a variable" writes: the subject or the content, whichever had focus last.
  const [lastTextField, setLastTextField] = useState<TextFieldName>('content');
  const textFieldId = (name: TextFieldName) => `${formId}-${name}`;

  const onInsertVariable = (variable: KnownVariable) => {
    const name = lastTextField;
    const element = document.getElementById(textFieldId(name)) as
      HTMLInputElement | HTMLTextAreaElement | null;
    const current = form.getValues(name);
    const { text, caret } = insertText(
      current,
      element?.selectionStart ?? current.length,
      element?.selectionEnd ?? current.length,
      `{{${variable}}}`,
    );
    form.setValue(name, text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    element?.focus();
    element?.setSelectionRange(caret, caret);
  };

  return (
    <>
      {template?.isDefault && (
        <p className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          This is one of Shortlist’s default templates. Your changes apply to your organization
          only. Default templates can be edited but not deleted.
        </p>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Template name"
              required
              placeholder="e.g. Second interview invitation"
              disabled={isPending}
              {...registeredField(form, 'name')}
            />
            <SelectField
              label="Category"
              required
              disabled={isPending}
              {...registeredField(form, 'category')}
            >
              {TEMPLATE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label="Subject"
            required
            placeholder="e.g. Next steps for {{jobTitle}}"
            disabled={isPending}
            error={errors.subject?.message}
            id={textFieldId('subject')}
            onFocus={() => setLastTextField('subject')}
            {...form.register('subject')}
          />
          <TextareaField
            label="Content"
            required
            rows={9}
            placeholder={'Dear {{candidateFirstName}},\n\n...'}
            disabled={isPending}
            error={errors.content?.message}
            id={textFieldId('content')}
            onFocus={() => setLastTextField('content')}
            {...form.register('content')}
          />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
            <span id={insertId} className="text-xs font-medium text-slate-600">
              Insert at the cursor:
            </span>
            <div role="group" aria-labelledby={insertId} className="flex flex-wrap gap-1.5">
              {(Object.keys(KNOWN_VARIABLES) as KnownVariable[]).map((variable) => (
                <Button
                  key={variable}
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 font-mono text-xs"
                  title={KNOWN_VARIABLES[variable]}
                  disabled={isPending}
                  onClick={() => onInsertVariable(variable)}
                >
                  {`{{${variable}}}`}
                </Button>
              ))}
            </div>
          </div>
        </div>

        <div className="grid content-start gap-5 rounded-xl bg-slate-50 p-4">
          <div className="grid gap-2" aria-live="polite">
            <h3 className="text-sm font-semibold text-slate-900">Variables in this template</h3>
            {variables.length === 0 ? (
              <p className="text-sm text-slate-500">None yet.</p>
            ) : (
              <VariableList names={variables} label="Variables in this template" />
            )}
            <VariableLegend />
          </div>
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-slate-900">Preview</h3>
            <p className="text-xs text-slate-500">
              With a sample candidate, your name and your organization’s.
            </p>
            <TemplatePreview subject={subject ?? ''} content={content ?? ''} />
          </div>
        </div>
      </div>
    </>
  );
}
