import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './db/client';

/**
 * Short messages between the processes that share one database (decision 0038):
 * "this cached page is stale", "a task is waiting". PostgreSQL's LISTEN/NOTIFY on one
 * channel. Delivery is best effort: a process whose listening connection drops misses
 * what was sent meanwhile, so it is told to resynchronise (drop its caches) once it is
 * back. With the embedded database there is only ever one process, so nothing leaves it.
 */
export interface ProcessBus {
  /** Tells every other process, never this one. Never throws: a failure is logged. */
  publish(topic: string, payload?: string): Promise<void>;
  subscribe(topic: string, handler: (payload: string) => void): void;
  /** Called when the bus is connected again after a loss: messages may have been missed. */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'shortlist_processes';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

interface Envelope {
  /** The sending process: its own messages come back to it, and are skipped. */
  from: string;
  topic: string;
  payload: string;
}

export async function openProcessBus(
  database: Database,
  log: FastifyBaseLogger,
): Promise<ProcessBus> {
  const { queueConnection } = database;
  if (database.kind !== 'postgres' || !('connectionString' in queueConnection)) {
    return new LocalBus();
  }
  const { default: pgModule } = await import('pg');
  const bus = new PostgresBus(
    () => new pgModule.Client({ connectionString: queueConnection.connectionString }),
    async (text) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${text})`);
    },
    log,
  );
  await bus.start();
  return bus;
}

/** One process alone: there is nobody to tell. */
class LocalBus implements ProcessBus {
  async publish(): Promise<void> {}
  subscribe(): void {}
  onResync(): void {}
  async close(): Promise<void> {}
}

export class PostgresBus implements ProcessBus {
  private readonly id = randomUUID();
  private readonly handlers = new Map<string, Array<(payload: string) => void>>();
  private readonly resyncHandlers: Array<() => void> = [];
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryDelayMs = FIRST_RETRY_MS;
  private isClosed = false;

  constructor(
    private readonly newClient: () => pg.Client,
    private readonly notify: (text: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens now: a process that cannot reach its database should not start. */
  async start(): Promise<void> {
    this.client = await this.listen();
  }

  async publish(topic: string, payload = ''): Promise<void> {
    const text = JSON.stringify({ from: this.id, topic, payload } satisfies Envelope);
    if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
      this.log.error({ topic }, 'Process bus message too long; not sent');
      return;
    }
    try {
      await this.notify(text);
    } catch (error) {
      this.log.warn({ err: error, topic }, 'Process bus message not sent');
    }
  }

  subscribe(topic: string, handler: (payload: string) => void): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  onResync(handler: () => void): void {
    this.resyncHandlers.push(handler);
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<pg.Client> {
    const client = this.newClient();
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.dispatch(message.payload);
    });
    // A server restart or a network cut: the process keeps serving, and listens again.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private dispatch(text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.id) return;
    for (const handler of this.handlers.get(envelope.topic) ?? []) {
      try {
        handler(envelope.payload);
      } catch (error) {
        this.log.error({ err: error, topic: envelope.topic }, 'Process bus handler failed');
      }
    }
  }

  private lost(client: pg.Client, error: Error | null): void {
    // 'error' and 'end' both come for one loss; a client being replaced is not news.
    if (this.isClosed || client !== this.client) return;
    this.client = null;
    this.log.warn({ err: error ?? undefined }, 'Process bus connection lost; reconnecting');
    void client.end().catch(() => undefined);
    this.retryLater();
  }

  private retryLater(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen().then(
        (client) => {
          if (this.isClosed) {
            void client.end().catch(() => undefined);
            return;
          }
          this.client = client;
          this.retryDelayMs = FIRST_RETRY_MS;
          this.log.info('Process bus connected again');
          for (const handler of this.resyncHandlers) handler();
        },
        () => {
          if (this.isClosed) return;
          this.retryDelayMs = Math.min(this.retryDelayMs * 2, MAX_RETRY_MS);
          this.retryLater();
        },
      );
    }, this.retryDelayMs);
    this.retryTimer.unref();
  }
}
