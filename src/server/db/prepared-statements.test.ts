import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DATABASE_URL } from '../../../test/setup/postgres';
import {
  clientNaming,
  MAX_PREPARED_STATEMENTS,
  PREPARE_AFTER_USES,
  StatementNames,
} from './prepared-statements';

describe('StatementNames', () => {
  it('names a statement once it has been sent PREPARE_AFTER_USES times, then always the same', () => {
    const names = new StatementNames();
    const text = 'select * from jobs where org_id = $1';
    const answers = Array.from({ length: PREPARE_AFTER_USES + 2 }, () => names.nameOf(text));
    expect(answers.slice(0, PREPARE_AFTER_USES - 1)).toEqual(
      Array(PREPARE_AFTER_USES - 1).fill(undefined),
    );
    const name = answers[PREPARE_AFTER_USES - 1];
    expect(name).toMatch(/^shortlist_\d+$/);
    expect(new Set(answers.slice(PREPARE_AFTER_USES - 1))).toEqual(new Set([name]));
    expect(names.nameOf('select 1 where $1::int = 1')).toBeUndefined();
  });

  it('gives different statements different names, and stops at MAX_PREPARED_STATEMENTS', () => {
    const names = new StatementNames();
    const given = new Set<string>();
    for (let index = 0; index < MAX_PREPARED_STATEMENTS + 5; index++) {
      const text = `select ${index} where $1::int = 1`;
      let name: string | undefined;
      for (let use = 0; use < PREPARE_AFTER_USES; use++) name = names.nameOf(text);
      if (name) given.add(name);
    }
    expect(given.size).toBe(MAX_PREPARED_STATEMENTS);
    expect(names.preparedCount).toBe(MAX_PREPARED_STATEMENTS);
  });
});

describe('a pool whose clients name hot statements', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({
      connectionString: ADMIN_DATABASE_URL,
      max: 1,
      Client: clientNaming(pg, new StatementNames()),
    });
  });
  afterAll(() => pool.end());

  it('prepares a statement sent often on its connection and answers it as before', async () => {
    const text = 'select $1::int + 1 as n, $2::text as label';
    const answers = [];
    for (let run = 0; run < PREPARE_AFTER_USES + 3; run++) {
      const { rows } = await pool.query({ text }, [run, `run ${run}`]);
      answers.push(rows[0]);
    }
    expect(answers.at(-1)).toEqual({
      n: PREPARE_AFTER_USES + 3,
      label: `run ${PREPARE_AFTER_USES + 2}`,
    });
    const { rows } = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(rows.map((row) => row.statement)).toContain(text);
  });

  it('leaves statements without parameters unnamed', async () => {
    for (let run = 0; run < PREPARE_AFTER_USES + 1; run++) await pool.query({ text: 'select 42' });
    const { rows } = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(rows.map((row) => row.statement)).not.toContain('select 42');
  });

  it('parses a named statement again after it failed, and answers the error each time', async () => {
    const text = 'select $1::int / 0 as n';
    for (let run = 0; run < PREPARE_AFTER_USES + 2; run++) {
      await expect(pool.query({ text }, [run])).rejects.toThrow(/division by zero/);
    }
    const { rows } = await pool.query({ text: 'select $1::int as n' }, [7]);
    expect(rows).toEqual([{ n: 7 }]);
  });
});
