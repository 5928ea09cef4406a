/**
 * `npm run bench`: the production build against its own PostgreSQL database,
 * measured under load and in a real browser, checked against the budgets in
 * lib/budgets.ts. Exits non-zero when a budget is missed. Method and reasons:
 * docs/decisions/0010-benchmark-method.md.
 *
 * Besides the public endpoints, three scale scenarios on data seeded in SQL
 * (lib/bulk-seed.ts), each in its own organization and signed in as its ADMIN:
 * a job's board with 20,000 applications (lib/pipeline.ts), 1,000 unlocks at once
 * against 250 credits (lib/unlock-race.ts), and candidate search over 50,000
 * candidates (lib/candidate-search.ts). And a bulk email to 1,000 unlocked candidates,
 * delivered by the queue worker to a local SMTP server (lib/bulk-email.ts). And demo
 * accounts created one after another, each a whole organization (lib/demo.ts).
 *
 * Then, each in a database and a server of its own: matching over a million
 * candidates (lib/matching.ts), and the bulk import of candidates through the
 * password console (lib/bulk-import.ts): 50,000 CSV rows into a job, then 50,000
 * more with a ZIP of 1,000 PDF resumes, timed and with the server's memory sampled.
 * `BENCH_ONLY=matching`, `import`, `pages`, `unlock`, `board`, `public` or `processes` runs that scenario alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  BUDGETS,
  errorChecks,
  evaluateBudgets,
  publicLoadChecks,
  evaluatePageBudgets,
  PAGE_BUDGETS,
  type Check,
  type LoadResultWithRatio,
} from './lib/budgets';
import {
  formatApplyCpu,
  formatApplyFloor,
  measureApplyFloor,
  type ApplyFloor,
} from './lib/apply-floor';
import { analyze } from './lib/bulk-seed';
import { measurePageScripts, type PageScriptSize, type PageToMeasure } from './lib/bundle-size';
import {
  candidateSearchLoadTest,
  measureSearchesAlone,
  type SearchAloneFigures,
  seedCandidateSearch,
} from './lib/candidate-search';
import {
  formatBulkEmail,
  runBulkEmail,
  seedBulkEmail,
  type BulkEmailResult,
} from './lib/bulk-email';
import { createBenchDatabase } from './lib/database';
import { formatBulkImport, runBulkImportBench } from './lib/bulk-import';
import { formatMatchingBench, runMatchingBench } from './lib/matching';
import { formatProcessesBench, runProcessesBench } from './lib/processes';
import {
  DEMO_BENCH_ENV,
  DEMO_CREATIONS,
  DEMO_WARMUPS,
  formatDemoCreation,
  runDemoCreation,
  type DemoCreationResult,
} from './lib/demo';
import {
  formatRatioBeside,
  measureLoad,
  measureRatioBeside,
  type LoadResult,
  type LoadSettings,
  type LoadTest,
} from './lib/http';
import {
  measurePipelineCosts,
  boardChecks,
  measureStageMoves,
  pipelineLoadTest,
  type StageMoveFigures,
  seedPipeline,
  type PipelineFigures,
} from './lib/pipeline';
import {
  formatChecks,
  formatLoadTable,
  formatPageTable,
  formatPipelineTable,
  formatStageMoves,
  formatUnlockRace,
  formatVariantTable,
} from './lib/report';
import { startSmtpSink } from './lib/smtp-sink';
import { seedPublishedJob, signUpEmployer, type SeededJob } from './lib/seed';
import {
  BOARD_SYNC_JOBS,
  formatBoardSync,
  runBoardSync,
  startBenchBoard,
  type BoardSyncResult,
} from './lib/board-sync';
import { applyLoadTest, emailsDelivered } from './lib/apply';
import { wholeNumberEnv } from './lib/env';
import { REPO_ROOT, startServer, type RunningServer } from './lib/server';
import { runUnlockRace, seedUnlockRace, type UnlockRaceResult } from './lib/unlock-race';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
/** BENCH_DURATION_SECONDS shortens a run while working on the bench itself. */
const DURATION_SECONDS = wholeNumberEnv('BENCH_DURATION_SECONDS', 10, 'seconds');
const RESULTS_FILE = path.join(REPO_ROOT, 'dist/bench-results.json');

/** Members looking at one large board at once, and searching candidates at once. */
const PIPELINE_CONNECTIONS = 20;
const SEARCH_CONNECTIONS = 10;

const HEALTHZ = 'healthz';
const APPLY = 'apply';
const PUBLIC_JOB = 'public job';
const PIPELINE = 'board (20,000 applications)';
/** How long members move cards on the big board, and how many at once (each as fast as it can). */
const STAGE_MOVE_SECONDS = 8;
const STAGE_MOVE_CONNECTIONS = 4;
/** Moves made first and not counted, as the load tests warm up (the route compiled, statements prepared). */
const STAGE_MOVE_WARMUP_SECONDS = 2;
const CANDIDATE_SEARCH = 'candidate search (50,000)';

/** The apply budget's ratio: apply and /healthz in turns, this many rounds of this many seconds each. */
const BESIDE_ROUNDS = 3;
const BESIDE_SECONDS = Math.min(4, DURATION_SECONDS);

/**
 * A load test as measureLoad runs it; apply's then also in turns with /healthz, the
 * figure its budget reads (decision 0059).
 */
async function measureLoadTest(
  test: LoadTest,
  settings: LoadSettings,
  db: pg.Pool,
): Promise<LoadResult> {
  const result = await measureLoad(test, settings);
  if (test.name !== APPLY) return result;
  const beside = await measureRatioBeside(
    test,
    HEALTHZ_TEST,
    settings,
    BESIDE_ROUNDS,
    BESIDE_SECONDS,
    () => emailsDelivered(db),
  );
  return { ...result, beside };
}

/** The cheapest route through the same stack: the yardstick for the others. */
const HEALTHZ_TEST: LoadTest = {
  name: HEALTHZ,
  method: 'GET',
  path: '/healthz',
  expectedStatus: 200,
};

function loadTests(job: SeededJob): LoadTest[] {
  return [
    HEALTHZ_TEST,
    {
      name: PUBLIC_JOB,
      method: 'GET',
      path: `/api/v1/public/jobs/${job.slug}`,
      expectedStatus: 200,
    },
    // What candidates open: the server-rendered page, Brotli as browsers ask (issue 19).
    {
      name: 'public job page (HTML)',
      method: 'GET',
      path: `/jobs/${job.slug}`,
      expectedStatus: 200,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    applyLoadTest(job, APPLY),
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
  applyFloor: ApplyFloor;
  pages: PageScriptSize[];
  pipeline: PipelineFigures;
  stageMoves: StageMoveFigures;
  unlockRace: UnlockRaceResult;
  searchMatches: Record<string, number>;
  searchVariants: Array<{ name: string; path: string }>;
  searchAlone: SearchAloneFigures;
  bulkEmail: BulkEmailResult;
  demo: DemoCreationResult;
  boardSync: BoardSyncResult;
}

async function measure(databaseUrl: string): Promise<Measurements> {
  // Candidate emails leave over real SMTP, to a relay in this process that only
  // counts them: its own cost is not the server's (decision 0050).
  const smtp = await startSmtpSink();
  cleanups.push(smtp.close);
  // The partner careers board, simulated in this process: published jobs sync to it.
  const board = await startBenchBoard();
  cleanups.push(board.board.close);
  const server = await startServer({
    databaseUrl,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...DEMO_BENCH_ENV, ...board.env },
  });
  cleanups.push(server.stop);
  // The bench's own connection, for bulk seeding and for checking outcomes in SQL.
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  cleanups.push(() => db.end());
  try {
    console.log(`Server up at ${server.baseUrl}; seeding one employer and one published job`);
    const job = await seedPublishedJob(server.baseUrl);
    let seedStarted = performance.now();
    const pipeline = await seedPipeline(server.baseUrl, db);
    const race = await seedUnlockRace(server.baseUrl, db);
    const bulkEmailFixture = await seedBulkEmail(server.baseUrl, db);
    console.log(
      `Seeded a board of 20,000 applications and an unlock race of 1,000 (${elapsed(seedStarted)})`,
    );
    seedStarted = performance.now();
    const search = await seedCandidateSearch(server.baseUrl, db);
    await analyze(db);
    console.log(
      `Seeded 50,000 candidates to search, vacuumed and analyzed (${elapsed(seedStarted)})`,
    );

    const settings = loadSettings(server);
    const tests = [
      ...loadTests(job),
      pipelineLoadTest(PIPELINE, pipeline, PIPELINE_CONNECTIONS),
      candidateSearchLoadTest(CANDIDATE_SEARCH, search, SEARCH_CONNECTIONS),
    ];

    // One endpoint at a time: on a small machine, parallel runs would measure each other.
    const load: LoadResult[] = [];
    for (const test of tests) {
      const connections = test.connections ?? CONNECTIONS;
      console.log(
        `Load: ${test.method} ${test.path} (${connections} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s)`,
      );
      load.push(await measureLoadTest(test, settings, db));
      server.assertAlive();
    }

    console.log(
      'Candidate search: each search alone, 10 requests one at a time, then 10 each after a change',
    );
    const searchAlone = await measureSearchesAlone(server.baseUrl, db, search);
    console.log(
      'Pipeline: size, 20 requests without and with the cache one at a time, 20 at once after a change',
    );
    const pipelineFigures = await measurePipelineCosts(
      server.baseUrl,
      db,
      pipeline,
      PIPELINE_CONNECTIONS,
    );
    console.log(
      `Stage moves: ${STAGE_MOVE_CONNECTIONS} members moving cards on the big board for ${STAGE_MOVE_WARMUP_SECONDS} s of warm-up + ${STAGE_MOVE_SECONDS} s`,
    );
    const stageMoves = await measureStageMoves(
      server.baseUrl,
      db,
      pipeline,
      STAGE_MOVE_CONNECTIONS,
      STAGE_MOVE_SECONDS,
      STAGE_MOVE_WARMUP_SECONDS,
    );
    server.assertAlive();
    console.log('Unlock race: 1,000 unlocks at once against 250 credits');
    const unlockRace = await runUnlockRace(server.baseUrl, db, race);
    server.assertAlive();
    console.log(
      `Demo creation: ${DEMO_WARMUPS} warm-ups, then ${DEMO_CREATIONS} demo accounts one after another`,
    );
    const demo = await runDemoCreation(server.baseUrl, db);
    server.assertAlive();
    // After the load tests, so the thousands of messages it writes and updates (and the
    // vacuuming they call for) do not weigh on them.
    console.log('Bulk email: 5 sends to 1,000 unlocked candidates, each delivered over SMTP');
    const bulkEmail = await runBulkEmail(server.baseUrl, db, smtp, bulkEmailFixture);
    server.assertAlive();

    console.log(
      `Careers board: ${BOARD_SYNC_JOBS} jobs published one at a time, each until SYNCED`,
    );
    const boardSync = await runBoardSync(
      server.baseUrl,
      await signUpEmployer(server.baseUrl, {
        orgName: 'Ashanti Traders',
        name: 'Yaa Asantewaa',
        emailLocalPart: 'yaa',
      }),
    );
    server.assertAlive();

    console.log('Page weight: loading pages in Chromium');
    const pages = await measurePageScripts(server.baseUrl, pagesToMeasure(job));
    // Last, and with the server stopped: its thousands of applications weigh on nothing
    // measured after them, and no worker delivers the emails of the load test meanwhile.
    await server.stop();
    console.log('Apply floor: the rows of public applications written by pgbench alone');
    const applyFloor = await measureApplyFloor(databaseUrl, db, job.id, DURATION_SECONDS);
    return {
      load,
      applyFloor,
      pages,
      pipeline: pipelineFigures,
      stageMoves,
      unlockRace,
      searchMatches: search.matches,
      searchVariants: search.variants,
      searchAlone,
      bulkEmail,
      demo,
      boardSync,
    };
  } finally {
    await server.stop();
  }
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const healthzRate = (load: LoadResult[]) =>
  load.find((result) => result.name === HEALTHZ)!.requestsPerSecond;

/** The database alone writing applications, then what the endpoint's cost and the budget allows. */
function printApplyFloor(load: LoadResult[], floor: ApplyFloor): void {
  const healthz = healthzRate(load);
  const apply = load.find((result) => result.name === APPLY);
  const cpu = apply && formatApplyCpu(apply, healthz);
  const beside = apply?.beside && formatRatioBeside(APPLY, apply.beside, '/healthz');
  console.log(
    `${formatApplyFloor(floor, healthz)}\n${cpu ? `${cpu}\n` : ''}${beside ? `${beside}\n` : ''}`,
  );
}

function withRatios(load: LoadResult[]): LoadResultWithRatio[] {
  const healthz = load.find((result) => result.name === HEALTHZ);
  if (!healthz || healthz.requestsPerSecond <= 0) throw new Error('/healthz served no requests');
  return load.map((result) => ({
    ...result,
    ratioOfHealthz: result.requestsPerSecond / healthz.requestsPerSecond,
  }));
}

/** The landing page and a public job page, each with its budget (issue 19). */
function pagesToMeasure(job: SeededJob): PageToMeasure[] {
  return [
    { name: 'landing', path: '/', budget: PAGE_BUDGETS.landing },
    {
      name: 'public job',
      path: `/jobs/${job.slug}`,
      // Usable once its form is there: it posts without JavaScript, and is enhanced when it arrives.
      usableWhen: 'form button[type="submit"]',
      budget: PAGE_BUDGETS.publicJob,
    },
  ];
}

/** Fresh database, the production server on it and the bench's own pool, torn down after `run`. */
async function withFreshServer(
  run: (server: RunningServer, db: pg.Pool, databaseUrl: string) => Promise<number>,
): Promise<number> {
  const database = await createBenchDatabase();
  const server = await startServer({ databaseUrl: database.url });
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    return await run(server, db, database.url);
  } finally {
    await db.end();
    await server.stop();
    await database.drop();
  }
}

const loadSettings = (server: RunningServer): LoadSettings => ({
  baseUrl: server.baseUrl,
  serverPid: server.pid,
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
});

/** The process's exit code: 0 when every check passed. */
const exitCode = (checks: Check[]) => (checks.every((check) => check.isPassed) ? 0 : 1);

/** `BENCH_ONLY=pages npm run bench`: the pages' weight and times alone, on a fresh database. */
async function pagesOnly(): Promise<number> {
  return withFreshServer(async (server) => {
    const job = await seedPublishedJob(server.baseUrl);
    const pages = await measurePageScripts(server.baseUrl, pagesToMeasure(job));
    const checks = evaluatePageBudgets(pages);
    console.log(`\n${formatPageTable(pages)}\n`);
    console.log(`${formatChecks(checks)}\n`);
    return exitCode(checks);
  });
}

/** `BENCH_ONLY=matching npm run bench`: the matching scenario alone (a million rows take a while). */
async function matchingOnly(): Promise<number> {
  const matching = await runMatchingBench();
  console.log(`\n${formatMatchingBench(matching)}\n`);
  console.log(`${formatChecks(matching.checks)}\n`);
  return matching.checks.every((check) => check.isPassed) ? 0 : 1;
}

/** `BENCH_ONLY=public npm run bench`: the public endpoints' load tests alone, beside /healthz. */
async function publicOnly(): Promise<number> {
  return withFreshServer(async (server, db, databaseUrl) => {
    const job = await seedPublishedJob(server.baseUrl);
    const results: LoadResult[] = [];
    for (const test of loadTests(job)) {
      results.push(await measureLoadTest(test, loadSettings(server), db));
    }
    const load = withRatios(results);
    const checks = [
      ...publicLoadChecks(load, { publicJob: PUBLIC_JOB, apply: APPLY }),
      ...errorChecks(load),
    ];
    // With the server stopped: no worker delivers the load test's emails meanwhile.
    await server.stop();
    const applyFloor = await measureApplyFloor(databaseUrl, db, job.id, DURATION_SECONDS);
    console.log(`\n${formatLoadTable(load)}\n`);
    printApplyFloor(load, applyFloor);
    console.log(`${formatChecks(checks)}\n`);
    return exitCode(checks);
  });
}

/** `BENCH_ONLY=board npm run bench`: the 20,000-application board alone, beside /healthz. */
async function boardOnly(): Promise<number> {
  return withFreshServer(async (server, db) => {
    const pipeline = await seedPipeline(server.baseUrl, db);
    await analyze(db);
    const settings = loadSettings(server);
    const load = withRatios([
      await measureLoad(HEALTHZ_TEST, settings),
      await measureLoad(pipelineLoadTest(PIPELINE, pipeline, PIPELINE_CONNECTIONS), settings),
    ]);
    const figures = await measurePipelineCosts(server.baseUrl, db, pipeline, PIPELINE_CONNECTIONS);
    const moves = await measureStageMoves(
      server.baseUrl,
      db,
      pipeline,
      STAGE_MOVE_CONNECTIONS,
      STAGE_MOVE_SECONDS,
      STAGE_MOVE_WARMUP_SECONDS,
    );
    const board = load.find((result) => result.name === PIPELINE)!;
    const checks: Check[] = [
      {
        name: `${PIPELINE}: latency p99`,
        isPassed: board.latencyP99Ms < BUDGETS.pipelineMaxP99Ms,
        actual: `${board.latencyP99Ms} ms`,
        limit: `< ${BUDGETS.pipelineMaxP99Ms} ms`,
      },
      ...boardChecks(PIPELINE, figures, moves),
    ];
    console.log(`\n${formatLoadTable(load)}\n`);
    console.log(`${formatPipelineTable(PIPELINE, figures)}\n`);
    console.log(`${formatStageMoves(PIPELINE, moves)}\n`);
    console.log(`${formatChecks(checks)}\n`);
    return exitCode(checks);
  });
}

/** `BENCH_ONLY=unlock npm run bench`: the unlock race alone, on a fresh database. */
async function unlockOnly(): Promise<number> {
  return withFreshServer(async (server, db) => {
    const race = await seedUnlockRace(server.baseUrl, db);
    const result = await runUnlockRace(server.baseUrl, db, race);
    console.log(`\n${formatUnlockRace(result)}\n`);
    console.log(`${formatChecks(result.checks)}\n`);
    return exitCode(result.checks);
  });
}

/** `BENCH_ONLY=import npm run bench`: the bulk import scenario alone. */
async function importOnly(): Promise<number> {
  const bulkImport = await runBulkImportBench();
  console.log(`\n${formatBulkImport(bulkImport)}\n`);
  console.log(`${formatChecks(bulkImport.checks)}\n`);
  return bulkImport.checks.every((check) => check.isPassed) ? 0 : 1;
}

/** `BENCH_ONLY=processes npm run bench`: throughput with 1 and with 2 web processes. */
async function processesOnly(): Promise<number> {
  const processes = await runProcessesBench();
  console.log(`\n${formatProcessesBench(processes)}\n`);
  console.log(`${formatChecks(processes.checks)}\n`);
  return processes.checks.every((check) => check.isPassed) ? 0 : 1;
}

async function main(): Promise<number> {
  if (process.env.BENCH_ONLY === 'matching') return matchingOnly();
  if (process.env.BENCH_ONLY === 'import') return importOnly();
  if (process.env.BENCH_ONLY === 'pages') return pagesOnly();
  if (process.env.BENCH_ONLY === 'unlock') return unlockOnly();
  if (process.env.BENCH_ONLY === 'board') return boardOnly();
  if (process.env.BENCH_ONLY === 'public') return publicOnly();
  if (process.env.BENCH_ONLY === 'processes') return processesOnly();
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
  // Its own database and server: the million candidates weigh on no other scenario.
  const matching = await runMatchingBench();
  // Its own database and server too: 100,000 imported rows and their memory are its own.
  const bulkImport = await runBulkImportBench();

  const load = withRatios(measurements.load);
  const checks = evaluateBudgets(
    load,
    { publicJob: PUBLIC_JOB, apply: APPLY, pipeline: PIPELINE, candidateSearch: CANDIDATE_SEARCH },
    measurements.pages,
    [
      ...boardChecks(PIPELINE, measurements.pipeline, measurements.stageMoves),
      ...measurements.unlockRace.checks,
      ...measurements.bulkEmail.checks,
      ...measurements.demo.checks,
      ...measurements.boardSync.checks,
      ...matching.checks,
      ...bulkImport.checks,
    ],
  );
  const isPassed = checks.every((check) => check.isPassed);

  console.log(`\n${formatLoadTable(load)}\n`);
  printApplyFloor(load, measurements.applyFloor);
  console.log(
    `${formatVariantTable(load, measurements.searchMatches, measurements.searchAlone, { [CANDIDATE_SEARCH]: measurements.searchVariants })}\n`,
  );
  console.log(`${formatPipelineTable(PIPELINE, measurements.pipeline)}\n`);
  console.log(`${formatStageMoves(PIPELINE, measurements.stageMoves)}\n`);
  console.log(`${formatUnlockRace(measurements.unlockRace)}\n`);
  console.log(`${formatBulkEmail(measurements.bulkEmail)}\n`);
  console.log(`${formatDemoCreation(measurements.demo)}\n`);
  console.log(`${formatBoardSync(measurements.boardSync)}\n`);
  console.log(`${formatMatchingBench(matching)}\n`);
  console.log(`${formatBulkImport(bulkImport)}\n`);
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
      pipelineConnections: PIPELINE_CONNECTIONS,
      searchConnections: SEARCH_CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
    },
    load,
    applyFloor: measurements.applyFloor,
    pipeline: measurements.pipeline,
    stageMoves: measurements.stageMoves,
    unlockRace: measurements.unlockRace,
    bulkEmail: measurements.bulkEmail,
    demo: measurements.demo,
    boardSync: measurements.boardSync,
    matching,
    bulkImport,
    candidateSearch: {
      matches: measurements.searchMatches,
      alone: measurements.searchAlone,
    },
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
