import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

/** OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (about 25-60 ms a hash on this machine). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-hash-target');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Letters and digits nobody misreads (no 0/O, 1/l/I), for passwords read off a screen. */
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A temporary password a platform admin hands over: 16 random characters (about
 * 93 bits) in groups of four. It only lets its holder choose their own password.
 */
export function createTemporaryPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < 4; group++) {
    let text = '';
    for (let index = 0; index < 4; index++) {
      text += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
    }
    groups.push(text);
  }
  return groups.join('-');
}
