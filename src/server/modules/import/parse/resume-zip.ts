import { detectResumeType, type ResumeType } from '../../candidates/resume/file-type';
import { readZipStream, type ZipLimits } from './zip-stream';

export { ZipRefused as ResumeZipRefused } from './zip-stream';

/** What a resumes ZIP may hold (issue 18): past any of these the import is refused. */
export const RESUME_ZIP_LIMITS: ZipLimits = {
  compressedBytes: 200 * 1024 * 1024,
  entries: 1_000,
  entryBytes: 10 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  ratio: 100,
};

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
const NESTED = 'An archive inside the archive: skipped';

function unsafePathReason(path: string): string | null {
  if (path.startsWith('/') || path.startsWith('\\') || /^[a-zA-Z]:/.test(path)) {
    return 'Absolute path: skipped';
  }
  if (path.split(/[\\/]/).includes('..')) return 'Path leaving the archive (..): skipped';
  return null;
}

/**
 * The resumes of a ZIP as it streams in (limits and refusals: `readZipStream`).
 * Entries with absolute paths or `..`, archives, and anything that is not a PDF or
 * a Word document by its bytes (an executable renamed .pdf, a link, whose data is
 * only a path) are skipped and reported. Nothing is written anywhere by its name.
 */
export async function readResumeZip(
  chunks: AsyncIterable<Uint8Array>,
  onResume: (resume: ZippedResume) => Promise<void> | void,
  limits: ZipLimits = RESUME_ZIP_LIMITS,
): Promise<{ resumes: number; skipped: SkippedEntry[] }> {
  const skipped: Array<SkippedEntry & { index: number }> = [];
  let resumes = 0;
  const { skipped: passedBy } = await readZipStream(
    chunks,
    limits,
    (path) => {
      const reason = unsafePathReason(path) ?? (ARCHIVE_NAME.test(path) ? NESTED : null);
      return reason ? { read: false, reason } : { read: true };
    },
    async (path, bytes, index) => {
      const type = detectResumeType(bytes);
      if (ARCHIVE_MAGIC.some((magic) => magic.every((byte, i) => bytes[i] === byte))) {
        skipped.push({ path, reason: NESTED, index });
      } else if (!type) {
        skipped.push({
          path,
          reason: 'Not a PDF or Word document (by its content): skipped',
          index,
        });
      } else {
        await onResume({ path, fileName: path.split(/[\\/]/).at(-1)!, type, bytes });
        resumes += 1;
      }
    },
  );
  // In the archive's order, whether passed by on sight or refused once read.
  const report = [...passedBy, ...skipped].sort((a, b) => a.index - b.index);
  return { resumes, skipped: report.map(({ path, reason }) => ({ path, reason })) };
}
