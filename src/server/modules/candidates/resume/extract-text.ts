import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Inflate } from 'fflate';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DOCX_DOCUMENT_PART, readZipEntries, type ResumeType } from './file-type';

/** Longer than any resume; bounds what we store and search. */
export const RESUME_TEXT_MAX_CHARS = 100_000;
const PDF_MAX_PAGES = 30;
const PDF_TIMEOUT_MS = 10_000;
/** A real document.xml is a few hundred kB; beyond this it is a zip bomb. */
const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024;
/** Deflate expands at most ~1032:1, so one slice cannot overshoot the limit by more than ~8 MB. */
const INFLATE_SLICE_BYTES = 8 * 1024;

export type ResumeExtractionFailure = 'encrypted' | 'unreadable' | 'too_large' | 'timeout';

/** The file is kept, only without text: callers catch this and store it anyway. */
export class ResumeExtractionError extends Error {
  constructor(
    readonly reason: ResumeExtractionFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ResumeExtractionError';
  }
}

export async function extractResumeText(
  bytes: Uint8Array,
  type: ResumeType,
  options: { timeoutMs?: number } = {},
): Promise<string> {
  const raw =
    type === 'pdf'
      ? await extractPdfText(bytes, options.timeoutMs ?? PDF_TIMEOUT_MS)
      : extractDocxText(bytes);
  return normalizeText(raw);
}

type Pdfjs = typeof PdfjsModule;
let pdfjs: Promise<Pdfjs> | undefined;

/** Loaded on first use: it is large, and most requests never read a resume. */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** CMaps (CJK fonts) and standard font data ship with pdfjs-dist; on Node they are read from disk. */
const pdfjsDataDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function extractPdfText(bytes: Uint8Array, timeoutMs: number): Promise<string> {
  const { getDocument, VerbosityLevel } = await loadPdfjs();
  const task = getDocument({
    // A copy: pdf.js takes over the buffer it is given, and refuses a Node Buffer.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    cMapUrl: join(pdfjsDataDir, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(pdfjsDataDir, 'standard_fonts') + '/',
    // Its warnings about odd but readable files would otherwise go to the console.
    verbosity: VerbosityLevel.ERRORS,
  });
  // pdf.js runs on this thread (no worker on Node): the timeout stops a slow
  // document between steps, it cannot cut a single long synchronous step short.
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ResumeExtractionError('timeout', `PDF text took over ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const document = await Promise.race([task.promise, timeout]);
    const pageCount = Math.min(document.numPages, PDF_MAX_PAGES);
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pageCount && length < RESUME_TEXT_MAX_CHARS; number++) {
      const page = await Promise.race([document.getPage(number), timeout]);
      const content = await Promise.race([page.getTextContent(), timeout]);
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
      }
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n\n');
  } catch (error) {
    if (error instanceof ResumeExtractionError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ResumeExtractionError('encrypted', 'The PDF needs a password', { cause: error });
    }
    throw new ResumeExtractionError('unreadable', 'The PDF could not be read', { cause: error });
  } finally {
    clearTimeout(timer);
    // Frees the document even when the timeout won the race.
    await task.destroy().catch(() => undefined);
  }
}

function extractDocxText(bytes: Uint8Array): string {
  const entry = readZipEntries(bytes)?.find((candidate) => candidate.name === DOCX_DOCUMENT_PART);
  if (!entry) throw new ResumeExtractionError('unreadable', 'The DOCX has no document part');
  if (entry.uncompressedSize > DOCX_XML_MAX_BYTES) {
    throw new ResumeExtractionError('too_large', 'The DOCX document part is too large');
  }
  const compressed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let xml: Uint8Array;
  if (entry.method === 0) {
    xml = compressed;
  } else if (entry.method === 8) {
    xml = inflateBounded(compressed, DOCX_XML_MAX_BYTES);
  } else {
    throw new ResumeExtractionError('unreadable', `Unknown ZIP compression ${entry.method}`);
  }
  return docxXmlToText(new TextDecoder().decode(xml));
}

/** Inflates in small slices and stops as soon as the output passes `maxBytes`, whatever the header said. */
function inflateBounded(compressed: Uint8Array, maxBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let isDone = false;
  const inflate = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > maxBytes) {
      throw new ResumeExtractionError('too_large', 'The DOCX document part inflates too far');
    }
    chunks.push(chunk);
    if (final) isDone = true;
  });
  try {
    for (let at = 0; at < compressed.length; at += INFLATE_SLICE_BYTES) {
      const end = Math.min(at + INFLATE_SLICE_BYTES, compressed.length);
      inflate.push(compressed.subarray(at, end), end === compressed.length);
    }
  } catch (error) {
    if (error instanceof ResumeExtractionError) throw error;
    throw new ResumeExtractionError('unreadable', 'The DOCX is damaged', { cause: error });
  }
  if (!isDone) throw new ResumeExtractionError('unreadable', 'The DOCX is truncated');
  const xml = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    xml.set(chunk, offset);
    offset += chunk.length;
  }
  return xml;
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * WordprocessingML to plain text without an XML parser: the structure we need
 * is paragraphs, tabs and breaks. Field codes (HYPERLINK "..."), deleted
 * revisions and tab-stop definitions are not what the reader sees: dropped.
 */
export function docxXmlToText(xml: string): string {
  return xml
    .replace(/<w:(instrText|delText|tabs)\b[^>]*>[\s\S]*?<\/w:\1>/g, '')
    .replace(/<\/w:p>|<w:p\/>|<w:p\s[^>]*\/>/g, '\n')
    .replace(/<w:(br|cr)\b[^>]*\/>/g, '\n')
    .replace(/<w:tab\b[^>]*\/>/g, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return XML_ENTITIES[name] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}

/**
 * One shape for text from either format: ligatures and full-width forms
 * folded (NFKC) so skills match, runs of spaces collapsed, at most one blank
 * line in a row, and capped at RESUME_TEXT_MAX_CHARS.
 */
export function normalizeText(text: string): string {
  const normalized = text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u00ad\u200b-\u200d\ufeff]/g, '')
    .replace(/[^\S\n\t]+/g, ' ')
    .replace(/ *\t[ \t]*/g, '\t')
    .replace(/^[ \t]+|[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (normalized.length <= RESUME_TEXT_MAX_CHARS) return normalized;
  const cut = normalized.slice(0, RESUME_TEXT_MAX_CHARS);
  // Never leave half of a surrogate pair at the end.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
