import path from 'node:path';
import { LocalFileStorage } from '../adapters/storage/file-storage';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openContactVault } from '../modules/candidates/data-key';
import { resealContactData } from '../modules/candidates/reseal';

/*
 * npm run data-key:rotate
 *
 * Seals every candidate's contact data and resume file again under the current data
 * key (DATA_ENCRYPTION_KEY, else DATA_DIR/data-encryption-key), reading what older
 * keys sealed from DATA_ENCRYPTION_PREVIOUS_KEYS; also seals data from before
 * encryption. The README's "Rotating the data encryption key" gives the steps. With
 * the embedded database, stop the server first (it takes one process at a time).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const { vault } = openContactVault(config);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const storage = new LocalFileStorage(path.join(config.DATA_DIR, 'files'));
    process.stdout.write(`Sealing contact data under data key ${vault.keyId}...\n`);
    let last = '';
    const report = await resealContactData({ db: database.db, vault, storage }, (what, done) => {
      const line = `  ${what}: ${done.toLocaleString('en-GB')}`;
      if (line !== last) process.stdout.write(`${line}\r`);
      last = line;
    });
    process.stdout.write(
      `\nDone: ${report.candidates} candidates, ${report.applications} applications, ${report.links} private links and ${report.resumeFiles} resume files sealed again. Everything is now under key ${vault.keyId}: the previous keys can be removed from DATA_ENCRYPTION_PREVIOUS_KEYS.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
