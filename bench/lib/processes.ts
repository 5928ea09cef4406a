/**
 * `BENCH_ONLY=processes npm run bench`: what a second web process buys (decision 0038).
 * The production build with WEB_CONCURRENCY=1, then 2 (node:cluster hands each web
 * process connections in turn; each layout has its worker process, which delivers the
 * applicants' confirmation emails), each on a fresh database with one published job:
 * `/healthz`, the public job JSON and a public apply under the same load, one after
 * the other, with requests per second and latency. No budget: the figures depend on
 * how many cores the machine has to spare beyond wrk and PostgreSQL.
 */
import { applyLoadTest } from './apply';
import { wholeNumberEnv } from './env';
import type { Check } from './budgets';
import { createBenchDatabase } from './database';
import { measureLoad, type LoadResult, type LoadTest } from './http';
import { seedPublishedJob, type SeededJob } from './seed';
import { startServer } from './server';

const WEB_PROCESS_COUNTS = [1, 2] as const;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;

export interface ProcessesRun {
  webProcesses: number;
  load: LoadResult[];
}

export interface ProcessesBench {
  runs: ProcessesRun[];
  checks: Check[];
}

function loadTests(job: SeededJob): LoadTest[] {
  return [
    { name: 'healthz', method: 'GET', path: '/healthz', expectedStatus: 200 },
    {
      name: 'public job',
      method: 'GET',
      path: `/api/v1/public/jobs/${job.slug}`,
      expectedStatus: 200,
    },
    // As the main bench's: from 50 addresses, each request a new applicant.
    applyLoadTest(job),
  ];
}

/** BENCH_DURATION_SECONDS shortens the measured runs (and the warm-ups with them). */
function durations(): { warmupSeconds: number; durationSeconds: number } {
  const durationSeconds = wholeNumberEnv('BENCH_DURATION_SECONDS', 10, 'seconds');
  return { warmupSeconds: Math.min(WARMUP_SECONDS, durationSeconds), durationSeconds };
}

export async function runProcessesBench(): Promise<ProcessesBench> {
  const { warmupSeconds, durationSeconds } = durations();
  const runs: ProcessesRun[] = [];
  for (const webProcesses of WEB_PROCESS_COUNTS) {
    const database = await createBenchDatabase();
    try {
      const server = await startServer({
        databaseUrl: database.url,
        env: { WEB_CONCURRENCY: String(webProcesses) },
      });
      try {
        const job = await seedPublishedJob(server.baseUrl);
        const load: LoadResult[] = [];
        for (const test of loadTests(job)) {
          console.log(
            `${webProcesses} web process${webProcesses === 1 ? '' : 'es'}: ${test.method} ${test.path} (${CONNECTIONS} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s)`,
          );
          load.push(
            await measureLoad(test, {
              baseUrl: server.baseUrl,
              serverPid: server.pid,
              connections: CONNECTIONS,
              warmupSeconds,
              durationSeconds,
            }),
          );
          server.assertAlive();
        }
        runs.push({ webProcesses, load });
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  }
  const checks: Check[] = runs.flatMap((run) =>
    run.load.map((result) => ({
      name: `${result.name} with ${run.webProcesses} web process${run.webProcesses === 1 ? '' : 'es'}: errors`,
      actual: String(result.errors),
      limit: '0',
      isPassed: result.errors === 0,
    })),
  );
  return { runs, checks };
}

/** One row per endpoint: each layout's figures side by side, and the gain of the second. */
export function formatProcessesBench({ runs }: ProcessesBench): string {
  const [one, two] = runs;
  if (!one || !two) return 'No figures';
  const header = [
    'endpoint',
    'req/s (1 web)',
    'p50',
    'p99',
    'req/s (2 web)',
    'p50',
    'p99',
    'gain',
    'errors',
  ];
  const rows = one.load.map((first, index) => {
    const second = two.load[index]!;
    return [
      `${first.method} ${first.name}`,
      first.requestsPerSecond.toFixed(0),
      `${first.latencyP50Ms} ms`,
      `${first.latencyP99Ms} ms`,
      second.requestsPerSecond.toFixed(0),
      `${second.latencyP50Ms} ms`,
      `${second.latencyP99Ms} ms`,
      first.requestsPerSecond > 0
        ? `${(second.requestsPerSecond / first.requestsPerSecond).toFixed(2)}x`
        : '-',
      String(first.errors + second.errors),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}
