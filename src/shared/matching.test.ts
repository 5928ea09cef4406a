import { describe, expect, it } from 'vitest';
import { isTopMatch, matchBadgeVariant, MATCH_BADGE_HIGH, MATCH_STAR } from './matching';

describe('matchBadgeVariant', () => {
  it('uses the spec thresholds: 80 default, 60 secondary, below outline', () => {
    expect(matchBadgeVariant(100)).toBe('default');
    expect(matchBadgeVariant(MATCH_BADGE_HIGH)).toBe('default');
    expect(matchBadgeVariant(79)).toBe('secondary');
    expect(matchBadgeVariant(60)).toBe('secondary');
    expect(matchBadgeVariant(59)).toBe('outline');
    expect(matchBadgeVariant(0)).toBe('outline');
  });
});

describe('isTopMatch', () => {
  it('stars 85 and over', () => {
    expect(isTopMatch(MATCH_STAR)).toBe(true);
    expect(isTopMatch(100)).toBe(true);
    expect(isTopMatch(84)).toBe(false);
  });
});
