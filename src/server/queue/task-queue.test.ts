import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { onOneConnection, openDatabase, queryRows, type Database } from '../db/client';
import { createTestDatabase } from '../../../test/setup/test-app';
import { TaskQueue, TASKS } from './task-queue';

const quiet = () => undefined;
const log = {
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
} as unknown as FastifyBaseLogger;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-task-queue-'));
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A queue that sends tasks and works none (a web process), so what is sent stays. */
async function queueOn(database: Database): Promise<TaskQueue> {
  const queue = await TaskQueue.start(database.queueConnection, log, {
    schedule: false,
    work: false,
  });
  closers.push(() => queue.stop());
  await queue.workBatch(
    TASKS.deliverEmail,
    { retryLimit: 2, retryDelaySeconds: 1, batchSize: 10 },
    async (tasks) => tasks.map(() => null),
  );
  return queue;
}

const tasksNaming = async (database: Database, messageId: string) =>
  (
    await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pgboss.job
           where name = ${TASKS.deliverEmail} and data->'messageIds' ? ${messageId}`,
    )
  )[0]!.count;

describe.each([
  [
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      closers.push(() => database.destroy());
      return database as Database;
    },
  ],
  [
    'the embedded database',
    async () => {
      const database = await openDatabase({ dataDir });
      closers.push(() => database.close());
      return database;
    },
  ],
])('tasks sent in a transaction of ours, on %s', (_name, open) => {
  it('are committed with it, and rolled back with it', async () => {
    const database = await open();
    const queue = await queueOn(database);
    const [kept, dropped] = [crypto.randomUUID(), crypto.randomUUID()];

    await database.db.transaction(async (tx) => {
      await queue.sendManyWithin(tx, TASKS.deliverEmail, [{ messageIds: [kept] }]);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.sendManyWithin(tx, TASKS.deliverEmail, [{ messageIds: [dropped] }]);
        throw new Error('the rows the task works on were not written');
      }),
    ).rejects.toThrow('not written');

    expect(await tasksNaming(database, kept)).toBe(1);
    expect(await tasksNaming(database, dropped)).toBe(0);
    // With the queue's settings, as sendMany writes them; a sweep sees the message as queued.
    const [task] = await queryRows<{ retry_limit: number; retry_backoff: boolean }>(
      database.db,
      sql`select retry_limit, retry_backoff from pgboss.job where data->'messageIds' ? ${kept}`,
    );
    expect(task).toEqual({ retry_limit: 2, retry_backoff: true });
    expect(await queue.pendingValues(TASKS.deliverEmail, 'messageIds', [kept, dropped])).toEqual(
      new Set([kept]),
    );
  });
});

describe('tasks sent in a transaction of ours, on PostgreSQL', () => {
  // Decision 0049: a crowd's groups each queue their confirmations' delivery; parsing and
  // planning pg-boss's insert each time cost the database more than running it.
  it('parse pg-boss’s insert once per connection', async () => {
    const database = await createTestDatabase();
    closers.push(() => database.destroy());
    const queue = await queueOn(database);
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await onOneConnection(database.db, async (db) => {
      for (const id of ids) {
        await db.transaction((tx) =>
          queue.sendManyWithin(tx, TASKS.deliverEmail, [{ messageIds: [id] }]),
        );
      }
      const prepared = await queryRows<{ statement: string }>(
        db,
        sql`select statement from pg_prepared_statements`,
      );
      expect(
        prepared.filter(({ statement }) => statement.includes('INSERT INTO pgboss.job')),
      ).toHaveLength(1);
    });
    for (const id of ids) expect(await tasksNaming(database, id)).toBe(1);
  });
});
