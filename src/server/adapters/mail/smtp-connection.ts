import net from 'node:net';
import os from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import tls from 'node:tls';

/**
 * One SMTP session (RFC 5321) that sends one message after another, and with
 * PIPELINING (RFC 2920) writes each message's text, its end and the next message's
 * MAIL, RCPT and DATA in one write: one round trip a message instead of two, half the
 * system calls on both sides (decision 0071). Setting up speaks what relays ask: EHLO
 * (HELO when refused), STARTTLS when offered on a plain connection, AUTH PLAIN or
 * LOGIN when the relay takes credentials.
 *
 * Errors carry what delivery reads: `code` (ECONNECTION, ESOCKET, ETIMEDOUT, ETLS,
 * EAUTH, EPROTOCOL, EENVELOPE, EMESSAGE, as nodemailer named them), and for a reply its
 * `responseCode`, the `command` it answered and the `response` itself.
 */

export interface SmtpOptions {
  host: string;
  port: number;
  /** TLS from the first byte (smtps, port 465); otherwise STARTTLS when offered. */
  secure: boolean;
  auth?: { user: string; pass: string };
  /** Connecting and the greeting, each. */
  connectionTimeoutMs: number;
  /** Waiting for a reply; an idle connection is closed after as long. */
  socketTimeoutMs: number;
  /** The TLS options of tests (a self-signed relay). */
  tls?: tls.ConnectionOptions;
}

export interface Envelope {
  from: string;
  to: string[];
}

/** A message to send, settled once the relay has answered for it. */
export interface SmtpJob {
  envelope: Envelope;
  raw: string;
  resolve: () => void;
  reject: (error: Error) => void;
  /** Sent again once already, after a connection that dropped it (SmtpPool). */
  isRetried: boolean;
}

interface Reply {
  code: number;
  text: string;
}

export type SmtpErrorCode =
  | 'ECONNECTION'
  | 'ESOCKET'
  | 'ETIMEDOUT'
  | 'ETLS'
  | 'EAUTH'
  | 'EPROTOCOL'
  | 'EENVELOPE'
  | 'EMESSAGE';

export class SmtpError extends Error {
  readonly responseCode?: number;
  readonly response?: string;

  constructor(
    message: string,
    readonly code: SmtpErrorCode,
    reply?: Reply,
    readonly command?: string,
  ) {
    super(reply ? `${message}: ${reply.code} ${reply.text}` : message);
    if (reply) {
      this.responseCode = reply.code;
      this.response = `${reply.code} ${reply.text}`;
    }
  }
}

/** What the pool hears from a connection. */
export interface ConnectionOwner {
  /** The next message to send here, if any waits. */
  take(): SmtpJob | undefined;
  /** Nothing in flight any more: the connection can take another message. */
  idle(connection: SmtpConnection): void;
  /** The connection is gone; `unsent`: its messages the relay did not take or refuse. */
  lost(connection: SmtpConnection, error: Error, unsent: SmtpJob[]): void;
}

/** A command (or a message's text) written, and what its reply does. */
interface Pending {
  text: string;
  onReply: (reply: Reply) => void;
}

/** A message in flight: what its envelope's replies said so far. */
interface Flight {
  job: SmtpJob;
  mailError: Reply | null;
  accepted: number;
  refusals: Reply[];
}

const isAscii = (text: string) => Buffer.byteLength(text, 'utf8') === text.length;
const isPositive = (reply: Reply) => reply.code >= 200 && reply.code < 300;
const isIntermediate = (reply: Reply) => reply.code >= 300 && reply.code < 400;
/** A reply line: three digits, the first 2 to 5, then a space, a hyphen or nothing. */
const REPLY_LINE = /^[2-5]\d\d(?:[ -]|$)/;
/** Messages one connection sends before it is closed and another opened. */
const MAX_MESSAGES = 100;

export class SmtpConnection {
  /** Messages started on this connection. */
  sent = 0;
  /** The first message it started. */
  firstJob: SmtpJob | null = null;
  private readonly extensions = new Set<string>();
  private authMethods: string[] = [];
  private socket!: net.Socket;
  private decoder = new StringDecoder('utf8');
  private received = '';
  private replyLines: string[] = [];
  /** Commands written and waiting for their replies, in order. */
  private readonly unanswered: Pending[] = [];
  /** Commands not written yet: with PIPELINING all go at once, else one at a time. */
  private readonly unwritten: Pending[] = [];
  private readonly flights: Flight[] = [];
  private needsReset = false;
  private isEnded = false;
  private owner: ConnectionOwner | null = null;
  private failSetup: ((error: Error) => void) | null = null;
  /** A set-up step's reply, awaited within the connection timeout (set by setUp). */
  private step: (reply: Promise<Reply>, what: string) => Promise<Reply> = (reply) => reply;

  private constructor(private readonly options: SmtpOptions) {}

  /** A session ready to send: greeted, TLS when it can, logged in when it should. */
  static async open(options: SmtpOptions): Promise<SmtpConnection> {
    const connection = new SmtpConnection(options);
    try {
      await connection.setUp();
    } catch (error) {
      connection.destroy();
      throw error;
    }
    return connection;
  }

  /** It has sent all it may: the pool closes it once idle. */
  get isSpent(): boolean {
    return this.sent >= MAX_MESSAGES;
  }

  get isPipelining(): boolean {
    return this.extensions.has('PIPELINING');
  }

  /** Takes messages from `owner` (and tells it how they went) from now on. */
  serve(owner: ConnectionOwner): void {
    this.owner = owner;
  }

  /** Starts sending `job`; the connection must be idle. */
  start(job: SmtpJob): void {
    this.begin(job);
    this.flush();
  }

  /** Ends the session: politely (QUIT) when idle, at once with replies still owed. */
  close(): void {
    if (this.isEnded) return;
    if (this.unanswered.length > 0) {
      this.fail(new SmtpError('The SMTP connection was closed', 'ECONNECTION'));
      return;
    }
    this.isEnded = true;
    this.socket.end('QUIT\r\n');
    this.socket.setTimeout(this.options.socketTimeoutMs, () => this.socket.destroy());
  }

  private async setUp(): Promise<void> {
    const { options } = this;
    // Whatever fails the session while it is set up fails the step awaited.
    const failed = new Promise<never>((_, reject) => {
      this.failSetup = reject;
    });
    failed.catch(() => undefined);
    await this.within(
      Promise.race([
        new Promise<void>((resolve) => {
          const target = { host: options.host, port: options.port };
          this.socket = options.secure
            ? tls.connect(
                { ...target, servername: serverName(options.host), ...options.tls },
                resolve,
              )
            : net.connect(target, resolve);
          this.listen();
        }),
        failed,
      ]),
      'Connection timeout',
    );
    const step = (reply: Promise<Reply>, what: string) =>
      this.within(Promise.race([reply, failed]), `Timeout waiting for ${what}`);
    this.step = step;
    const greeting = await step(this.expect(), 'the greeting');
    if (greeting.code !== 220) {
      throw new SmtpError('Invalid greeting', 'EPROTOCOL', greeting, 'CONN');
    }
    await this.hello();
    if (!options.secure && this.extensions.has('STARTTLS')) await this.startTls(failed);
    if (options.auth && this.extensions.has('AUTH')) await this.logIn(options.auth);
    this.failSetup = null;
    this.socket.setTimeout(options.socketTimeoutMs, () => this.onTimeout());
  }

  private listen(setupCode: SmtpErrorCode = 'ECONNECTION'): void {
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error: Error) =>
      this.fail(new SmtpError(error.message, this.failSetup ? setupCode : 'ESOCKET')),
    );
    this.socket.on('close', () =>
      this.fail(new SmtpError('Connection closed unexpectedly', 'ECONNECTION')),
    );
  }

  private async hello(): Promise<void> {
    const name = helloName(this.socket);
    let reply = await this.command(`EHLO ${name}`);
    if (!isPositive(reply)) {
      reply = await this.command(`HELO ${name}`);
      if (!isPositive(reply)) throw new SmtpError('Greeting refused', 'EPROTOCOL', reply, 'HELO');
      this.extensions.clear();
      return;
    }
    this.extensions.clear();
    for (const line of reply.text.split('\n').slice(1)) {
      const [keyword = '', ...rest] = line.trim().split(/[ =]/);
      this.extensions.add(keyword.toUpperCase());
      if (keyword.toUpperCase() === 'AUTH') this.authMethods = rest.map((m) => m.toUpperCase());
    }
  }

  private async startTls(failed: Promise<never>): Promise<void> {
    const reply = await this.command('STARTTLS');
    if (reply.code !== 220) throw new SmtpError('STARTTLS refused', 'ETLS', reply, 'STARTTLS');
    // Nothing sent in the clear after the 220 may be read as the encrypted session's.
    if (this.received !== '' || this.replyLines.length > 0) {
      throw new SmtpError('Data after the STARTTLS reply', 'ETLS', reply, 'STARTTLS');
    }
    this.decoder = new StringDecoder('utf8');
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('close');
    plain.removeAllListeners('error');
    this.socket = await this.within(
      Promise.race([
        new Promise<tls.TLSSocket>((resolve) => {
          const secured = tls.connect(
            { socket: plain, servername: serverName(this.options.host), ...this.options.tls },
            () => resolve(secured),
          );
          this.socket = secured;
          this.listen('ETLS');
        }),
        failed,
      ]),
      'TLS timeout',
    );
    await this.hello();
  }

  private async logIn({ user, pass }: { user: string; pass: string }): Promise<void> {
    const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    let reply: Reply;
    if (this.authMethods.includes('PLAIN') || !this.authMethods.includes('LOGIN')) {
      reply = await this.command(`AUTH PLAIN ${base64(`\u0000${user}\u0000${pass}`)}`);
    } else {
      reply = await this.command('AUTH LOGIN');
      if (reply.code === 334) reply = await this.command(base64(user));
      if (reply.code === 334) reply = await this.command(base64(pass));
    }
    if (reply.code !== 235) throw new SmtpError('Invalid login', 'EAUTH', reply, 'AUTH');
  }

  /** One command of the set-up, its reply awaited. */
  private command(text: string): Promise<Reply> {
    const reply = this.expect();
    this.socket.write(`${text}\r\n`);
    return this.step(reply, `the reply to ${text.split(' ')[0]}`);
  }

  private expect(): Promise<Reply> {
    return new Promise((resolve) => this.unanswered.push({ text: '', onReply: resolve }));
  }

  private within<T>(promise: Promise<T>, message: string): Promise<T> {
    let timer: NodeJS.Timeout;
    return Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new SmtpError(message, 'ETIMEDOUT')),
          this.options.connectionTimeoutMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** Queues `job`'s envelope: RSET first after a refused one, then MAIL, RCPT and DATA. */
  private begin(job: SmtpJob): void {
    this.sent += 1;
    this.firstJob ??= job;
    const flight: Flight = { job, mailError: null, accepted: 0, refusals: [] };
    this.flights.push(flight);
    if (this.needsReset) {
      this.needsReset = false;
      this.queue('RSET', (reply) => {
        if (!isPositive(reply))
          this.fail(new SmtpError('Reset failed', 'EPROTOCOL', reply, 'RSET'));
      });
    }
    const utf8 = [job.envelope.from, ...job.envelope.to].some((address) => !isAscii(address));
    const parameters = utf8 && this.extensions.has('SMTPUTF8') ? ' SMTPUTF8' : '';
    this.queue(`MAIL FROM:<${job.envelope.from}>${parameters}`, (reply) => {
      if (!isPositive(reply)) flight.mailError = reply;
    });
    for (const to of job.envelope.to) {
      this.queue(`RCPT TO:<${to}>`, (reply) => {
        if (isPositive(reply)) flight.accepted += 1;
        else flight.refusals.push(reply);
      });
    }
    this.queue('DATA', (reply) => this.onDataReply(flight, reply));
  }

  /** DATA answered: the message's text goes, with the next message's envelope when pipelining. */
  private onDataReply(flight: Flight, reply: Reply): void {
    const refusal = envelopeError(flight, reply);
    if (refusal) {
      this.settle(flight, refusal);
      this.needsReset = true;
      // A relay that took DATA with nobody to deliver to gets an empty message, ended.
      if (isIntermediate(reply)) this.queue('.', () => undefined);
      this.next();
      return;
    }
    this.queue(`${dotStuffed(flight.job.raw)}.`, (end) => {
      this.settle(
        flight,
        isPositive(end) ? null : new SmtpError('Message failed', 'EMESSAGE', end, 'DATA'),
      );
      // Pipelining, the next message went with this one's text when one was waiting.
      if (this.flights.length === 0) this.next();
    });
    if (this.isPipelining) this.next();
  }

  private settle(flight: Flight, error: Error | null): void {
    this.flights.splice(this.flights.indexOf(flight), 1);
    if (error) flight.job.reject(error);
    else flight.job.resolve();
  }

  /** The next message when one waits and this connection may send more; else idle. */
  private next(): void {
    const job = this.sent < MAX_MESSAGES ? this.owner?.take() : undefined;
    if (job) this.begin(job);
    else if (this.flights.length === 0) this.owner?.idle(this);
  }

  private queue(text: string, onReply: (reply: Reply) => void): void {
    this.unwritten.push({ text, onReply });
  }

  /** Writes what waits: all of it in one write when pipelining, else the next command alone. */
  private flush(): void {
    if (this.isEnded || this.unwritten.length === 0) return;
    if (!this.isPipelining) {
      if (this.unanswered.length > 0) return;
      const command = this.unwritten.shift()!;
      this.unanswered.push(command);
      this.socket.write(`${command.text}\r\n`);
      return;
    }
    let text = '';
    for (const command of this.unwritten) text += `${command.text}\r\n`;
    this.unanswered.push(...this.unwritten.splice(0));
    this.socket.write(text);
  }

  private onData(chunk: Buffer): void {
    this.received += this.decoder.write(chunk);
    let end: number;
    while ((end = this.received.indexOf('\n')) >= 0) {
      const line = this.received.slice(0, end).replace(/\r$/, '');
      this.received = this.received.slice(end + 1);
      if (this.isEnded) continue;
      if (!REPLY_LINE.test(line)) {
        this.fail(new SmtpError(`Not an SMTP reply: ${line.slice(0, 80)}`, 'EPROTOCOL'));
        return;
      }
      this.replyLines.push(line.slice(4));
      // "250-..." goes on, "250 ..." (or "250") ends the reply (RFC 5321 4.2.1).
      if (line.charAt(3) === '-') continue;
      const reply = { code: Number(line.slice(0, 3)), text: this.replyLines.join('\n') };
      this.replyLines = [];
      this.onReply(reply);
    }
  }

  private onReply(reply: Reply): void {
    const pending = this.unanswered.shift();
    if (reply.code === 421) {
      // The relay is closing the session (RFC 5321 3.8): nothing else will be answered.
      const command = pending?.text.split(' ')[0];
      this.fail(new SmtpError('The relay closed the connection', 'ECONNECTION', reply, command));
      return;
    }
    if (!pending) {
      this.fail(new SmtpError('Unexpected reply', 'EPROTOCOL', reply));
      return;
    }
    pending.onReply(reply);
    this.flush();
  }

  private onTimeout(): void {
    if (this.unanswered.length > 0) this.fail(new SmtpError('Timeout', 'ETIMEDOUT'));
    // Idle that long: the relay would drop it soon; a new one is opened when needed.
    else if (!this.isEnded) {
      this.close();
      this.owner?.lost(this, new SmtpError('Idle connection closed', 'ECONNECTION'), []);
    }
  }

  /** The session is over: what it held goes back to the pool (or fails the set-up). */
  private fail(error: Error): void {
    if (this.failSetup) {
      const failSetup = this.failSetup;
      this.failSetup = null;
      this.isEnded = true;
      this.destroy();
      failSetup(error);
      return;
    }
    const wasEnded = this.isEnded;
    this.isEnded = true;
    this.unanswered.length = 0;
    this.unwritten.length = 0;
    const unsent = this.flights.splice(0).map((flight) => flight.job);
    this.destroy();
    if (!wasEnded || unsent.length > 0) this.owner?.lost(this, error, unsent);
  }

  private destroy(): void {
    this.socket?.destroy();
  }
}

/** Why the envelope failed, from its replies and DATA's; null when the text can go. */
function envelopeError(flight: Flight, dataReply: Reply): SmtpError | null {
  if (flight.mailError) {
    return new SmtpError('Sender refused', 'EENVELOPE', flight.mailError, 'MAIL FROM');
  }
  if (flight.accepted === 0) {
    // A temporary refusal, when there is one, says more than the last permanent one.
    const refusal =
      flight.refusals.find((reply) => reply.code < 500) ?? flight.refusals.at(-1) ?? dataReply;
    return new SmtpError(
      "Can't send mail - all recipients were rejected",
      'EENVELOPE',
      refusal,
      'RCPT TO',
    );
  }
  if (!isIntermediate(dataReply)) {
    return new SmtpError('Data command failed', 'EENVELOPE', dataReply, 'DATA');
  }
  return null;
}

/**
 * The message's text as DATA carries it (RFC 5321 4.5.2): CRLF line ends, a leading
 * dot doubled, and a CRLF at its end before the terminating dot.
 */
export function dotStuffed(raw: string): string {
  const text = raw.replace(/\r?\n/g, '\r\n').replace(/(^|\r\n)\./g, '$1..');
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** The name this client gives in EHLO: the host's when it is a domain, else an address literal. */
function helloName(socket: net.Socket): string {
  const host = os.hostname();
  if (host.includes('.')) return host;
  const address = socket.localAddress ?? '127.0.0.1';
  return net.isIPv6(address) ? `[IPv6:${address}]` : `[${address}]`;
}

/** SNI takes host names only. */
const serverName = (host: string) => (net.isIP(host) ? undefined : host);
