import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LocalFileStorage, StoredFileTooLarge } from './file-storage';

function storage() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-storage-'));
  return { root, files: new LocalFileStorage(root) };
}

const filesUnder = (root: string) =>
  fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('a stream stored without holding it in memory', () => {
  it('stores what arrives and reads it back as a stream', async () => {
    const { files } = storage();
    const chunks = [Buffer.from('PK'), Buffer.alloc(300_000, 7)];
    const { key, size } = await files.putStream('imports', Readable.from(chunks), 'zip', 1_000_000);
    expect(size).toBe(300_002);
    const back: Buffer[] = [];
    for await (const chunk of (await files.getStream(key))!) back.push(Buffer.from(chunk));
    expect(Buffer.concat(back).equals(Buffer.concat(chunks))).toBe(true);
    expect(await files.getStream('imports/missing.zip')).toBeNull();
  });

  it('stops past its limit and keeps nothing, not even a temporary file', async () => {
    const { root, files } = storage();
    const over = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(files.putStream('imports', over, 'zip', 1_000)).rejects.toBeInstanceOf(
      StoredFileTooLarge,
    );
    expect(filesUnder(root)).toEqual([]);
  });
});
