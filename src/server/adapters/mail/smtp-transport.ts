import type { MailMessage, MailTransport } from './mailer';
import { addressOf, composeMessage } from './mime';
import {
  SmtpConnection,
  type ConnectionOwner,
  type Envelope,
  type SmtpJob,
  type SmtpOptions,
} from './smtp-connection';

/**
 * SMTP from a URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465.
 * Connections are pooled: a relay makes each new connection wait for its greeting
 * (100 ms and more), so a bulk send reuses up to `maxConnections` open ones.
 *
 * The protocol is smtp-connection.ts's, which pipelines each connection's messages:
 * one round trip a message where nodemailer's connection took two (decision 0071).
 * Messages are composed by mime.ts (decision 0050).
 */
export function createSmtpTransport(
  smtpUrl: string,
  { maxConnections = 5, tls }: { maxConnections?: number; tls?: SmtpOptions['tls'] } = {},
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const pool = new SmtpPool(
    {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeoutMs: 10_000,
      socketTimeoutMs: 20_000,
      tls,
    },
    maxConnections,
  );
  return {
    name: 'smtp',
    deliver: (message: MailMessage & { from: string }) =>
      pool.send(
        { from: addressOf(message.from), to: [addressOf(message.to)] },
        composeMessage(message),
      ),
    close: () => pool.close(),
  };
}

/**
 * Up to `max` connections, taking messages from one queue in order: an idle connection
 * takes the next at once, a busy one when it sends the text of its current message
 * (pipelining, smtp-connection.ts) or once it is answered. A connection is closed
 * after 100 messages, on any error of its own (a refused message only resets the
 * session), when the relay ends it, and when idle for the socket timeout. A message
 * that a reused connection lost (most often closed by the relay while idle, before
 * our MAIL FROM) goes again once, as nodemailer's pool did.
 */
class SmtpPool implements ConnectionOwner {
  private readonly queue: SmtpJob[] = [];
  private readonly connections = new Set<SmtpConnection>();
  private readonly idleConnections: SmtpConnection[] = [];
  private connecting = 0;
  private isClosing = false;

  constructor(
    private readonly options: SmtpOptions,
    private readonly max: number,
  ) {}

  send(envelope: Envelope, raw: string): Promise<void> {
    if (this.isClosing) return Promise.reject(new Error('The SMTP transport is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ envelope, raw, resolve, reject, isRetried: false });
      this.dispatch();
    });
  }

  take(): SmtpJob | undefined {
    return this.queue.shift();
  }

  idle(connection: SmtpConnection): void {
    if (connection.isSpent || this.isClosing) {
      this.forget(connection);
      connection.close();
      // Another takes its place for what waits.
      this.dispatch();
      return;
    }
    const job = this.take();
    if (job) connection.start(job);
    else this.idleConnections.push(connection);
  }

  lost(connection: SmtpConnection, error: Error, unsent: SmtpJob[]): void {
    this.forget(connection);
    const again: SmtpJob[] = [];
    for (const job of unsent) {
      // A new connection's first message failing is the relay's answer; a message after
      // it, or on a connection reused, most likely found it closed by the relay.
      if (
        !this.isClosing &&
        isStaleConnection(error) &&
        !job.isRetried &&
        job !== connection.firstJob
      ) {
        job.isRetried = true;
        again.push(job);
      } else {
        job.reject(error);
      }
    }
    this.queue.unshift(...again);
    this.dispatch();
  }

  /** Starts the waiting messages on idle connections, and opens more while allowed. */
  private dispatch(): void {
    while (this.queue.length > 0 && this.idleConnections.length > 0) {
      this.idleConnections.pop()!.start(this.queue.shift()!);
    }
    while (
      !this.isClosing &&
      this.queue.length > this.connecting &&
      this.connections.size + this.connecting < this.max
    ) {
      this.connect();
    }
  }

  private connect(): void {
    this.connecting += 1;
    SmtpConnection.open(this.options).then(
      (connection) => {
        this.connecting -= 1;
        this.connections.add(connection);
        connection.serve(this);
        this.idle(connection);
      },
      (error: Error) => {
        this.connecting -= 1;
        // Nothing else is open to send them: what waits fails, instead of waiting for ever.
        if (this.connections.size === 0 && this.connecting === 0) {
          for (const job of this.queue.splice(0)) job.reject(error);
        }
      },
    );
  }

  /** The connection no longer counts. */
  private forget(connection: SmtpConnection): void {
    this.connections.delete(connection);
    const index = this.idleConnections.indexOf(connection);
    if (index >= 0) this.idleConnections.splice(index, 1);
  }

  close(): void {
    this.isClosing = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The SMTP transport is closed'));
    for (const connection of this.idleConnections.splice(0)) {
      this.connections.delete(connection);
      connection.close();
    }
  }
}

/** A reused connection found closed before the message went: ECONNECTION, ESOCKET or 421. */
function isStaleConnection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return responseCode === 421 || code === 'ECONNECTION' || code === 'ESOCKET';
}
