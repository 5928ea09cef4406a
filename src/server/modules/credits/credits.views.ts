import type { CreditsView, LedgerEntryView } from '../../../shared/credits';
import type { creditLedger } from '../../db/schema';

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
  balance: number,
  rows: (typeof creditLedger.$inferSelect)[],
): CreditsView {
  return { balance, history: rows.map(toLedgerEntryView) };
}
