import { CreditCard } from 'lucide-react';
import { formatCedis, formatCredits } from '../../../../shared/money';
import { PAYMENT_CALLBACK_PATH, type CreditPackageView } from '../../../../shared/payments';
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
import { useReturnFocus } from '../../../components/ui/use-return-focus';
import { toast } from '../../../components/ui/use-toast';
import { failureMessage } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { usePurchase } from '../api/payments';

interface BuyCreditsDialogProps {
  pack: CreditPackageView | null;
  onOpenChange: (open: boolean) => void;
}

/** Confirms a package, then sends the browser to the payment provider's checkout. */
export function BuyCreditsDialog({ pack, onOpenChange }: BuyCreditsDialogProps) {
  const purchase = usePurchase();
  const returnFocus = useReturnFocus();
  // Once the browser is on its way to the provider, the dialog stays as it is.
  const isLeaving = purchase.isSuccess;
  return (
    <AlertDialog
      open={pack !== null}
      onOpenChange={(next) => {
        if (!purchase.isPending && !isLeaving) onOpenChange(next);
      }}
    >
      <AlertDialogContent {...returnFocus}>
        {pack && <BuyCreditsBody key={pack.credits} pack={pack} purchase={purchase} />}
      </AlertDialogContent>
    </AlertDialog>
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
          toast({
            variant: 'destructive',
            title: 'Payment Error',
            description: failureMessage(error, 'Failed to initiate payment'),
          });
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
