/** The figures of `npm run bench:compare` (decision 0070), apart from its servers. */
import { median } from './stats';

export interface Comparison {
  /** B/A: the geometric mean of the halves' medians, so that neither start order weighs more. */
  ratio: number;
  medians: number[];
  lowest: number;
  highest: number;
}

/** B/A from each half's rounds (the halves differ by which server started first). */
export function comparisonOf(halves: number[][]): Comparison {
  if (halves.length === 0 || halves.some((rounds) => rounds.length === 0)) {
    throw new Error('A comparison needs rounds in every half');
  }
  const medians = halves.map(median);
  const all = halves.flat();
  return {
    ratio: Math.exp(medians.reduce((sum, value) => sum + Math.log(value), 0) / medians.length),
    medians,
    lowest: Math.min(...all),
    highest: Math.max(...all),
  };
}
