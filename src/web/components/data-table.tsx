import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

export interface DataTableColumn<Row> {
  /** Unique among the columns: the React key of its header and cells. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's body cells (colour, wrapping); a function for per-row ones. */
  className?: string | ((row: Row) => string);
  /** `end` right-aligns header and cells: numbers, amounts, row actions. */
  align?: 'start' | 'end';
  /** The cell that names its row: a `<th scope="row">` for screen readers. */
  isRowHeader?: boolean;
}

/** A column of figures: right-aligned, with digits of one width so that they line up. */
export function figureColumn<Row>(
  id: string,
  header: ReactNode,
  cell: (row: Row) => ReactNode,
  className?: string,
): DataTableColumn<Row> {
  return { id, header, align: 'end', className: cn('tabular-nums', className), cell };
}

/** A column of moments (ISO strings) as `<time>` elements, dated by `format`. */
export function timeColumn<Row>(
  id: string,
  header: ReactNode,
  timeOf: (row: Row) => string,
  format: (iso: string) => string,
): DataTableColumn<Row> {
  return {
    id,
    header,
    className: 'whitespace-nowrap text-slate-600',
    cell: (row) => <time dateTime={timeOf(row)}>{format(timeOf(row))}</time>,
  };
}

/** The row's buttons, side by side at the right end of the row. */
export function actionsColumn<Row>(
  actionsOf: (row: Row) => ReactNode,
  header: ReactNode = 'Actions',
): DataTableColumn<Row> {
  return {
    id: 'actions',
    header,
    align: 'end',
    cell: (row) => <div className="flex justify-end gap-2">{actionsOf(row)}</div>,
  };
}

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  /** Says what the table lists, for screen readers (not shown). */
  caption?: ReactNode;
  /** Shown in place of the table when there are no rows; without it the table stays, empty. */
  emptyText?: ReactNode;
  /** Classes of the table, e.g. its `min-w-[640px]` before it scrolls sideways. */
  className?: string;
}

/**
 * The app's lists of records as one accessible table: a caption, column headers
 * with `scope="col"`, a row header where a column names the row, and sideways
 * scrolling on narrow screens. Each page only says its columns.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  emptyText,
  className,
}: DataTableProps<Row>) {
  if (rows.length === 0 && emptyText !== undefined) {
    return <p className="text-sm text-slate-600">{emptyText}</p>;
  }
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-left text-sm', className)}>
        {caption !== undefined && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'py-2 pr-4 font-medium last:pr-0',
                  column.align === 'end' && 'text-right',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={getRowKey(row)}>
              {columns.map((column) => {
                const className = cn(
                  'py-3 pr-4 last:pr-0',
                  column.align === 'end' && 'text-right',
                  typeof column.className === 'function' ? column.className(row) : column.className,
                );
                return column.isRowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={cn('text-left font-normal', className)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TableSearchProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The box's name; read by screen readers only unless `isLabelShown`. */
  label: string;
  isLabelShown?: boolean;
  /** The input's id; the label points at it. */
  id: string;
  maxLength?: number;
  /** The id of a hint under the box, read with it. */
  describedBy?: string;
  className?: string;
}

/** A search box over a list, with the search icon inside it. Debouncing is the caller's. */
export function TableSearch({
  value,
  onChange,
  placeholder,
  label,
  isLabelShown = false,
  id,
  maxLength,
  describedBy,
  className,
}: TableSearchProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={isLabelShown ? undefined : 'sr-only'}>
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          placeholder={placeholder}
          className="pl-9"
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        />
      </div>
    </div>
  );
}

interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What stands between the buttons; by default "Showing 1–20 of 57". */
  summary?: ReactNode;
  className?: string;
}

/** "Showing 1–20 of 57". */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** Previous and Next around where the list is, as a labelled navigation landmark. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  summary,
  className,
}: PaginationProps) {
  const pages = pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  return (
    <nav
      aria-label="Pagination"
      className={cn(
        'mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4',
        className,
      )}
    >
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-600">{summary ?? rangeText(page, pageSize, total)}</p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
