import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { detectResumeType, type ResumeType } from '../../candidates/resume/file-type';

/** What a resumes ZIP may hold (issue 18): past any of these the import is refused. */
export const RESUME_ZIP_LIMITS = {
  compressedBytes: 200 * 1024 * 1024,
  entries: 1_000,
  entryBytes: 10 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  /** Uncompressed size over the compressed bytes actually read, per entry. */
  ratio: 100,
};
export type ResumeZipLimits = typeof RESUME_ZIP_LIMITS;

/** The archive as a whole is refused: nothing of it is used. */
export class ResumeZipRefused extends Error {}

/** A resume found in the archive, checked by its content. */
export interface ZippedResume {
  /** Its name in the archive, without folders ("cvs/Ama Kusi.pdf" -> "Ama Kusi.pdf"). */
  fileName: string;
  path: string;
  type: ResumeType;
  bytes: Uint8Array;
}

/** An entry left out, and why: the report lists them. */
export interface SkippedEntry {
  path: string;
  reason: string;
}

/** Archives inside the archive are not opened ("resumes.zip" inside "resumes.zip"). */
const ARCHIVE_NAME = /\.(zip|rar|7z|tar|gz|tgz|bz2|xz|jar)$/i;
const ARCHIVE_MAGIC: readonly number[][] = [
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x1f, 0x8b], // gzip
];

/**
 * Where the reads are cut: the ratio is measured to within this many compressed
 * bytes, and one slice inflates to at most about 16 MB (deflate tops out near
 * 1032:1) before the checks see it.
 */
const READ_SLICE = 16 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function unsafePathReason(path: string): string | null {
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path)) {
    return 'Absolute path: skipped';
  }
  if (path.split(/[\\/]/).includes('..')) return 'Path leaving the archive (..): skipped';
  return null;
}

/**
 * Reads a resumes ZIP as it streams in, never trusting what the archive declares:
 * sizes are counted while inflating, and an entry's ratio is its inflated bytes over
 * the compressed bytes read while it was open. Past a limit (archive size, entry
 * count, an entry's size or ratio, the total) the whole archive is refused with a
 * clear message (`ResumeZipRefused`) and `onResume` has been given nothing more.
 * Entries with absolute paths or `..`, archives, and anything that is not a PDF or
 * a Word document by its bytes (an executable renamed .pdf, a link, whose data is
 * only a path) are skipped and reported. Folders are ignored.
 */
export async function readResumeZip(
  chunks: AsyncIterable<Uint8Array>,
  onResume: (resume: ZippedResume) => Promise<void> | void,
  limits: ResumeZipLimits = RESUME_ZIP_LIMITS,
): Promise<{ resumes: number; skipped: SkippedEntry[] }> {
  const skipped: SkippedEntry[] = [];
  const found: ZippedResume[] = [];
  let refusal: string | null = null;
  let delivered = 0;
  let entries = 0;
  let total = 0;
  let read = 0;
  const refuse = (reason: string) => {
    refusal ??= reason;
  };

  const unzip = new Unzip((file) => {
    if (refusal) return;
    const path = file.name;
    if (path.endsWith('/')) return;
    entries += 1;
    if (entries > limits.entries) {
      refuse(`The ZIP holds more than ${limits.entries} files`);
      return;
    }
    const unsafe = unsafePathReason(path);
    if (unsafe || ARCHIVE_NAME.test(path)) {
      skipped.push({ path, reason: unsafe ?? 'An archive inside the archive: skipped' });
      return;
    }
    const readAtStart = read;
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        skipped.push({ path, reason: 'Damaged or of a compression we cannot read: skipped' });
        return;
      }
      size += chunk.length;
      total += chunk.length;
      const compressed = Math.max(read - readAtStart, 1);
      if (size > compressed * limits.ratio && size > READ_SLICE * limits.ratio) {
        refuse(`"${path}" unpacks to over ${limits.ratio} times its size (a ZIP bomb?)`);
      } else if (size > limits.entryBytes) {
        refuse(`"${path}" is over ${mb(limits.entryBytes)} once unpacked`);
      } else if (total > limits.totalBytes) {
        refuse(`The ZIP unpacks to more than ${mb(limits.totalBytes)}`);
      }
      if (refusal) {
        file.terminate();
        return;
      }
      parts.push(chunk);
      if (!final) return;
      const bytes = concat(parts, size);
      const type = detectResumeType(bytes);
      if (ARCHIVE_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte))) {
        skipped.push({ path, reason: 'An archive inside the archive: skipped' });
      } else if (!type) {
        skipped.push({ path, reason: 'Not a PDF or Word document (by its content): skipped' });
      } else {
        found.push({ path, fileName: path.split(/[\\/]/).at(-1)!, type, bytes });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length && !refusal; start += READ_SLICE) {
      const slice = chunk.subarray(start, start + READ_SLICE);
      read += slice.length;
      if (read > limits.compressedBytes) refuse(`The ZIP is over ${mb(limits.compressedBytes)}`);
      else unzip.push(slice);
    }
    if (refusal) throw new ResumeZipRefused(refusal);
    // Handed over as they complete, so memory holds one resume at a time.
    for (const resume of found.splice(0)) {
      await onResume(resume);
      delivered += 1;
    }
  }
  if (!refusal) unzip.push(new Uint8Array(0), true);
  if (refusal) throw new ResumeZipRefused(refusal);
  for (const resume of found.splice(0)) {
    await onResume(resume);
    delivered += 1;
  }
  return { resumes: delivered, skipped };
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
