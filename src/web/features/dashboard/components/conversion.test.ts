import { describe, expect, it } from 'vitest';
import { formatConversionChange, formatConversionRate } from './conversion';

describe('conversion rate card', () => {
  it('shows the rate with one decimal, or a dash without applications', () => {
    expect(formatConversionRate(0.125)).toBe('12.5%');
    expect(formatConversionRate(0)).toBe('0.0%');
    expect(formatConversionRate(null)).toBe('—');
  });

  it('compares with last month in percentage points', () => {
    expect(formatConversionChange(0.125, 2.1)).toBe('+2.1% from last month');
    expect(formatConversionChange(0.1, -3.26)).toBe('-3.3% from last month');
    expect(formatConversionChange(0.1, 0.01)).toBe('Same as last month');
    expect(formatConversionChange(0.1, null)).toBe('No applications last month to compare');
    expect(formatConversionChange(null, null)).toBe('No applications this month yet');
  });
});
