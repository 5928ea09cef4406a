import { LEDGER_REASON_LABELS, type LedgerEntryView } from '../../../../shared/credits';
import { DataTable, timeColumn, type DataTableColumn } from '../../../components/data-table';
import { formatDateTime, formatSignedNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';

const COLUMNS: DataTableColumn<LedgerEntryView>[] = [
  timeColumn('date', 'Date', (entry) => entry.occurredAt, formatDateTime),
  {
    id: 'description',
    header: 'Description',
    className: 'text-slate-900',
    cell: (entry) => LEDGER_REASON_LABELS[entry.reason] ?? entry.reason,
  },
  {
    id: 'credits',
    header: 'Credits',
    align: 'end',
    className: (entry) =>
      cn(
        'font-medium tabular-nums',
        entry.delta > 0 ? 'text-green-700' : entry.delta < 0 ? 'text-red-700' : 'text-slate-700',
      ),
    cell: (entry) => formatSignedNumber(entry.delta),
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'end',
    className: 'text-slate-900 tabular-nums',
    cell: (entry) => entry.balanceAfter,
  },
];

export function TransactionsTable({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={entries}
      getRowKey={(entry) => entry.id}
      caption="Credit transactions, newest first"
      className="min-w-[520px]"
    />
  );
}
