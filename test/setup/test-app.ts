import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { checkShardability } from './shardability';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
import { databaseUrl, dropDatabase, uniqueDatabaseName, withAdminClient } from './postgres';

export interface TestDatabase extends Database {
  name: string;
  url: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

const citusFiles = [
  'scripts/citus/prepare.sql',
  'test/citus/citus-rules.sql',
  'scripts/citus/distribute.sql',
];

/** Runs the Citus preparation and distribution scripts (decision 0040) on a database, against the rules' stand-in. */
export async function applyCitusScripts(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const file of citusFiles) {
      await client.query(fs.readFileSync(path.join(projectRoot, file), 'utf8'));
    }
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(
  options: { onQuery?: (query: string, params: unknown[]) => void } = {},
): Promise<TestDatabase> {
  const name = uniqueDatabaseName('shortlist_test');
  const template = inject('templateDatabase');
  await withAdminClient((client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const url = databaseUrl(name);
  // The Citus-shaped run (vitest project "citus-shape"): the database as
  // scripts/citus makes it before distribution, checked against Citus's rules.
  if (process.env.CITUS_SHAPE === 'true') await applyCitusScripts(url);
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: '',
    poolSize: 10,
    onQuery: (query, params) => {
      checkShardability(query);
      options.onQuery?.(query, params);
    },
  });
  return {
    ...database,
    name,
    url,
    async destroy() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

export interface TestApp extends App {
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on its own database, with configuration overrides. */
/** The tests' data encryption key (32 bytes, base64): never a real one. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<
    Pick<AppDeps, 'mailTransport' | 'logStream' | 'publicJobRenderer' | 'onRoute'>
  > = {},
  options: Parameters<typeof createTestDatabase>[0] = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // TEST_LOG_LEVEL=error shows the server's errors (a 500's cause) while debugging.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    // Factories sign up many employers from one address; limit tests lower it again.
    RATE_LIMIT_AUTH_PER_IP: '100000',
    // Purchases go through the sandbox unless a test sets a provider key (or turns it off).
    PAYMENTS_SANDBOX: 'true',
    // A fixed data key: what tests seal, they can open (test/factories revealOf).
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    ...env,
  });
  const app = await buildApp({ config, database, ...deps });
  await app.server.ready();
  // The tests' own reads and writes (setting up, looking at rows) go through a pool of
  // their own: the shardability check (decision 0040) looks at what the app sends.
  const inspectionPool = new pg.Pool({ connectionString: database.url, max: 3 });
  return {
    ...app,
    database: { ...database, db: drizzle(inspectionPool, { schema }) as unknown as Db },
    async close() {
      await app.server.close();
      await inspectionPool.end();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SmtpTestApp extends TestApp {
  /** The local SMTP server the app delivers to. */
  smtp: FakeSmtp;
}

/** The app delivering over real SMTP to a local server; a failed delivery is retried once, after 1 s. */
export async function createSmtpTestApp(env: Record<string, string> = {}): Promise<SmtpTestApp> {
  const smtp = await startFakeSmtp();
  const app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Shortlist <hello@shortlist.test>',
    EMAIL_RETRY_LIMIT: '1',
    EMAIL_RETRY_DELAY: '1s',
    ...env,
  });
  return {
    ...app,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
