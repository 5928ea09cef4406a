import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDataKey } from './contact-vault';
import { DATA_KEY_FILE, openContactVault } from './data-key';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data encryption key', () => {
  it('is generated into the data folder on the first start, readable by its owner only, then reused', () => {
    const DATA_DIR = dataDir();
    const first = openContactVault({ DATA_DIR });
    const file = path.join(DATA_DIR, DATA_KEY_FILE);
    expect(first.generatedKeyFile).toBe(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sealed = first.vault.seal('email', 'esi@example.test');
    const second = openContactVault({ DATA_DIR });
    expect(second.generatedKeyFile).toBeNull();
    expect(second.vault.open('email', sealed)).toBe('esi@example.test');
  });

  it('comes from DATA_ENCRYPTION_KEY when set, with the previous keys still read', () => {
    const DATA_DIR = dataDir();
    const oldKey = generateDataKey();
    const before = openContactVault({ DATA_DIR, DATA_ENCRYPTION_KEY: oldKey }).vault;
    const sealed = before.seal('phone', '0244000111');
    const rotated = openContactVault({
      DATA_DIR,
      DATA_ENCRYPTION_KEY: generateDataKey(),
      DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${oldKey} ,`,
    });
    expect(rotated.generatedKeyFile).toBeNull();
    expect(fs.existsSync(path.join(DATA_DIR, DATA_KEY_FILE))).toBe(false);
    expect(rotated.vault.keyId).not.toBe(before.keyId);
    expect(rotated.vault.open('phone', sealed)).toBe('0244000111');
    expect(() => openContactVault({ DATA_DIR, DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /32 bytes/,
    );
  });
});
