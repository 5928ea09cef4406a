import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

/** How far an archive may go before it is refused. */
export interface ZipLimits {
  compressedBytes: number;
  entries: number;
  entryBytes: number;
  totalBytes: number;
  /** Uncompressed size over the compressed bytes actually read, per entry. */
  ratio: number;
}

/** The archive as a whole is refused: nothing of it is used. */
export class ZipRefused extends Error {}

/**
 * Where the reads are cut: the ratio is measured to within this many compressed
 * bytes, and one slice inflates to at most about 16 MB (deflate tops out near
 * 1032:1) before the checks see it.
 */
const READ_SLICE = 16 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** What to do with an entry, by its path: read it whole, or pass it by with a reason. */
export type EntryChoice = { read: true } | { read: false; reason: string | null };

/**
 * An archive's entries as it streams in, never trusting what it declares: sizes are
 * counted while inflating, and an entry's ratio is its inflated bytes over the
 * compressed bytes read while it was open. Past a limit the whole archive is refused
 * (`ZipRefused`, with a clear message) and nothing more is handed over. Entries are
 * handed over whole, in order, as the reads complete them, with their place in the
 * archive (1, 2, ...). Folders are ignored.
 */
export async function readZipStream(
  chunks: AsyncIterable<Uint8Array>,
  limits: ZipLimits,
  choose: (path: string) => EntryChoice,
  onEntry: (path: string, bytes: Uint8Array, index: number) => Promise<void> | void,
): Promise<{ skipped: Array<{ path: string; reason: string; index: number }> }> {
  const skipped: Array<{ path: string; reason: string; index: number }> = [];
  const complete: Array<{ path: string; bytes: Uint8Array; index: number }> = [];
  let refusal: string | null = null;
  let entries = 0;
  let total = 0;
  let read = 0;
  const refuse = (reason: string) => {
    refusal ??= reason;
  };

  const unzip = new Unzip((file) => {
    const path = file.name;
    if (refusal || path.endsWith('/')) return;
    entries += 1;
    const index = entries;
    if (entries > limits.entries) {
      refuse(`The ZIP holds more than ${limits.entries} files`);
      return;
    }
    const choice = choose(path);
    if (!choice.read) {
      if (choice.reason) skipped.push({ path, reason: choice.reason, index });
      return;
    }
    const readAtStart = read;
    const parts: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        skipped.push({
          path,
          reason: 'Damaged or of a compression we cannot read: skipped',
          index,
        });
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
      if (final) complete.push({ path, bytes: concat(parts, size), index });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const handOver = async () => {
    for (const entry of complete.splice(0)) await onEntry(entry.path, entry.bytes, entry.index);
  };
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length && !refusal; start += READ_SLICE) {
      const slice = chunk.subarray(start, start + READ_SLICE);
      read += slice.length;
      if (read > limits.compressedBytes) refuse(`The ZIP is over ${mb(limits.compressedBytes)}`);
      else unzip.push(slice);
    }
    if (refusal) throw new ZipRefused(refusal);
    // As they complete, so memory holds about one entry at a time.
    await handOver();
  }
  unzip.push(new Uint8Array(0), true);
  if (refusal) throw new ZipRefused(refusal);
  await handOver();
  return { skipped };
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
