import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { BUDGETS } from './budgets';
import { cpuPerRequest, takeCpuSnapshot } from './cpu';
import type { LoadResult } from './http';

const run = promisify(execFile);

/**
 * Issue 20's budget for public applications is a tenth of /healthz's rate. This is
 * what the database alone can do on the same machine (decision 0042): pgbench, a C
 * client that costs next to nothing, writes the rows public applications write, with
 * every advantage the server does not have. Each statement is prepared; the candidates,
 * the applications with their scores, the confirmation emails and the activity lines go
 * in one statement; no HTTP, no validation, no sealing. Once with one application per
 * transaction, as the product writes them: a ceiling for the endpoint as it is built.
 * Then ten per transaction: what writing them together would leave room for.
 */
export interface ApplyFloor {
  clients: number;
  seconds: number;
  /** One line per way of writing them; empty when pgbench is not installed. */
  variants: Array<{
    perTransaction: number;
    applicationsPerSecond: number;
    /** PostgreSQL's CPU per application (its processes, from /proc), when it runs here. */
    databaseCpuMsPerApplication?: number;
    /** The whole script, so the figure can be checked and reproduced. */
    script: string;
  }>;
  note?: string;
}

/** BENCH_APPLY_FLOOR_BATCHES=1,10,50 measures other group sizes (decision 0042). */
const PER_TRANSACTION = (process.env.BENCH_APPLY_FLOOR_BATCHES ?? '1,10').split(',').map(Number);
if (PER_TRANSACTION.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error('BENCH_APPLY_FLOOR_BATCHES must list whole numbers, 1 or more (1,10,50)');
}
const CLIENTS = 10;

/** pgbench from PATH, or PostgreSQL's own directory on Debian. */
function findPgbench(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'pgbench');
    if (fs.existsSync(candidate)) return candidate;
  }
  const debian = '/usr/lib/postgresql';
  if (!fs.existsSync(debian)) return null;
  const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const candidate = path.join(debian, version, 'bin', 'pgbench');
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** A sealed value's shape (`v1.key.iv.ciphertext`; pgbench reads a colon as a variable). */
const sealedLike = (bytes: number) =>
  `v1.bench0001.${randomBytes(12).toString('base64url')}.${randomBytes(bytes).toString('base64url')}`;

/**
 * The statements of `perTransaction` applications written together (1: as the product
 * writes them), with the seeded job's ids in them.
 */
export function applyFloorScript(job: { id: string; orgId: string }, perTransaction = 1): string {
  const org = `'${job.orgId}'`;
  const jobId = `'${job.id}'`;
  // The candidate's blind-indexed search tokens, as many as a name, email and phone make.
  const tokens = Array.from({ length: 40 }, () => `'${randomBytes(6).toString('hex')}'`);
  const contactSearch = tokens.join(' ').replaceAll("'", "''");
  const [fullName, email, phone] = [sealedLike(40), sealedLike(48), sealedLike(24)];
  const coverNote =
    'I have six years of backend experience in Accra, most recently building mobile money ' +
    'payouts for a logistics start-up. I would love to help your drivers get paid on time.';
  const reasons = JSON.stringify(['0 of 5 required skills', 'Location not given']);
  const each = `generate_series(1, ${perTransaction}) as n`;
  return [
    // The per-IP rate limit, from 50 addresses (distinct ones within one statement).
    `insert into rate_limit_counters as c (key, window_start, count) select 'apply-ip-' || (n + ${perTransaction} * floor(random() * ${Math.ceil(50 / perTransaction)})::int), now(), 1 from ${each} on conflict (key) do update set window_start = case when c.window_start < now() - interval '1 hour' then now() else c.window_start end, count = case when c.window_start < now() - interval '1 hour' then 1 else c.count + 1 end returning count;`,
    'BEGIN;',
    `select j.id, j.org_id, j.title, j.status, j.stages, j.skills, j.seniority, j.location, j.requirements, o.name, o.is_pay_to_reveal_enabled from jobs j join organizations o on o.id = j.org_id where j.id = ${jobId};`,
    [
      `with candidate as (insert into candidates (org_id, full_name, email, phone, email_index, source, contact_search) select ${org}, '${fullName}', '${email}', '${phone}', md5(random()::text), 'shortlist_job_page', '${contactSearch}' from ${each} on conflict (org_id, email_index) do nothing returning id),`,
      `application as (insert into applications (org_id, job_id, candidate_id, stage, unlock_status, cover_note, privacy_notice_version, privacy_acknowledged_at, submitted_full_name, submitted_email, submitted_phone, match_score, match_reasons, match_locked_reasons) select ${org}, ${jobId}, candidate.id, 'Applied', 'LOCKED', '${coverNote}', '2026-11-27', now(), '${fullName}', '${email}', '${phone}', 8, '${reasons}', '${reasons}' from candidate returning id, candidate_id),`,
      `message as (insert into email_messages (org_id, batch_id, kind, candidate_id, application_id, to_email, to_email_index, subject, text) select ${org}, gen_random_uuid(), 'application_confirmation', application.candidate_id, application.id, '${email}', md5(random()::text), '${sealedLike(60)}', '${sealedLike(640)}' from application returning id),`,
      `activity as (insert into activity_log (org_id, type, subject, data) select ${org}, 'application_received', 'Senior Backend Engineer', jsonb_build_object('jobId', ${jobId}, 'applicationId', application.id) from application)`,
      'select id from message;',
    ].join(' '),
    'COMMIT;',
    // The delivery task the answer queues once committed: one for the group's confirmations.
    `insert into pgboss.job (name, data) select 'email-deliver', jsonb_build_object('messageIds', jsonb_agg(gen_random_uuid())) from ${each};`,
  ].join('\n');
}

export async function measureApplyFloor(
  databaseUrl: string,
  db: pg.Pool,
  jobId: string,
  seconds: number,
): Promise<ApplyFloor> {
  const { rows } = await db.query<{ org_id: string }>('select org_id from jobs where id = $1', [
    jobId,
  ]);
  const job = { id: jobId, orgId: rows[0]!.org_id };
  const pgbench = findPgbench();
  if (!pgbench) return { clients: CLIENTS, seconds, variants: [], note: 'pgbench not found' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-apply-floor-'));
  try {
    const variants: ApplyFloor['variants'] = [];
    for (const perTransaction of PER_TRANSACTION) {
      const script = applyFloorScript(job, perTransaction);
      const file = path.join(dir, `apply-${perTransaction}.pgbench`);
      fs.writeFileSync(file, `${script}\n`);
      const args = [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(seconds),
      ];
      const before = takeCpuSnapshot(null);
      const { stdout } = await run(pgbench, [...args, '-f', file, databaseUrl]);
      const after = takeCpuSnapshot(null);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
      const failed = /number of failed transactions: (\d+)/.exec(stdout);
      const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
      if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
      if (failed && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} failed`);
      const applicationsPerSecond = Math.round(Number(tps[1]) * perTransaction);
      const cpu = cpuPerRequest(before, after, Number(processed?.[1] ?? 0) * perTransaction);
      variants.push({
        perTransaction,
        applicationsPerSecond,
        ...(cpu?.databaseMs ? { databaseCpuMsPerApplication: cpu.databaseMs } : {}),
        script,
      });
    }
    return { clients: CLIENTS, seconds, variants };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function formatApplyFloor(floor: ApplyFloor, healthzPerSecond: number): string {
  const head = `apply, the database alone (pgbench, ${floor.clients} clients, ${floor.seconds} s each, prepared statements, no HTTP):`;
  if (floor.variants.length === 0) return `${head} not measured, ${floor.note}`;
  const lines = floor.variants.map(
    ({ perTransaction, applicationsPerSecond, databaseCpuMsPerApplication }) => {
      const ratio = (applicationsPerSecond / healthzPerSecond).toFixed(3);
      const cpu =
        databaseCpuMsPerApplication === undefined
          ? ''
          : `, database CPU ${databaseCpuMsPerApplication.toFixed(3)} ms each`;
      const how =
        perTransaction === 1
          ? "one application per transaction, as the product writes them (the endpoint's ceiling)"
          : `${perTransaction} applications per transaction`;
      return `  ${applicationsPerSecond} applications/s, ${ratio} of /healthz${cpu}: ${how}`;
    },
  );
  return [head, ...lines].join('\n');
}

/**
 * What the apply budget leaves each application of the machine's CPU, beside what the
 * endpoint's applications took and whose it was (decision 0048): the budget's rate
 * needs the whole cost of an application (server, database, load generator) to fit
 * the machine's cores that many times a second.
 */
export function formatApplyCpu(apply: LoadResult, healthzPerSecond: number): string | null {
  const { cpu } = apply;
  if (!cpu) return null;
  const rate = healthzPerSecond * BUDGETS.applyMinRatioOfHealthz;
  const allowed = (cpu.cores / rate) * 1000;
  const used = cpu.serverMs + (cpu.databaseMs ?? 0) + cpu.restMs;
  const parts = [
    `server ${cpu.serverMs.toFixed(3)}`,
    ...(cpu.databaseMs === null ? [] : [`database ${cpu.databaseMs.toFixed(3)}`]),
    `rest ${cpu.restMs.toFixed(3)}`,
  ];
  return (
    `apply's CPU: at ${BUDGETS.applyMinRatioOfHealthz} of /healthz (${Math.round(rate)}/s) the machine's ${cpu.cores} cores ` +
    `allow ${allowed.toFixed(3)} ms per application; this run's took ${used.toFixed(3)} ms ` +
    `(${parts.join(', ')}) with ${cpu.busyCores} of ${cpu.cores} cores busy`
  );
}
