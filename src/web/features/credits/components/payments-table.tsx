import type { PaymentStatus, PaymentView } from '../../../../shared/payments';
import {
  DataTable,
  figureColumn,
  timeColumn,
  type DataTableColumn,
} from '../../../components/data-table';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { formatCedis, formatDateTime } from '../../../lib/format';

const STATUS: Record<PaymentStatus, { label: string; variant: BadgeVariant }> = {
  PENDING: { label: 'Pending', variant: 'warning' },
  PAID: { label: 'Paid', variant: 'success' },
  FAILED: { label: 'Failed', variant: 'destructive' },
};

const COLUMNS: DataTableColumn<PaymentView>[] = [
  timeColumn('date', 'Date', (payment) => payment.createdAt, formatDateTime),
  {
    id: 'reference',
    header: 'Reference',
    className: 'font-mono text-xs text-slate-700',
    cell: (payment) => payment.reference,
  },
  figureColumn('credits', 'Credits', (payment) => payment.credits),
  figureColumn('amount', 'Amount', (payment) => formatCedis(payment.amountPesewas)),
  {
    id: 'status',
    header: 'Status',
    cell: (payment) => (
      <>
        <Badge variant={STATUS[payment.status].variant}>{STATUS[payment.status].label}</Badge>
        {payment.failureReason && (
          <p className="mt-1 text-xs text-slate-600">{payment.failureReason}</p>
        )}
      </>
    ),
  },
];

export function PaymentsTable({ payments }: { payments: PaymentView[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={payments}
      getRowKey={(payment) => payment.reference}
      caption="Credit purchases, newest first"
      emptyText="No credits have been bought yet."
      className="min-w-[640px]"
    />
  );
}
