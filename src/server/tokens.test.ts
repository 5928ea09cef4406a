import { describe, expect, it } from 'vitest';
import { uuidNamed } from './tokens';

describe('uuidNamed', () => {
  it('names one UUID (version 8, RFC 9562 variant) per name, the same every time', () => {
    const key = uuidNamed('job-1-v3-emp_1');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidNamed('job-1-v3-emp_1')).toBe(key);
    expect(uuidNamed('job-1-v4-emp_1')).not.toBe(key);
  });
});
