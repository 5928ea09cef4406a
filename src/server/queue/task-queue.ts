import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type QueueConnection } from '../db/client';
import { preparedStatement } from '../db/prepared-statements';
import type { ProcessBus } from '../process-bus';

/** Background work, by name (DESIGN.md 3: "queue"/"tasks"). */
export const TASKS = {
  /** Confirm a payment the provider told us about (webhook), then credit it once. */
  confirmPayment: 'payments-confirm',
  /** Verify payments still pending after a while (lost webhooks); fail the stale ones. */
  reconcilePayments: 'payments-reconcile',
  /** Deliver candidate emails (up to EMAIL_BATCH_SIZE a task); failed ones retried with backoff, then marked failed. */
  deliverEmail: 'email-deliver',
  /** Queue again candidate emails whose task was lost (recorded, never queued). */
  requeueEmail: 'email-requeue',
  /** Delete demo organizations past their expiry, with all their data and files. */
  purgeDemos: 'demo-purge',
  /** Send one job, as it is now, to the careers board (decision 0030). */
  syncBoardJob: 'careers-sync-job',
  /** Act on one recorded webhook event of the careers board. */
  processBoardEvent: 'careers-board-event',
  /** Create board employer accounts for organizations without one (admin run). */
  syncBoardEmployers: 'careers-sync-employers',
  /** Queue again board work whose task was lost (jobs pending, events unprocessed). */
  requeueBoardWork: 'careers-requeue',
  /** Score the applications not scored yet (those from before matching existed). */
  scoreUnscoredApplications: 'matching-score-unscored',
  /** Work one bulk import of candidates (its run's id). */
  importCandidates: 'import-candidates',
  /** Queue again imports whose worker died or whose task was lost. */
  requeueImports: 'import-requeue',
  /** Anonymise applications of closed jobs kept past their organization's retention. */
  applyRetention: 'data-retention',
} as const;
export type TaskName = (typeof TASKS)[keyof typeof TASKS];

export interface TaskOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a task may stay active before pg-boss takes it for lost (default 15 min). */
  expireInSeconds?: number;
}

/**
 * pg-boss's statement text with its `$n` parameters, as a statement drizzle runs on a
 * transaction of ours (pg-boss sends text and values to an executor of its own).
 */
function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      // A value pg-boss leaves undefined (a default it does not set) is sent as null.
      index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
    ),
  );
}

/** Delays up to this long also wake this process's worker on time (not at its next poll). */
const WAKE_UP_LIMIT_MS = 10 * 60_000;
/** What a process that only sends tasks tells the processes that work them. */
const TASK_SENT_TOPIC = 'task-sent';

/**
 * Runs `work` while no other process of the installation runs its own. pg-boss 10
 * creates a queue (a partition of its job table, with its keys) without a lock, and
 * processes starting together on a new database deadlock doing it (decision 0038). On
 * PostgreSQL a session advisory lock, released by ending the session; the embedded
 * database has one process.
 */
async function takingTurns<T>(connection: QueueConnection, work: () => Promise<T>): Promise<T> {
  if (!('connectionString' in connection)) return work();
  const { default: pg } = await import('pg');
  const turn = new pg.Client({ connectionString: connection.connectionString });
  await turn.connect();
  try {
    await turn.query(`select pg_advisory_lock(hashtext('shortlist:task-queues'))`);
    return await work();
  } finally {
    await turn.end();
  }
}

/**
 * Tasks in PostgreSQL through pg-boss: they survive restarts, are retried with
 * backoff and end in its failed state when they keep failing.
 */
export class TaskQueue {
  private readonly workerIds = new Map<TaskName, string>();
  private readonly retryOptions = new Map<TaskName, TaskOptions>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private isStopped = false;

  private constructor(
    private readonly boss: PgBoss,
    /** Where queues are created from (takingTurns). */
    private readonly connection: QueueConnection,
    private readonly log: FastifyBaseLogger,
    private readonly isWorking: boolean,
    private readonly bus: ProcessBus | null,
  ) {
    // A task sent by a web process is started now, not at the next poll (2 s).
    if (isWorking) {
      bus?.subscribe(TASK_SENT_TOPIC, (payload) => {
        const { name, delayMs } = JSON.parse(payload) as { name: TaskName; delayMs: number | null };
        this.wakeAfter(name, delayMs);
      });
    }
  }

  /** Whether this process works tasks (not a `web` process, decision 0038). */
  get worksTasks(): boolean {
    return this.isWorking;
  }

  /**
   * `work: false` (a web process): tasks are sent from here but worked elsewhere;
   * `bus` then tells the working processes at once. `schedule` runs pg-boss's cron and
   * maintenance here.
   */
  static async start(
    connection: QueueConnection,
    log: FastifyBaseLogger,
    options: { schedule: boolean; work?: boolean; bus?: ProcessBus },
  ): Promise<TaskQueue> {
    const boss = new PgBoss({
      ...connection,
      schedule: options.schedule,
      supervise: options.schedule,
    });
    boss.on('error', (error) => log.error({ err: error }, 'Task queue error'));
    // Its start creates a queue of its own where it schedules (see ensureQueue).
    await takingTurns(connection, () => boss.start());
    return new TaskQueue(boss, connection, log, options.work ?? true, options.bus ?? null);
  }

  /**
   * Creates the task's queue and works it in this process (unless it works no tasks:
   * a web process), one task at a time.
   */
  async work<T extends object>(
    name: TaskName,
    options: TaskOptions,
    handler: (data: T, attempt: { isLast: boolean }) => Promise<void>,
  ): Promise<void> {
    await this.workBatch<T>(name, { ...options, batchSize: 1 }, async (tasks) =>
      Promise.all(
        tasks.map(async ({ data, isLast }) => {
          try {
            await handler(data, { isLast });
            return null;
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      ),
    );
  }

  /**
   * Creates the task's queue and works it in this process up to `batchSize` tasks
   * at a time: the handler gets them together (to load and record them in one
   * statement each) and answers, in order, null for each task done or the error of
   * each that failed. Only the failed ones are retried; the rest are completed.
   */
  async workBatch<T extends object>(
    name: TaskName,
    options: TaskOptions & { batchSize: number },
    handler: (tasks: Array<{ data: T; isLast: boolean }>) => Promise<Array<Error | null>>,
  ): Promise<void> {
    this.retryOptions.set(name, options);
    // Created also where it is not worked: pg-boss refuses to send to a missing queue.
    await this.ensureQueue(name, options);
    if (!this.isWorking) return;
    const id = await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: 2, includeMetadata: true, batchSize: options.batchSize },
      async (jobs) => {
        // Having found work, look for more at once instead of after the polling interval.
        const workerId = this.workerIds.get(name);
        if (workerId && jobs.length > 0) this.boss.notifyWorker(workerId);
        const outcomes = await handler(
          jobs.map((job) => ({ data: job.data, isLast: job.retryCount >= job.retryLimit })),
        );
        // Failed tasks leave the active state here, so pg-boss completes only the others
        // when this handler returns (its completion touches active tasks alone).
        for (const [index, job] of jobs.entries()) {
          const error = outcomes[index];
          if (!error) continue;
          this.log.warn(
            { err: error, task: name, taskId: job.id },
            'Task failed; it will be retried',
          );
          await this.boss.fail(name, job.id, { message: error.message });
        }
      },
    );
    this.workerIds.set(name, id);
  }

  /** Creates the queue unless it exists, one process at a time (takingTurns). */
  private async ensureQueue(name: TaskName, options: TaskOptions): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    await takingTurns(this.connection, () =>
      this.boss.createQueue(name, {
        name,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      }),
    );
  }

  /** Many tasks of one kind in one statement, committed on their own (a sweep's). */
  async sendMany(name: TaskName, items: object[]): Promise<void> {
    if (items.length === 0) return;
    await this.boss.insert(this.jobsOf(name, items));
    await this.wakeWorker(name, null);
  }

  /**
   * Tasks written by the caller's transaction, with the rows they work on: they are
   * committed (or rolled back) together, so none is lost between the two. Once it has
   * committed, `wake(name)` starts them at once rather than at the next poll.
   */
  async sendManyWithin(tx: DbOrTx, name: TaskName, items: object[]): Promise<void> {
    if (items.length === 0) return;
    await this.boss.insert(this.jobsOf(name, items), {
      db: {
        // pg-boss's insert takes its tasks as one JSON parameter: its text is the same
        // whatever their number, so it is parsed and planned once per connection
        // (decision 0045), not on each of a crowd's groups (decision 0049).
        executeSql: async (text, values) => ({
          rows: await queryRows(tx, sql`${preparedStatement}${withParameters(text, values)}`),
        }),
      },
    });
  }

  /** A worker starts on tasks of `name` just committed (sendManyWithin). */
  async wake(name: TaskName): Promise<void> {
    await this.wakeWorker(name, null);
  }

  private jobsOf(name: TaskName, items: object[]) {
    const retry = this.retryOptions.get(name);
    return items.map((data) => ({
      name,
      data,
      ...(retry
        ? { retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: true }
        : {}),
    }));
  }

  async send(name: TaskName, data: object): Promise<void> {
    await this.boss.send(name, data);
    await this.wakeWorker(name, null);
  }

  /**
   * A task that may start only after `delayMs` (a retry's backoff). A worker in this
   * process is woken then; another process finds it at its next poll.
   */
  async sendAfter(name: TaskName, data: object, delayMs: number): Promise<void> {
    const retry = this.retryOptions.get(name);
    await this.boss.send(name, data, {
      startAfter: new Date(Date.now() + Math.max(0, delayMs)),
      ...(retry ? { retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds } : {}),
    });
    await this.wakeWorker(name, delayMs);
  }

  /**
   * A worker in this process starts on a task just sent (delayMs null) now, or on a
   * delayed one once its delay has passed, instead of at its next poll; a process that
   * works no tasks tells those that do.
   */
  private async wakeWorker(name: TaskName, delayMs: number | null): Promise<void> {
    if (this.isWorking) {
      this.wakeAfter(name, delayMs);
      return;
    }
    if (delayMs !== null && delayMs > WAKE_UP_LIMIT_MS) return;
    await this.bus?.publish(TASK_SENT_TOPIC, JSON.stringify({ name, delayMs }));
  }

  private wakeAfter(name: TaskName, delayMs: number | null): void {
    const workerId = this.workerIds.get(name);
    if (!workerId) return;
    if (delayMs === null) {
      this.notify(workerId);
      return;
    }
    if (delayMs > WAKE_UP_LIMIT_MS) return;
    // A little after, so the task's start_after has passed when the worker looks.
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        this.notify(workerId);
      },
      Math.max(0, delayMs) + 20,
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Tasks by queue and state (created, retry, active, completed, failed...), for /metrics. */
  async counts(): Promise<Array<{ name: string; state: string; count: number }>> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `select name, state::text as state, count(*)::int as count from pgboss.job group by name, state`,
        [],
      );
    return rows as Array<{ name: string; state: string; count: number }>;
  }

  /** Whether the queue's tables answer (for /readyz). */
  async isReachable(): Promise<boolean> {
    try {
      await this.boss.getDb().executeSql('select 1 from pgboss.version', []);
      return true;
    } catch {
      return false;
    }
  }

  /** How many tasks of `name` wait or run. */
  async depth(name: TaskName): Promise<number> {
    const { rows } = await this.boss.getDb().executeSql(
      `select count(*)::int as count from pgboss.job
        where name = $1 and state in ('created', 'retry', 'active')`,
      [name],
    );
    return (rows as Array<{ count: number }>)[0]?.count ?? 0;
  }

  private notify(workerId: string): void {
    if (this.isStopped) return;
    this.boss.notifyWorker(workerId);
  }

  /**
   * Which of `values` some task of `name` still waiting or running carries in its
   * data under `key` (or any of `key`'s names, when a task's shape changed), as a value
   * or a list of them: how a sweep tells lost work from work in the queue.
   */
  async pendingValues(
    name: TaskName,
    key: string | readonly string[],
    values: string[],
  ): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    const { rows } = await this.boss.getDb().executeSql(
      `select distinct carried.value from pgboss.job, jsonb_each(case jsonb_typeof(data) when 'object' then data end) as field(key, value),
          jsonb_array_elements_text(case jsonb_typeof(field.value)
            when 'array' then field.value else jsonb_build_array(field.value) end) as carried(value)
        where name = $1 and state in ('created', 'retry', 'active')
          and field.key = any($2::text[]) and carried.value = any($3::text[])`,
      [name, typeof key === 'string' ? [key] : key, values],
    );
    return new Set((rows as Array<{ value: string }>).map((row) => row.value));
  }

  /** Runs the task on a cron schedule (every process may ask; pg-boss keeps one schedule). */
  async schedule(name: TaskName, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'Africa/Accra' });
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
