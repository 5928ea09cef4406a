import { getTableColumns, getTableName, is, sql, SQL, type Column } from 'drizzle-orm';
import { PgArray, PgJson, PgJsonb, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { preparedStatement } from './prepared-statements';

/**
 * Rows to insert as one JSON parameter, read back by PostgreSQL as records of the
 * table (decision 0044): `insert into t (columns) select columns from
 * json_populate_recordset(null::t, $1) as r`. Its text is the same whatever the number
 * of rows. Drizzle's own insert makes a parameter of every value of every row, and
 * under a crowd of applicants building those took more of the server's time than
 * writing the rows took the database's.
 *
 * Rows are keyed and valued as drizzle's insert takes them (camelCase names, Sealed
 * values, Dates, arrays, objects for JSON columns). A column no row names takes its
 * default; one that some rows leave out is null in those (refused if it has a default,
 * which one statement cannot give some rows and not others). `computed` columns are SQL
 * over the row, `r`, which may read what the rows hold for them (`now()`,
 * `case when r.unlock_status = 'UNLOCKED' then now() end`).
 * The caller adds what follows the select: `on conflict ...`, `returning ...`. Its text
 * depends on the columns only, so it is a prepared statement (decision 0045).
 */
export function insertRows<TTable extends PgTable>(
  table: TTable,
  rows: Array<Partial<TTable['$inferInsert']>>,
  computed: Partial<Record<keyof TTable['$inferInsert'], SQL>> = {},
): SQL {
  if (rows.length === 0) throw new Error('insertRows needs at least one row');
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) keys.add(key);
  }
  const written = [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, column, write: driverValueOf(column) };
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column, write } of written) {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined && column.hasDefault) {
        throw new Error(
          `A row leaves out ${key}, which another names: its default cannot be told apart`,
        );
      }
      // A key the record leaves out is null in its row (the base record, null::t, is all
      // nulls): an application's nulls were 8 % of the bytes its chained insert sent.
      if (value !== undefined && value !== null) record[column.name] = write(value);
    }
    return record;
  });
  const computedColumns = Object.entries(computed as Record<string, SQL>).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { name: column.name, value };
  });
  // A computed column may read the row's own value of it (r.<column>).
  const inserted = written.filter(({ key }) => !(key in computed));
  const names = [
    ...inserted.map(({ column }) => column.name),
    ...computedColumns.map(({ name }) => name),
  ];
  const tableName = sql.identifier(getTableName(table));
  return sql`${preparedStatement}insert into ${tableName} (${sql.raw(names.map(quoted).join(', '))})
    select ${sql.raw(inserted.map(({ column }) => `r.${quoted(column.name)}`).join(', '))}${sql.join(
      computedColumns.map(({ value }) => sql`, ${value}`),
    )}
    from json_populate_recordset(null::${tableName}, ${JSON.stringify(records)}::json) as r`;
}

/**
 * `returning` for insertRows: the selection's columns (and SQL) as drizzle's
 * `.returning(selection)` would return them, named and valued as drizzle would.
 */
export function returningOf<TSelection extends Record<string, PgColumn | SQL>>(
  selection: TSelection,
): {
  sql: SQL;
  read: (rows: Array<Record<string, unknown>>) => Array<SelectResultFields<TSelection>>;
} {
  const entries = Object.entries(selection);
  return {
    sql: sql`returning ${sql.join(
      entries.map(([key, value]) =>
        is(value, SQL)
          ? sql`${value} as ${sql.identifier(key)}`
          : sql`${sql.identifier(value.name)} as ${sql.identifier(key)}`,
      ),
      sql`, `,
    )}`,
    read: (rows) =>
      rows.map((row) => {
        const result: Record<string, unknown> = {};
        for (const [key, value] of entries) {
          const stored = row[key];
          result[key] =
            stored === null || stored === undefined || is(value, SQL)
              ? (stored ?? null)
              : (value as Column).mapFromDriverValue(stored);
        }
        return result as SelectResultFields<TSelection>;
      }),
  };
}

/** How a value is written into the JSON record: as the column's driver takes it, JSON kept as it is. */
function driverValueOf(column: PgColumn): (value: unknown) => unknown {
  // JSON columns and arrays are JSON already; the driver would make text of them.
  if (is(column, PgJson) || is(column, PgJsonb) || is(column, PgArray)) return (value) => value;
  return (value) => column.mapToDriverValue(value);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
