import { RESUME_MAX_BYTES } from '../../../../shared/rules';

export { RESUME_MAX_BYTES };

export type ResumeType = 'pdf' | 'docx';

export const RESUME_CONTENT_TYPES: Readonly<Record<ResumeType, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** PDF readers accept a header after some junk; so do we, but no further than this. */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export const DOCX_DOCUMENT_PART = 'word/document.xml';
const DOCX_REQUIRED_PARTS = [DOCX_DOCUMENT_PART, '[Content_Types].xml'];

/**
 * What the bytes are, whatever the file was called: a renamed .zip, .xlsx or
 * image is refused, and a PDF named "cv.docx" is still read as a PDF.
 */
export function detectResumeType(bytes: Uint8Array): ResumeType | null {
  // A ZIP may carry a PDF in its first entry: the archive wins.
  if (!startsWith(bytes, ZIP_LOCAL_HEADER)) return hasPdfHeader(bytes) ? 'pdf' : null;
  const entries = readZipEntries(bytes);
  if (!entries) return null;
  const names = new Set(entries.map((entry) => entry.name));
  return DOCX_REQUIRED_PARTS.every((part) => names.has(part)) ? 'docx' : null;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const last = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let start = 0; start <= last; start++) {
    if (PDF_HEADER.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate; anything else we cannot read. */
  method: number;
  compressedSize: number;
  /** As the archive declares it: an attacker may lie, so inflating checks again. */
  uncompressedSize: number;
  /** Where the entry's data starts, after its local header. */
  dataOffset: number;
}

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const END_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** A DOCX has a few dozen parts; a directory claiming more is not a resume. */
const MAX_ZIP_ENTRIES = 5000;

/**
 * The central directory of a ZIP archive, or null when it is not one we can
 * trust. Written by hand rather than with fflate's `unzipSync` so that every
 * offset is bounds-checked and a forged entry count cannot make us loop.
 */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end < 0) return null;

  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const locator = end - 20;
  if (locator >= 0 && view.getUint32(locator, true) === ZIP64_LOCATOR_SIGNATURE) {
    const zip64End = readUint64(view, locator + 8);
    if (zip64End === null || zip64End + 56 > view.byteLength) return null;
    if (view.getUint32(zip64End, true) !== ZIP64_END_SIGNATURE) return null;
    const zip64Count = readUint64(view, zip64End + 32);
    const zip64Offset = readUint64(view, zip64End + 48);
    if (zip64Count === null || zip64Offset === null) return null;
    count = zip64Count;
    offset = zip64Offset;
  }
  if (count > MAX_ZIP_ENTRIES) return null;

  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength) return null;
    if (view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE) return null;
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    let compressedSize = view.getUint32(offset + 20, true);
    let uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    let localOffset = view.getUint32(offset + 42, true);
    const nameStart = offset + 46;
    const extraStart = nameStart + nameLength;
    const next = extraStart + extraLength + commentLength;
    if (next > view.byteLength) return null;

    const zip64 = readZip64Extra(view, extraStart, extraLength, {
      uncompressedSize,
      compressedSize,
      localOffset,
    });
    if (!zip64) return null;
    ({ uncompressedSize, compressedSize, localOffset } = zip64);

    const isUtf8 = (flags & 0x800) !== 0;
    const name = new TextDecoder(isUtf8 ? 'utf-8' : 'latin1').decode(
      bytes.subarray(nameStart, extraStart),
    );
    const dataOffset = readLocalDataOffset(view, localOffset);
    if (dataOffset === null || dataOffset + compressedSize > view.byteLength) return null;
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset });
    offset = next;
  }
  return entries;
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_SIGNATURE) return at;
  }
  return -1;
}

function readLocalDataOffset(view: DataView, localOffset: number): number | null {
  if (localOffset + 30 > view.byteLength) return null;
  if (view.getUint32(localOffset, true) !== LOCAL_HEADER_SIGNATURE) return null;
  return (
    localOffset +
    30 +
    view.getUint16(localOffset + 26, true) +
    view.getUint16(localOffset + 28, true)
  );
}

interface EntrySizes {
  uncompressedSize: number;
  compressedSize: number;
  localOffset: number;
}

/** Fields set to 0xFFFFFFFF in the central header are in the zip64 extra field, in this order. */
function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  sizes: EntrySizes,
): EntrySizes | null {
  const fields = (['uncompressedSize', 'compressedSize', 'localOffset'] as const).filter(
    (field) => sizes[field] === 0xffffffff,
  );
  if (fields.length === 0) return sizes;
  const result = { ...sizes };
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      if (size < fields.length * 8 || at + 4 + size > start + length) return null;
      for (const [i, field] of fields.entries()) {
        const value = readUint64(view, at + 4 + i * 8);
        if (value === null) return null;
        result[field] = value;
      }
      return result;
    }
    at += 4 + size;
  }
  return null;
}

function readUint64(view: DataView, at: number): number | null {
  if (at + 8 > view.byteLength) return null;
  const value = view.getBigUint64(at, true);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}
