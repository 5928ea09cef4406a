import type { PaymentView } from '../../../shared/payments';
import type { PaymentRow } from './payments.repository';

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    reference: row.reference,
    credits: row.credits,
    amountPesewas: row.amountPesewas,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
