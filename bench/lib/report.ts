import type { PageScriptSize } from './bundle-size';
import type { Check, LoadResultWithRatio } from './budgets';
import type { PipelineFigures, StageMoveFigures } from './pipeline';
import type { UnlockRaceResult } from './unlock-race';

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
    [
      'endpoint',
      'conns',
      'req/s',
      'p50',
      'p95',
      'p99',
      'loop p99',
      'errors',
      'non-2xx',
      'ratio',
      'cpu/req: server',
      'database',
      'rest',
    ],
    results.map((result) => [
      `${result.method} ${result.name}`,
      String(result.connections),
      result.requestsPerSecond.toFixed(0),
      `${result.latencyP50Ms} ms`,
      `${result.latencyP95Ms} ms`,
      `${result.latencyP99Ms} ms`,
      result.eventLoopP99Ms === undefined ? '' : `${result.eventLoopP99Ms} ms`,
      String(result.errors),
      String(result.non2xx),
      result.ratioOfHealthz.toFixed(2),
      cpuCell(result.cpu?.serverMs),
      cpuCell(result.cpu?.databaseMs),
      cpuCell(result.cpu?.restMs),
    ]),
  );
}

const cpuCell = (ms: number | null | undefined) =>
  ms === undefined || ms === null ? '' : `${ms.toFixed(3)} ms`;

/**
 * The variants of load tests that have them (e.g. each search term): how many rows
 * each matches and its median alone, one request at a time (also right after a change). Under load they are
 * measured together, as one mix (wrk cannot tell which request a response answers).
 */
export function formatVariantTable(
  results: LoadResultWithRatio[],
  matches: Record<string, number>,
  alone: { medianMs: Record<string, number>; afterChangeMedianMs: Record<string, number> },
  variantsByTest: Record<string, Array<{ name: string }>>,
): string {
  const cell = (ms: number | undefined) => (ms === undefined ? '' : `${ms} ms`);
  return formatTable(
    ['request', 'matches', 'alone p50', 'after a change p50'],
    results.flatMap((result) =>
      (variantsByTest[result.name] ?? []).map((variant) => [
        `${result.name}: ${variant.name}`,
        String(matches[variant.name] ?? ''),
        cell(alone.medianMs[variant.name]),
        cell(alone.afterChangeMedianMs[variant.name]),
      ]),
    ),
  );
}

export function formatPipelineTable(name: string, figures: PipelineFigures): string {
  const sent = Number.isNaN(figures.transferredBytes)
    ? 'chunked'
    : `${kilobytes(figures.transferredBytes)} sent (${figures.contentEncoding})`;
  const size = `${name}: ${figures.applications} applications, first answer ${figures.cards} cards; JSON ${kilobytes(figures.responseBytes)}, ${sent}, gzip -9 would be ${kilobytes(figures.responseGzipBytes)}`;
  const row = (label: string, times: PipelineFigures['cached']) => [
    `${name}: ${label}`,
    String(times.requests),
    `${times.medianMs} ms`,
    `${times.p95Ms} ms`,
    `${times.maxMs} ms`,
  ];
  return `${size}\n${formatTable(
    ['one request at a time', 'requests', 'median', 'p95', 'max'],
    [row('uncached (version moved before each)', figures.uncached), row('cached', figures.cached)],
  )}\nuncached / cached median: ${(figures.uncached.medianMs / figures.cached.medianMs).toFixed(1)} x\n${name}: right after a change, ${figures.afterChange.concurrent} requests at once: slowest answer ${figures.afterChange.medianSlowestMs} ms (median of ${figures.afterChange.rounds} rounds, max ${figures.afterChange.maxSlowestMs} ms)`;
}

export function formatStageMoves(name: string, moves: StageMoveFigures): string {
  const serverLoop =
    moves.serverLoopP99Ms === undefined ? 'not served' : `p99 ${moves.serverLoopP99Ms} ms`;
  return `${formatTable(
    ['stage moves', 'moves', 'moves/s', 'p50', 'p95', 'p99', 'max', 'refused'],
    [
      [
        `${name}: ${moves.connections} members moving cards for ${moves.seconds} s`,
        String(moves.moves),
        String(moves.movesPerSecond),
        `${moves.p50Ms} ms`,
        `${moves.p95Ms} ms`,
        `${moves.p99Ms} ms`,
        `${moves.maxMs} ms`,
        String(moves.errors),
      ],
    ],
  )}
event-loop delay during the moves: server ${serverLoop}; the bench's own p99 ${moves.benchLoopP99Ms} ms, max ${moves.benchLoopMaxMs} ms`;
}

export function formatUnlockRace(race: UnlockRaceResult): string {
  const statuses = Object.entries(race.statusCounts)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
  return `${formatTable(
    ['unlock race', 'requests', 'wall time', 'p50', 'p95', 'p99', 'max'],
    [
      [
        `POST unlock, all at once (balance ${race.balanceBefore})`,
        String(race.requests),
        `${race.wallMs} ms`,
        `${race.latencyP50Ms} ms`,
        `${race.latencyP95Ms} ms`,
        `${race.latencyP99Ms} ms`,
        `${race.latencyMaxMs} ms`,
      ],
      [
        'then those still locked, at once (balance 0)',
        String(race.refusedAfter.requests),
        `${race.refusedAfter.wallMs} ms`,
        '',
        '',
        `${race.refusedAfter.latencyP99Ms} ms`,
        '',
      ],
    ],
  )}\nanswers: ${statuses}`;
}

export function formatPageTable(pages: PageScriptSize[]): string {
  return formatTable(
    [
      'page',
      'path',
      'status',
      'scripts',
      'raw',
      'gzip -9',
      'on the wire',
      'FCP (slow)',
      'usable (slow)',
    ],
    pages.map((page) => [
      page.name,
      page.path,
      String(page.status),
      String(page.scripts.length),
      kilobytes(page.bytes),
      kilobytes(page.gzipBytes),
      kilobytes(page.wireBytes),
      page.throttled.fcpMs === null ? '-' : `${page.throttled.fcpMs} ms`,
      page.throttled.usableMs === null ? '-' : `${page.throttled.usableMs} ms`,
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
