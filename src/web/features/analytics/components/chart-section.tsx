import { Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { tableToCsv, type TableModel } from './analytics-tables';
import { DataTable } from './data-table';
import { downloadCsv } from './download-csv';

interface ChartSectionProps {
  title: string;
  description?: ReactNode;
  /** Controls above the chart, e.g. the job picker. */
  controls?: ReactNode;
  /** What the chart shows, for screen readers: the chart is one image to them. */
  chartLabel: string;
  /** The figures in a sentence, shown under the chart. */
  summary: string;
  chart: ReactNode;
  table: TableModel;
  fileName: string;
  /** Said instead of the chart when there is nothing to show. */
  emptyMessage?: string | null;
}

/**
 * One analytics section: a heading, a chart with its summary, its numbers as a
 * table on request, and a CSV download of those numbers.
 */
export function ChartSection({
  title,
  description,
  controls,
  chartLabel,
  summary,
  chart,
  table,
  fileName,
  emptyMessage,
}: ChartSectionProps) {
  const headingId = useId();
  const tableId = useId();
  const [isTableShown, setIsTableShown] = useState(false);
  const isEmpty = Boolean(emptyMessage);

  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {!isEmpty && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={isTableShown}
              aria-controls={tableId}
              onClick={() => setIsTableShown((shown) => !shown)}
            >
              <Table2 aria-hidden="true" />
              {isTableShown ? 'Hide table' : 'Show table'}
              <span className="sr-only"> of {title.toLowerCase()}</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadCsv(fileName, tableToCsv(table))}
            >
              <Download aria-hidden="true" />
              Download CSV
              <span className="sr-only"> of {title.toLowerCase()}</span>
            </Button>
          </div>
        )}
      </div>
      {controls && <div className="mt-4">{controls}</div>}
      {isEmpty ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {emptyMessage}
        </p>
      ) : (
        <>
          <figure className="mt-4">
            <div role="img" aria-label={chartLabel}>
              {chart}
            </div>
            <figcaption className="mt-2 text-xs text-slate-500">{summary}</figcaption>
          </figure>
          <div id={tableId} hidden={!isTableShown} className="mt-4">
            {isTableShown && <DataTable table={table} />}
          </div>
        </>
      )}
    </Card>
  );
}
