import type { RefundAllowanceView, RefundResponse } from '../../../../shared/applications';
import { formatCredits } from '../../../../shared/money';
import {
  CREDIT_COST,
  PAID_UNLOCKS_PER_REFUND,
  REFUND_LIMIT,
  REFUND_LIMIT_MIN,
} from '../../../../shared/rules';

/*
 * What the refund dialog says, kept apart from the markup so it can be tested.
 * Every number comes from shared/rules.ts or from the server's answer.
 */

/** How the limit is worked out (shared/rules.ts refundLimit). */
export const REFUND_LIMIT_RULE_TEXT = `${REFUND_LIMIT_MIN}, or one per ${PAID_UNLOCKS_PER_REFUND} paid unlocks, at most ${REFUND_LIMIT}`;

/** What a refund does besides returning the credit, said before confirming. */
export function refundLocksAgainText(cost: number = CREDIT_COST.unlock): string {
  return `Refunding returns ${formatCredits(cost)} and locks this candidate again: their contact details are hidden, and unlocking them again costs ${formatCredits(CREDIT_COST.unlock)}.`;
}

/** The refunds the organization has left, and how that was worked out. */
export function refundAllowanceText(allowance: RefundAllowanceView): string {
  const { used, limit, remaining, windowDays } = allowance;
  if (remaining <= 0) {
    return `Your organization cannot ask for more refunds now: it has used ${used} of ${limit} in the last ${windowDays} days (the limit is ${REFUND_LIMIT_RULE_TEXT}).`;
  }
  const refunds = remaining === 1 ? 'refund' : 'refunds';
  return `Your organization can ask for ${remaining} more ${refunds} in the last ${windowDays} days (${used} used of ${limit}; the limit is ${REFUND_LIMIT_RULE_TEXT}).`;
}

/** What the toast says once refunded: the credit back, the balance, the candidate locked again. */
export function refundedToastText(
  response: Pick<RefundResponse, 'creditsRefunded' | 'balance' | 'application'>,
): string {
  const text = `${formatCredits(response.creditsRefunded)} returned. Your balance is now ${formatCredits(response.balance)}.`;
  return response.application.candidate.isUnlocked
    ? text
    : `${text} The candidate is locked again.`;
}
