import { describe, expect, it } from 'vitest';
import { comparisonOf } from '../bench/lib/comparison';
import { jsonEnv } from '../bench/lib/env';

describe('npm run bench:compare (decision 0070)', () => {
  it("weighs both start orders alike: the geometric mean of each half's median", () => {
    const comparison = comparisonOf([
      [1.1, 1.2, 1.0],
      [0.9, 0.95, 1.3],
    ]);
    expect(comparison.medians).toEqual([1.1, 0.95]);
    expect(comparison.ratio).toBeCloseTo(Math.sqrt(1.1 * 0.95), 10);
    expect([comparison.lowest, comparison.highest]).toEqual([0.9, 1.3]);
  });

  it('refuses a half without rounds', () => {
    expect(() => comparisonOf([[1], []])).toThrow('A comparison needs rounds in every half');
  });

  it("reads one side's environment as a JSON object, and refuses anything else", () => {
    expect(jsonEnv('SIDE', { SIDE: '{"SMTP_MAX_CONNECTIONS":20}' })).toEqual({
      SMTP_MAX_CONNECTIONS: '20',
    });
    expect(jsonEnv('SIDE', {})).toEqual({});
    for (const text of ['[1]', 'null', 'SMTP_MAX_CONNECTIONS=20']) {
      expect(() => jsonEnv('SIDE', { SIDE: text })).toThrow(
        'SIDE must be a JSON object of environment variables',
      );
    }
  });
});
