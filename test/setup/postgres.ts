import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests talk to; a real PostgreSQL, never a mock (DESIGN.md 8). */
export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections are gone. A pool's `end()` resolves
 * before its sockets close; forcing the drop at that moment would kill them mid-close
 * and surface as unhandled errors, so force is only the fallback after 5 seconds.
 */
export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient(async (client) => {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}
