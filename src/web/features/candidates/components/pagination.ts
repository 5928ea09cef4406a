/** How many pages a result of `total` items has at `pageSize` a page; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Page 2 of 5". */
export function pageText(page: number, total: number, pageSize: number): string {
  return `Page ${page} of ${pageCount(total, pageSize)}`;
}

/**
 * The count line above the grid: while searching, how many of all candidates
 * match (spec: 'Showing X of Y candidates'); otherwise how many there are.
 */
export function candidatesCountText(
  isSearching: boolean,
  matching: number,
  all: number,
  isMatchingCapped = false,
): string {
  if (isSearching) {
    const shown = isMatchingCapped ? `${matching.toLocaleString('en-GB')}+` : String(matching);
    return `Showing ${shown} of ${all} candidates`;
  }
  return `${all} ${all === 1 ? 'candidate' : 'candidates'}`;
}

/** A page number read from the URL: a positive integer, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
