/**
 * CSV per RFC 4180 for the exports people open in a spreadsheet: records end
 * with CRLF, a field holding a comma, a double quote, CR or LF is quoted, and
 * its double quotes are doubled.
 *
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR, which some
 * of them skip before reading a formula) as a formula, so a job title like
 * `=HYPERLINK(...)` would run on the reader's machine. Such a text cell gets a
 * leading single quote, which makes it text. Numbers are written as they are:
 * a number cannot carry a formula, and `-3` must stay a number.
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as CSV text: formula-escaped, then quoted when RFC 4180 asks for it. */
export function toCsvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the first one usually the headers) as a CSV document, each record ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(toCsvField).join(',')}\r\n`).join('');
}

/**
 * A CSV download's file name from free text (a job title): lower-case ASCII letters,
 * digits and hyphens only, so no quote, path or header trick survives into
 * Content-Disposition; `fallback` when nothing is left.
 */
export function toCsvFileName(text: string, suffix: string, fallback = 'export'): string {
  const base =
    text
      .normalize('NFKD')
      .replaceAll(/\p{M}/gu, '')
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, '-')
      .replaceAll(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || fallback;
  return `${base}-${suffix}.csv`;
}
