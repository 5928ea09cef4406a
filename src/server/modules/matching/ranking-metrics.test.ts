import { describe, expect, it } from 'vitest';
import { dcg, mean, ndcgAt, precisionAt } from '../../../../bench/lib/ranking-metrics';

const labels = { a: 2, b: 1, c: 2, d: 1, e: 0 };

describe('precisionAt', () => {
  it('is the share of the first k places that are relevant (grade 1 or more)', () => {
    expect(precisionAt(['a', 'x', 'b', 'e', 'c'], labels, 5)).toBe(0.6);
    expect(precisionAt(['a', 'x', 'b', 'e', 'c'], labels, 1)).toBe(1);
    expect(precisionAt(['x', 'a'], labels, 1)).toBe(0);
  });

  it('counts places the ranking does not fill as misses, and a repeated key once', () => {
    expect(precisionAt(['a', 'b'], labels, 5)).toBe(0.4);
    expect(precisionAt(['a', 'a', 'a'], labels, 2)).toBe(0.5);
    expect(precisionAt([], labels, 10)).toBe(0);
  });

  it('refuses k below 1', () => {
    expect(() => precisionAt(['a'], labels, 0)).toThrow();
  });
});

describe('ndcgAt', () => {
  it('is 1 for the ideal order and less for any other', () => {
    expect(ndcgAt(['a', 'c', 'b', 'd'], labels, 10)).toBeCloseTo(1, 10);
    expect(ndcgAt(['c', 'a', 'd', 'b'], labels, 10)).toBeCloseTo(1, 10);
    const swapped = ndcgAt(['b', 'a', 'c', 'd'], labels, 10);
    expect(swapped).toBeLessThan(1);
    expect(swapped).toBeGreaterThan(0.8);
  });

  it('uses gain 2^grade - 1 and a log2 discount', () => {
    // Gains 3, 0, 1 against the ideal 3, 3, 1, 1.
    const actual = 3 / 1 + 0 + 1 / 2;
    const ideal = 3 + 3 / Math.log2(3) + 1 / 2 + 1 / Math.log2(5);
    expect(ndcgAt(['a', 'x', 'b'], labels, 10)).toBeCloseTo(actual / ideal, 10);
    expect(dcg([2, 1])).toBeCloseTo(3 + 1 / Math.log2(3), 10);
  });

  it('cuts both the ranking and the ideal at k', () => {
    // At 1, the best single result is grade 2.
    expect(ndcgAt(['c'], labels, 1)).toBe(1);
    expect(ndcgAt(['b'], labels, 1)).toBeCloseTo(1 / 3, 10);
  });

  it('is 0 with nothing relevant returned or labelled, and counts a repeat once', () => {
    expect(ndcgAt(['x', 'y'], labels, 10)).toBe(0);
    expect(ndcgAt(['a'], { a: 0 }, 10)).toBe(0);
    expect(ndcgAt(['a', 'a'], { a: 2, c: 2 }, 10)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)), 10);
  });
});

describe('mean', () => {
  it('averages, and is 0 for nothing', () => {
    expect(mean([1, 0, 0.5])).toBe(0.5);
    expect(mean([])).toBe(0);
  });
});
