import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/setup/test-app';
import { openDatabase, queryRows, type Database } from './client';
import { insertRows, returningOf } from './insert-rows';
import { activityLog, candidates, organizations } from './schema';
import { Sealed } from './sealed';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-insert-rows-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const drivers: Array<[string, () => Promise<{ database: Database; close(): Promise<void> }>]> = [
  [
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      return { database, close: () => database.destroy() };
    },
  ],
  [
    'the embedded database',
    async () => {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      return { database, close: () => database.close() };
    },
  ],
];

describe.each(drivers)('insertRows on %s', (_driver, open) => {
  /** Runs `test` on a fresh organization of the driver's database, closed afterwards. */
  async function withOrganization(
    slug: string,
    test: (db: Database['db'], orgId: string) => Promise<void>,
  ) {
    const { database, close } = await open();
    try {
      const [org] = await database.db
        .insert(organizations)
        .values({ name: slug, slug })
        .returning();
      await test(database.db, org!.id);
    } finally {
      await close();
    }
  }

  it('writes every kind of value as drizzle would, and returns the rows as drizzle would', () =>
    withOrganization('rows', async (db, orgId) => {
      const uploadedAt = new Date('2026-11-28T10:00:00.123Z');
      const returning = returningOf({
        id: candidates.id,
        fullName: candidates.fullName,
        skills: candidates.skills,
        experienceContext: candidates.experienceContext,
        resumeUploadedAt: candidates.resumeUploadedAt,
        location: candidates.location,
        phone: sql<string | null>`${candidates.phone}`,
      });
      const rows = returning.read(
        await queryRows(
          db,
          sql`${insertRows(candidates, [
            {
              orgId: orgId,
              fullName: new Sealed('v1:key:"quoted" \\ back\'slash'),
              email: new Sealed('v1:key:email'),
              phone: new Sealed('v1:key:phone'),
              emailIndex: 'index-1',
              skills: ['React', 'Node.js', 'C#'],
              resumeUploadedAt: uploadedAt,
              location: 'Accra, Ghana — Osu',
              contactSearch: 'abc def',
            },
            {
              orgId: orgId,
              fullName: new Sealed('v1:key:second'),
              email: new Sealed('v1:key:email-2'),
              // Left out: null, as drizzle's insert would make it.
              emailIndex: 'index-2',
              skills: [],
              resumeUploadedAt: null,
              contactSearch: '',
            },
          ])} ${returning.sql}`,
        ),
      );
      expect(rows).toHaveLength(2);
      const [first, second] = rows;
      expect(first!.fullName).toBeInstanceOf(Sealed);
      expect(first!.fullName.stored).toBe('v1:key:"quoted" \\ back\'slash');
      expect(first!.skills).toEqual(['React', 'Node.js', 'C#']);
      // A column no row names takes its default.
      expect(first!.experienceContext).toBe('Not specified');
      expect(first!.resumeUploadedAt).toEqual(uploadedAt);
      expect(first!.location).toBe('Accra, Ghana — Osu');
      expect(first!.phone).toBe('v1:key:phone');
      expect(second).toMatchObject({
        skills: [],
        resumeUploadedAt: null,
        location: null,
        phone: null,
      });

      const [stored] = await queryRows<{ contact_search: string; created_at: unknown }>(
        db,
        sql`select contact_search::text, created_at from candidates where org_id = ${orgId} and id = ${first!.id}`,
      );
      expect(stored!.contact_search).toBe("'abc' 'def'");
      expect(stored!.created_at).not.toBeNull();
    }));

  it('writes JSON as JSON, computes columns over the row, and refuses a default it cannot give', () =>
    withOrganization('json', async (db, orgId) => {
      const data = { applicationId: 'a-1', note: 'it\'s "fine"', nested: { list: [1, 2] } };
      await db.execute(
        insertRows(
          activityLog,
          [
            { orgId: orgId, actorId: null, type: 'job_created', subject: 'Driver', data },
            { orgId: orgId, actorId: null, type: 'job_published', subject: 'Rider', data: null },
          ],
          { subject: sql`'Job: ' || r.subject` },
        ),
      );
      const written = await db
        .select({ subject: activityLog.subject, data: activityLog.data })
        .from(activityLog)
        .where(eq(activityLog.orgId, orgId))
        .orderBy(activityLog.subject);
      expect(written).toEqual([
        { subject: 'Job: Driver', data },
        { subject: 'Job: Rider', data: null },
      ]);

      expect(() =>
        insertRows(candidates, [
          { orgId: orgId, fullName: new Sealed('a'), email: new Sealed('b'), source: 'job_page' },
          { orgId: orgId, fullName: new Sealed('c'), email: new Sealed('d') },
        ]),
      ).toThrow(/leaves out source/);
    }));
});
