import { createHash } from 'node:crypto';
import { pooledRandomBytes } from './random-pool';

/** 256 random bits, URL-safe. */
export function createToken(): string {
  return pooledRandomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: enough for high-entropy secrets, and fast to look up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A UUID named by `name`: the same name gives the same UUID (RFC 9562 version 8, from
 * the name's SHA-256). For idempotency keys a partner wants as UUIDs, where a repeat
 * of the same request must carry the same key.
 */
export function uuidNamed(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
