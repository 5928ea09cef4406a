import { AlertCircle, Eye, Mail, Send, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'wouter';
import {
  TEMPLATE_CATEGORIES,
  type EmailTemplateView,
  type SendEmailResponse,
} from '../../../../shared/email';
import { formatCredits } from '../../../../shared/money';
import { DialogFooterActions, DialogShell } from '../../../components/form-dialog';
import { Badge } from '../../../components/ui/badge';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import {
  registeredField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { applyServerFieldErrors, schemaResolver } from '../../../lib/form-errors';
import { useRequestIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useSignedInUser } from '../../auth';
import { CostSummary, CreditsShortNotice, useCredits } from '../../credits';
import { useEmailTemplates } from '../api/email-templates';
import { useSendEmail } from '../api/send-email';
import {
  composeEmailSchema,
  emailCostSummary,
  renderForRecipient,
  sendFailureKind,
  sentToastText,
  variableField,
  variablesOf,
  variablesToSend,
  type EmailRecipient,
  type EmailSender,
  type VariableInfo,
} from './compose-email';
import { toastFailure } from '../../../lib/toast-failure';

interface ComposeEmailDialogProps {
  /** Who gets the email: unlocked candidates, one copy each. */
  recipients: EmailRecipient[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent?: (response: SendEmailResponse) => void;
}

const VALIDATION_TEXT = 'Subject and content are required';

/**
 * Writes one email to one or more unlocked candidates (spec: compose email):
 * from a template or from scratch, a field for each variable the sender fills,
 * a preview of each recipient's copy as the server renders it, and the cost
 * against the balance before anything is sent.
 */
export function ComposeEmailDialog({
  recipients,
  open,
  onOpenChange,
  onSent,
}: ComposeEmailDialogProps) {
  const send = useSendEmail();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      isPending={send.isPending}
      className="max-h-[calc(100dvh-2rem)] max-w-4xl gap-0 overflow-y-auto p-0"
    >
      {/* Mounted on each opening, so each opening starts from a blank email. */}
      {open && recipients.length > 0 && (
        <ComposeEmailForm
          recipients={recipients}
          send={send}
          onCancel={() => onOpenChange(false)}
          onDone={(response) => {
            onOpenChange(false);
            onSent?.(response);
          }}
        />
      )}
    </DialogShell>
  );
}

interface ComposeValues {
  candidateIds: string[];
  /** The application each candidate is emailed about, in the same order. */
  applicationIds: string[];
  templateId: string | null;
  subject: string;
  content: string;
  /** The sender's values, by form field (variableField), not by variable name. */
  variables: Record<string, string>;
}
type ComposeOutput = z.output<typeof composeEmailSchema>;

function ComposeEmailForm({
  recipients,
  send,
  onCancel,
  onDone,
}: {
  recipients: EmailRecipient[];
  send: ReturnType<typeof useSendEmail>;
  onCancel: () => void;
  onDone: (response: SendEmailResponse) => void;
}) {
  const user = useSignedInUser();
  const credits = useCredits();
  const templates = useEmailTemplates(user?.orgId);
  const form = useForm<ComposeValues, unknown, ComposeOutput>({
    resolver: schemaResolver(composeEmailSchema),
    defaultValues: {
      candidateIds: recipients.map((recipient) => recipient.candidateId),
      applicationIds: recipients.map((recipient) => recipient.applicationId),
      templateId: null,
      subject: '',
      content: '',
      variables: {},
    },
  });
  const { errors } = form.formState;
  const [templateId, subject, content, variables] = useWatch({
    control: form.control,
    name: ['templateId', 'subject', 'content', 'variables'],
  });
  // One key per submission: a double click or a retry of the same email sends it once;
  // once the email is edited, the next Send is a new submission with a new key.
  const idempotencyKeyFor = useRequestIdempotencyKey();
  const [previewId, setPreviewId] = useState(recipients[0]!.candidateId);
  const previewSelectId = useId();

  const sender: EmailSender = {
    name: user?.name ?? '',
    organizationName: user?.organization?.name ?? '',
  };
  const found = variablesOf(subject, content);
  const known = found.filter((variable) => variable.isKnown);
  const custom = found.filter((variable) => !variable.isKnown);
  const previewRecipient =
    recipients.find((recipient) => recipient.candidateId === previewId) ?? recipients[0]!;
  const preview = renderForRecipient({ subject, content, variables }, previewRecipient, sender);

  const { cost, text: costText, discountText } = emailCostSummary(recipients.length);
  const balance = credits.data?.balance;
  const isTooLow = balance !== undefined && balance < cost;
  const failure = send.isError ? sendFailureKind(send.error) : null;
  const isSingle = recipients.length === 1;

  const onChooseTemplate = (id: string) => {
    const template = templates.data?.find((item) => item.id === id);
    form.setValue('templateId', template?.id ?? null);
    if (!template) return;
    form.setValue('subject', template.subject, { shouldDirty: true });
    form.setValue('content', template.content, { shouldDirty: true });
    form.clearErrors();
  };

  const onInvalid = (fieldErrors: FieldErrors<ComposeValues>) => {
    const messages = [fieldErrors.subject?.message, fieldErrors.content?.message];
    if (messages.includes(VALIDATION_TEXT)) {
      toast({ variant: 'destructive', title: 'Validation Error', description: VALIDATION_TEXT });
    }
  };

  const onSubmit = form.handleSubmit((input) => {
    const request = {
      orgId: user?.orgId ?? '',
      senderId: user?.id ?? '',
      candidateIds: input.candidateIds,
      applicationIds: input.applicationIds,
      templateId: input.templateId ?? null,
      subject: input.subject,
      content: input.content,
      variables: variablesToSend(input.variables, input.subject, input.content),
    };
    send.mutate(
      { ...request, idempotencyKey: idempotencyKeyFor(request) },
      {
        onSuccess: (response) => {
          toast({
            variant: 'success',
            title: 'Emails Sent Successfully',
            description: sentToastText(response),
          });
          onDone(response);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError);
          toastFailure(error, 'Failed to Send Emails', 'An error occurred while sending emails');
        },
      },
    );
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate className="grid">
      <DialogHeader className="border-b border-slate-200 px-6 pt-6 pb-4">
        <DialogTitle className="flex items-center gap-2">
          <Mail className="size-5 text-brand-600" aria-hidden="true" />
          {isSingle ? `Email ${recipients[0]!.fullName}` : `Email ${recipients.length} candidates`}
        </DialogTitle>
        <DialogDescription>
          {isSingle
            ? 'Write your message or start from a template.'
            : 'Each candidate gets their own copy, with their name and job filled in.'}
        </DialogDescription>
        <RecipientList recipients={recipients} />
      </DialogHeader>

      <div className="grid gap-6 px-6 py-5 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid content-start gap-4">
          <SelectField
            label="Template"
            value={templateId ?? ''}
            onChange={(event) => onChooseTemplate(event.target.value)}
            disabled={templates.isPending && Boolean(user?.orgId)}
            hint={
              templates.isError
                ? 'Your templates could not be loaded; you can still write your own.'
                : 'Optional: choosing one fills in the subject and content.'
            }
          >
            <option value="">
              {templates.isPending ? 'Loading templates…' : 'No template: write your own'}
            </option>
            <TemplateOptions templates={templates.data ?? []} />
          </SelectField>

          <TextField
            label="Subject"
            required
            autoComplete="off"
            {...registeredField(form, 'subject')}
          />
          <TextareaField
            label="Content"
            required
            rows={10}
            error={errors.content?.message}
            hint="Write {{variableName}} for a value you fill in below, or use one Shortlist fills in for each recipient."
            {...form.register('content')}
          />

          <VariablesSection known={known} custom={custom} form={form} />
        </div>

        <aside className="grid content-start gap-4" aria-label="Preview and cost">
          <section className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Eye className="size-4 text-slate-500" aria-hidden="true" />
              Preview
            </h3>
            {!isSingle && (
              <div className="grid gap-1.5">
                <Label htmlFor={previewSelectId}>Preview for</Label>
                <Select
                  id={previewSelectId}
                  value={previewRecipient.candidateId}
                  onChange={(event) => setPreviewId(event.target.value)}
                >
                  {recipients.map((recipient) => (
                    <option key={recipient.candidateId} value={recipient.candidateId}>
                      {recipient.fullName}
                    </option>
                  ))}
                </Select>
              </div>
            )}
            <div
              className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 text-sm"
              data-testid="email-preview"
            >
              <p className="text-xs text-slate-500">
                To {previewRecipient.fullName} &lt;{previewRecipient.email}&gt;
              </p>
              <p className="font-semibold break-words text-slate-900">
                {preview.subject || <span className="font-normal text-slate-500">No subject</span>}
              </p>
              <p className="max-h-72 overflow-y-auto break-words whitespace-pre-wrap text-slate-700">
                {preview.content || <span className="text-slate-500">No content yet</span>}
              </p>
            </div>
          </section>

          <CostSummary cost={cost} credits={credits} className="gap-2">
            <p>
              {costText}
              {discountText && (
                <>
                  {' '}
                  <Badge variant="success">{discountText}</Badge>
                </>
              )}
            </p>
          </CostSummary>

          {isTooLow && (
            <CreditsShortNotice>
              You need {formatCredits(cost)} to send this and have {formatCredits(balance)}.
            </CreditsShortNotice>
          )}
          {failure && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                {failure === 'credits' ? (
                  <>
                    Not enough credits: nothing was sent or charged.{' '}
                    <Link href="/credits" className="font-medium underline underline-offset-2">
                      Get more credits
                    </Link>
                  </>
                ) : (
                  'Some of these candidates are no longer unlocked, so nothing was sent or charged. Close this window and check the candidates again.'
                )}
              </p>
            </div>
          )}
        </aside>
      </div>

      <DialogFooterActions
        className="border-t border-slate-200 px-6 py-4"
        onCancel={onCancel}
        isPending={send.isPending}
        isSubmitDisabled={subject === '' || content === '' || isTooLow}
        submitLabel={
          <>
            {!send.isPending && <Send aria-hidden="true" />}
            {isSingle ? 'Send email' : `Send ${recipients.length} emails`} for {formatCredits(cost)}
          </>
        }
      />
    </form>
  );
}

/** The recipients' names; a long list is shortened, with the rest counted. */
function RecipientList({ recipients }: { recipients: EmailRecipient[] }) {
  const SHOWN = 6;
  const shown = recipients.slice(0, SHOWN);
  const rest = recipients.length - shown.length;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="text-slate-600">To</span>
      <ul className="contents">
        {shown.map((recipient) => (
          <li key={recipient.candidateId}>
            <Badge variant="secondary" title={recipient.email}>
              {recipient.fullName}
            </Badge>
          </li>
        ))}
      </ul>
      {rest > 0 && <span className="text-slate-600">and {rest} more</span>}
    </div>
  );
}

/** The organization's templates, grouped by category like the settings page. */
function TemplateOptions({ templates }: { templates: EmailTemplateView[] }) {
  return TEMPLATE_CATEGORIES.map((category) => {
    const inCategory = templates.filter((template) => template.category === category);
    if (inCategory.length === 0) return null;
    return (
      <optgroup key={category} label={category}>
        {inCategory.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </optgroup>
    );
  });
}

/** A field for each variable the sender fills; the ones Shortlist fills, listed. */
function VariablesSection({
  known,
  custom,
  form,
}: {
  known: VariableInfo[];
  custom: VariableInfo[];
  form: UseFormReturn<ComposeValues, unknown, ComposeOutput>;
}) {
  if (known.length === 0 && custom.length === 0) return null;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Variables</legend>
      {custom.map((variable) => {
        const field = variableField(variable.name);
        return (
          <TextField
            key={variable.name}
            label={`{{${variable.name}}}`}
            required
            autoComplete="off"
            hint="The same for every recipient."
            error={form.formState.errors.variables?.[field]?.message}
            {...form.register(`variables.${field}`)}
          />
        );
      })}
      {known.length > 0 && (
        <div className="grid gap-1.5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
            <Sparkles className="size-4 text-brand-600" aria-hidden="true" />
            Filled in for each recipient
          </p>
          <ul className="grid gap-1 text-sm text-slate-600">
            {known.map((variable) => (
              <li key={variable.name}>
                <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-800">
                  {`{{${variable.name}}}`}
                </code>{' '}
                {variable.isKnown && variable.description}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
