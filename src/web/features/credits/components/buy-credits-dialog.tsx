import { CreditCard } from 'lucide-react';
import { formatCedis, formatCredits } from '../../../../shared/money';
import { PAYMENT_CALLBACK_PATH, type CreditPackageView } from '../../../../shared/payments';
import {
  AlertDialogCancel,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { AlertDialogShell } from '../../../components/ui/confirm-dialog';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { usePurchase } from '../api/payments';
import { toastFailure } from '../../../lib/toast-failure';

interface BuyCreditsDialogProps {
  pack: CreditPackageView | null;
  onOpenChange: (open: boolean) => void;
}

/** Confirms a package, then sends the browser to the payment provider's checkout. */
export function BuyCreditsDialog({ pack, onOpenChange }: BuyCreditsDialogProps) {
  const purchase = usePurchase();
  // Once the browser is on its way to the provider, the dialog stays as it is.
  const isLeaving = purchase.isSuccess;
  return (
    <AlertDialogShell
      open={pack !== null}
      onOpenChange={onOpenChange}
      isPending={purchase.isPending || isLeaving}
    >
      {pack && <BuyCreditsBody key={pack.credits} pack={pack} purchase={purchase} />}
    </AlertDialogShell>
  );
}

function BuyCreditsBody({
  pack,
  purchase,
}: {
  pack: CreditPackageView;
  purchase: ReturnType<typeof usePurchase>;
}) {
  // One key per opening: a double click returns the same payment, never a second one.
  const idempotencyKey = useIdempotencyKey();
  const isBusy = purchase.isPending || purchase.isSuccess;

  const onConfirm = () => {
    purchase.mutate(
      {
        credits: pack.credits,
        callbackUrl: `${window.location.origin}${PAYMENT_CALLBACK_PATH}`,
        idempotencyKey,
      },
      {
        onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl),
        onError: (error) => {
          toastFailure(error, 'Payment Error', 'Failed to initiate payment');
        },
      },
    );
  };

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>
          Buy {formatCredits(pack.credits)} for {formatCedis(pack.pricePesewas)}?
        </AlertDialogTitle>
        <AlertDialogDescription>
          You will pay by card or mobile money on the payment provider&apos;s secure page, then come
          back here. The credits are added to your balance as soon as the payment is confirmed.
        </AlertDialogDescription>
      </AlertDialogHeader>
      <p className="text-sm text-slate-700">
        {formatCedis(Math.round(pack.pricePerCredit * 100))} per credit
        {pack.percentOff > 0 ? `, ${pack.percentOff}% off the single-credit price` : ''}.
      </p>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
        <Button onClick={onConfirm} isPending={isBusy}>
          {!isBusy && <CreditCard aria-hidden="true" />}
          {purchase.isSuccess ? 'Opening checkout...' : 'Continue to payment'}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
