import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { prepareOnConnection } from './prepared-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** How the task queue (pg-boss) reaches the same database: its own small pool, or PGlite's one connection. */
export type QueueConnection =
  | { connectionString: string; max: number }
  | { db: { executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  queueConnection: QueueConnection;
  /** The connection pool's use now (PostgreSQL; the embedded database has none). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const QUEUE_POOL_SIZE = 3;

type ConnectionRunner = <T>(work: (db: Db) => Promise<T>) => Promise<T>;
/** How each pool-backed handle runs work on one of its connections (onOneConnection). */
const connectionRunners = new WeakMap<object, ConnectionRunner>();

/**
 * Runs `work` on one connection of the pool, held until it settles: its statements,
 * and a transaction it opens, reach the database in one session and in this order.
 * A read made just before the transaction then sees what the transaction's first
 * statement would have seen (each statement reads what is committed when it starts),
 * without a BEGIN and a ROLLBACK when the read alone decides. The embedded database
 * has one connection, and a transaction is one: `work` runs on it as it is.
 */
export function onOneConnection<T>(db: DbOrTx, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  const run = connectionRunners.get(db);
  return run ? run(work) : work(db);
}

function findMigrationsFolder(): string {
  // Works from src/ (tsx, vitest) and from the bundled dist/server/main.js.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'src/server/db/migrations');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find src/server/db/migrations');
    dir = parent;
  }
}

export const migrationsFolder = findMigrationsFolder();

/**
 * PostgreSQL when a URL is given, else embedded PGlite in `dataDir`: the same
 * schema and SQL either way. Migrations are applied before the handle is returned.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** Sees every statement sent through the pool, transactions' begin and commit too (tests). */
  onQuery?: (query: string, params: unknown[]) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    // An idle connection dropped by the server (a restart, a failover) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (error) => console.error('Idle database connection lost:', error.message));
    pool.on('connect', (client) => prepareOnConnection(client));
    const onQuery = options.onQuery;
    const logger = onQuery ? { logQuery: onQuery } : undefined;
    const db = drizzle(pool, { schema, logger }) as unknown as Db;
    // A handle per connection, made the first time it is lent (the pool keeps its clients).
    const handles = new WeakMap<object, Db>();
    connectionRunners.set(db, async (work) => {
      const client = await pool.connect();
      let handle = handles.get(client);
      if (!handle) {
        handle = drizzle(client, { schema, logger }) as unknown as Db;
        handles.set(client, handle);
      }
      try {
        return await work(handle);
      } finally {
        client.release();
      }
    });
    // Several server processes may start at once (decision 0038): one migrates while
    // the others wait for it, then find nothing left to do. Closing the connection
    // releases the lock, whatever happened.
    const migrating = await pool.connect();
    try {
      await migrating.query(`select pg_advisory_lock(hashtext('shortlist:migrations'))`);
      await migrate(drizzle(migrating), { migrationsFolder });
    } finally {
      migrating.release(true);
    }
    return {
      db,
      kind: 'postgres',
      queueConnection: { connectionString: options.databaseUrl, max: QUEUE_POOL_SIZE },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  fs.mkdirSync(options.dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // Matching's fuzzy names and places (migration 0018) need the trigram extension.
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'), {
    extensions: { pg_trgm },
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(drizzle(client), { migrationsFolder });
  // pg-boss sends its schema scripts as one parameterless multi-statement text,
  // which PGlite runs only through exec; everything else is a normal query.
  const executeSql = async (text: string, values: unknown[]) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return client.query(text, values);
  };
  return {
    db,
    kind: 'pglite',
    queueConnection: { db: { executeSql } },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows, the same for the pg and PGlite drivers. */
export async function queryRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
