/**
 * Ranking quality against graded labels, as information retrieval measures it.
 * Pure: a ranking is a list of keys, best first; labels map a key to its grade
 * (0 or absent: not relevant). A key met again further down counts once.
 */

export type GradedLabels = Readonly<Record<string, number>>;

const gradeOf = (labels: GradedLabels, key: string) => labels[key] ?? 0;

/** The ranking with repeats removed, first occurrence kept. */
function distinct(ranking: readonly string[]): string[] {
  return [...new Set(ranking)];
}

/**
 * Share of the first `k` places holding a relevant key (grade >= 1). Places the
 * ranking does not fill count as misses: 3 relevant results of 3 is 0.6 at 5.
 */
export function precisionAt(ranking: readonly string[], labels: GradedLabels, k: number): number {
  if (k <= 0) throw new Error('k must be at least 1');
  const hits = distinct(ranking)
    .slice(0, k)
    .filter((key) => gradeOf(labels, key) >= 1).length;
  return hits / k;
}

/** Discounted cumulative gain of grades in order: sum of (2^grade - 1) / log2(position + 1). */
export function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
}

/**
 * nDCG at `k`: the ranking's DCG over the best DCG the labels allow (their grades,
 * highest first). 0 when the labels name nobody relevant.
 */
export function ndcgAt(ranking: readonly string[], labels: GradedLabels, k: number): number {
  if (k <= 0) throw new Error('k must be at least 1');
  const ideal = dcg(
    Object.values(labels)
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return 0;
  const actual = dcg(
    distinct(ranking)
      .slice(0, k)
      .map((key) => gradeOf(labels, key)),
  );
  return actual / ideal;
}

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
