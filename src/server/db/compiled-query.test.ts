import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/setup/test-app';
import {
  onOneConnection,
  openDatabase,
  queryRows,
  type Database,
  type Db,
  type DbOrTx,
} from './client';
import { compiledQuery, type Placeholders } from './compiled-query';
import { statementName } from './prepared-statements';
import { organizations, users } from './schema';

const ORG_ID = randomUUID();

/** A left join, a timestamp and a boolean: what drizzle maps on the way back. */
function selectOrganizationWithMember(db: DbOrTx, orgId: SQLWrapper | string) {
  return db
    .select({
      name: organizations.name,
      createdAt: organizations.createdAt,
      isPayToReveal: organizations.isPayToRevealEnabled,
      member: { id: users.id, name: users.name },
    })
    .from(organizations)
    .leftJoin(users, eq(users.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
}

const organizationWithMember = compiledQuery((db, p: Placeholders<{ orgId: string }>) =>
  selectOrganizationWithMember(db, p.orgId),
);

const renamed = compiledQuery((db, p: Placeholders<{ orgId: string; name: string }>) =>
  db
    .update(organizations)
    .set({ name: sql`${p.name}` })
    .where(eq(organizations.id, p.orgId))
    .returning({ name: organizations.name }),
);

const rawName = compiledQuery((db, p: Placeholders<{ orgId: string }>) =>
  db.execute(sql`select name from organizations where id = ${p.orgId}`),
);

async function insertOrganization(db: Db) {
  await db.insert(organizations).values({ id: ORG_ID, name: 'Volta Agro Exports', slug: 'volta' });
}

/** The same statements through PostgreSQL's driver and the embedded database's. */
describe.each(['postgres', 'pglite'] as const)('compiledQuery on %s', (kind) => {
  let database: Database | TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-query-'));
    database = kind === 'postgres' ? await createTestDatabase() : await openDatabase({ dataDir });
    await insertOrganization(database.db);
  });
  afterAll(async () => {
    if ('destroy' in database) await database.destroy();
    else await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers what the builder itself answers, for each call’s values', async () => {
    const { db } = database;
    const expected = await selectOrganizationWithMember(db, ORG_ID);
    const rows = await organizationWithMember(db, { orgId: ORG_ID });
    expect(rows).toEqual(expected);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    // The left join found no member: null, as the builder maps it.
    expect(rows[0]!.member).toBeNull();
    expect(await organizationWithMember(db, { orgId: randomUUID() })).toEqual([]);
  });

  it('runs in the transaction it is given, and raw statements too', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        expect(await renamed(tx, { orgId: ORG_ID, name: 'Renamed' })).toEqual([
          { name: 'Renamed' },
        ]);
        const seen = (await rawName(tx, { orgId: ORG_ID })) as { rows: Array<{ name: string }> };
        expect(seen.rows).toEqual([{ name: 'Renamed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = (await rawName(db, { orgId: ORG_ID })) as { rows: Array<{ name: string }> };
    expect(after.rows).toEqual([{ name: 'Volta Agro Exports' }]);
  });
});

describe('compiledQuery', () => {
  it('is named on each connection, so PostgreSQL parses and plans it once', async () => {
    const database = await createTestDatabase();
    try {
      await insertOrganization(database.db);
      await onOneConnection(database.db, async (db) => {
        for (let n = 0; n < 3; n += 1) await organizationWithMember(db, { orgId: ORG_ID });
        const prepared = await queryRows<{ name: string }>(
          db,
          sql`select name from pg_prepared_statements where statement like '%"organizations"."is_pay_to_reveal_enabled"%'`,
        );
        expect(prepared).toHaveLength(1);
        expect(prepared[0]!.name).toMatch(/^s_/);
        expect(prepared[0]!.name).toBe(statementName(textOf(database.db)));
      });
    } finally {
      await database.destroy();
    }
  });

  it('refuses a table with values computed in JavaScript, which it would send unchanged', async () => {
    const stamped = pgTable('stamped', {
      id: uuid('id').primaryKey(),
      token: text('token').$defaultFn(() => randomUUID()),
    });
    const insertStamped = compiledQuery((db, p: Placeholders<{ id: string }>) =>
      db.insert(stamped).values({ id: p.id }),
    );
    // Reading it is another matter: nothing is computed.
    const readStamped = compiledQuery((db, p: Placeholders<{ id: string }>) =>
      db.select().from(stamped).where(eq(stamped.id, p.id)),
    );
    const database = await createTestDatabase();
    try {
      await expect(insertStamped(database.db, { id: randomUUID() })).rejects.toThrow(
        'A compiled query cannot write token: its value is computed for each row in JavaScript',
      );
      // Sent, and refused by the database: there is no such table.
      await expect(readStamped(database.db, { id: randomUUID() })).rejects.toThrow(
        'Failed query: select "id", "token" from "stamped"',
      );
    } finally {
      await database.destroy();
    }
  });
});

/** The text organizationWithMember sends, as drizzle builds it. */
function textOf(db: Db): string {
  return selectOrganizationWithMember(db, sql.placeholder('orgId')).toSQL().sql;
}
