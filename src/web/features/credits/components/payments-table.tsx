import type { PaymentStatus, PaymentView } from '../../../../shared/payments';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { formatCedis, formatDateTime } from '../../../lib/format';

const STATUS: Record<PaymentStatus, { label: string; variant: BadgeVariant }> = {
  PENDING: { label: 'Pending', variant: 'warning' },
  PAID: { label: 'Paid', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'destructive' },
};

export function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Credit purchases, newest first</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Reference
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={payment.reference}>
              <td className="py-3 pr-4 whitespace-nowrap text-slate-600">
                <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
              </td>
              <td className="py-3 pr-4 font-mono text-xs text-slate-700">{payment.reference}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{payment.credits}</td>
              <td className="py-3 pr-4 text-right tabular-nums">
                {formatCedis(payment.amountPesewas)}
              </td>
              <td className="py-3">
                <Badge variant={STATUS[payment.status].variant}>
                  {STATUS[payment.status].label}
                </Badge>
                {payment.failureReason && (
                  <p className="mt-1 text-xs text-slate-600">{payment.failureReason}</p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
