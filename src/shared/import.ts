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
    `The file needs a ${columns.join(' and an ')} column (first row)`,
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
