import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createEmployer,
  createPublishedJob,
  grantCredits,
  balanceOf,
} from '../../../../test/factories';
import { queryRows } from '../../db/client';
import { applicationUnlocks, creditChargesAtCommit, creditLedger } from '../../db/schema';
import type { LedgerReason } from '../../../shared/credits';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

/**
 * Issue 20: an unlock holds its organization's row (the balance) only while its
 * transaction commits (decision 0039), and a move its job's pipeline version, so the
 * organization's unlocks and the job's moves do not queue behind each other's whole
 * transactions.
 */
let app: TestApp;
const statements: Array<{ query: string; params: unknown[] }> = [];
let isRecording = false;

beforeAll(async () => {
  app = await createTestApp(
    {},
    {},
    { onQuery: (query, params) => isRecording && statements.push({ query, params }) },
  );
});
afterAll(() => app.close());

async function employerWithApplicant(credits: number) {
  const employer = await createEmployer(app);
  await grantCredits(app, employer.orgId, credits);
  const job = await createPublishedJob(employer.client);
  const application = await createApplication(app, job);
  return { employer, job, application };
}

const touchesOrganizationRow = (query: string) =>
  /\bupdate\s+"?organizations"?/i.test(query) || /from\s+"?organizations"?.*\bfor\b/is.test(query);

describe("an unlock and its organization's row", () => {
  it('touches the balance in no statement of its transaction: the charge is made as it commits', async () => {
    const { employer, application } = await employerWithApplicant(3);
    const balance = await balanceOf(app, employer.orgId);
    const idempotencyKey = crypto.randomUUID();
    statements.length = 0;
    isRecording = true;
    const response = await employer.client.post(`/api/v1/applications/${application.id}/unlock`, {
      idempotencyKey,
    });
    isRecording = false;
    expect(response.statusCode).toBe(200);
    expect(response.json().creditsCharged).toBe(1);
    expect(response.json().balance).toBe(balance - 1);

    // Its statements (the app's background work runs alongside, on other connections):
    // those that carry its key. The read that weighs it, then its transaction's two
    // round trips: the key's claim with the person's lock, then the unlock with its
    // charge queued, the application changed, its timeline entry and activity line;
    // none touches the organization's row.
    const ofKey = statements
      .filter(({ params }) => params.includes(idempotencyKey))
      .map(({ query }) => query);
    expect(ofKey).toHaveLength(3);
    const [read, ...transaction] = ofKey;
    expect(read).toMatch(/^select/);
    expect(transaction[0]).toMatch(/insert into "idempotency_keys"[\s\S]*from "candidates"/);
    expect(transaction[1]).toMatch(/credit_charges_at_commit/);
    expect(ofKey.filter(touchesOrganizationRow)).toEqual([]);

    const [entry] = await ledgerOf(employer.orgId, 'candidate_unlock');
    expect(entry).toMatchObject({ delta: -1, balanceAfter: balance - 1 });
    expect(await pendingCharges()).toBe(0);
  });

  it('does all its work while another transaction holds the row, and waits only at its commit', async () => {
    const { employer, application } = await employerWithApplicant(1);
    const balance = await balanceOf(app, employer.orgId);
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from organizations where id = $1 for no key update', [
        employer.orgId,
      ]);
      const unlocking = employer.client.post(`/api/v1/applications/${application.id}/unlock`, {});

      // The unlock's backend: the only one that writes application_unlocks.
      const waiting = await waitForLockWait(blocker, 'application_unlocks');
      expect(waiting.query).toMatch(/^commit/i);
      // Its unlock, the application, its timeline and the activity log are written
      // (uncommitted) before that wait: the tables it holds write locks on.
      expect(waiting.writtenTables).toEqual(
        expect.arrayContaining([
          'application_unlocks',
          'applications',
          'application_events',
          'activity_log',
          'credit_charges_at_commit',
        ]),
      );

      await blocker.query('commit');
      const response = await unlocking;
      expect(response.statusCode).toBe(200);
      expect(await balanceOf(app, employer.orgId)).toBe(balance - 1);
    } finally {
      await blocker.end();
    }
  });

  it("takes the organization's row at its commit before the job's pipeline version", async () => {
    // One order for every writer at the commit, so two of them never deadlock: the
    // charge (the balance's row) is queued before the application changes (its job's
    // pipeline version), even within the one statement that does both.
    const { employer, job, application } = await employerWithApplicant(1);
    const balance = await balanceOf(app, employer.orgId);
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from pipeline_versions where job_id = $1 for update', [job.id]);
      const unlocking = employer.client.post(`/api/v1/applications/${application.id}/unlock`, {});
      const waiting = await waitForLockWait(blocker, 'application_unlocks');
      expect(waiting.query).toMatch(/^commit/i);
      // Waiting for the version, it holds the organization's row already.
      await expect(
        blocker.query('select 1 from organizations where id = $1 for no key update nowait', [
          employer.orgId,
        ]),
      ).rejects.toMatchObject({ code: '55P03' });
      await blocker.query('rollback');
      const response = await unlocking;
      expect(response.statusCode).toBe(200);
      expect(await balanceOf(app, employer.orgId)).toBe(balance - 1);
    } finally {
      await blocker.end();
    }
  });

  it('fails the commit of an unlock the balance no longer covers: 402, and nothing of it stays', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    const first = await createApplication(app, job);
    const second = await createApplication(app, job);
    // Exactly one credit: both unlocks read a balance that covers them.
    await grantCredits(app, employer.orgId, 1 - (await balanceOf(app, employer.orgId)));
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    let answers: Awaited<ReturnType<typeof employer.client.post>>[];
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from organizations where id = $1 for no key update', [
        employer.orgId,
      ]);
      const unlocking = [first, second].map((application) =>
        employer.client.post(`/api/v1/applications/${application.id}/unlock`, {}),
      );
      await waitForLockWaits(blocker, 2, 'application_unlocks');
      await blocker.query('commit');
      answers = await Promise.all(unlocking);
    } finally {
      await blocker.end();
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 402]);
    const refused = answers.find((answer) => answer.statusCode === 402)!;
    expect(refused.json().error).toBe('insufficient_credits');
    expect(await balanceOf(app, employer.orgId)).toBe(0);
    const ledger = await ledgerOf(employer.orgId);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
    expect(await ledgerOf(employer.orgId, 'candidate_unlock')).toHaveLength(1);
    const unlocks = await app.database.db
      .select()
      .from(applicationUnlocks)
      .where(eq(applicationUnlocks.orgId, employer.orgId));
    expect(unlocks).toHaveLength(1);
    expect(await pendingCharges()).toBe(0);
  });
});

async function ledgerOf(orgId: string, reason?: LedgerReason) {
  return app.database.db
    .select()
    .from(creditLedger)
    .where(
      reason
        ? and(eq(creditLedger.orgId, orgId), eq(creditLedger.reason, reason))
        : eq(creditLedger.orgId, orgId),
    );
}

async function pendingCharges(): Promise<number> {
  const rows = await app.database.db.select().from(creditChargesAtCommit);
  return rows.length;
}

describe("a stage move and its job's pipeline version", () => {
  it('bumps the version only at its commit: its writes are made while another holds the row', async () => {
    const { employer, job, application } = await employerWithApplicant(1);
    const unlocked = await employer.client.post(
      `/api/v1/applications/${application.id}/unlock`,
      {},
    );
    expect(unlocked.statusCode).toBe(200);
    const blocker = new pg.Client({ connectionString: app.database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from pipeline_versions where job_id = $1 for update', [job.id]);
      const moving = employer.client.post(`/api/v1/applications/${application.id}/advance`, {
        toStage: 'Screening',
      });
      // The move's backend: the one that wrote the application's timeline. A move is
      // one statement, its own transaction: the version's row is asked for by the
      // trigger, deferred to that transaction's commit, after all of its writes.
      const waiting = await waitForLockWait(blocker, 'application_events');
      expect(waiting.query).toMatch(/update "applications" a set stage/i);
      expect(waiting.writtenTables).toEqual(
        expect.arrayContaining(['applications', 'application_events', 'activity_log']),
      );
      const { rows: trigger } = await blocker.query<{ deferred: boolean }>(
        `select tginitdeferred as deferred from pg_trigger
         where tgname = 'applications_bump_pipeline_version'`,
      );
      expect(trigger).toEqual([{ deferred: true }]);
      await blocker.query('commit');
      expect((await moving).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  });
});

interface LockWaiter {
  query: string;
  /** The tables it holds write locks on: what it wrote before it waited. */
  writtenTables: string[];
}

/**
 * The backends that wait for a lock `blocker` holds and have written `table` (so that
 * a background task waiting on the same row is not taken for the request), once there
 * are `count` of them, polled from another connection. The activity view is a snapshot
 * taken before pg_blocking_pids runs: a backend that has just started to wait may still
 * show its previous statement there, so only those the snapshot shows waiting for a
 * lock count.
 */
async function waitForLockWaits(
  blocker: pg.Client,
  count: number,
  table: string,
): Promise<LockWaiter[]> {
  const { rows: pids } = await blocker.query<{ pid: number }>('select pg_backend_pid() as pid');
  for (let attempt = 0; attempt < 200; attempt++) {
    const rows = await queryRows<{ query: string; writtenTables: string[] }>(
      app.database.db,
      sql`
        select a.query, array(
          select l.relation::regclass::text from pg_locks l
          where l.pid = a.pid and l.mode = 'RowExclusiveLock' and l.locktype = 'relation'
        ) as "writtenTables"
        from pg_stat_activity a
        where ${pids[0]!.pid}::int = any(pg_blocking_pids(a.pid)) and a.wait_event_type = 'Lock'
      `,
    );
    const writers = rows.filter((row) => row.writtenTables.includes(table));
    if (writers.length >= count) return writers;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Fewer than ${count} statements that wrote ${table} waited on the lock`);
}

/** The one backend that waits for a lock `blocker` holds, having written `table`. */
async function waitForLockWait(blocker: pg.Client, table: string): Promise<LockWaiter> {
  const [waiter] = await waitForLockWaits(blocker, 1, table);
  return waiter!;
}
