import { Download, Workflow } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  importProgressPercent,
  type ImportFailure,
  type ImportRunView,
} from '../../../../shared/import';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { isImportActive, refusedRowsPath } from '../api/imports';
import {
  DRY_RUN_NOTE,
  creditsGrantedText,
  failureRowText,
  failuresListedText,
  formatCount,
  importAnnouncement,
  importPhaseText,
  importPipelinePath,
  importReportCounts,
  importReportTitle,
  importTargetText,
  resumesSummaryText,
} from './import-text';

interface ImportRunPanelProps {
  /** The run shown: the one started here, else the latest; null before any. */
  run: ImportRunView | null;
  /** The start request is sending the files: no run yet. */
  isSending: boolean;
  /** Why the run's progress could not be asked for, if it could not. */
  loadError?: Error | null;
  /** The id of the live status sentence, for a control it describes. */
  statusId?: string;
}

/**
 * An import's progress while it runs (a progress bar and the phase in words), then
 * its report. A live region says the phase as it changes and how the run ended.
 */
export function ImportRunPanel({ run, isSending, loadError, statusId }: ImportRunPanelProps) {
  const announcement = isSending ? 'Sending the files…' : run ? importAnnouncement(run) : '';
  return (
    <div className="grid gap-4">
      <p id={statusId} role="status" className="sr-only">
        {announcement}
      </p>
      {isSending ? (
        <SendingProgress />
      ) : (
        run &&
        (isImportActive(run) ? <ImportRunProgress run={run} /> : <ImportRunReport run={run} />)
      )}
      {loadError && (
        <p role="alert" className="text-sm text-red-800">
          We could not load the import’s progress. {loadError.message}
        </p>
      )}
    </div>
  );
}

/** While the files upload there is no run yet: a bar that says so, without a figure. */
function SendingProgress() {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">Sending the files…</p>
      <ProgressBar label="Import progress" value={null} max={0} valueText="Sending the files" />
    </div>
  );
}

/** A queued or running import: how far it is, and what it is doing. */
export function ImportRunProgress({ run }: { run: ImportRunView }) {
  const percent = importProgressPercent(run);
  const phase = importPhaseText(run);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <p>
          <span className="font-medium text-slate-900">{run.fileName}</span>:{' '}
          <span className="tabular-nums">{phase}</span>
        </p>
        <p className="tabular-nums" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <ProgressBar
        label={run.isDryRun ? 'Dry run progress' : 'Import progress'}
        value={percent}
        max={100}
        valueText={`${percent}%: ${phase}`}
      />
    </div>
  );
}

type FailureRow = ImportFailure & { key: string };

const FAILURE_COLUMNS: DataTableColumn<FailureRow>[] = [
  {
    id: 'row',
    header: 'Row',
    isRowHeader: true,
    className: 'tabular-nums whitespace-nowrap',
    cell: failureRowText,
  },
  { id: 'column', header: 'Column', className: 'whitespace-nowrap', cell: (row) => row.column },
  { id: 'reason', header: 'Reason', className: 'text-slate-700', cell: (row) => row.reason },
];

/** A finished import: what it created, updated and refused, its resumes, and where to go next. */
export function ImportRunReport({ run }: { run: ImportRunView }) {
  const id = useId();
  const titleId = `${id}-title`;
  const isFailed = run.status === 'failed';
  const credits = creditsGrantedText(run);
  const pipelinePath = importPipelinePath(run);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'grid gap-4 rounded-lg border p-4',
        isFailed ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <div>
        <h4 id={titleId} className="text-sm font-semibold text-slate-900">
          {importReportTitle(run)}
        </h4>
        <p className="mt-1 text-sm text-slate-600">
          {importTargetText(run)}
          {run.finishedAt && (
            <>
              {' · finished '}
              <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
            </>
          )}
        </p>
      </div>
      {run.error && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">The import failed:</span> {run.error}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {importReportCounts(run).map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-500">{count.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
              {count.value}
            </dd>
          </div>
        ))}
      </dl>
      {run.isDryRun && !isFailed && <Notice>{DRY_RUN_NOTE}</Notice>}
      {credits && <p className="text-sm text-slate-700">{credits}</p>}
      {run.failedCount > 0 && <RefusedRows run={run} />}
      {run.zipName && <ResumesSummary resumes={run.resumes} />}
      {pipelinePath && (
        <div>
          <Link href={pipelinePath} className={buttonClasses('outline', 'sm')}>
            <Workflow aria-hidden="true" />
            {run.jobTitle ? `View Pipeline: ${run.jobTitle}` : 'View Pipeline'}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The refused rows (the first ones the answer lists) and the CSV of all of them, to fix and import again. */
function RefusedRows({ run }: { run: ImportRunView }) {
  const id = useId();
  const headingId = `${id}-refused`;
  const listed = failuresListedText(run);
  const rows: FailureRow[] = run.failed.map((failure, index) => ({
    ...failure,
    key: String(index),
  }));
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} className="text-sm font-semibold text-slate-900">
          Refused rows ({formatCount(run.failedCount)})
        </h5>
        <a href={refusedRowsPath(run.id)} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" />
          Download refused rows (CSV)
        </a>
      </div>
      <p className="text-sm text-slate-600">
        Fix these rows in the downloaded file (its “Import errors” column says what is wrong) and
        import it again.
        {listed && ` ${listed}`}
      </p>
      {rows.length > 0 && (
        // Scrolls by itself: focusable so that it scrolls from the keyboard too.
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 px-3"
        >
          <DataTable
            columns={FAILURE_COLUMNS}
            rows={rows}
            getRowKey={(row) => row.key}
            caption="Refused rows: row, column and reason"
          />
        </div>
      )}
    </div>
  );
}

/** What became of the resumes ZIP: found, matched, and the files no row took or that were left out. */
function ResumesSummary({ resumes }: { resumes: ImportRunView['resumes'] }) {
  const id = useId();
  const headingId = `${id}-resumes`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h5 id={headingId} className="font-semibold text-slate-900">
        Resumes
      </h5>
      <p className="text-slate-700">{resumesSummaryText(resumes)}</p>
      <FileList
        summary="Not matched to any row"
        items={resumes.unmatched.map((name) => (
          <span className="break-all">{name}</span>
        ))}
      />
      <FileList
        summary="Left out of the import"
        items={resumes.skipped.map((entry) => (
          <>
            <span className="break-all">{entry.path}</span>: {entry.reason}
          </>
        ))}
      />
    </section>
  );
}

/** A folded list of ZIP entries with its count; nothing when there are none. */
function FileList({ summary, items }: { summary: string; items: ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2">
      <summary className="cursor-pointer text-slate-800">
        {summary} ({formatCount(items.length)})
      </summary>
      <ul
        tabIndex={0}
        className="mt-2 grid max-h-60 list-disc gap-1 overflow-y-auto pl-5 text-slate-700"
      >
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
