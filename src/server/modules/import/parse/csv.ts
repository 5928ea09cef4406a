/** The separators a candidates CSV may use: Excel in much of the world writes ';'. */
export type Separator = ',' | ';';

/**
 * The separator of a CSV, read from its first line (outside quotes): the one it
 * holds more of, a comma when it holds neither.
 */
export function detectSeparator(text: string): Separator {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) break;
    else if (!isQuoted && character === ',') commas += 1;
    else if (!isQuoted && character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A row of a CSV with the line it starts on (1 is the header's), for the report. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * The rows of a CSV (RFC 4180): quoted fields may hold the separator, doubled
 * quotes and line breaks; lines end with LF or CRLF. Blank lines are skipped.
 * A generator, so a caller can stop at a row limit without reading the rest.
 */
export function* csvRows(
  text: string,
  separator: Separator = detectSeparator(text),
): Generator<CsvRow> {
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let rowLine = 1;
  let index = 0;
  const endRow = (): CsvRow | null => {
    cells.push(cell);
    const row = cells.some((value) => value.trim() !== '') ? { line: rowLine, cells } : null;
    cells = [];
    cell = '';
    return row;
  };
  while (index < text.length) {
    const character = text[index]!;
    if (isQuoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
      index += 1;
      continue;
    }
    if (character === '"' && cell.trim() === '') {
      cell = '';
      isQuoted = true;
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      const row = endRow();
      if (row) yield row;
      line += 1;
      rowLine = line;
    } else {
      cell += character;
    }
    index += 1;
  }
  if (cell !== '' || cells.length > 0) {
    const row = endRow();
    if (row) yield row;
  }
}
