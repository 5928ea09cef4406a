import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { LocalFileStorage } from '../../src/server/adapters/storage/file-storage';
import { openDatabase } from '../../src/server/db/client';
import { ContactVault, parseDataKey } from '../../src/server/modules/candidates/contact-vault';
import { resealContactData } from '../../src/server/modules/candidates/reseal';
import { BENCH_DATA_KEY } from './server';

/**
 * Seals what a seed wrote in the clear with SQL (names, emails, phones), under the bench
 * servers' key, and gives it its blind indexes and search tokens: what the data key
 * rotation does to data from before encryption.
 */
export async function sealSeededContacts(pool: pg.Pool): Promise<void> {
  const databaseUrl = (pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-files-'));
  try {
    await resealContactData({
      db: database.db,
      vault: new ContactVault(parseDataKey(BENCH_DATA_KEY)),
      storage: new LocalFileStorage(files),
    });
  } finally {
    await database.close();
    fs.rmSync(files, { recursive: true, force: true });
  }
}
