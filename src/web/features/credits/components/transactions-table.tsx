import { LEDGER_REASON_LABELS, type LedgerEntryView } from '../../../../shared/credits';
import { formatDateTime, formatSignedNumber } from '../../../lib/format';
import { cn } from '../../../lib/utils';

export function TransactionsTable({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[520px] text-left text-sm">
        <caption className="sr-only">Credit transactions, newest first</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Credits
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Balance
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="py-3 pr-4 whitespace-nowrap text-slate-600">
                <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
              </td>
              <td className="py-3 pr-4 text-slate-900">
                {LEDGER_REASON_LABELS[entry.reason] ?? entry.reason}
              </td>
              <td
                className={cn(
                  'py-3 pr-4 text-right font-medium tabular-nums',
                  entry.delta > 0
                    ? 'text-green-700'
                    : entry.delta < 0
                      ? 'text-red-700'
                      : 'text-slate-700',
                )}
              >
                {formatSignedNumber(entry.delta)}
              </td>
              <td className="py-3 text-right text-slate-900 tabular-nums">{entry.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
