import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';

/** Where Debian's PostgreSQL puts its socket. */
const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/**
 * The PostgreSQL server the bench creates its database in: the same server and
 * variable as the tests, so one setup serves both. Without the variable it is the
 * local server, reached over its Unix socket when it has one, as README advises for a
 * database on the same machine (over loopback TCP the server pays more CPU for each
 * statement it sends).
 */
const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ??
  (fs.existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at ${redact(ADMIN_DATABASE_URL)} (set TEST_DATABASE_URL to another server)`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * An empty database of its own, so a run never touches data it did not create
 * and two runs can share a server. The server migrates it at boot.
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `shortlist_bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // "with (force)" ends connections the server may have left open after a crash.
    drop: () =>
      withAdminClient((client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}
