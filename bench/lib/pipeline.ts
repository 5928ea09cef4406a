/**
 * A viral job's board (issue 20): one job with PIPELINE_APPLICATIONS applications,
 * read by the organization's ADMIN a page per column (GET /board). The server answers
 * from a cache checked against the job's pipeline version (decision 0016), so the
 * load test measures the cached answer, measurePipelineCosts the cost of building it,
 * and measureStageMoves cards moved by many members at once.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import type { BoardView } from '../../src/shared/jobs';
import { seedEmployerWithApplications } from './bulk-seed';
import type { Check } from './budgets';
import { readEventLoopP99Ms, type LoadTest } from './http';
import { median, percentile, roundMs } from './stats';

export const PIPELINE_APPLICATIONS = 20_000;
const UNCACHED_REQUESTS = 20;

export interface PipelineFixture {
  jobId: string;
  path: string;
  cookie: string;
}

export async function seedPipeline(baseUrl: string, db: pg.Pool): Promise<PipelineFixture> {
  const {
    employer,
    jobIds: [jobId],
  } = await seedEmployerWithApplications(baseUrl, db, {
    employer: { orgName: 'Sika Microfinance', name: 'Abena Owusu', emailLocalPart: 'abena.owusu' },
    jobTitles: ['Customer Service Officer'],
    count: PIPELINE_APPLICATIONS,
    unlockedShare: 0.2,
    rejectedShare: 0.05,
    seed: 0.11,
    emailDomain: 'pipeline.example',
  });
  return { jobId: jobId!, path: `/api/v1/jobs/${jobId}/board`, cookie: employer.cookie };
}

/** What a browser sends: the server answers a large board gzipped. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export function pipelineLoadTest(
  name: string,
  fixture: PipelineFixture,
  connections: number,
): LoadTest {
  return {
    name,
    method: 'GET',
    path: fixture.path,
    expectedStatus: 200,
    headers: { ...BROWSER_HEADERS, cookie: fixture.cookie },
    connections,
  };
}

export interface PipelineFigures {
  /** Every application of the job, as the columns' true counts add them up. */
  applications: number;
  /** The cards the first answer holds (a page per column). */
  cards: number;
  /** The JSON, what the server sent for it to a browser, and what gzip -9 makes of the JSON. */
  responseBytes: number;
  transferredBytes: number;
  contentEncoding: string;
  responseGzipBytes: number;
  /** Sequential requests, each right after the version was moved: the cache never answers. */
  uncached: { requests: number; medianMs: number; p95Ms: number; maxMs: number };
  /** The same number of sequential requests answered from the cache, for comparison. */
  cached: { requests: number; medianMs: number; p95Ms: number; maxMs: number };
  /**
   * Right after a change, HERD_CONNECTIONS members' boards asking at once: each round's
   * slowest answer (every one of them misses the cache while the first is building).
   */
  afterChange: {
    rounds: number;
    concurrent: number;
    medianSlowestMs: number;
    maxSlowestMs: number;
  };
}

const HERD_ROUNDS = 5;

/** One request as a browser makes it; fetch decompresses, content-length tells what was sent. */
async function timedGet(
  baseUrl: string,
  fixture: PipelineFixture,
): Promise<{ ms: number; body: Buffer; sentBytes: number; encoding: string }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${fixture.path}`, {
    headers: { ...BROWSER_HEADERS, cookie: fixture.cookie },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`GET ${fixture.path} answered ${response.status}: ${body.toString()}`);
  }
  const length = response.headers.get('content-length');
  return {
    ms,
    body,
    sentBytes: length === null ? Number.NaN : Number(length),
    encoding: response.headers.get('content-encoding') ?? 'identity',
  };
}

function summary(times: number[]) {
  return {
    requests: times.length,
    medianMs: roundMs(median(times)),
    p95Ms: roundMs(percentile(times, 95)),
    maxMs: roundMs(Math.max(...times)),
  };
}

/**
 * The board's size, then its cost with and without the cache: one request at a
 * time, the uncached ones each after an `update pipeline_versions set version = ...`
 * (what any change to an application does through the triggers).
 */
export async function measurePipelineCosts(
  baseUrl: string,
  db: pg.Pool,
  fixture: PipelineFixture,
  herdConnections: number,
): Promise<PipelineFigures> {
  const { body, sentBytes, encoding } = await timedGet(baseUrl, fixture);
  const board = JSON.parse(body.toString()) as BoardView;
  const applications = board.columns.reduce((sum, column) => sum + column.total, 0);
  const cards = board.columns.reduce((sum, column) => sum + column.items.length, 0);
  if (applications !== PIPELINE_APPLICATIONS) {
    throw new Error(`The board counts ${applications} applications, not ${PIPELINE_APPLICATIONS}`);
  }

  const uncached: number[] = [];
  const cached: number[] = [];
  for (let i = 0; i < UNCACHED_REQUESTS; i += 1) {
    await db.query('update pipeline_versions set version = version + 1 where job_id = $1', [
      fixture.jobId,
    ]);
    uncached.push((await timedGet(baseUrl, fixture)).ms);
    cached.push((await timedGet(baseUrl, fixture)).ms);
  }
  const slowest: number[] = [];
  for (let round = 0; round < HERD_ROUNDS; round += 1) {
    await db.query('update pipeline_versions set version = version + 1 where job_id = $1', [
      fixture.jobId,
    ]);
    const answers = await Promise.all(
      Array.from({ length: herdConnections }, () => timedGet(baseUrl, fixture)),
    );
    slowest.push(Math.max(...answers.map((answer) => answer.ms)));
  }
  return {
    applications,
    cards,
    responseBytes: body.length,
    transferredBytes: sentBytes,
    contentEncoding: encoding,
    responseGzipBytes: gzipSync(body, { level: 9 }).length,
    uncached: summary(uncached),
    cached: summary(cached),
    afterChange: {
      rounds: HERD_ROUNDS,
      concurrent: herdConnections,
      medianSlowestMs: roundMs(median(slowest)),
      maxSlowestMs: roundMs(Math.max(...slowest)),
    },
  };
}

export interface StageMoveFigures {
  connections: number;
  seconds: number;
  moves: number;
  movesPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers other than 200. */
  errors: number;
  /**
   * Whose stalls a tail could be, over the measured moves: the server's event-loop
   * delay p99 (its /metrics), and the bench's own (the client timing the moves) p99 and max.
   */
  serverLoopP99Ms?: number;
  benchLoopP99Ms: number;
  benchLoopMaxMs: number;
}

function post(agent: http.Agent, url: URL, cookie: string, body: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          origin: url.origin,
          cookie,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Members moving cards on the big board at once: `connections` of them, each moving
 * its own unlocked cards to the next stage in turn for `seconds` (every move a real
 * change: a new stage, its timeline entry, the activity log, the version bumped),
 * after `warmupSeconds` of the same whose figures are thrown away, as the load tests'
 * are (the route compiled, its statements prepared on the pool's connections).
 */
export async function measureStageMoves(
  baseUrl: string,
  db: pg.Pool,
  fixture: PipelineFixture,
  connections: number,
  seconds: number,
  warmupSeconds = 0,
): Promise<StageMoveFigures> {
  const { rows } = await db.query<{ id: string; stage: string; stages: string[] }>(
    `select a.id, a.stage, j.stages from applications a join jobs j on j.id = a.job_id
     where a.job_id = $1 and a.unlock_status = 'UNLOCKED' and a.rejected_at is null
     order by a.id limit $2`,
    [fixture.jobId, connections * 50],
  );
  if (rows.length < connections) throw new Error('Too few unlocked applications to move');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let times: number[] = [];
  let errors = 0;
  const owned = Array.from({ length: connections }, (_, index) =>
    rows.filter((_, position) => position % connections === index),
  );
  // Each member's next card: the warm-up and the measured run go on from where it was.
  const turns = owned.map(() => 0);
  let deadline = 0;
  const worker = async (index: number) => {
    const own = owned[index]!;
    for (; performance.now() < deadline; turns[index] = turns[index]! + 1) {
      const card = own[turns[index]! % own.length]!;
      const next = card.stages[(card.stages.indexOf(card.stage) + 1) % card.stages.length]!;
      const started = performance.now();
      const status = await post(
        agent,
        new URL(`/api/v1/applications/${card.id}/advance`, baseUrl),
        fixture.cookie,
        JSON.stringify({ toStage: next }),
      );
      times.push(performance.now() - started);
      if (status === 200) card.stage = next;
      else errors += 1;
    }
  };
  const run = (forSeconds: number) => {
    deadline = performance.now() + forSeconds * 1000;
    return Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  };
  let started = 0;
  const benchLoop = monitorEventLoopDelay({ resolution: 5 });
  let serverLoopP99Ms: number | undefined;
  try {
    if (warmupSeconds > 0) {
      await run(warmupSeconds);
      if (errors > 0) throw new Error(`${errors} stage moves failed during the warm-up`);
      times = [];
    }
    // A scrape starts the server's event-loop delay window; the one after the moves reads it.
    await readEventLoopP99Ms(baseUrl);
    benchLoop.enable();
    started = performance.now();
    await run(seconds);
    benchLoop.disable();
    serverLoopP99Ms = await readEventLoopP99Ms(baseUrl);
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    connections,
    seconds,
    moves: times.length,
    movesPerSecond: Math.round(times.length / elapsedSeconds),
    p50Ms: roundMs(median(times)),
    p95Ms: roundMs(percentile(times, 95)),
    p99Ms: roundMs(percentile(times, 99)),
    maxMs: roundMs(Math.max(...times)),
    errors,
    serverLoopP99Ms,
    benchLoopP99Ms: roundMs(benchLoop.percentile(99) / 1e6),
    benchLoopMaxMs: roundMs(benchLoop.max / 1e6),
  };
}

/** Issue 20's budgets of the big board besides its load test's p99 (BUDGETS.pipelineMaxP99Ms). */
export const BOARD_BUDGETS = { firstAnswerMaxWireBytes: 100 * 1024, stageMoveMaxP99Ms: 30 };

export function boardChecks(
  name: string,
  figures: PipelineFigures,
  moves: StageMoveFigures,
): Check[] {
  const limit = BOARD_BUDGETS.firstAnswerMaxWireBytes;
  return [
    {
      name: `${name}: first answer on the wire (${figures.contentEncoding})`,
      isPassed: figures.transferredBytes < limit,
      actual: `${(figures.transferredBytes / 1024).toFixed(1)} KB`,
      limit: `< ${limit / 1024} KB`,
    },
    {
      name: `${name}: stage move p99, ${moves.connections} members at once`,
      isPassed: moves.p99Ms < BOARD_BUDGETS.stageMoveMaxP99Ms,
      actual: `${moves.p99Ms} ms`,
      limit: `< ${BOARD_BUDGETS.stageMoveMaxP99Ms} ms`,
    },
    {
      name: `${name}: stage moves refused`,
      isPassed: moves.errors === 0,
      actual: String(moves.errors),
      limit: '0',
    },
  ];
}
