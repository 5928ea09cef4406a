import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/setup/test-app';
import { migrationsFolder, onOneConnection, queryRows } from './client';
import { organizations } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/**
 * Migration 0018's definition of the function, as it was (one SQL statement, planned
 * on every call), created under another name to compare with.
 */
function definitionIn0018(name: string): string {
  const migration = fs.readFileSync(path.join(migrationsFolder, '0018_matching.sql'), 'utf8');
  const [definition] = /CREATE FUNCTION shortlist_match_document\(.*?\$\$;/s.exec(migration) ?? [];
  if (!definition) throw new Error('Migration 0018 defines no shortlist_match_document');
  return definition.replace('shortlist_match_document', name);
}

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
  it('is what migration 0018’s SQL function made, for every shape of profile', async () => {
    await onOneConnection(database.db, async (db) => {
      await db.execute(sql.raw(definitionIn0018('pg_temp.match_document_0018')));
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

  it('pairs each skill with each word of the place, for retrieval in a place (decision 0068)', async () => {
    const pairs = async (skills: unknown, location: string | null) => {
      const json = skills === null ? null : JSON.stringify(skills);
      const [row] = await queryRows<{ pairs: string[] }>(
        database.db,
        sql`select shortlist_skills_in_place(${json}::jsonb, ${location}) as pairs`,
      );
      return row!.pairs;
    };
    expect(await pairs(['C#', 'Excel', 'excel'], 'Cape Coast, Central')).toEqual([
      'c#@cape',
      'c#@central',
      'c#@coast',
      'excel@cape',
      'excel@central',
      'excel@coast',
    ]);
    expect(await pairs(['Node.js'], 'Sekondi-Takoradi')).toEqual([
      'nodejs@sekondi',
      'nodejs@takoradi',
    ]);
    expect(await pairs(['Excel'], null)).toEqual([]);
    expect(await pairs([], 'Accra')).toEqual([]);
    expect(await pairs(null, 'Accra')).toEqual([]);
    expect(await pairs({ not: 'a list' }, 'Accra')).toEqual([]);
  });
});
