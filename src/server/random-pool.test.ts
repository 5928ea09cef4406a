import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool';
import { createToken } from './tokens';

describe('pooledRandomBytes', () => {
  it('hands out each part of the pool once, across refills, in the sizes asked', () => {
    // 1,000 parts of 32 bytes: the 4 KB pool is refilled eight times on the way.
    const parts = Array.from({ length: 1000 }, () => pooledRandomBytes(32));
    expect(parts.every((part) => part.length === 32)).toBe(true);
    expect(new Set(parts.map((part) => part.toString('hex'))).size).toBe(1000);
    // A part that no longer fits what is left of the pool comes whole from a new one.
    const odd = Array.from({ length: 500 }, () => pooledRandomBytes(13));
    expect(odd.every((part) => part.length === 13)).toBe(true);
    expect(new Set(odd.map((part) => part.toString('hex'))).size).toBe(500);
  });

  it('answers a request larger than the pool from the source directly', () => {
    const big = pooledRandomBytes(10_000);
    expect(big.length).toBe(10_000);
    expect(new Set(big).size).toBeGreaterThan(200);
  });

  it('makes private-link tokens of 256 bits, none the same', () => {
    const tokens = Array.from({ length: 2000 }, createToken);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(2000);
  });
});
