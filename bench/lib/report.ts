import type { PageScriptSize } from './bundle-size';
import type { Check, LoadResultWithRatio } from './budgets';

/** Columns padded to their widest cell; numbers right-aligned so they compare at a glance. */
function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const isNumeric = (column: number) =>
    rows.every((row) => /^[\d.,\s%-]+(ms|KB|x)?$/.test(row[column] ?? ''));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        isNumeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatLoadTable(results: LoadResultWithRatio[]): string {
  return formatTable(
    ['endpoint', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'ratio'],
    results.map((result) => [
      `${result.method} ${result.name}`,
      result.requestsPerSecond.toFixed(0),
      `${result.latencyP50Ms} ms`,
      `${result.latencyP99Ms} ms`,
      String(result.errors),
      String(result.non2xx),
      result.ratioOfHealthz.toFixed(2),
    ]),
  );
}

export function formatPageTable(pages: PageScriptSize[]): string {
  return formatTable(
    ['page', 'path', 'status', 'scripts', 'raw', 'gzip -9'],
    pages.map((page) => [
      page.name,
      page.path,
      String(page.status),
      String(page.scripts.length),
      kilobytes(page.bytes),
      kilobytes(page.gzipBytes),
    ]),
  );
}

export function formatChecks(checks: Check[]): string {
  return formatTable(
    ['budget', 'actual', 'limit', 'result'],
    checks.map((check) => [
      check.name,
      check.actual,
      check.limit,
      check.isPassed ? 'ok' : 'MISSED',
    ]),
  );
}
