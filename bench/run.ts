/**
 * `npm run bench`: the production build against its own PostgreSQL database,
 * measured under load and in a real browser, checked against the budgets in
 * lib/budgets.ts. Exits non-zero when a budget is missed. Method and reasons:
 * docs/decisions/0010-benchmark-method.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluateBudgets, type LoadResultWithRatio } from './lib/budgets';
import { measurePageScripts, type PageScriptSize } from './lib/bundle-size';
import { createBenchDatabase } from './lib/database';
import { measureLoad, type LoadResult, type LoadSettings, type LoadTest } from './lib/http';
import { formatChecks, formatLoadTable, formatPageTable } from './lib/report';
import { seedPublishedJob, type SeededJob } from './lib/seed';
import { REPO_ROOT, startServer } from './lib/server';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
/** BENCH_DURATION_SECONDS shortens a run while working on the bench itself. */
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS || 10);
if (!Number.isInteger(DURATION_SECONDS) || DURATION_SECONDS < 1) {
  throw new Error('BENCH_DURATION_SECONDS must be a whole number of seconds, 1 or more');
}
const RESULTS_FILE = path.join(REPO_ROOT, 'dist/bench-results.json');

const HEALTHZ = 'healthz';
const PUBLIC_JOB = 'public job';

function loadTests(job: SeededJob): LoadTest[] {
  let applicationNumber = 0;
  return [
    // The cheapest route through the same stack: the yardstick for the others.
    { name: HEALTHZ, method: 'GET', path: '/healthz', expectedStatus: 200 },
    {
      name: PUBLIC_JOB,
      method: 'GET',
      path: `/api/v1/public/jobs/${job.slug}`,
      expectedStatus: 200,
    },
    {
      name: 'apply',
      method: 'POST',
      path: `/api/v1/public/jobs/${job.id}/apply`,
      // 201 only: a distinct email per request, so each one creates a candidate and
      // an application instead of taking the cheaper "already applied" path.
      expectedStatus: 201,
      nextBody: () => {
        applicationNumber += 1;
        return {
          fullName: `Kwame Asante ${applicationNumber}`,
          email: `applicant-${applicationNumber}@bench.example`,
          phone: '+233 24 123 4567',
          coverNote:
            'I have six years of backend experience in Accra, most recently building mobile money ' +
            'payouts for a logistics start-up. I would love to help your drivers get paid on time.',
        };
      },
    },
  ];
}

/** Cleanups run once, on success, failure or Ctrl-C, so no bench database is left behind. */
const cleanups: Array<() => Promise<void>> = [];
async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    await cleanup().catch((error: unknown) => console.error('Cleanup failed:', error));
  }
}

interface Measurements {
  load: LoadResult[];
  pages: PageScriptSize[];
}

async function measure(databaseUrl: string): Promise<Measurements> {
  const server = await startServer({ databaseUrl });
  cleanups.push(server.stop);
  try {
    console.log(`Server up at ${server.baseUrl}; seeding one employer and one published job`);
    const job = await seedPublishedJob(server.baseUrl);
    const settings: LoadSettings = {
      baseUrl: server.baseUrl,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
    };

    // One endpoint at a time: on a small machine, parallel runs would measure each other.
    const load: LoadResult[] = [];
    for (const test of loadTests(job)) {
      console.log(
        `Load: ${test.method} ${test.path} (${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s)`,
      );
      load.push(await measureLoad(test, settings));
      server.assertAlive();
    }

    console.log('Page weight: loading pages in Chromium');
    const pages = await measurePageScripts(server.baseUrl, [
      { name: 'landing', path: '/' },
      { name: 'public job', path: `/jobs/${job.slug}` },
    ]);
    return { load, pages };
  } finally {
    await server.stop();
  }
}

function withRatios(load: LoadResult[]): LoadResultWithRatio[] {
  const healthz = load.find((result) => result.name === HEALTHZ);
  if (!healthz || healthz.requestsPerSecond <= 0) throw new Error('/healthz served no requests');
  return load.map((result) => ({
    ...result,
    ratioOfHealthz: result.requestsPerSecond / healthz.requestsPerSecond,
  }));
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const database = await createBenchDatabase();
  cleanups.push(database.drop);
  console.log(`Database ${database.name} created`);

  let measurements: Measurements;
  try {
    measurements = await measure(database.url);
  } finally {
    await runCleanups();
  }

  const load = withRatios(measurements.load);
  const checks = evaluateBudgets(load, PUBLIC_JOB, measurements.pages);
  const isPassed = checks.every((check) => check.isPassed);

  console.log(`\n${formatLoadTable(load)}\n`);
  console.log(`${formatPageTable(measurements.pages)}\n`);
  for (const page of measurements.pages) {
    for (const message of page.pageErrors) {
      console.warn(`Warning: the ${page.name} page threw: ${message}`);
    }
  }
  console.log(`${formatChecks(checks)}\n`);

  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, platform: process.platform },
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
    },
    load,
    pages: measurements.pages,
    checks,
    isPassed,
  };
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${path.relative(REPO_ROOT, RESULTS_FILE)}`);

  if (!isPassed) {
    const missed = checks.filter((check) => !check.isPassed);
    console.error(
      `\nBudget missed: ${missed.map((check) => `${check.name} (${check.actual}, limit ${check.limit})`).join('; ')}`,
    );
    return 1;
  }
  console.log('All budgets met');
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and dropping the bench database`);
    void runCleanups().finally(() => process.exit(130));
  });
}

main().then(
  (exitCode) => process.exit(exitCode),
  async (error: unknown) => {
    console.error('Benchmark failed:', error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause) console.error('Cause:', error.cause);
    await runCleanups();
    process.exit(1);
  },
);
