/**
 * Many members unlocking at the same moment with too few credits: RACE_REQUESTS
 * unlocks of distinct locked applications, all in flight at once, against a
 * balance of RACE_BALANCE credits. Exactly RACE_BALANCE may succeed and the books
 * must balance afterwards (DESIGN.md 5: the conditional balance update).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';
import { CREDIT_COST } from '../../src/shared/rules';
import type { Check } from './budgets';
import { seedEmployerWithApplications, setCreditBalance } from './bulk-seed';
import { median, percentile, roundMs } from './stats';

export const RACE_REQUESTS = 1_000;
export const RACE_BALANCE = 250;
/** Issue 20: every unlock answered, from the first sent to the last answer, within this. */
export const RACE_MAX_WALL_MS = 2_000;
/** An unlock costs CREDIT_COST.unlock: this many can be paid for. */
const EXPECTED_UNLOCKS = Math.floor(RACE_BALANCE / CREDIT_COST.unlock);
const REQUEST_TIMEOUT_MS = 60_000;

export interface UnlockRaceFixture {
  orgId: string;
  cookie: string;
  applicationIds: string[];
}

export async function seedUnlockRace(baseUrl: string, db: pg.Pool): Promise<UnlockRaceFixture> {
  const { employer, ...member } = await seedEmployerWithApplications(baseUrl, db, {
    employer: {
      orgName: 'Volta Agro Exports',
      name: 'Selorm Agbeko',
      emailLocalPart: 'selorm.agbeko',
    },
    jobTitles: ['Farm Operations Supervisor'],
    count: RACE_REQUESTS,
    unlockedShare: 0,
    rejectedShare: 0,
    seed: 0.33,
    emailDomain: 'race.example',
  });
  await setCreditBalance(db, member.orgId, RACE_BALANCE);
  const { rows } = await db.query<{ id: string }>(
    "select id from applications where org_id = $1 and unlock_status = 'LOCKED' order by created_at",
    [member.orgId],
  );
  if (rows.length !== RACE_REQUESTS) {
    throw new Error(`Expected ${RACE_REQUESTS} locked applications, found ${rows.length}`);
  }
  return { orgId: member.orgId, cookie: employer.cookie, applicationIds: rows.map((r) => r.id) };
}

export interface UnlockRaceResult {
  requests: number;
  balanceBefore: number;
  statusCounts: Record<string, number>;
  /** From the first request sent to the last answer received. */
  wallMs: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /**
   * Then the applications still locked, all at once against the balance left (0): each
   * is refused after its session and one read, the part of the race no transaction
   * shortens (its floor on this machine).
   */
  refusedAfter: { requests: number; wallMs: number; latencyP99Ms: number; refused: number };
  checks: Check[];
}

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(
  agent: http.Agent,
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      new URL(path, baseUrl),
      { method, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

const count = async (db: pg.Pool, sql: string, orgId: string) =>
  Number((await db.query<{ n: string }>(sql, [orgId])).rows[0]?.n ?? Number.NaN);

/**
 * Opens RACE_REQUESTS keep-alive connections first (so connection setup is not
 * what races), then sends every unlock at once and checks the outcome in SQL.
 */
export async function runUnlockRace(
  baseUrl: string,
  db: pg.Pool,
  fixture: UnlockRaceFixture,
): Promise<UnlockRaceResult> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: RACE_REQUESTS,
    maxFreeSockets: RACE_REQUESTS,
  });
  try {
    const balanceBefore = await count(
      db,
      'select credit_balance as n from organizations where id = $1',
      fixture.orgId,
    );
    const warm = await Promise.all(
      fixture.applicationIds.map(() => send(agent, baseUrl, 'GET', '/healthz', {})),
    );
    if (warm.some((answer) => answer.status !== 200)) throw new Error('/healthz failed');

    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      origin: baseUrl,
      cookie: fixture.cookie,
    };
    const unlockAll = (ids: string[]) =>
      Promise.all(
        ids.map((id) =>
          send(
            agent,
            baseUrl,
            'POST',
            `/api/v1/applications/${id}/unlock`,
            headers,
            // One key per request, as the web app sends one per unlock dialog.
            JSON.stringify({ idempotencyKey: randomUUID() }),
          ),
        ),
      );
    const started = performance.now();
    const answers = await unlockAll(fixture.applicationIds);
    const wallMs = performance.now() - started;

    const statusCounts: Record<string, number> = {};
    for (const answer of answers) {
      statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
    }
    const paidFor = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 402);
    const charged = paidFor.filter(
      (answer) => (JSON.parse(answer.body) as { creditsCharged?: number }).creditsCharged === 1,
    );
    const other = answers.filter((answer) => answer.status !== 200 && answer.status !== 402);
    if (other[0])
      console.error(`Unlock race: unexpected answer ${other[0].status} ${other[0].body}`);

    const orgId = fixture.orgId;
    const balance = await count(
      db,
      'select credit_balance as n from organizations where id = $1',
      orgId,
    );
    const ledgerSum = await count(
      db,
      'select coalesce(sum(delta), 0) as n from credit_ledger where org_id = $1',
      orgId,
    );
    const unlockEntries = await count(
      db,
      "select count(*) as n from credit_ledger where org_id = $1 and reason = 'candidate_unlock'",
      orgId,
    );
    // Each debit left a distinct balance, down to 0: no two read the same balance.
    const distinctBalancesAfter = await count(
      db,
      "select count(distinct balance_after) as n from credit_ledger where org_id = $1 and reason = 'candidate_unlock'",
      orgId,
    );
    const unlockRows = await count(
      db,
      'select count(*) as n from application_unlocks where org_id = $1',
      orgId,
    );
    const unlockedApplications = await count(
      db,
      "select count(*) as n from applications where org_id = $1 and unlock_status = 'UNLOCKED'",
      orgId,
    );

    const { rows: stillLocked } = await db.query<{ id: string }>(
      "select id from applications where org_id = $1 and unlock_status = 'LOCKED'",
      [orgId],
    );
    const refusedStarted = performance.now();
    const refusals = await unlockAll(stillLocked.map((row) => row.id));
    const refusedAfter = {
      requests: refusals.length,
      wallMs: roundMs(performance.now() - refusedStarted),
      latencyP99Ms: roundMs(
        percentile(
          refusals.map((answer) => answer.ms),
          99,
        ),
      ),
      refused: refusals.filter((answer) => answer.status === 402).length,
    };

    const check = (name: string, actual: number, expected: number): Check => ({
      name: `unlock race: ${name}`,
      isPassed: actual === expected,
      actual: String(actual),
      limit: `= ${expected}`,
    });
    const times = answers.map((answer) => answer.ms);
    return {
      requests: answers.length,
      balanceBefore,
      statusCounts,
      wallMs: roundMs(wallMs),
      latencyP50Ms: roundMs(median(times)),
      latencyP95Ms: roundMs(percentile(times, 95)),
      latencyP99Ms: roundMs(percentile(times, 99)),
      latencyMaxMs: roundMs(Math.max(...times)),
      refusedAfter,
      checks: [
        {
          name: `unlock race: ${RACE_REQUESTS} at once against ${RACE_BALANCE} credits, wall time`,
          isPassed: wallMs < RACE_MAX_WALL_MS,
          actual: `${roundMs(wallMs)} ms`,
          limit: `< ${RACE_MAX_WALL_MS} ms`,
        },
        check('balance before', balanceBefore, RACE_BALANCE),
        check('answered 200', paidFor.length, EXPECTED_UNLOCKS),
        check('200 that charged 1 credit', charged.length, EXPECTED_UNLOCKS),
        check('answered 402', refused.length, RACE_REQUESTS - EXPECTED_UNLOCKS),
        check('balance after', balance, RACE_BALANCE - EXPECTED_UNLOCKS * CREDIT_COST.unlock),
        check('balance - sum of ledger deltas', balance - ledgerSum, 0),
        check('candidate_unlock ledger rows', unlockEntries, EXPECTED_UNLOCKS),
        check('distinct balance_after of those rows', distinctBalancesAfter, EXPECTED_UNLOCKS),
        check('application_unlocks rows', unlockRows, EXPECTED_UNLOCKS),
        check('applications UNLOCKED', unlockedApplications, EXPECTED_UNLOCKS),
        check('then, against 0 credits, answered 402', refusedAfter.refused, stillLocked.length),
      ],
    };
  } finally {
    agent.destroy();
  }
}
