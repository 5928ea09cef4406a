import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/setup/test-app';
import { onOneConnection, queryRows } from './client';
import { jobs, organizations } from './schema';

/** Shared buffers an EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) read, its triggers' reads included. */
function buffersRead(plan: Array<{ 'QUERY PLAN': unknown }>): number {
  const [explained] = plan[0]!['QUERY PLAN'] as Array<{
    Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  }>;
  return explained!.Plan['Shared Hit Blocks'] + explained!.Plan['Shared Read Blocks'];
}

describe('the triggers of a growing organization', () => {
  // A session caches its triggers' plans (PL/pgSQL), generic from the sixth run on. One
  // cached while the organization had ten candidates read the search document's
  // candidate through the organization's email key: every candidate of the
  // organization for each application, 15,000 buffers each in the load test.
  it('reads an application’s candidate by its key, however many candidates came since', async () => {
    const database = await createTestDatabase();
    try {
      await onOneConnection(database.db, async (db) => {
        const [org] = await db
          .insert(organizations)
          .values({ name: 'Growing', slug: 'growing' })
          .returning({ id: organizations.id });
        const [job] = await db
          .insert(jobs)
          .values({ orgId: org!.id, title: 'Driver', stages: ['Applied'], publicSlug: 'driver' })
          .returning({ id: jobs.id });
        const addCandidates = (from: number, to: number) =>
          db.execute(sql`
            insert into candidates (org_id, full_name, email, email_index)
            select ${org!.id}, 'Person ' || n, 'person-' || n || '@example.com', 'index-' || n
              from generate_series(${from}::int, ${to}::int) as n`);
        const apply = async (n: number) =>
          buffersRead(
            await queryRows(
              db,
              sql`explain (analyze, buffers, format json)
                insert into applications (org_id, job_id, candidate_id, stage)
                select org_id, ${job!.id}, id, 'Applied' from candidates
                 where org_id = ${org!.id} and email_index = ${`index-${n}`}`,
            ),
          );
        await addCandidates(1, 10);
        for (let n = 1; n <= 8; n += 1) await apply(n);
        await addCandidates(11, 4000);
        // A few blocks of each index and the heap: not the organization's 4,000 candidates.
        expect(await apply(4000)).toBeLessThan(60);
      });
    } finally {
      await database.destroy();
    }
  });
});
