import { useForm, useWatch } from 'react-hook-form';
import {
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  refundSchema,
  type RefundReason,
} from '../../../../shared/applications';
import { formatCredits } from '../../../../shared/money';
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
import { formatDateTime } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-errors';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useRefundUnlock } from '../api/refund-unlock';

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

/** Asks for an unlock's credit back, with a reason, within the refund window. */
export function RefundDialog({
  applicationId,
  refundableUntil,
  open,
  onOpenChange,
}: RefundDialogProps) {
  const refund = useRefundUnlock();
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!refund.isPending) onOpenChange(next);
      }}
    >
      <DialogContent {...returnFocus}>
        {open && (
          <RefundForm
            applicationId={applicationId}
            refundableUntil={refundableUntil}
            refund={refund}
            onClose={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
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

  const onSubmit = form.handleSubmit((input) => {
    refund.mutate(
      { id: applicationId, input },
      {
        onSuccess: (response) => {
          toast({
            title: 'Refund issued',
            description: `${formatCredits(response.creditsRefunded)} returned. Your balance is now ${formatCredits(response.balance)}.`,
          });
          onClose();
        },
        onError: (error) => {
          reportFormFailure(error, form.setError, {
            title: 'Refund failed',
            fallback: 'Failed to request the refund. Please try again.',
          });
        },
      },
    );
  });

  const reasonErrorId = 'refund-reason-error';
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Request a refund</DialogTitle>
        <DialogDescription>
          The credit spent on this unlock comes back to your balance. The candidate stays unlocked.
          You can ask until {formatDateTime(refundableUntil)}.
        </DialogDescription>
      </DialogHeader>

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
        error={errors.details?.message}
        {...form.register('details')}
      />

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={refund.isPending}>
          Request Refund
        </Button>
      </DialogFooter>
    </form>
  );
}
