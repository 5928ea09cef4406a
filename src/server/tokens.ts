import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: enough for high-entropy secrets, and fast to look up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
