/**
 * Publish to SYNCED on the careers board: the employer publishes a draft, and the
 * time is taken until the job's syncStatus reads SYNCED (the board's simulator, in
 * the bench process, answered the upsert over HTTP). One job after another, so each
 * figure is the path's own latency: the queue's wake-up, the board call, the record.
 */
import { startCareersBoardSimulator } from '../../src/server/adapters/careers-board/simulator';
import type { Check } from './budgets';
import type { Employer } from './seed';
import { median, percentile, roundMs } from './stats';

export const BOARD_SYNC_JOBS = 40;
export const BOARD_SYNC_MAX_P95_MS = 1000;
const BOARD_TOKEN = 'bench-careers-board-token';

export interface BoardSyncResult {
  jobs: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyMaxMs: number;
  checks: Check[];
}

/** The simulator the bench server is configured against, and that server's settings for it. */
export async function startBenchBoard() {
  const board = await startCareersBoardSimulator({ token: BOARD_TOKEN, callsPerSecond: null });
  return {
    board,
    env: {
      ZULUDESK_CAREERS_ADMIN_TOKEN: BOARD_TOKEN,
      ZULUDESK_CAREERS_WEBHOOK_SECRET: board.webhookSecret,
      ZULUDESK_CAREERS_API_URL: board.url,
    },
  };
}

async function call(
  baseUrl: string,
  employer: Employer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      cookie: employer.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as { id: string; syncStatus: string | null };
}

export async function runBoardSync(baseUrl: string, employer: Employer): Promise<BoardSyncResult> {
  const latencies: number[] = [];
  for (let index = 0; index < BOARD_SYNC_JOBS; index += 1) {
    const draft = await call(baseUrl, employer, 'POST', '/api/v1/jobs', {
      title: `Field Sales Officer ${index + 1}`,
      location: 'Kumasi',
      descriptionMd: 'Sell to shops across Ashanti.',
    });
    const started = performance.now();
    await call(baseUrl, employer, 'POST', `/api/v1/jobs/${draft.id}/publish`);
    for (;;) {
      const job = await call(baseUrl, employer, 'GET', `/api/v1/jobs/${draft.id}`);
      if (job.syncStatus === 'SYNCED') break;
      if (job.syncStatus === 'FAILED') throw new Error(`Job ${draft.id} failed to sync`);
      if (performance.now() - started > 30_000) throw new Error(`Job ${draft.id} never synced`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    latencies.push(performance.now() - started);
  }
  const p95 = roundMs(percentile(latencies, 95));
  return {
    jobs: latencies.length,
    latencyP50Ms: roundMs(median(latencies)),
    latencyP95Ms: p95,
    latencyMaxMs: roundMs(Math.max(...latencies)),
    checks: [
      {
        name: 'publish to SYNCED on the careers board: p95',
        isPassed: p95 < BOARD_SYNC_MAX_P95_MS,
        actual: `${p95} ms`,
        limit: `< ${BOARD_SYNC_MAX_P95_MS} ms`,
      },
    ],
  };
}

export function formatBoardSync(result: BoardSyncResult): string {
  return [
    `Publish to SYNCED (${result.jobs} jobs, one at a time, board simulator over HTTP)`,
    `  p50 ${result.latencyP50Ms} ms · p95 ${result.latencyP95Ms} ms · max ${result.latencyMaxMs} ms`,
  ].join('\n');
}
