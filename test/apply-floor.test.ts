import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFloorScript } from '../bench/lib/apply-floor';
import { createEmployer, createPublishedJob } from './factories';
import { createTestApp, type TestApp } from './setup/test-app';

let app: TestApp;
let job: { id: string; orgId: string };

beforeAll(async () => {
  app = await createTestApp();
  const employer = await createEmployer(app);
  job = { ...(await createPublishedJob(employer.client)), orgId: employer.orgId };
});
afterAll(() => app.close());

/** The rows of the job's organization in each table a public application writes. */
async function countRows(client: pg.Client) {
  const { rows } = await client.query<Record<string, string>>(
    `select (select count(*) from candidates where org_id = $1) as candidates,
            (select count(*) from applications where org_id = $1 and job_id = $2) as applications,
            (select count(*) from email_messages where org_id = $1) as messages,
            (select count(*) from activity_log where org_id = $1 and type = 'application_received') as activity,
            (select count(*) from pgboss.job where name = 'email-deliver') as deliveries`,
    [job.orgId, job.id],
  );
  return Object.fromEntries(Object.entries(rows[0]!).map(([name, n]) => [name, Number(n)]));
}

describe("the bench's apply floor (decision 0042)", () => {
  it.each([1, 10])(
    'writes, per pgbench transaction, the rows %i public applications write',
    async (perTransaction) => {
      const client = new pg.Client({ connectionString: app.database.url });
      await client.connect();
      try {
        const before = await countRows(client);
        // pgbench runs the script's lines as statements, one after another on one connection.
        for (const statement of applyFloorScript(job, perTransaction).split('\n')) {
          await client.query(statement);
        }
        const after = await countRows(client);
        expect(after).toEqual({
          candidates: before.candidates! + perTransaction,
          applications: before.applications! + perTransaction,
          messages: before.messages! + perTransaction,
          activity: before.activity! + perTransaction,
          // One delivery task for the group's confirmations (decision 0047).
          deliveries: before.deliveries! + 1,
        });
      } finally {
        await client.end();
      }
    },
  );
});
