import { sql } from 'drizzle-orm';
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
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

/**
 * Issue 20: an unlock holds its organization's row (the balance) only for the last
 * statement of its transaction, so the organization's unlocks do not queue behind
 * each other's whole transactions.
 */
let app: TestApp;
const statements: string[] = [];
let isRecording = false;

beforeAll(async () => {
  app = await createTestApp({}, {}, { onQuery: (query) => isRecording && statements.push(query) });
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
  it('updates the balance in the last statement before the commit, and locks it nowhere else', async () => {
    const { employer, application } = await employerWithApplicant(3);
    const balance = await balanceOf(app, employer.orgId);
    statements.length = 0;
    isRecording = true;
    const response = await employer.client.post(`/api/v1/applications/${application.id}/unlock`, {
      idempotencyKey: crypto.randomUUID(),
    });
    isRecording = false;
    expect(response.statusCode).toBe(200);
    expect(response.json().creditsCharged).toBe(1);
    expect(response.json().balance).toBe(balance - 1);

    const begin = statements.findIndex((query) => /^begin\b/i.test(query));
    const commit = statements.findIndex(
      (query, index) => index > begin && /^commit\b/i.test(query),
    );
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(commit).toBeGreaterThan(begin);
    const transaction = statements.slice(begin + 1, commit);
    const locking = transaction.filter(touchesOrganizationRow);
    expect(locking).toHaveLength(1);
    expect(transaction.at(-1)).toBe(locking[0]);
    expect(transaction.at(-1)).toMatch(/credit_ledger/);
  });

  it('does all its other work while another transaction holds the row, and waits only at the balance', async () => {
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

      const waiting = await waitForLockWait(blocker);
      expect(waiting.query).toMatch(/update "?organizations"?/i);
      expect(waiting.query).toMatch(/credit_ledger/);
      // Its unlock, the application, its timeline and the activity log are written
      // (uncommitted) before that wait: the tables it holds write locks on.
      expect(waiting.writtenTables).toEqual(
        expect.arrayContaining([
          'application_unlocks',
          'applications',
          'application_events',
          'activity_log',
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
});

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
      const waiting = await waitForLockWait(blocker);
      // The deferred trigger runs as the transaction commits, after all of its writes.
      expect(waiting.query).toMatch(/^commit/i);
      expect(waiting.writtenTables).toEqual(
        expect.arrayContaining(['applications', 'application_events', 'activity_log']),
      );
      await blocker.query('commit');
      expect((await moving).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  });
});

/**
 * The statement of the backend that waits for a lock `blocker` holds, polled from
 * another connection: the activity view is a snapshot per transaction.
 */
async function waitForLockWait(
  blocker: pg.Client,
): Promise<{ query: string; writtenTables: string[] }> {
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
        where ${pids[0]!.pid}::int = any(pg_blocking_pids(a.pid))
      `,
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No statement waited on the lock');
}
