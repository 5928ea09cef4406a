import { AlertCircle, Coins, LockOpen, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { formatCredits } from '../../../../shared/money';
import { CREDIT_COST, REFUND_WINDOW_HOURS } from '../../../../shared/rules';
import {
  AlertDialogCancel,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { AlertDialogShell } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { UNLOCK_PRICE_TEXT } from '../../../lib/pricing';
import { useCredits } from '../../credits';
import type { UnlockResponse } from '../../../../shared/applications';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useUnlockApplication } from '../api/unlock-application';
import { toastFailure } from '../../../lib/toast-failure';

interface UnlockDialogProps {
  applicationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlocked?: (response: UnlockResponse) => void;
}

/** What the unlock toast says: whether credits were charged, and the balance now. */
export function unlockedToastText(
  response: Pick<UnlockResponse, 'creditsCharged' | 'balance'>,
  isFree = false,
) {
  if (response.creditsCharged > 0) {
    return `${formatCredits(response.creditsCharged)} charged. Your balance is now ${formatCredits(response.balance)}.`;
  }
  return isFree
    ? 'Unlocking is free for your organization, so no credits were charged.'
    : 'This candidate was already unlocked, so no credits were charged.';
}

/**
 * Confirms an unlock with its price, the balance and the refund rule. The
 * confirm button stays disabled while the balance is unknown or too low
 * (spec section 4), and while the request is in flight.
 */
export function UnlockDialog({ applicationId, open, onOpenChange, onUnlocked }: UnlockDialogProps) {
  const unlock = useUnlockApplication();
  return (
    <AlertDialogShell open={open} onOpenChange={onOpenChange} isPending={unlock.isPending}>
      {/* Mounted on each opening, so each opening has its own idempotency key. */}
      {open && (
        <UnlockDialogBody
          applicationId={applicationId}
          unlock={unlock}
          onDone={(response) => {
            onOpenChange(false);
            onUnlocked?.(response);
          }}
        />
      )}
    </AlertDialogShell>
  );
}

function UnlockDialogBody({
  applicationId,
  unlock,
  onDone,
}: {
  applicationId: string;
  unlock: ReturnType<typeof useUnlockApplication>;
  onDone: (response: UnlockResponse) => void;
}) {
  // One key for this opening: a double click or a retry after a failure never charges twice.
  const idempotencyKey = useIdempotencyKey();
  const credits = useCredits();
  const balance = credits.data?.balance;
  // Free when a platform admin turned pay-to-reveal off for the organization.
  const cost = credits.data?.unlockCost ?? CREDIT_COST.unlock;
  const isFree = cost === 0;
  const isBalanceKnown = balance !== undefined;
  const isTooLow = isBalanceKnown && balance < cost;

  const onConfirm = () => {
    unlock.mutate(
      { id: applicationId, idempotencyKey },
      {
        onSuccess: (response) => {
          toast({ title: 'Candidate unlocked', description: unlockedToastText(response, isFree) });
          onDone(response);
        },
        onError: (error) => {
          toastFailure(error, 'Unlock failed', 'Failed to unlock candidate. Please try again.');
        },
      },
    );
  };

  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>Unlock this candidate?</AlertDialogTitle>
        <AlertDialogDescription>
          Unlocking shows their name, email, phone number and resume to your team.{' '}
          {isFree ? (
            'It is free for your organization.'
          ) : (
            <>
              It costs <strong className="font-semibold text-slate-900">{UNLOCK_PRICE_TEXT}</strong>
              .
            </>
          )}
        </AlertDialogDescription>
      </AlertDialogHeader>

      <ul className="grid gap-2 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <Coins className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span aria-live="polite">
            {credits.isPending
              ? 'Checking your balance...'
              : credits.isError
                ? 'We could not load your balance, so unlocking is not possible right now.'
                : `Your balance: ${formatCredits(balance ?? 0)}`}
          </span>
        </li>
        {!isFree && (
          <li className="flex items-start gap-2">
            <RotateCcw className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              If the contact details turn out to be invalid or the candidate cannot be reached, you
              can request a refund within {REFUND_WINDOW_HOURS} hours of unlocking. A refund locks
              the candidate again.
            </span>
          </li>
        )}
      </ul>

      {credits.isError && (
        <Button variant="outline" size="sm" onClick={() => void credits.refetch()}>
          Check balance again
        </Button>
      )}

      {isTooLow && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            You need {formatCredits(cost)} to unlock this candidate and have{' '}
            {formatCredits(balance)}.{' '}
            <Link href="/credits" className="font-medium underline underline-offset-2">
              Get more credits
            </Link>
          </p>
        </div>
      )}

      <AlertDialogFooter>
        <AlertDialogCancel disabled={unlock.isPending}>Cancel</AlertDialogCancel>
        <Button
          onClick={onConfirm}
          isPending={unlock.isPending}
          disabled={!isBalanceKnown || isTooLow}
        >
          {!unlock.isPending && <LockOpen aria-hidden="true" />}
          {isFree ? 'Unlock for free' : `Unlock for ${formatCredits(cost)}`}
        </Button>
      </AlertDialogFooter>
    </>
  );
}
