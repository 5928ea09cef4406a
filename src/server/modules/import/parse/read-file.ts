import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importFileType,
  type ImportFailure,
} from '../../../../shared/import';
import { mapHeaders, type ImportField } from './columns';
import { csvRows, type CsvRow } from './csv';
import { decodeText } from './decode';
import { readCandidateRow, type ImportedCandidate } from './rows';
import { readXlsxRows } from './xlsx';

/** The file could not be read at all: nothing of it is imported. */
export class ImportFileRefused extends Error {}

export interface ReadImportFile {
  /** The rows that read into candidates, with their row numbers. */
  candidates: Array<{ row: number; candidate: ImportedCandidate }>;
  failures: ImportFailure[];
  /** Columns no field claimed, as the file names them. */
  ignoredColumns: string[];
  /** Data rows read (candidates and refused). */
  rows: number;
}

const FIELD_NAMES: Record<ImportField, string> = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  skills: 'Skills',
  yearsExperience: 'Years of experience',
  resumeFile: 'Resume',
  stage: 'Stage',
  source: 'Source',
  appliedDate: 'Applied date',
};

/**
 * The file's rows as its cells, the header first, each with its spreadsheet row
 * number; refused whole when it is not a CSV or XLSX, over 10 MB or unreadable.
 */
export async function readRawRows(fileName: string, bytes: Uint8Array): Promise<Iterable<CsvRow>> {
  const type = importFileType(fileName);
  if (!type) throw new ImportFileRefused(IMPORT_MESSAGES.fileType);
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new ImportFileRefused(IMPORT_MESSAGES.fileTooBig);
  try {
    return type === 'csv' ? csvRows(decodeText(bytes).text) : await readXlsxRows(bytes);
  } catch (error) {
    throw new ImportFileRefused(
      error instanceof Error
        ? `The file cannot be read: ${error.message}`
        : 'The file cannot be read',
    );
  }
}

/**
 * A candidates CSV or XLSX read into checked rows: the header row names the
 * columns, every other row becomes a candidate or a failure with its reason. Past
 * 10 MB or 50,000 rows, without a name or email column, or when it cannot be read,
 * the whole file is refused (`ImportFileRefused`): an import never takes part of a
 * file it cannot take whole.
 */
export async function readImportFile(fileName: string, bytes: Uint8Array): Promise<ReadImportFile> {
  const rows = await readRawRows(fileName, bytes);
  const iterator = rows[Symbol.iterator]();
  const header = iterator.next();
  if (header.done) throw new ImportFileRefused(IMPORT_MESSAGES.noRows);
  const headers = header.value.cells.map((cell) => cell.trim());
  const mapping = mapHeaders(headers);
  if (mapping.missing.length > 0) {
    throw new ImportFileRefused(
      IMPORT_MESSAGES.missingColumns(mapping.missing.map((field) => FIELD_NAMES[field])),
    );
  }
  const result: ReadImportFile = {
    candidates: [],
    failures: [],
    ignoredColumns: mapping.ignored,
    rows: 0,
  };
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    result.rows += 1;
    if (result.rows > IMPORT_MAX_ROWS) throw new ImportFileRefused(IMPORT_MESSAGES.tooManyRows);
    const { line, cells } = next.value;
    const read = readCandidateRow(line, cells, mapping.fields, headers);
    if ('candidate' in read) result.candidates.push({ row: line, candidate: read.candidate });
    else result.failures.push(...read.failures);
  }
  if (result.rows === 0) throw new ImportFileRefused(IMPORT_MESSAGES.noRows);
  return result;
}
