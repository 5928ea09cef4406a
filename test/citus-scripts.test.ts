import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCitusScripts, createTestDatabase, type TestDatabase } from './setup/test-app';
import { distributedTables } from './setup/shardability';

// Decision 0040: scripts/citus prepares and distributes every table; Citus's own checks
// are stood in for by test/citus/citus-rules.sql, which refuses what Citus refuses.
let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  await applyCitusScripts(database.url);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.destroy();
});

async function rows<T>(sql: string): Promise<T[]> {
  return (await client.query(sql)).rows as T[];
}

describe('the Citus scripts', () => {
  it('place every table, and distribute by organization every table that has an org_id', async () => {
    const tables = await rows<{ name: string; org_id: boolean | null }>(`
      select c.relname as name,
        (select attnotnull from pg_attribute where attrelid = c.oid and attname = 'org_id') as org_id
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and c.relname <> 'citus_tables'`);
    const placed = await rows<{ name: string; kind: string; distribution_column: string | null }>(
      'select * from citus_tables',
    );
    expect(placed.map((t) => t.name).sort()).toEqual(tables.map((t) => t.name).sort());
    const distributed = new Map(
      placed.filter((t) => t.kind === 'distributed').map((t) => [t.name, t.distribution_column]),
    );
    // Every table with an organization is distributed, but the names unique across
    // organizations, which the script makes a reference table.
    const organizationOwned = tables
      .filter((t) => t.org_id === true && t.name !== 'public_names')
      .map((t) => t.name);
    expect([...distributed.keys()].sort()).toEqual(['organizations', ...organizationOwned].sort());
    // The shardability check reads the same list from the script.
    expect(distributedTables()).toEqual(distributed);
  });

  it('leave every key of a distributed table holding its organization', async () => {
    const keys = await rows<{ definition: string }>(`
      select pg_get_indexdef(i.indexrelid) as definition from pg_index i
      join citus_tables t on t.name = i.indrelid::regclass::text and t.kind = 'distributed'
      where i.indisunique`);
    expect(keys.length).toBeGreaterThan(20);
    for (const { definition } of keys) expect(definition).toMatch(/\((org_id|id)[,)]/);
  });

  it.each([
    [
      'a key without the distribution column',
      'create table stray (org_id uuid not null, id uuid primary key)',
      "select create_distributed_table('stray', 'org_id', colocate_with => 'organizations')",
      /do not include the partition column/,
    ],
    [
      'a reference that sets the organization to null',
      `create table stray (org_id uuid not null, id uuid, job_id uuid, primary key (org_id, id),
         foreign key (org_id, job_id) references jobs (org_id, id) on delete set null)`,
      "select create_distributed_table('stray', 'org_id', colocate_with => 'organizations')",
      /SET NULL or SET DEFAULT is not supported/,
    ],
    [
      'a reference between distributed tables without the distribution column',
      `create table stray (org_id uuid not null, id uuid, job_id uuid references jobs (id), primary key (org_id, id))`,
      "select create_distributed_table('stray', 'org_id', colocate_with => 'organizations')",
      /there is no unique constraint|must include the distribution column/,
    ],
    [
      'a platform table referencing organization-owned rows',
      'create table stray (id uuid primary key, org_id uuid references organizations (id))',
      "select create_reference_table('stray')",
      /reference tables may only reference reference tables/,
    ],
  ])('refuse, like Citus, %s', async (_label, create, distribute, message) => {
    await client.query('begin');
    try {
      await expect(
        (async () => {
          await client.query(create);
          await client.query(distribute);
        })(),
      ).rejects.toThrow(message);
    } finally {
      await client.query('rollback');
    }
  });
});
