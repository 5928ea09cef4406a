import { describe, expect, it } from 'vitest';
import { candidatesCountText, pageCount, pageText, parsePage } from './pagination';

describe('candidates pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(pageText(2, 49, 24)).toBe('Page 2 of 3');
  });

  it('says how many match while searching, and how many there are otherwise', () => {
    expect(candidatesCountText(true, 1, 3)).toBe('Showing 1 of 3 candidates');
    expect(candidatesCountText(false, 3, 3)).toBe('3 candidates');
    expect(candidatesCountText(false, 1, 1)).toBe('1 candidate');
    expect(candidatesCountText(true, 1000, 50000, true)).toBe('Showing 1,000+ of 50000 candidates');
  });

  it('reads the page from the URL, falling back to the first', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
