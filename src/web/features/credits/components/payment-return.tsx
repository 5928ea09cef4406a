import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatCredits } from '../../../../shared/money';
import type { PaymentView } from '../../../../shared/payments';
import { useVerifyPayment } from '../api/payments';

/** How often, and how many times, a pending payment is asked about after the return. */
const POLL_INTERVAL_MS = 3_000;
const MAX_POLLS = 20;

interface PaymentReturnProps {
  /** What the provider's redirect said: the callback (success) or a declined checkout. */
  outcome: 'success' | 'failed';
  /** The provider's reference, when the redirect carried one. */
  reference: string | null;
}

/**
 * The card shown on the way back from the payment provider. The server is asked
 * to confirm the payment (so the credits need not wait for the webhook), and asked
 * again every few seconds while it is still pending; each answer refreshes the balance.
 */
export function PaymentReturn({ outcome, reference }: PaymentReturnProps) {
  const verify = useVerifyPayment();
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const [hasStoppedAsking, setHasStoppedAsking] = useState(false);
  const polls = useRef(0);
  const { mutate } = verify;

  useEffect(() => {
    if (!reference) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isCancelled = false;
    const ask = () => {
      polls.current += 1;
      mutate(reference, {
        onSuccess: (answer) => {
          if (isCancelled) return;
          setPayment(answer);
          if (answer.status !== 'PENDING') return;
          if (polls.current < MAX_POLLS) timer = setTimeout(ask, POLL_INTERVAL_MS);
          else setHasStoppedAsking(true);
        },
      });
    };
    ask();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [reference, mutate]);

  const isFailed = payment?.status === 'FAILED' || (outcome === 'failed' && !payment);
  if (isFailed) {
    return (
      <div
        role="alert"
        className="mb-6 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
      >
        <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <p className="font-semibold">Payment not completed</p>
          <p className="mt-1 text-sm">
            {payment?.failureReason ?? 'The payment was declined or cancelled.'} No credits were
            added and nothing was charged by Shortlist.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
      <div>
        <p className="font-semibold">Payment Successful!</p>
        <p className="mt-1 text-sm">
          {payment?.status === 'PAID'
            ? `${formatCredits(payment.credits)} were added to your balance.`
            : 'Thank you. Your credits may take a few moments to show in your balance.'}
        </p>
        {payment?.status === 'PENDING' && hasStoppedAsking && (
          <p className="mt-1 text-sm">
            The payment provider has not confirmed it yet. Your credits will be added as soon as it
            does; you can leave this page.
          </p>
        )}
      </div>
    </div>
  );
}
