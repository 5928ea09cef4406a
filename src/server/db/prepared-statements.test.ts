import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/setup/test-app';
import { onOneConnection, queryRows } from './client';
import {
  PREPARED_MARK,
  prepareOnConnection,
  preparedStatement,
  statementName,
} from './prepared-statements';

/** A connection that records what it was asked to run. */
function recordingConnection() {
  const sent: unknown[] = [];
  const connection = {
    query: (config: unknown) => {
      sent.push(config);
      return Promise.resolve({ rows: [] });
    },
  };
  return { connection, sent };
}

describe('prepareOnConnection', () => {
  it('names the statements it is told to, by their text, and sends the others as they are', async () => {
    const { connection, sent } = recordingConnection();
    prepareOnConnection(connection);
    const marked = `${PREPARED_MARK} insert into t select * from json_populate_recordset(null::t, $1)`;
    await connection.query({ text: marked, values: ['[]'] });
    await connection.query({ text: marked, values: ['[{}]'] });
    await connection.query({ text: 'select $1::int', values: [1] });
    await connection.query('select 1');
    await connection.query({ text: marked, name: 'chosen', values: [] });
    expect(sent).toEqual([
      { text: marked, values: ['[]'], name: statementName(marked) },
      { text: marked, values: ['[{}]'], name: statementName(marked) },
      { text: 'select $1::int', values: [1] },
      'select 1',
      { text: marked, name: 'chosen', values: [] },
    ]);
    expect(statementName(marked)).toMatch(/^s_[\w-]{32}$/);
    expect(statementName(marked)).not.toBe(statementName(`${marked} `));
  });

  it('names at most 100 texts on one connection, so texts that vary cost a bounded set', async () => {
    const { connection, sent } = recordingConnection();
    prepareOnConnection(connection);
    const text = (n: number) => `${PREPARED_MARK} select ${n} + $1`;
    for (let n = 0; n < 120; n += 1) await connection.query({ text: text(n), values: [1] });
    await connection.query({ text: text(0), values: [2] });
    const named = sent.filter((config) => (config as { name?: string }).name !== undefined);
    expect(named).toHaveLength(101);
    expect(sent.at(-1)).toEqual({ text: text(0), values: [2], name: statementName(text(0)) });
    expect(sent[119]).toEqual({ text: text(119), values: [1] });
  });
});

describe('prepared statements on PostgreSQL', () => {
  it('parses a marked statement once per connection, and no other', async () => {
    const database = await createTestDatabase();
    try {
      await onOneConnection(database.db, async (db) => {
        for (const n of [1, 2, 3]) {
          const [row] = await queryRows<{ n: number }>(
            db,
            sql`${preparedStatement}select ${n}::int as n`,
          );
          expect(row!.n).toBe(n);
          await queryRows(db, sql`select ${n}::int as unmarked`);
        }
        const prepared = await queryRows<{ name: string; statement: string }>(
          db,
          sql`select name, statement from pg_prepared_statements`,
        );
        expect(prepared).toEqual([
          {
            name: statementName(`${PREPARED_MARK} select $1::int as n`),
            statement: `${PREPARED_MARK} select $1::int as n`,
          },
        ]);
      });
    } finally {
      await database.destroy();
    }
  });
});
