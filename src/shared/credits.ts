export const LEDGER_REASONS = [
  'candidate_unlock',
  'interview_schedule',
  'email_send',
  'grant',
  'trial',
  'purchase',
  'refund',
  'admin_adjust',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/**
 * What the transactions table calls each reason: the spec's words (section 9)
 * for its four, ours for the rest. `grant` keeps the spec's 'Credits Purchased'
 * (decision 0015).
 */
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  candidate_unlock: 'Candidate Unlocked',
  interview_schedule: 'Interview Scheduled',
  email_send: 'Emails Sent',
  grant: 'Credits Purchased',
  trial: 'Free Trial Credits',
  purchase: 'Credits Purchased',
  refund: 'Refund',
  admin_adjust: 'Admin Adjustment',
};

export interface LedgerEntryView {
  id: string;
  occurredAt: string;
  delta: number;
  reason: LedgerReason;
  balanceAfter: number;
}

export interface CreditsView {
  balance: number;
  history: LedgerEntryView[];
  /**
   * What unlocking a candidate costs this organization now: CREDIT_COST.unlock, or 0
   * when a platform admin turned pay-to-reveal off for it.
   */
  unlockCost: number;
}
