import type { ApplicationView } from '../../../../shared/applications';

/**
 * How a pipeline column orders its cards. The server sends each column oldest
 * first (the order applications arrived in), and that stays the default; a
 * member may instead put the newest or the best matches on top.
 */
export const COLUMN_ORDERS = ['oldest', 'newest', 'match'] as const;
export type ColumnOrder = (typeof COLUMN_ORDERS)[number];

export const COLUMN_ORDER_LABELS: Record<ColumnOrder, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  match: 'Best match first',
};

export function isColumnOrder(value: string): value is ColumnOrder {
  return (COLUMN_ORDERS as readonly string[]).includes(value);
}

function newestFirst(a: ApplicationView, b: ApplicationView): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Higher score first; an application not scored yet goes last; ties newest first. */
function bestMatchFirst(a: ApplicationView, b: ApplicationView): number {
  const scoreA = a.match?.score ?? -1;
  const scoreB = b.match?.score ?? -1;
  if (scoreA !== scoreB) return scoreB - scoreA;
  return newestFirst(a, b);
}

/** The column's cards in `order`, as a new array (the cached pipeline is never mutated). */
export function orderColumn(
  applications: readonly ApplicationView[],
  order: ColumnOrder,
): ApplicationView[] {
  switch (order) {
    case 'oldest':
      return [...applications].sort((a, b) => newestFirst(b, a));
    case 'newest':
      return [...applications].sort(newestFirst);
    case 'match':
      return [...applications].sort(bestMatchFirst);
  }
}
