import { cn } from '../../../lib/utils';
import type { TableModel } from './analytics-tables';

/** A section's numbers as a real table: a caption, column headers, and the first cell of each row as its header. */
export function DataTable({ id, table }: { id?: string; table: TableModel }) {
  return (
    <div id={id} className="overflow-x-auto">
      <table className="w-full min-w-[480px] text-left text-sm">
        <caption className="pb-2 text-left text-xs font-medium text-slate-500">
          {table.caption}
        </caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('py-2 pr-4 font-medium last:pr-0', column.isNumeric && 'text-right')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row, rowIndex) => (
            <tr key={`${rowIndex}-${row[0]?.text ?? ''}`}>
              {row.map((cell, columnIndex) =>
                columnIndex === 0 ? (
                  <th
                    key={columnIndex}
                    scope="row"
                    className="py-2.5 pr-4 font-medium text-slate-900"
                  >
                    {cell.text}
                  </th>
                ) : (
                  <td
                    key={columnIndex}
                    className={cn(
                      'py-2.5 pr-4 text-slate-700 last:pr-0',
                      table.columns[columnIndex]?.isNumeric && 'text-right tabular-nums',
                    )}
                  >
                    {cell.text}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
