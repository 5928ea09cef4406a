/**
 * A large job's pipeline board: one job with PIPELINE_APPLICATIONS applications,
 * read by the organization's ADMIN. The server answers from a cache checked
 * against the job's pipeline version (decision 0016), so the load test measures the
 * cached answer and measurePipelineCosts the cost of building it.
 */
import { gzipSync } from 'node:zlib';
import type pg from 'pg';
import { seedEmployerWithApplications } from './bulk-seed';
import type { LoadTest } from './http';
import { median, percentile, roundMs } from './stats';

export const PIPELINE_APPLICATIONS = 2_000;
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
  return { jobId: jobId!, path: `/api/v1/jobs/${jobId}/pipeline`, cookie: employer.cookie };
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
  applications: number;
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
  const board = JSON.parse(body.toString()) as Record<string, unknown[]>;
  const applications = Object.values(board).reduce((sum, column) => sum + column.length, 0);
  if (applications !== PIPELINE_APPLICATIONS) {
    throw new Error(
      `The pipeline shows ${applications} applications, not ${PIPELINE_APPLICATIONS}`,
    );
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
