import type { AdminAdjustmentView } from '../../../shared/admin';
import { LEDGER_REASON_LABELS, type LedgerReason } from '../../../shared/credits';

export function toAdminAdjustmentView(row: {
  id: string;
  orgId: string;
  orgName: string;
  delta: number;
  balanceAfter: number;
  reason: LedgerReason;
  note: string | null;
  createdAt: Date;
}): AdminAdjustmentView {
  return {
    id: row.id,
    orgId: row.orgId,
    orgName: row.orgName,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    label: LEDGER_REASON_LABELS[row.reason],
    reason: row.note,
    occurredAt: row.createdAt.toISOString(),
  };
}
