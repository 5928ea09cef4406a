import { DEFAULT_STAGES } from '../../../../shared/rules';
import type { ImportFailure, ImportRunView } from '../../../../shared/import';
import type { ToastOptions } from '../../../components/ui/use-toast';

/*
 * The bulk import's words (spec: the Import tab of the signed-in console, the Sync
 * tab's "bulk import applications"; toasts 'Import completed' with the created,
 * updated and failed counts, and 'Import failed'), kept apart from the components so
 * they are tested as they read.
 */

/** The two places the import form shows, and what differs between them. */
export type ImportVariant = 'candidates' | 'applications';

export interface ImportVariantText {
  fileLabel: string;
  submitLabel: string;
  /** The optional resumes ZIP (the Import tab). */
  hasResumeZip: boolean;
  /** The stage select once a job is chosen (the Import tab). */
  hasStage: boolean;
  /** The dry-run check box (the Sync tab), and whether it starts ticked. */
  hasDryRun: boolean;
  isDryRunDefault: boolean;
}

export const IMPORT_VARIANTS: Record<ImportVariant, ImportVariantText> = {
  candidates: {
    fileLabel: 'Candidates CSV',
    submitLabel: 'Import Candidates',
    hasResumeZip: true,
    hasStage: true,
    hasDryRun: false,
    isDryRunDefault: false,
  },
  applications: {
    fileLabel: 'Applications CSV or XLSX',
    submitLabel: 'Import Applications',
    hasResumeZip: false,
    hasStage: false,
    hasDryRun: true,
    // A bulk write is checked before it is made: the first run of a file writes nothing.
    isDryRunDefault: true,
  },
};

export const IMPORT_LABELS = {
  organization: 'Organization',
  job: 'Job (optional)',
  noJob: 'No job: candidates only',
  stage: 'Stage (optional)',
  resumeZip: 'Resumes ZIP (optional)',
  markUnlocked: 'Mark applications as UNLOCKED (grant 1 credit per application)',
  dryRun: 'Dry run (check the file, write nothing)',
} as const;

export const IMPORT_HINTS = {
  file: 'A .csv or .xlsx file of up to 10 MB and 50,000 rows. The first row names the columns: Full Name and Email are required.',
  resumeZip:
    'PDF or Word files, up to 200 MB in all, matched to rows by the Resume column, the email or the name.',
  dryRun: 'Reports what would be created, updated and refused.',
} as const;

export const IMPORT_FAILED_TITLE = 'Import failed';
export const IMPORT_COMPLETED_TITLE = 'Import completed';
export const IMPORT_FAILED_FALLBACK = 'The import could not be started. Please try again.';
const IMPORT_STOPPED_FALLBACK = 'The import stopped before it finished.';

/** "1,234": counts of rows run into the thousands. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-GB');
}

/** The stage select's options: the job's own stages, else the defaults (as the server reads them). */
export function importStagesOf(job: { stages: string[] } | undefined): string[] {
  if (!job) return [];
  return job.stages.length > 0 ? job.stages : [...DEFAULT_STAGES];
}

/** The stage select's empty option: each row's own Stage column, else the job's first stage. */
export function defaultStageText(stages: string[]): string {
  return stages[0] ? `Each row’s Stage, else ${stages[0]}` : 'Each row’s Stage';
}

// ---------------------------------------------------------------- progress

type RunProgress = Pick<ImportRunView, 'status' | 'phase' | 'isDryRun' | 'rowsRead' | 'totalRows'>;

/** Where a run is, in words: waiting, reading the file or the ZIP, or rows so far. */
export function importPhaseText(run: RunProgress): string {
  if (run.status === 'failed') return 'The import failed';
  if (run.status === 'completed') return run.isDryRun ? 'Dry run completed' : 'Import completed';
  if (run.status === 'queued') return 'Waiting to start…';
  switch (run.phase) {
    case 'queued':
      return 'Waiting to start…';
    case 'reading':
      return 'Reading the file…';
    case 'resumes':
      return 'Reading the resumes ZIP…';
    case 'writing':
      return `${run.isDryRun ? 'Checking' : 'Importing'} rows: ${formatCount(run.rowsRead)} of ${formatCount(run.totalRows)}`;
    case 'done':
      return 'Finishing…';
  }
}

/**
 * What the live region says: the phase as it changes (not every row counted, which
 * would speak every second), then how the run ended.
 */
export function importAnnouncement(run: RunProgress & Pick<ImportRunView, 'error'>): string {
  if (run.status === 'failed')
    return run.error ? `The import failed: ${run.error}` : 'The import failed';
  if (run.status === 'running' && run.phase === 'writing') {
    return run.isDryRun ? 'Checking rows…' : 'Importing rows…';
  }
  return importPhaseText(run);
}

// ---------------------------------------------------------------- outcome

type RunCounts = Pick<ImportRunView, 'isDryRun' | 'created' | 'updated' | 'failedCount'>;

/** "Created 12, updated 3, failed 2." (a dry run: what it would do, and that it wrote nothing). */
export function importCountsText(run: RunCounts): string {
  const created = formatCount(run.created);
  const updated = formatCount(run.updated);
  const failed = formatCount(run.failedCount);
  if (run.isDryRun) {
    return `Dry run: would create ${created}, would update ${updated}, failed ${failed}. Nothing was written.`;
  }
  return `Created ${created}, updated ${updated}, failed ${failed}.`;
}

/** The toast at the end of a run started here. */
export function importOutcomeToast(
  run: RunCounts & Pick<ImportRunView, 'status' | 'error'>,
): ToastOptions {
  if (run.status === 'failed') {
    return {
      variant: 'destructive',
      title: IMPORT_FAILED_TITLE,
      description: run.error ?? IMPORT_STOPPED_FALLBACK,
    };
  }
  return {
    variant: run.failedCount > 0 ? 'default' : 'success',
    title: IMPORT_COMPLETED_TITLE,
    description: importCountsText(run),
  };
}

/** The report's heading. */
export function importReportTitle(run: Pick<ImportRunView, 'isDryRun' | 'status'>): string {
  if (run.status === 'failed') return run.isDryRun ? 'Dry run failed' : 'Import failed';
  return run.isDryRun ? 'Dry run report' : 'Import report';
}

/** What was imported where: "Applicants.csv (with resumes.zip) into Akwaaba Foods, job Sales Lead". */
export function importTargetText(
  run: Pick<ImportRunView, 'fileName' | 'zipName' | 'orgName' | 'jobTitle' | 'stage'>,
): string {
  const files = run.zipName ? `${run.fileName} (with ${run.zipName})` : run.fileName;
  const job = run.jobTitle
    ? `, job ${run.jobTitle}${run.stage ? ` (stage ${run.stage})` : ''}`
    : ', no job';
  return `${files} into ${run.orgName}${job}`;
}

export interface ImportReportCount {
  label: string;
  value: string;
}

/** The report's three figures; a dry run says what would be. */
export function importReportCounts(run: RunCounts): ImportReportCount[] {
  return [
    { label: run.isDryRun ? 'Would be created' : 'Created', value: formatCount(run.created) },
    { label: run.isDryRun ? 'Would be updated' : 'Updated', value: formatCount(run.updated) },
    { label: 'Refused', value: formatCount(run.failedCount) },
  ];
}

/** Said under a dry run's figures. */
export const DRY_RUN_NOTE =
  'This was a dry run: nothing was written. Turn off the dry run and import the file again to write these rows.';

/** Credits the UNLOCKED applications were granted, or null when none were. */
export function creditsGrantedText(run: Pick<ImportRunView, 'creditsGranted'>): string | null {
  if (run.creditsGranted <= 0) return null;
  return `${formatCount(run.creditsGranted)} ${run.creditsGranted === 1 ? 'credit' : 'credits'} granted and spent: 1 per application marked UNLOCKED.`;
}

/** A refused row's place: the row number, or "File" for the file as a whole (row 0). */
export function failureRowText(failure: Pick<ImportFailure, 'row'>): string {
  return failure.row === 0 ? 'File' : formatCount(failure.row);
}

/** Says when the table lists only the first refused rows; null when it lists them all. */
export function failuresListedText(
  run: Pick<ImportRunView, 'failed' | 'failedCount'>,
): string | null {
  if (run.failedCount <= run.failed.length) return null;
  return `Only the first ${formatCount(run.failed.length)} of ${formatCount(run.failedCount)} refused rows are listed here; the CSV holds them all.`;
}

/** "Found 12 resumes in the ZIP, matched 10 to rows." */
export function resumesSummaryText(resumes: Pick<ImportRunView['resumes'], 'found' | 'matched'>) {
  const found = `${formatCount(resumes.found)} ${resumes.found === 1 ? 'resume' : 'resumes'}`;
  return `Found ${found} in the ZIP, matched ${formatCount(resumes.matched)} to rows.`;
}

/**
 * The admin pipeline of the run's job (router: /admin/organizations/:orgId/jobs/:jobId/pipeline),
 * once the run has written to it (a failed run may have written rows before it stopped);
 * null for a dry run, a run without a job or one still going.
 */
export function importPipelinePath(
  run: Pick<ImportRunView, 'status' | 'isDryRun' | 'orgId' | 'jobId' | 'created' | 'updated'>,
): string | null {
  if (!run.jobId || run.isDryRun) return null;
  const hasWritten =
    run.status === 'completed' || (run.status === 'failed' && run.created + run.updated > 0);
  if (!hasWritten) return null;
  return `/admin/organizations/${encodeURIComponent(run.orgId)}/jobs/${encodeURIComponent(run.jobId)}/pipeline`;
}
