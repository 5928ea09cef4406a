/** The figures of `npm run bench:compare` (decision 0070), apart from its servers. */
import { median } from './stats';

/** An object of environment variables given as JSON in `name`; none when it is unset. */
export function jsonEnv(
  name: string,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const text = env[name];
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${name} must be a JSON object of environment variables`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${name} must be a JSON object of environment variables`);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

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
