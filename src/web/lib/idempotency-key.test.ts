import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, requestIdempotencyKeys } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes a fresh key the server accepts (8 to 200 characters)', () => {
    const key = newIdempotencyKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(200);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps the key while the request stays the same, and changes it with the request', () => {
    const keyFor = requestIdempotencyKeys();
    const first = keyFor({ subject: 'Interview', candidateIds: ['c1'] });
    // A double click or a retry of the same submission.
    expect(keyFor({ subject: 'Interview', candidateIds: ['c1'] })).toBe(first);
    const edited = keyFor({ subject: 'Interview on Monday', candidateIds: ['c1'] });
    expect(edited).not.toBe(first);
    expect(keyFor({ subject: 'Interview on Monday', candidateIds: ['c1'] })).toBe(edited);
  });

  it('gives each dialog opening its own keys', () => {
    const request = { subject: 'Hello' };
    expect(requestIdempotencyKeys()(request)).not.toBe(requestIdempotencyKeys()(request));
  });
});
