/** 0.125 -> "12.5%". */
export function formatConversionRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}

/** Percentage points against last month: 2.1 -> "+2.1% from last month". */
export function formatConversionChange(rate: number | null, change: number | null): string {
  if (rate === null) return 'No applications this month yet';
  if (change === null) return 'No applications last month to compare';
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return 'Same as last month';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}% from last month`;
}
