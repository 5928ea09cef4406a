import type { CsvRow } from './csv';
import { readZipStream, type ZipLimits } from './zip-stream';

/** An XLSX is a ZIP of XML: read with the same care as any upload (10 MB, as the CSV). */
export const XLSX_LIMITS: ZipLimits = {
  compressedBytes: 10 * 1024 * 1024,
  entries: 10_000,
  entryBytes: 256 * 1024 * 1024,
  totalBytes: 512 * 1024 * 1024,
  ratio: 100,
};

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** The workbook has no sheet to read. */
export class XlsxUnreadable extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text as it reads: entities and character references resolved. */
function xmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const decoder = new TextDecoder('utf-8');

/** The text of an `<si>` or `<is>`: its runs' `<t>`, without phonetic guides (`<rPh>`). */
function runsText(xml: string): string {
  const withoutPhonetics = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of withoutPhonetics.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) {
    text += xmlText(match[1] ?? '');
  }
  return text;
}

/** "B12" -> 1 (the column, from 0). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const letter of reference.replace(/\d+$/, '').toUpperCase()) {
    index = index * 26 + (letter.charCodeAt(0) - 64);
  }
  return index - 1;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * The first sheet of an XLSX as rows of text, each with its row number. Values are
 * what Excel saved: a formula's cached result, never the formula (nothing is
 * evaluated, no external link or data connection is followed: only the workbook,
 * its relations, the shared strings and the sheets are read). Numbers stay as
 * written ("45292" for a date: the importer reads Excel dates).
 */
export async function readXlsxRows(bytes: Uint8Array): Promise<CsvRow[]> {
  const parts = new Map<string, string>();
  const wanted = (path: string) =>
    path === WORKBOOK || path === WORKBOOK_RELS || path === SHARED_STRINGS || SHEET.test(path);
  await readZipStream(
    (async function* () {
      yield bytes;
    })(),
    XLSX_LIMITS,
    (path) => (wanted(path) ? { read: true } : { read: false, reason: null }),
    (path, content) => {
      parts.set(path, decoder.decode(content));
    },
  );
  const sheetPath = firstSheetPath(parts);
  const sheet = sheetPath ? parts.get(sheetPath) : undefined;
  if (!sheet) throw new XlsxUnreadable('The workbook has no sheet we can read');
  const shared = [
    ...(parts.get(SHARED_STRINGS) ?? '').matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>/g),
  ].map((match) => runsText(match[1]!));

  const rows: CsvRow[] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const line = Number(attribute(rowMatch[1]!, 'r')) || rows.length + 1;
    const cells: string[] = [];
    let next = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = cellMatch[1]!;
      const body = cellMatch[2] ?? '';
      const reference = attribute(tag, 'r');
      const index = reference ? columnIndex(reference) : next;
      next = index + 1;
      const type = attribute(tag, 't');
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = runsText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (value !== undefined) text = xmlText(value);
      while (cells.length < index) cells.push('');
      cells[index] = text;
    }
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line, cells });
  }
  return rows;
}

/** The sheet the workbook lists first, through its relations. */
function firstSheetPath(parts: Map<string, string>): string | null {
  const firstSheet = /<sheet\b[^>]*>/.exec(parts.get(WORKBOOK) ?? '')?.[0];
  const relationId = firstSheet ? /\sr:id="([^"]*)"/.exec(firstSheet)?.[1] : undefined;
  for (const relation of (parts.get(WORKBOOK_RELS) ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    if (attribute(relation[0], 'Id') !== relationId) continue;
    const target = attribute(relation[0], 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  const sheets = [...parts.keys()].filter((path) => SHEET.test(path)).sort();
  return sheets[0] ?? null;
}
