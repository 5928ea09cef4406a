import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContactVault, DataKeyError, generateDataKey, parseDataKey } from './contact-vault';

const oldKey = randomBytes(32);
const newKey = randomBytes(32);

describe('the contact vault', () => {
  it('seals with AES-256-GCM under a named key: a fresh nonce each time, the field bound in', () => {
    const vault = new ContactVault(oldKey);
    const first = vault.seal('email', 'ama.serwaa@example.test');
    const second = vault.seal('email', 'ama.serwaa@example.test');
    expect(first).toMatch(new RegExp(`^v1:${vault.keyId}:[\\w-]{16}:[\\w-]+$`));
    expect(first).not.toBe(second);
    expect(first).not.toContain('ama');
    expect(vault.open('email', first)).toBe('ama.serwaa@example.test');
    // Moved to another column, or changed by one character, it does not open.
    expect(() => vault.open('full_name', first)).toThrow();
    const body = first.split(':')[3]!;
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => vault.open('email', first.replace(body, flipped))).toThrow();
  });

  it('never gives two sealed values the same nonce, across refills of its pool', () => {
    const vault = new ContactVault(oldKey);
    const nonces = Array.from({ length: 2_000 }, () => vault.seal('phone', '024').split(':')[2]);
    expect(new Set(nonces).size).toBe(2_000);
  });

  it('opens what an older key sealed while it is configured, and names the key it lacks', () => {
    const before = new ContactVault(oldKey).seal('full_name', 'Ɔsɛe Mensah');
    const rotated = new ContactVault(newKey, [oldKey]);
    expect(rotated.open('full_name', before)).toBe('Ɔsɛe Mensah');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('full_name', 'x'))).toBe(true);
    const withoutOld = new ContactVault(newKey);
    expect(() => withoutOld.open('full_name', before)).toThrow(DataKeyError);
    expect(() => withoutOld.open('full_name', before)).toThrow(/DATA_ENCRYPTION_PREVIOUS_KEYS/);
  });

  it('seals files with the key id in their header; a file from before stays readable', () => {
    const vault = new ContactVault(newKey, [oldKey]);
    const pdf = Buffer.from('%PDF-1.7 Ama Serwaa +233244123987');
    const sealed = new ContactVault(oldKey).sealFile(pdf);
    expect(Buffer.from(sealed).includes('Ama Serwaa')).toBe(false);
    expect(vault.fileKeyId(sealed)).toBe(new ContactVault(oldKey).keyId);
    expect(Buffer.from(vault.openFile(sealed)).equals(pdf)).toBe(true);
    expect(vault.fileKeyId(pdf)).toBeNull();
    expect(Buffer.from(vault.openFile(pdf)).equals(pdf)).toBe(true);
  });

  it('finds an email by a keyed blind index, whatever its case, under every key while rotating', () => {
    const vault = new ContactVault(newKey, [oldKey]);
    const index = vault.emailIndex('Ama.Serwaa@Example.test ');
    expect(index).toBe(vault.emailIndex('ama.serwaa@example.test'));
    expect(index).not.toBe(vault.emailIndex('ama.serwa@example.test'));
    expect(vault.emailIndexes('ama.serwaa@example.test')).toEqual([
      index,
      new ContactVault(oldKey).emailIndex('ama.serwaa@example.test'),
    ]);
    // Another deployment's key gives another index: the index says nothing without the key.
    expect(new ContactVault(randomBytes(32)).emailIndex('ama.serwaa@example.test')).not.toBe(index);
  });

  it('searches by keyed tokens of the starts of name and email words, never the words', () => {
    const vault = new ContactVault(oldKey);
    const tokens = vault.searchTokens('Ama Serwaa', 'ama.serwaa@example.test');
    // No token is a word or the start of one (a random token may contain "ama" by chance).
    const starts = ['ama', 'serwaa', 'example', 'test'].flatMap((word) =>
      [...word].map((_, end) => word.slice(0, end + 1)),
    );
    for (const token of tokens) expect(starts).not.toContain(token);
    for (const typed of ['a', 'am', 'ama', 'ser', 'serwaa', 'exam']) {
      expect(tokens).toContain(vault.queryTokens(typed)[0]);
    }
    expect(tokens).not.toContain(vault.queryTokens('kofi')[0]);
    // A long word is found by its first eight letters.
    const long = vault.searchTokens('Oluwaseyifunmi', 'o@example.test');
    expect(long).toContain(vault.queryTokens('oluwaseyifun')[0]);
  });

  it('makes the same tokens as the documents already stored hold (known answers)', () => {
    // Tokens are stored: any change to how they are spelled would lose everyone stored.
    const vault = new ContactVault(Buffer.alloc(32, 7));
    expect(vault.searchTokens('Ɔsɛe Mensah', 'Ama.Serwaa@Example.test').slice(0, 6)).toEqual([
      '4wdwsf2u4fz',
      'oparl7fi5ia',
      'nnioqtvzpm2',
      'bde4r6mp2kp',
      'czopvdyqu6g',
      'qggl6x3zacy',
    ]);
    expect(vault.queryTokens('mensah')).toEqual(['f2akvrtmctl', 'y4p5wbxzpz']);
  });

  it('matches the tokens made before decision 0061 too, and tells documents holding them', () => {
    const vault = new ContactVault(newKey, [oldKey]);
    const [current, before, ...others] = vault.queryTokens('Serw');
    expect(current).toHaveLength(11);
    expect(vault.searchTokens('Ama Serwaa', 'a@example.test')).toContain(current);
    // The HMAC token of the word start, as search tokens were made before.
    expect(before).toMatch(/^[a-z2-7]{10}$/);
    expect(before).not.toBe(current!.slice(0, 10));
    // The previous key's two, after the current key's.
    expect(others).toEqual(new ContactVault(oldKey).queryTokens('serw'));
    const made = vault.searchTokens('Ama Serwaa', 'a@example.test');
    expect(ContactVault.hasCurrentTokens(made.map((token) => `'${token}'`).join(' '))).toBe(true);
    expect(ContactVault.hasCurrentTokens(`'${current}' '${before}'`)).toBe(false);
    expect(ContactVault.hasCurrentTokens('')).toBe(true);
  });

  it('takes a key of 32 bytes in base64, and refuses any other', () => {
    expect(parseDataKey(generateDataKey())).toHaveLength(32);
    expect(() => parseDataKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
