import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { pooledRandomBytes } from '../../random-pool';
import { HmacSha256 } from './hmac-sha256';
import { SearchTokenMac } from './search-token-mac';

/**
 * Candidates' contact data at rest (issue 19, decision 0036): names, emails, phones
 * and resume files are sealed with AES-256-GCM under the configured data key, each
 * value carrying the id of the key that sealed it so keys can be rotated; emails are
 * found by a keyed blind index (HMAC), names and emails searched by keyed tokens
 * (AES CBC-MAC, decision 0061).
 * Only the candidates module opens what this seals.
 */

/** What a sealed value is: the field is bound to it, so a value cannot be moved to another. */
export type SealedField =
  | 'full_name'
  | 'email'
  | 'phone'
  | 'submitted_full_name'
  | 'submitted_email'
  | 'submitted_phone'
  | 'message_to'
  | 'message_subject'
  | 'message_text'
  | 'message_calendar'
  | 'outbox_to'
  | 'outbox_subject'
  | 'outbox_text'
  | 'outbox_html'
  | 'resume_text';

const TEXT_PREFIX = 'v1:';
/** Sealed files start with these bytes, then the key id's length and the key id. */
const FILE_MAGIC = Buffer.from('SLE1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new random IV for each sealed value (an application seals nine values). */
const freshIv = (): Buffer => pooledRandomBytes(IV_BYTES);
const KEY_BYTES = 32;
/** Search tokens: this many characters of the MAC (base32, 55 bits). */
const TOKEN_CHARS = 11;
/**
 * Tokens made before decision 0061 (HMAC, 50 bits) are this long: searches still
 * match them, and `npm run data-key:rotate` makes them anew.
 */
const HMAC_TOKEN_CHARS = 10;
/** Word prefixes are indexed up to this length; longer query words use it. */
const MAX_PREFIX = 8;

export class DataKeyError extends Error {}

/** A data key as configured: 32 random bytes, base64 (`openssl rand -base64 32`). */
export function parseDataKey(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) {
    throw new DataKeyError(
      `A data encryption key is 32 bytes in base64 (openssl rand -base64 32); got ${key.length} bytes`,
    );
  }
  return key;
}

export function generateDataKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

interface VaultKey {
  id: string;
  encryption: Buffer;
  /** HMAC-SHA256 under the key's blind-index key (emails; search tokens before decision 0061). */
  index: HmacSha256;
  /** The MAC of search tokens, under its own key. */
  search: SearchTokenMac;
}

function deriveKey(master: Buffer): VaultKey {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `shortlist ${purpose}`, KEY_BYTES));
  return {
    // Names the key without revealing it.
    id: createHash('sha256').update(master).digest('base64url').slice(0, 8),
    encryption: derive('contact encryption'),
    index: new HmacSha256(derive('contact blind index')),
    search: new SearchTokenMac(derive('contact search tokens')),
  };
}

const BASE32 = Buffer.from('abcdefghijklmnopqrstuvwxyz234567', 'latin1');
/** Where base32 spells a token before making it a string (a token is a few characters). */
const spelled = Buffer.alloc(64);

/**
 * The first `chars` characters (at most 64) of the bytes from `offset` in base32,
 * spelled into a buffer and made a string once: an applicant's forty-odd search
 * tokens, a character at a time, were a tenth of what an application allocated.
 */
function base32(bytes: Buffer, chars: number, offset = 0): string {
  const length = Math.min(chars, spelled.length);
  let count = 0;
  let bits = 0;
  let value = 0;
  for (let at = offset; at < bytes.length && count < length; at += 1) {
    value = ((value << 8) | bytes[at]!) & 0xffff;
    bits += 8;
    while (bits >= 5 && count < length) {
      spelled[count] = BASE32[(value >>> (bits - 5)) & 31]!;
      count += 1;
      bits -= 5;
    }
  }
  return spelled.toString('latin1', 0, count);
}

/** Lowercase words of letters and digits, as search splits what is typed. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class ContactVault {
  private readonly current: VaultKey;
  private readonly byId: Map<string, VaultKey>;

  constructor(currentKey: Buffer, previousKeys: Buffer[] = []) {
    this.current = deriveKey(currentKey);
    this.byId = new Map([this.current, ...previousKeys.map(deriveKey)].map((key) => [key.id, key]));
  }

  /** The id of the key new values are sealed with. */
  get keyId(): string {
    return this.current.id;
  }

  private keyOf(id: string): VaultKey {
    const key = this.byId.get(id);
    if (!key) {
      throw new DataKeyError(
        `A value is sealed with data key ${id}, which is not configured: add it to DATA_ENCRYPTION_PREVIOUS_KEYS`,
      );
    }
    return key;
  }

  seal(field: SealedField, plaintext: string): string {
    const iv = freshIv();
    const cipher = createCipheriv('aes-256-gcm', this.current.encryption, iv);
    cipher.setAAD(Buffer.from(field));
    const body = Buffer.concat([
      cipher.update(plaintext, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return `${TEXT_PREFIX}${this.current.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  sealOptional(field: SealedField, plaintext: string | null): string | null {
    return plaintext === null ? null : this.seal(field, plaintext);
  }

  /** A sealed value's text. A value never sealed (an erased person's placeholder) is itself. */
  open(field: SealedField, value: string): string {
    if (!value.startsWith(TEXT_PREFIX)) return value;
    const [, keyId = '', iv = '', body = ''] = value.split(':');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.keyOf(keyId).encryption,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  openOptional(field: SealedField, value: string | null): string | null {
    return value === null ? null : this.open(field, value);
  }

  /** Whether a value is sealed with the current key (rotation leaves it as it is). */
  isCurrent(value: string | null): boolean {
    return value === null || value.startsWith(`${TEXT_PREFIX}${this.current.id}:`);
  }

  /** Whether a value is sealed at all (not plaintext from before encryption, not a placeholder). */
  static isSealed(value: string | null): boolean {
    return value !== null && value.startsWith(TEXT_PREFIX);
  }

  sealFile(bytes: Uint8Array): Uint8Array {
    const iv = freshIv();
    const cipher = createCipheriv('aes-256-gcm', this.current.encryption, iv);
    cipher.setAAD(Buffer.from('resume'));
    const id = Buffer.from(this.current.id);
    return Buffer.concat([
      FILE_MAGIC,
      Buffer.from([id.length]),
      id,
      iv,
      cipher.update(bytes),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
  }

  /** A sealed file's bytes; a file from before encryption is itself. */
  openFile(sealed: Uint8Array): Uint8Array {
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const header = this.fileKeyId(bytes);
    if (header === null) return sealed;
    const start = FILE_MAGIC.length + 1 + header.length;
    const iv = bytes.subarray(start, start + IV_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.keyOf(header).encryption, iv);
    decipher.setAAD(Buffer.from('resume'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(start + IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }

  /** The key id a sealed file names; null for a file never sealed. */
  fileKeyId(bytes: Uint8Array): string | null {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (
      buffer.length < FILE_MAGIC.length + 1 ||
      !buffer.subarray(0, FILE_MAGIC.length).equals(FILE_MAGIC)
    ) {
      return null;
    }
    const length = buffer[FILE_MAGIC.length]!;
    return buffer.subarray(FILE_MAGIC.length + 1, FILE_MAGIC.length + 1 + length).toString();
  }

  private hmac(key: VaultKey, purpose: string, text: string): Buffer {
    return key.index.digest(`${purpose}\u0000${text}`);
  }

  /** The blind index of an email under the current key: how a person is found and deduplicated. */
  emailIndex(email: string): string {
    return this.hmac(this.current, 'email', normalizeEmail(email)).toString('base64url');
  }

  /** The email's blind index under every configured key, the current first (during a rotation). */
  emailIndexes(email: string): string[] {
    return [...this.byId.values()].map((key) =>
      this.hmac(key, 'email', normalizeEmail(email)).toString('base64url'),
    );
  }

  private tokens(key: VaultKey, prefixes: string[]): string[] {
    const macs = key.search.macs(prefixes);
    return prefixes.map((_, index) => base32(macs, TOKEN_CHARS, index * 16));
  }

  /** A token as made before decision 0061. */
  private hmacToken(key: VaultKey, prefix: string): string {
    return base32(this.hmac(key, 'word', prefix), HMAC_TOKEN_CHARS);
  }

  /**
   * The keyed tokens a person is searched by (their name and email), under the
   * current key: each word's prefixes up to MAX_PREFIX characters, so typing the start
   * of a word finds them. What the database holds names nobody.
   */
  searchTokens(fullName: string, email: string): string[] {
    const prefixes = new Set<string>();
    for (const word of [...searchWords(fullName), ...searchWords(email)]) {
      for (let length = 1; length <= Math.min(word.length, MAX_PREFIX); length += 1) {
        prefixes.add(word.slice(0, length));
      }
    }
    return this.tokens(this.current, [...prefixes]);
  }

  /**
   * The tokens one typed word matches, under every configured key: the current
   * token first, then the one made before decision 0061 (not yet made anew).
   */
  queryTokens(word: string): string[] {
    const prefix = word.toLowerCase().slice(0, MAX_PREFIX);
    return [...this.byId.values()].flatMap((key) => [
      ...this.tokens(key, [prefix]),
      this.hmacToken(key, prefix),
    ]);
  }

  /**
   * Whether a search document (tsvector text: quoted lexemes) holds only tokens made
   * the current way; one with tokens from before decision 0061 is to be made anew.
   */
  static hasCurrentTokens(document: string | null): boolean {
    if (document === null) return true;
    return !document
      .split(' ')
      .some((lexeme) => lexeme.replaceAll("'", '').length === HMAC_TOKEN_CHARS);
  }
}
