/**
 * `npm run bench:compare`: public applications on two servers loaded at the same time,
 * to tell a change of a few per cent from this machine's drift (decision 0070). Runs
 * one after the other are useless for that here: /healthz moved between 14,000 and
 * 22,000 a second from one round to the next, the same build's apply rate by a fifth.
 *
 * A is the base, B the build of this checkout (`npm run build` first):
 *
 *   COMPARE_BASE=../base npm run bench:compare       another checkout's build as A
 *   COMPARE_B_NODE_FLAGS='--max-semi-space-size=64'   node flags for one side
 *   COMPARE_A_ENV='{"SMTP_MAX_CONNECTIONS":"20"}'     environment for one side
 *
 * Without COMPARE_BASE, A is this build too. Every round loads both servers at once
 * (25 connections each, the bench's apply load from 50 addresses) for COMPARE_SECONDS,
 * then waits for each to deliver its confirmations over SMTP to the bench's relay, as
 * the full bench counts them (decision 0064): each side's rate is its applications over
 * the load's seconds and its own settling. The server started first is favoured by a
 * few per cent, so the rounds run in two halves, each on fresh databases, the second
 * with the servers started the other way round; the figure is the geometric mean of
 * the two halves' median B/A.
 */
import path from 'node:path';
import pg from 'pg';
import { applyLoadTest, emailsDelivered } from './lib/apply';
import { comparisonOf } from './lib/comparison';
import { flagsEnv, jsonEnv, wholeNumberEnv } from './lib/env';
import { createBenchDatabase, type BenchDatabase } from './lib/database';
import { measureLoad, settledRate } from './lib/http';
import { seedPublishedJob } from './lib/seed';
import { startServer, type RunningServer } from './lib/server';
import { startSmtpSink, type SmtpSink } from './lib/smtp-sink';

const CONNECTIONS_EACH = 25;
const WARMUP_SECONDS = 3;

interface Side {
  name: 'A' | 'B';
  entry?: string;
  env: Record<string, string>;
  nodeFlags: string[];
}

interface Running {
  side: Side;
  database: BenchDatabase;
  server: RunningServer;
  db: pg.Pool;
  jobId: string;
}

function sides(): [Side, Side] {
  const base = process.env.COMPARE_BASE;
  return [
    {
      name: 'A',
      entry: base ? path.resolve(base, 'dist/server/main.js') : undefined,
      env: jsonEnv('COMPARE_A_ENV'),
      nodeFlags: flagsEnv('COMPARE_A_NODE_FLAGS'),
    },
    {
      name: 'B',
      env: jsonEnv('COMPARE_B_ENV'),
      nodeFlags: flagsEnv('COMPARE_B_NODE_FLAGS'),
    },
  ];
}

async function start(side: Side, smtp: SmtpSink): Promise<Running> {
  const database = await createBenchDatabase();
  try {
    const server = await startServer({
      databaseUrl: database.url,
      entry: side.entry,
      nodeFlags: side.nodeFlags,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ...side.env },
    });
    const job = await seedPublishedJob(server.baseUrl);
    const db = new pg.Pool({ connectionString: database.url, max: 1 });
    return { side, database, server, db, jobId: job.id };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function stop(running: Running): Promise<void> {
  await running.db.end();
  await running.server.stop();
  await running.database.drop();
}

/** One round: both loaded at once, then each settles; each side's applications a second. */
async function round(pair: Running[], seconds: number, warmupSeconds: number) {
  const loads = await Promise.all(
    pair.map((running) =>
      measureLoad(applyLoadTest({ id: running.jobId }), {
        baseUrl: running.server.baseUrl,
        connections: CONNECTIONS_EACH,
        warmupSeconds,
        durationSeconds: seconds,
      }),
    ),
  );
  const settled = await Promise.all(
    pair.map(async (running) => {
      const since = performance.now();
      await emailsDelivered(running.db);
      return (performance.now() - since) / 1000;
    }),
  );
  for (const [index, load] of loads.entries()) {
    if (load.errors > 0)
      throw new Error(`${pair[index]!.side.name} answered ${load.errors} errors`);
  }
  return pair.map((running, index) => ({
    name: running.side.name,
    rate: settledRate(loads[index]!.requestsPerSecond, seconds, settled[index]!),
    settleSeconds: settled[index]!,
  }));
}

async function half(order: Side[], smtp: SmtpSink, rounds: number, seconds: number) {
  const pair: Running[] = [];
  try {
    for (const side of order) pair.push(await start(side, smtp));
    const ratios: number[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const results = await round(pair, seconds, index === 0 ? WARMUP_SECONDS : 0);
      const rateOf = (name: string) => results.find((result) => result.name === name)!;
      const ratio = rateOf('B').rate / rateOf('A').rate;
      ratios.push(ratio);
      console.log(
        `  ${results.map((r) => `${r.name} ${r.rate.toFixed(0)}/s (settled in ${r.settleSeconds.toFixed(2)} s)`).join(', ')}: B/A ${ratio.toFixed(3)}`,
      );
    }
    return ratios;
  } finally {
    for (const running of pair) await stop(running);
  }
}

async function main(): Promise<void> {
  const rounds = wholeNumberEnv('COMPARE_ROUNDS', 5);
  const seconds = wholeNumberEnv('COMPARE_SECONDS', 6, 'seconds');
  const [a, b] = sides();
  const smtp = await startSmtpSink();
  try {
    const halves: number[][] = [];
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      console.log(
        `${order.map((side) => side.name).join(' then ')} started, ${rounds} round${rounds === 1 ? '' : 's'} of ${seconds} s:`,
      );
      halves.push(await half(order, smtp, rounds, seconds));
    }
    const { ratio, medians, lowest, highest } = comparisonOf(halves);
    console.log(
      `\nB/A ${ratio.toFixed(3)}: medians ${medians.map((m) => m.toFixed(3)).join(' and ')} by the order started; rounds from ${lowest.toFixed(3)} to ${highest.toFixed(3)}`,
    );
  } finally {
    await smtp.close();
  }
}

await main();
