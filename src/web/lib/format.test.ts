import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatSignedNumber } from './format';
import { UNLOCK_PRICE_TEXT } from './pricing';

describe('formatRelativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago, in the largest whole unit', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatSignedNumber', () => {
  it('marks credits received with a plus sign', () => {
    expect(formatSignedNumber(5)).toBe('+5');
    expect(formatSignedNumber(-1)).toBe('-1');
    expect(formatSignedNumber(0)).toBe('0');
  });
});

describe('UNLOCK_PRICE_TEXT', () => {
  it('tells the unlock price from the shared rules', () => {
    expect(UNLOCK_PRICE_TEXT).toBe('1 credit (GH₵ 10.00)');
  });
});
