import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { MailMessage, MailTransport } from './mailer';
import { addressOf, composeMessage } from './mime';

/** Messages one connection sends before it is closed and another opened. */
const MAX_MESSAGES_PER_CONNECTION = 100;

/**
 * SMTP from a URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465.
 * Connections are pooled: a relay makes each new connection wait for its greeting
 * (100 ms and more), so a bulk send reuses up to `maxConnections` open ones.
 *
 * Nodemailer's SMTP connection speaks the protocol (TLS, STARTTLS, AUTH, replies and
 * their errors); the message is composed by mime.ts and the pool is this one. Through
 * nodemailer's mailer and pool a message cost about 0.6 ms of CPU, through this about
 * a sixth of it (decision 0050).
 */
export function createSmtpTransport(
  smtpUrl: string,
  { maxConnections = 5 }: { maxConnections?: number } = {},
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const auth = url.username
    ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
    : undefined;
  const pool = new SmtpPool(options, auth, maxConnections);
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

type Envelope = { from: string; to: string[] };

/** An open connection and how many messages it has sent. */
interface Pooled {
  connection: SMTPConnection;
  sent: number;
  isClosed: boolean;
}

/**
 * Up to `max` connections, each sending one message at a time; messages wait in
 * order for a free one. A connection is closed after MAX_MESSAGES_PER_CONNECTION
 * messages, on any error of its own (a refused message only resets the session), and
 * when the server ends it; a message that found an idle connection already closed by
 * the server goes again once over a new one, as nodemailer's pool did.
 */
class SmtpPool {
  private readonly idle: Pooled[] = [];
  private readonly waiting: Array<(pooled: Pooled | Error) => void> = [];
  private open = 0;
  private isClosing = false;

  constructor(
    private readonly options: ConstructorParameters<typeof SMTPConnection>[0],
    private readonly auth: { user: string; pass: string } | undefined,
    private readonly max: number,
  ) {}

  async send(envelope: Envelope, raw: string): Promise<void> {
    const pooled = await this.acquire();
    const isReused = pooled.sent > 0;
    try {
      await this.sendOn(pooled, envelope, raw);
    } catch (error) {
      if (!isReused || !isStaleConnection(error)) throw error;
      // Most often the relay closed the connection while it was idle, before our MAIL
      // FROM. Should it have closed it only after taking the message, this sends it twice,
      // as the delivery task's own retry would.
      const fresh = await this.acquire(true);
      await this.sendOn(fresh, envelope, raw);
    }
  }

  private sendOn(pooled: Pooled, envelope: Envelope, raw: string): Promise<void> {
    return new Promise((resolve, reject) => {
      pooled.connection.send(envelope, raw, (error) => {
        pooled.sent += 1;
        if (!error) {
          this.release(pooled);
          return resolve();
        }
        const code = (error as { code?: string }).code;
        const responseCode = (error as { responseCode?: number }).responseCode;
        if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421) {
          // The server refused this message; the session goes on after a reset.
          pooled.connection.reset((resetError) =>
            resetError ? this.discard(pooled) : this.release(pooled),
          );
        } else {
          this.discard(pooled);
        }
        reject(error);
      });
    });
  }

  /** A free connection: an idle one, a new one while fewer than `max` are open, or the next released. */
  private acquire(isFreshWanted = false): Promise<Pooled> {
    if (this.isClosing) return Promise.reject(new Error('The SMTP transport is closed'));
    if (!isFreshWanted) {
      const pooled = this.idle.pop();
      if (pooled) return Promise.resolve(pooled);
    }
    if (this.open < this.max || isFreshWanted) return this.connect();
    return new Promise((resolve, reject) => {
      this.waiting.push((pooled) => (pooled instanceof Error ? reject(pooled) : resolve(pooled)));
    });
  }

  private connect(): Promise<Pooled> {
    this.open += 1;
    const connection = new SMTPConnection(this.options);
    const pooled: Pooled = { connection, sent: 0, isClosed: false };
    return new Promise((resolve, reject) => {
      let isReady = false;
      const settle = (error: Error | null) => {
        if (isReady) return;
        isReady = true;
        if (!error) return resolve(pooled);
        this.discard(pooled);
        reject(error);
      };
      // Before it is ready an error fails the connecting; after, it only closes the
      // connection (a send in flight gets its own error through its callback).
      connection.on('error', (error: Error) => (isReady ? this.forget(pooled) : settle(error)));
      connection.once('end', () =>
        isReady
          ? this.forget(pooled)
          : settle(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })),
      );
      connection.connect((error?: Error | null) => {
        if (error) return settle(error);
        // As nodemailer's pool: credentials are given when the server takes them.
        if (!this.auth || !connection.allowsAuth) return settle(null);
        connection.login(this.auth, (loginError) => settle(loginError ?? null));
      });
    });
  }

  private release(pooled: Pooled): void {
    if (pooled.isClosed) return;
    if (pooled.sent >= MAX_MESSAGES_PER_CONNECTION || this.isClosing) {
      this.forget(pooled);
      pooled.connection.quit();
      return;
    }
    const next = this.waiting.shift();
    if (next) next(pooled);
    else this.idle.push(pooled);
  }

  private discard(pooled: Pooled): void {
    this.forget(pooled);
    pooled.connection.close();
  }

  /** The connection no longer counts; someone waiting gets a new one in its place. */
  private forget(pooled: Pooled): void {
    if (pooled.isClosed) return;
    pooled.isClosed = true;
    this.open -= 1;
    const index = this.idle.indexOf(pooled);
    if (index >= 0) this.idle.splice(index, 1);
    const next = this.waiting.shift();
    if (!next) return;
    this.connect().then(next, (error: Error) => next(error));
  }

  close(): void {
    this.isClosing = true;
    for (const next of this.waiting.splice(0)) next(new Error('The SMTP transport is closed'));
    for (const pooled of this.idle.splice(0)) {
      this.forget(pooled);
      pooled.connection.quit();
    }
  }
}

/** A reused connection found closed before the message went: ECONNECTION, ESOCKET or 421. */
function isStaleConnection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return responseCode === 421 || code === 'ECONNECTION' || code === 'ESOCKET';
}
