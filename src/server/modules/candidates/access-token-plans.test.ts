import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/setup/test-app';
import { onOneConnection, queryRows } from '../../db/client';

/** The plan's nodes, depth first. */
function nodesOf(plan: { 'Node Type': string; Plans?: unknown[] }): string[] {
  return [
    plan['Node Type'],
    ...((plan.Plans ?? []) as Array<typeof plan>).flatMap((child) => nodesOf(child)),
  ];
}

describe("a person's private-link tokens", () => {
  // A data request's erasure deletes the person's tokens by their email's blind index
  // (deleteAccessTokens); without an index on it, every request read the whole table.
  it('are found by their email index without reading every token', async () => {
    const database = await createTestDatabase();
    try {
      await onOneConnection(database.db, async (db) => {
        await db.execute(sql`
          insert into candidate_access_tokens (email, email_index, token_hash, expires_at)
          select 'sealed-' || n, 'index-' || n, 'hash-' || n, now() + interval '90 days'
            from generate_series(1, 20000) as n`);
        await db.execute(sql`analyze candidate_access_tokens`);
        const [row] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: { 'Node Type': string } }> }>(
          db,
          sql`explain (format json)
            delete from candidate_access_tokens where email_index in ('index-7', 'index-9')`,
        );
        const nodes = nodesOf(row!['QUERY PLAN'][0]!.Plan);
        expect(nodes).not.toContain('Seq Scan');
        expect(nodes.some((node) => node.includes('Index'))).toBe(true);
      });
    } finally {
      await database.destroy();
    }
  });
});
