import { applySchema } from '../../../../shared/public';
import type { ImportField } from './columns';
import { normalizePhone, parseSpreadsheetDate, parseYears, splitSkills } from './values';

/** A candidate as a row gives them, checked. */
export interface ImportedCandidate {
  fullName: string;
  email: string;
  phone: string | null;
  location: string | null;
  skills: string[];
  yearsExperience: number | null;
  resumeFile: string | null;
  stage: string | null;
  source: string | null;
  appliedAt: Date | null;
}

/** Why a row (or one of its cells) was refused: the report's line. */
export interface RowFailure {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The column as the file names it, or '' for the whole row. */
  column: string;
  reason: string;
}

const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * A row's cells read into a candidate. Name and email are checked by the public
 * apply form's own rule (`applySchema`): without them the row is refused. A bad
 * phone, years or date refuses the row too, naming the cell, so it can be fixed
 * and imported again; nothing of it is half taken.
 */
export function readCandidateRow(
  row: number,
  cells: string[],
  fields: Array<ImportField | null>,
  headers: string[],
): { candidate: ImportedCandidate } | { failures: RowFailure[] } {
  const cell = (field: ImportField) => {
    const index = fields.indexOf(field);
    return index === -1 ? undefined : cells[index];
  };
  const column = (field: ImportField) => headers[fields.indexOf(field)] ?? field;
  const failures: RowFailure[] = [];

  const checked = applySchema.safeParse({
    fullName: cell('fullName') ?? '',
    email: cell('email') ?? '',
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'email' ? 'email' : 'fullName';
      failures.push({ row, column: column(field), reason: issue.message });
    }
  }

  let phone: string | null = null;
  const rawPhone = text(cell('phone'));
  if (rawPhone) {
    const read = normalizePhone(rawPhone);
    if ('error' in read) failures.push({ row, column: column('phone'), reason: read.error });
    else phone = read.phone;
  }

  let yearsExperience: number | null = null;
  const rawYears = text(cell('yearsExperience'));
  if (rawYears) {
    const read = parseYears(rawYears);
    if ('error' in read)
      failures.push({ row, column: column('yearsExperience'), reason: read.error });
    else yearsExperience = read.years;
  }

  let appliedAt: Date | null = null;
  const rawDate = text(cell('appliedDate'));
  if (rawDate) {
    appliedAt = parseSpreadsheetDate(rawDate);
    if (!appliedAt) {
      failures.push({
        row,
        column: column('appliedDate'),
        reason: 'Not a date (use 2024-01-15, 15/01/2024 or an Excel date)',
      });
    }
  }

  if (failures.length > 0 || !checked.success) return { failures };
  return {
    candidate: {
      fullName: checked.data.fullName,
      email: checked.data.email,
      phone,
      location: text(cell('location')),
      skills: splitSkills(cell('skills') ?? ''),
      yearsExperience,
      resumeFile: text(cell('resumeFile')),
      stage: text(cell('stage')),
      source: text(cell('source')),
      appliedAt,
    },
  };
}
