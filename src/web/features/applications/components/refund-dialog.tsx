import { AlertCircle, Lock, RotateCcw } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import {
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  refundSchema,
  type RefundReason,
} from '../../../../shared/applications';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { DialogFooterActions, DialogShell } from '../../../components/form-dialog';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { registeredField, TextareaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-errors';
import { handleFormFailure } from '../../../lib/report-form-failure';
import { useRefundAllowance } from '../api/refund-allowance';
import { useRefundUnlock } from '../api/refund-unlock';
import { refundAllowanceText, refundedToastText, refundLocksAgainText } from './refund-text';

interface RefundDialogProps {
  applicationId: string;
  /** The application's refundableUntil: the end of the refund window. */
  refundableUntil: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form's values as the inputs hold them: no reason picked yet is ''. */
interface RefundFormValues {
  reason: RefundReason | '';
  details: string;
}

/**
 * Asks for an unlock's credit back, with a reason, within the refund window and
 * the organization's refund limit. Before confirming it says that the candidate is
 * locked again and how many refunds are left; with none left it cannot confirm.
 */
export function RefundDialog({
  applicationId,
  refundableUntil,
  open,
  onOpenChange,
}: RefundDialogProps) {
  const refund = useRefundUnlock();
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} isPending={refund.isPending}>
      {open && (
        <RefundForm
          applicationId={applicationId}
          refundableUntil={refundableUntil}
          refund={refund}
          onClose={() => onOpenChange(false)}
        />
      )}
    </DialogShell>
  );
}

function RefundForm({
  applicationId,
  refundableUntil,
  refund,
  onClose,
}: {
  applicationId: string;
  refundableUntil: string;
  refund: ReturnType<typeof useRefundUnlock>;
  onClose: () => void;
}) {
  const form = useForm<RefundFormValues, unknown, { reason: RefundReason; details: string | null }>(
    {
      resolver: schemaResolver(refundSchema),
      defaultValues: { reason: '', details: '' },
    },
  );
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const allowance = useRefundAllowance();
  const canRefund = allowance.data !== undefined && allowance.data.remaining > 0;

  const onSubmit = form.handleSubmit((input) => {
    if (!canRefund) return;
    refund.mutate(
      { id: applicationId, input },
      {
        onSuccess: (response) => {
          toast({
            title: 'Refund issued',
            description: refundedToastText(response),
          });
          onClose();
        },
        onError: handleFormFailure(form.setError, {
          title: 'Refund failed',
          fallback: 'Failed to request the refund. Please try again.',
        }),
      },
    );
  });

  const reasonErrorId = 'refund-reason-error';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Request a refund</DialogTitle>
        <DialogDescription>
          The credit spent on this unlock comes back to your balance. You can ask until{' '}
          {formatDateTime(refundableUntil)}.
        </DialogDescription>
      </DialogHeader>

      <ul className="grid gap-2 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <Lock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>{refundLocksAgainText()}</span>
        </li>
        {allowance.data && allowance.data.remaining > 0 && (
          <li className="flex items-start gap-2">
            <RotateCcw className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{refundAllowanceText(allowance.data)}</span>
          </li>
        )}
      </ul>

      {allowance.data ? (
        allowance.data.remaining <= 0 && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{refundAllowanceText(allowance.data)}</p>
          </div>
        )
      ) : allowance.isError ? (
        <LoadFailed
          what="We could not load how many refunds your organization has left, so a refund cannot be asked for right now."
          error={allowance.error}
          onRetry={() => void allowance.refetch()}
          isRetrying={allowance.isFetching}
        />
      ) : (
        <LoadingBlock
          label="Checking the refunds you have left..."
          className="justify-start py-1"
        />
      )}

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.reason ? reasonErrorId : undefined}
        aria-invalid={errors.reason ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Reason
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </legend>
        {REFUND_REASONS.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              className="size-4 accent-brand-700"
              {...form.register('reason')}
            />
            {REFUND_REASON_LABELS[value]}
          </label>
        ))}
        {errors.reason && (
          <p id={reasonErrorId} role="alert" className="text-sm text-red-600">
            {errors.reason.message}
          </p>
        )}
      </fieldset>

      <TextareaField
        label="Details"
        required={reason === 'other'}
        rows={3}
        hint={reason === 'other' ? undefined : 'Optional'}
        {...registeredField(form, 'details')}
      />

      <DialogFooterActions
        onCancel={onClose}
        isPending={refund.isPending}
        submitLabel="Request Refund"
        isSubmitDisabled={!canRefund}
      />
    </form>
  );
}
