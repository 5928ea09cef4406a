import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { ContactVault, generateDataKey, parseDataKey } from './contact-vault';

/** Where the first start keeps the key it generates, when none is configured. */
export const DATA_KEY_FILE = 'data-encryption-key';

/** What a start that generated the key says, and logs: the key must be backed up. */
export function generatedKeyNotice(file: string): string {
  return `Generated a data encryption key in ${file}: candidates' contact data is sealed with it. Back it up with the database; without it that data cannot be read.`;
}

export interface OpenedVault {
  vault: ContactVault;
  /** The file a key was generated into on this start; say so, and to back it up. */
  generatedKeyFile: string | null;
}

/**
 * The contact vault of this configuration: DATA_ENCRYPTION_KEY, else the key file in
 * DATA_DIR (written now, readable by this user only, when it does not exist), with
 * DATA_ENCRYPTION_PREVIOUS_KEYS still readable during a rotation.
 */
export function openContactVault(
  config: Pick<Config, 'DATA_ENCRYPTION_KEY' | 'DATA_ENCRYPTION_PREVIOUS_KEYS' | 'DATA_DIR'>,
): OpenedVault {
  const previous = (config.DATA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map(parseDataKey);
  if (config.DATA_ENCRYPTION_KEY) {
    return {
      vault: new ContactVault(parseDataKey(config.DATA_ENCRYPTION_KEY), previous),
      generatedKeyFile: null,
    };
  }
  const file = path.join(config.DATA_DIR, DATA_KEY_FILE);
  let generatedKeyFile: string | null = null;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    // 'wx': two processes starting at once never overwrite each other's key.
    try {
      fs.writeFileSync(file, `${generateDataKey()}\n`, { mode: 0o600, flag: 'wx' });
      generatedKeyFile = file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return {
    vault: new ContactVault(parseDataKey(fs.readFileSync(file, 'utf8')), previous),
    generatedKeyFile,
  };
}
