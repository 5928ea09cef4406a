import {
  grantCreditsSchema,
  revokeCreditsSchema,
  transferCreditsSchema,
} from '../../../../shared/admin';
import { FormDialog } from '../../../components/form-dialog';
import { TextField, type RegisteredFieldProps } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { formatCredits } from '../../../lib/format';
import { useGrantCredits, useRevokeCredits, useTransferCredits } from '../api/credits';
import { OrganizationSelectField } from './select-fields';

interface CreditsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The receiving organization's balance after the change, when the answer gives it. */
function balanceText(balance: number | undefined, label = 'New balance'): string {
  return balance === undefined ? '' : `${label}: ${formatCredits(balance)}.`;
}

/** The amount of credits a change moves and why, the same in every credits dialog. */
function AmountAndReasonFields({
  field,
  reasonPlaceholder,
}: {
  field: (name: 'amount' | 'reason') => RegisteredFieldProps;
  reasonPlaceholder?: string;
}) {
  return (
    <>
      <TextField
        label="Amount"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        hint="Whole credits, at least 1."
        {...field('amount')}
      />
      <TextField
        label="Reason (optional)"
        autoComplete="off"
        placeholder={reasonPlaceholder}
        {...field('reason')}
      />
    </>
  );
}

/** Grant or Revoke: organization, amount, optional reason; both are ledger entries. */
export function ChangeCreditsDialog({
  kind,
  open,
  onOpenChange,
}: CreditsDialogProps & { kind: 'grant' | 'revoke' }) {
  const grant = useGrantCredits();
  const revoke = useRevokeCredits();
  const mutation = kind === 'grant' ? grant : revoke;
  const isGrant = kind === 'grant';
  return (
    <FormDialog
      schema={isGrant ? grantCreditsSchema : revokeCreditsSchema}
      defaultValues={{ orgId: '', amount: '', reason: '' }}
      title={isGrant ? 'Grant Credits' : 'Revoke Credits'}
      description={
        isGrant
          ? 'Adds credits to an organization’s balance, recorded as an Admin Adjustment.'
          : 'Takes credits from an organization’s balance; it never goes below zero.'
      }
      submitLabel={isGrant ? 'Grant Credits' : 'Revoke Credits'}
      submitVariant={isGrant ? 'default' : 'destructive'}
      open={open}
      onOpenChange={onOpenChange}
      isPending={mutation.isPending}
      failureToast={{
        title: isGrant ? 'Grant failed' : 'Revoke failed',
        fallback: 'The credits could not be changed. Please try again.',
      }}
      onSubmit={async (values) => {
        const response = await mutation.mutateAsync(values);
        toast({
          variant: 'success',
          title: isGrant ? 'Credits granted' : 'Credits revoked',
          description: balanceText(response.balances[values.orgId]),
        });
      }}
    >
      {(_form, { field }) => (
        <>
          <OrganizationSelectField label="Organization" required {...field('orgId')} />
          <AmountAndReasonFields
            field={field}
            reasonPlaceholder={isGrant ? 'e.g. Partnership onboarding' : 'e.g. Duplicate grant'}
          />
        </>
      )}
    </FormDialog>
  );
}

/** Moves credits from one organization to another, in one recorded change. */
export function TransferCreditsDialog({ open, onOpenChange }: CreditsDialogProps) {
  const transfer = useTransferCredits();
  return (
    <FormDialog
      schema={transferCreditsSchema}
      defaultValues={{ fromOrgId: '', toOrgId: '', amount: '', reason: '' }}
      title="Transfer Credits"
      description="Moves credits between two organizations; the source needs enough of them."
      submitLabel="Transfer Credits"
      open={open}
      onOpenChange={onOpenChange}
      isPending={transfer.isPending}
      failureToast={{
        title: 'Transfer failed',
        fallback: 'The credits could not be transferred. Please try again.',
      }}
      onSubmit={async (values) => {
        const response = await transfer.mutateAsync(values);
        toast({
          variant: 'success',
          title: 'Credits transferred',
          description: `${formatCredits(values.amount)} moved. ${balanceText(
            response.balances[values.toOrgId],
            'The receiving organization’s new balance',
          )}`,
        });
      }}
    >
      {(_form, { field }) => (
        <>
          <OrganizationSelectField label="From organization" required {...field('fromOrgId')} />
          <OrganizationSelectField label="To organization" required {...field('toOrgId')} />
          <AmountAndReasonFields field={field} />
        </>
      )}
    </FormDialog>
  );
}
