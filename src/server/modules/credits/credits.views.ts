import type { CreditsView, LedgerEntryView } from '../../../shared/credits';
import type { creditLedger } from '../../db/schema';
import { CREDIT_COST } from '../../../shared/rules';

export function toLedgerEntryView(row: typeof creditLedger.$inferSelect): LedgerEntryView {
  return {
    id: row.id,
    occurredAt: row.createdAt.toISOString(),
    delta: row.delta,
    reason: row.reason,
    balanceAfter: row.balanceAfter,
  };
}

export function toCreditsView(
  account: { balance: number; isPayToRevealEnabled: boolean },
  rows: (typeof creditLedger.$inferSelect)[],
): CreditsView {
  return {
    balance: account.balance,
    history: rows.map(toLedgerEntryView),
    unlockCost: account.isPayToRevealEnabled ? CREDIT_COST.unlock : 0,
  };
}
