import { z } from 'zod';
import { orgIdField } from './admin';

/**
 * Bulk import of candidates (issue 18, READING.md 1 and 4): the limits an upload is
 * held to, shared by the console's form and the server.
 */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

export const IMPORT_MESSAGES = {
  fileType: 'Choose a .csv or .xlsx file',
  fileTooBig: 'The file is over 10 MB',
  tooManyRows: 'The file holds more than 50,000 rows',
  noRows: 'The file holds no candidates',
  missingColumns: (columns: string[]) =>
    `The file needs ${columns.map((column) => `${/^[aeiou]/i.test(column) ? 'an' : 'a'} ${column}`).join(' and ')} column (first row)`,
} as const;

/** One refused row of the report: fix it and import the file again. */
export interface ImportFailure {
  /** The spreadsheet's row number (the header is row 1); 0 for the file as a whole. */
  row: number;
  column: string;
  reason: string;
}

/** The file's type by its name ("Applicants.XLSX" is xlsx), or null. */
export function importFileType(fileName: string): ImportFileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

// ---------------------------------------------------------------- the import's form and its run

/** The resumes ZIP's own limit on upload (the archive's other limits are checked as it streams). */
export const RESUME_ZIP_MAX_BYTES = 200 * 1024 * 1024;

export const IMPORT_FORM_MESSAGES = {
  fileRequired: 'Choose a candidates CSV or XLSX file',
  zipType: 'The resumes must be a .zip file',
  zipTooBig: 'The resumes ZIP is over 200 MB',
} as const;

/** A multipart check box: 'true'/'on'/'1' is on, 'false'/'off'/'0' or nothing is `fallback`. */
const checkbox = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'boolean') return value;
      if (value === undefined || value === null || value === '') return fallback;
      const text = String(value).trim().toLowerCase();
      if (['true', 'on', '1', 'yes'].includes(text)) return true;
      if (['false', 'off', '0', 'no'].includes(text)) return false;
      return text;
    },
    z.boolean({ error: 'Must be true or false' }),
  );

const optionalId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: message })
      .trim()
      .pipe(z.uuid({ error: message }))
      .optional(),
  );

/**
 * The import's text fields (POST /api/v1/admin/import/candidates, multipart, beside
 * the `file` and the optional `zip`): the console's form and the server read them
 * with this one schema. 'Mark as UNLOCKED' is on unless turned off (the spec's default).
 */
export const importFormSchema = z.object({
  orgId: orgIdField,
  jobId: optionalId('Job must be one of the organization’s jobs'),
  stage: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(50, 'Stage must be at most 50 characters').optional(),
  ),
  markUnlocked: checkbox(true),
  dryRun: checkbox(false),
});
export type ImportFormInput = z.input<typeof importFormSchema>;
export type ImportForm = z.output<typeof importFormSchema>;

/** Why a chosen candidates file cannot be sent, or null (checked again by the server). */
export function checkImportFile(file: { name: string; size: number } | null): string | null {
  if (!file) return IMPORT_FORM_MESSAGES.fileRequired;
  if (!importFileType(file.name)) return IMPORT_MESSAGES.fileType;
  if (file.size > IMPORT_FILE_MAX_BYTES) return IMPORT_MESSAGES.fileTooBig;
  return null;
}

/** Why a chosen resumes ZIP cannot be sent, or null. */
export function checkResumeZip(file: { name: string; size: number } | null): string | null {
  if (!file) return null;
  if (!/\.zip$/i.test(file.name.trim())) return IMPORT_FORM_MESSAGES.zipType;
  if (file.size > RESUME_ZIP_MAX_BYTES) return IMPORT_FORM_MESSAGES.zipTooBig;
  return null;
}

export const IMPORT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** Where a running import is: reading the file, the resumes ZIP, then writing rows. */
export const IMPORT_PHASES = ['queued', 'reading', 'resumes', 'writing', 'done'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** A ZIP entry left out of the import, and why. */
export interface ImportSkippedFile {
  path: string;
  reason: string;
}

/** The spec's import result: what was created, updated, and each refused row. */
export interface ImportResult {
  created: number;
  updated: number;
  failed: ImportFailure[];
}

/** The refused rows listed in a run's answer; all of them are in its CSV. */
export const IMPORT_FAILURES_SHOWN = 1_000;

/**
 * An import as GET /api/v1/admin/import/candidates/{id} answers it: its progress
 * while it runs (rows handled of the file's rows, created, updated, refused so
 * far) and, once completed, its `result`. A dry run counts what would be created
 * and updated and writes nothing.
 */
export interface ImportRunView {
  id: string;
  status: ImportRunStatus;
  phase: ImportPhase;
  isDryRun: boolean;
  markUnlocked: boolean;
  orgId: string;
  orgName: string;
  jobId: string | null;
  jobTitle: string | null;
  stage: string | null;
  fileName: string;
  zipName: string | null;
  /** The file's data rows (0 until it is read). */
  totalRows: number;
  /** Rows handled so far: written, or checked in a dry run, or refused. */
  rowsRead: number;
  created: number;
  updated: number;
  /** Refused rows, in row order (the first IMPORT_FAILURES_SHOWN). */
  failed: ImportFailure[];
  failedCount: number;
  resumes: {
    /** PDF or Word files found in the ZIP. */
    found: number;
    /** Of them, given to a row. */
    matched: number;
    /** File names no row claimed. */
    unmatched: string[];
    /** Entries left out: unsafe paths, archives, not a resume, unreadable. */
    skipped: ImportSkippedFile[];
  };
  /** Credits granted (and spent at once) for the applications marked UNLOCKED. */
  creditsGranted: number;
  /** Why the whole import was refused or stopped; null otherwise. */
  error: string | null;
  /** The spec's result, once the import has completed. */
  result: ImportResult | null;
  createdAt: string;
  finishedAt: string | null;
}

/** POST answers 202 with the queued run; the console then polls its GET. */
export interface ImportStartResponse {
  run: ImportRunView;
}

/** How far along a run is, 0 to 100, for a progress bar. */
export function importProgressPercent(
  run: Pick<ImportRunView, 'status' | 'totalRows' | 'rowsRead'>,
): number {
  if (run.status === 'completed' || run.status === 'failed') return 100;
  if (run.totalRows === 0) return 0;
  return Math.min(99, Math.floor((run.rowsRead / run.totalRows) * 100));
}
