import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/setup/test-app';
import { onOneConnection, queryRows } from './client';
import { organizations } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** Skills, location and summary as a candidate may hold them. */
const PROFILES: Array<[skills: unknown, location: string | null, summary: string | null]> = [
  [[], null, null],
  [null, null, null],
  [['C#', 'Node.js', 'node.js', '  ', 'C++'], null, null],
  [[], 'East Legon, Accra', null],
  [[], null, 'Six years of backend work, mostly Node.js and PostgreSQL.'],
  [['Excel', 'IFRS'], 'Kumasi', 'Chartered accountant; Excel and IFRS reporting.'],
  [{ not: 'a list' }, '', ''],
  [['Sales'], null, ''],
];

describe('a candidate’s match document (decision 0049)', () => {
  // Migration 0018's definition, as it was: one SQL statement, planned on every call.
  it('is what migration 0018’s SQL function made, for every shape of profile', async () => {
    await onOneConnection(database.db, async (db) => {
      await db.execute(sql`
        create function pg_temp.match_document_0018(skills jsonb, location text, summary text)
        returns tsvector language sql immutable as $$
          SELECT coalesce((
              SELECT string_agg('''' || key || ''':1A', ' ')
              FROM unnest(shortlist_skill_keys(skills)) AS key
            ), '')::tsvector
            || setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(location, ''), '[^[:alnum:]]+', ' ', 'g')), 'C')
            || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '')), 'D')
        $$`);
      for (const [skills, location, summary] of PROFILES) {
        const json = skills === null ? null : JSON.stringify(skills);
        const [row] = await queryRows<{ now: string; before: string }>(
          db,
          sql`select shortlist_match_document(${json}::jsonb, ${location}, ${summary})::text as now,
                     pg_temp.match_document_0018(${json}::jsonb, ${location}, ${summary})::text as before`,
        );
        expect(row!.now, JSON.stringify([skills, location, summary])).toBe(row!.before);
      }
    });
  });

  it('is stored with the candidate and found by the engine’s query', async () => {
    const [org] = await database.db
      .insert(organizations)
      .values({ name: 'Documents', slug: 'documents' })
      .returning({ id: organizations.id });
    const [empty, skilled] = await queryRows<{ id: string; document: string }>(
      database.db,
      sql`insert into candidates (org_id, full_name, email, email_index, skills, location)
          values (${org!.id}, 'A', 'a@example.com', 'a', '[]', null),
                 (${org!.id}, 'B', 'b@example.com', 'b', '["C#", "Excel"]', 'Tema')
          returning id, match_document::text as document`,
    );
    expect(empty!.document).toBe('');
    expect(skilled!.document).toBe("'c#':1A 'excel':1A 'tema':2C");
    const found = await queryRows<{ id: string }>(
      database.db,
      sql`select id from candidates where org_id = ${org!.id} and match_document @@ 'c#'::tsquery`,
    );
    expect(found.map((row) => row.id)).toEqual([skilled!.id]);
  });
});
