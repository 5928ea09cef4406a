import { getTableColumns, sql, type Placeholder, type Table } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { learnNamedText } from './prepared-statements';

/** A placeholder for each value a compiled query takes, by name. */
export type Placeholders<P> = { [K in keyof P & string]: Placeholder<K, P[K]> };

/**
 * What drizzle's query builders (select, insert, update, delete) and raw statements
 * (`db.execute(sql...)`) have in common here.
 */
interface Builder {
  _prepare(): PreparedQuery | Builder;
  getQuery?(): { sql: string; params: unknown[] };
  /** An insert's or update's: the table it writes, and its values (or set). */
  config?: { table?: Table; values?: unknown; set?: unknown };
}

/** drizzle's prepared query: the built text, its parameters and how its rows map back. */
interface PreparedQuery {
  queryString: string;
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap?: unknown;
  _isResponseInArrayMode: boolean;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): PreparedQuery;
}

/**
 * A query builder's statement built once per process, then only filled in and sent
 * (decision 0046). Building a statement (drizzle turning the builder into text and
 * parameters, checking the kind of every piece) cost more of the server's time than
 * sending it and reading its rows: a fifth of the main thread in a crowd of unlocks.
 * The values are placeholders, named like the fields of `values`; the text is the same
 * on every call, so it is named per connection too (prepared-statements.ts), and
 * PostgreSQL plans it once: use it for statements a generic plan serves well (by key).
 *
 * The rows come back as the builder's own `await` answers them, mapped by its fields.
 * It runs on whatever it is given (the pool, a transaction, one connection), through
 * that handle's session, so the query log sees it like any other statement.
 */
export function compiledQuery<P extends object, Q extends PromiseLike<unknown>>(
  build: (db: DbOrTx, values: Placeholders<P>) => Q,
): (db: DbOrTx, values: P) => Promise<Awaited<Q>> {
  let compiled: Compiled | undefined;
  return async (db, values): Promise<Awaited<Q>> => {
    if (!compiled) {
      const placeholders = new Proxy({} as Placeholders<P>, {
        get: (_, name) => sql.placeholder(String(name)),
      });
      compiled = compile(build(db, placeholders) as unknown as Builder);
      learnNamedText(compiled.query.sql);
    }
    const { session } = db as unknown as { session: Session };
    const query = session.prepareQuery(
      compiled.query,
      compiled.fields,
      undefined,
      compiled.isArrayMode,
    );
    query.joinsNotNullableMap = compiled.joinsNotNullableMap;
    return (await query.execute(values as Record<string, unknown>)) as Awaited<Q>;
  };
}

interface Compiled {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
  isArrayMode: boolean;
}

function compile(builder: Builder): Compiled {
  const { table, values, set } = builder.config ?? {};
  // A value computed in JavaScript for each row written ($defaultFn, $onUpdateFn)
  // would be computed once here and sent with every call.
  const computed =
    table && (values !== undefined || set !== undefined)
      ? Object.entries(getTableColumns(table)).filter(
          ([, column]) => column.defaultFn !== undefined || column.onUpdateFn !== undefined,
        )
      : [];
  if (computed.length > 0) {
    throw new Error(
      `A compiled query cannot write ${computed.map(([name]) => name).join(', ')}: its value is computed for each row in JavaScript`,
    );
  }
  const prepared = builder._prepare();
  if (prepared === builder && builder.getQuery) {
    // A raw statement: its rows as the driver answers them.
    return {
      query: builder.getQuery(),
      fields: undefined,
      joinsNotNullableMap: undefined,
      isArrayMode: false,
    };
  }
  const query = prepared as PreparedQuery;
  return {
    query: { sql: query.queryString, params: query.params },
    fields: query.fields,
    joinsNotNullableMap: query.joinsNotNullableMap,
    isArrayMode: query._isResponseInArrayMode,
  };
}
