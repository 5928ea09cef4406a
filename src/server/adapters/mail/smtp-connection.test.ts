import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmtpConnection, dotStuffed } from './smtp-connection';
import { createSmtpTransport } from './smtp-transport';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Listens on 127.0.0.1, on a free port. */
const listenOnFreePort = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A raw TCP server listening; it and its sockets go after the test. */
async function listen(server: net.Server): Promise<number> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listenOnFreePort(server);
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((done) => server.close(() => done()));
  });
  return port;
}

/** A chunk the raw relay received, and what it read in it. */
interface Chunk {
  text: string;
  /** Command lines. */
  commands: string[];
  /** Message texts ended (at "<CRLF>.<CRLF>"). */
  texts: number;
}

/**
 * An SMTP relay of a few lines over node:net that records every chunk it receives.
 * It reads commands and message texts however they are split into chunks, and notes
 * what arrived before the relay had answered what came before it (`early`).
 */
async function startRawRelay(
  options: {
    ehlo?: string;
    /** Answers wait this long, so that a client that does not wait shows (`early`). */
    replyDelayMs?: number;
    /** Destroys the connection, unanswered, once this is true after a message's text. */
    dropAfterText?: (textsOnConnection: number, connection: number) => boolean;
    /**
     * The reply to MAIL FROM, by its number on this relay (1, 2, ...), instead of 250.
     * After a 421 the connection goes silent: nothing more is answered, nor closed.
     */
    mailReply?: (mailNumber: number) => string | undefined;
  } = {},
) {
  const { ehlo = '250-x\r\n250 PIPELINING', replyDelayMs = 0, dropAfterText, mailReply } = options;
  const relay = {
    chunks: [] as Chunk[],
    connections: 0,
    mails: 0,
    texts: 0,
    /** Commands (or texts) received while an earlier one was still unanswered. */
    early: [] as string[],
  };
  const server = net.createServer((socket) => {
    relay.connections += 1;
    const connection = relay.connections;
    let buffer = '';
    let isInData = false;
    let textsHere = 0;
    let unanswered = 0;
    let isSilent = false;
    socket.write('220 raw.example ESMTP\r\n');
    socket.on('error', () => undefined);
    socket.on('data', (data: Buffer) => {
      if (isSilent) return;
      const chunk: Chunk = { text: data.toString('utf8'), commands: [], texts: 0 };
      relay.chunks.push(chunk);
      buffer += chunk.text;
      let replies = '';
      let count = 0;
      const answer = (label: string, reply: string) => {
        if (unanswered + count > 0) relay.early.push(label);
        replies += `${reply}\r\n`;
        count += 1;
      };
      for (;;) {
        if (isInData) {
          // The text ends at a line that is only "." (its CRLF before it may be the DATA's).
          const end = `\r\n${buffer}`.indexOf('\r\n.\r\n');
          if (end < 0) break;
          buffer = buffer.slice(end + 3);
          isInData = false;
          chunk.texts += 1;
          relay.texts += 1;
          textsHere += 1;
          if (dropAfterText?.(textsHere, connection)) {
            socket.destroy();
            return;
          }
          answer('text', '250 queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) break;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        chunk.commands.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'EHLO') answer(verb, ehlo);
        else if (verb === 'HELO') answer(verb, '250 raw.example');
        else if (verb === 'MAIL') {
          relay.mails += 1;
          const reply = mailReply?.(relay.mails) ?? '250 OK';
          answer(verb, reply);
          if (reply.startsWith('421')) {
            isSilent = true;
            break;
          }
        } else if (['RCPT', 'RSET'].includes(verb)) answer(verb, '250 OK');
        else if (verb === 'DATA') {
          answer(verb, '354 go ahead');
          isInData = true;
        } else if (verb === 'QUIT') answer(verb, '221 bye');
        else answer(verb, '502 unknown');
      }
      if (count === 0) return;
      unanswered += count;
      const send = () => {
        unanswered -= count;
        if (!socket.destroyed) socket.write(replies);
      };
      if (replyDelayMs > 0) setTimeout(send, replyDelayMs);
      else send();
    });
  });
  const port = await listen(server);
  return { relay, port };
}

interface RelayOptions {
  /** PIPELINING not offered in the EHLO reply. */
  hidePipelining?: boolean;
  /** TLS: STARTTLS offered, or from the first byte when `secure`. */
  tls?: { key: string; cert: string; secure?: boolean };
  auth?: { user: string; pass: string; methods: Array<'PLAIN' | 'LOGIN'> };
  /** The reply code refusing MAIL FROM, by its number on this relay (1, 2, ...). */
  refuseMail?: (mailNumber: number) => number | undefined;
  /** The reply code refusing a recipient. */
  refuseRcpt?: (address: string) => number | undefined;
  /** The reply code refusing a message after its text, by its recipients. */
  refuseData?: (recipients: string[]) => number | undefined;
}

/** An smtp-server relay that records connections, logins and what it took (and how). */
async function startRelay(options: RelayOptions = {}) {
  const relay = {
    connections: 0,
    mails: 0,
    logins: [] as string[],
    messages: [] as Array<{ to: string[]; data: string; secure: boolean }>,
  };
  const refusal = (code: number | undefined) =>
    code ? Object.assign(new Error(`Refused with ${code}`), { responseCode: code }) : null;
  const serverOptions: SMTPServerOptions = {
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onConnect(_session, callback) {
      relay.connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      relay.logins.push(`${auth.method} ${auth.username}:${auth.password}`);
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        return callback(null, { user: auth.username });
      }
      callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      relay.mails += 1;
      callback(refusal(options.refuseMail?.(relay.mails)));
    },
    onRcptTo(address, _session, callback) {
      callback(refusal(options.refuseRcpt?.(address.address)));
    },
    onData(stream, session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const error = refusal(options.refuseData?.(to));
        if (error) return callback(error);
        const data = Buffer.concat(parts).toString('utf8');
        relay.messages.push({ to, data, secure: session.secure });
        callback();
      });
    },
  };
  if (options.tls) {
    Object.assign(serverOptions, options.tls);
  } else {
    serverOptions.disabledCommands = ['STARTTLS'];
  }
  if (options.auth) serverOptions.authMethods = options.auth.methods;
  if (options.hidePipelining) serverOptions.hidePIPELINING = true;
  const server = new SMTPServer(serverOptions);
  // A client refusing the certificate shows as an error here: the relay's, not the test's.
  server.on('error', () => undefined);
  const port = await listenOnFreePort(server.server);
  // Not by destroying its TCP sockets: under a TLS handshake that crashes Node (as
  // smtp-server's own close notes); it closes what is still open after closeTimeout.
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())));
  const delivered = () => relay.messages.flatMap((message) => message.to);
  return { relay, port, delivered };
}

/** A transport to the relay, closed after the test. */
function transportTo(url: string, options: Parameters<typeof createSmtpTransport>[1] = {}) {
  const transport = createSmtpTransport(url, options);
  cleanups.push(() => transport.close?.());
  return transport;
}

const message = (to: string, text = 'Hello.') => ({
  from: 'Shortlist <no-reply@shortlist.example>',
  to,
  subject: 'Hello',
  text,
});

/** Sends to every recipient at once; their outcomes, in order. */
function sendAll(transport: ReturnType<typeof transportTo>, recipients: string[]) {
  return Promise.allSettled(recipients.map((to) => transport.deliver(message(to))));
}

const recipients = (count: number) => Array.from({ length: count }, (_, n) => `p${n}@x.example`);

describe('pipelining (RFC 2920)', { timeout: 3_000 }, () => {
  it('sends a message text, its end and the next envelope in one write, one round trip a message', async () => {
    const { relay, port } = await startRawRelay();
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, recipients(5));
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    expect(relay.texts).toBe(5);
    expect(relay.connections).toBe(1);
    const chunks = relay.chunks.map((chunk) => chunk.text);
    expect(chunks.some((chunk) => /\r\n\.\r\nMAIL FROM:/.test(chunk))).toBe(true);
    // EHLO (and whatever else the set-up wrote) comes before the first envelope.
    const setUp = chunks.findIndex((chunk) => chunk.includes('MAIL FROM:'));
    expect(setUp).toBeGreaterThan(0);
    expect(chunks.length - setUp).toBeLessThan(2 * 5);
    // The envelope's commands went without waiting for each other's replies.
    expect(relay.early).toContain('RCPT');
  });

  it('sends one command at a time, each after the reply to the last, when the relay does not offer PIPELINING', async () => {
    const { relay, port } = await startRawRelay({
      ehlo: '250-x\r\n250 8BITMIME',
      replyDelayMs: 5,
    });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, recipients(3));
    expect(results.map((result) => result.status)).toEqual(Array(3).fill('fulfilled'));
    expect(relay.texts).toBe(3);
    expect(relay.early).toEqual([]);
    for (const chunk of relay.chunks) {
      expect(chunk.commands.length + chunk.texts, JSON.stringify(chunk.text)).toBeLessThanOrEqual(
        1,
      );
      expect(chunk.text.includes('MAIL FROM') && chunk.text.includes('RCPT TO')).toBe(false);
    }
  });

  it('falls back to HELO when the relay refuses EHLO, and sends without pipelining', async () => {
    const { relay, port } = await startRawRelay({ ehlo: '502 EHLO not implemented' });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, recipients(2));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const commands = relay.chunks.flatMap((chunk) => chunk.commands);
    expect(commands.filter((command) => /^HELO /.test(command))).toHaveLength(1);
    for (const chunk of relay.chunks) {
      expect(chunk.commands.length + chunk.texts).toBeLessThanOrEqual(1);
    }
  });
});

describe('message text', { timeout: 3_000 }, () => {
  it('doubles a leading dot, at the start and after each CRLF', () => {
    expect(dotStuffed('.start\r\nmiddle\r\n.dot\r\n.\r\n')).toBe(
      '..start\r\nmiddle\r\n..dot\r\n..\r\n',
    );
    expect(dotStuffed('a.b\r\n..two\r\n')).toBe('a.b\r\n...two\r\n');
  });

  it('makes bare LF line ends CRLF, and ends the text with a CRLF when it has none', () => {
    expect(dotStuffed('one\ntwo\n.three')).toBe('one\r\ntwo\r\n..three\r\n');
    expect(dotStuffed('one\r\ntwo')).toBe('one\r\ntwo\r\n');
    expect(dotStuffed('one\r\n')).toBe('one\r\n');
  });

  it('delivers a line that starts with a dot and a line that is only a dot intact', async () => {
    const { relay, port } = await startRelay();
    const transport = transportTo(`smtp://127.0.0.1:${port}`);
    const text = 'Before\n.hidden line\n.\n..two dots\nAfter';
    await transport.deliver(message('someone@x.example', text));
    expect(relay.messages).toHaveLength(1);
    expect(relay.messages[0]!.data).toContain(
      '\r\n\r\nBefore\r\n.hidden line\r\n.\r\n..two dots\r\nAfter',
    );
  });
});

for (const { stream, hidePipelining } of [
  { stream: 'in a pipelined stream', hidePipelining: false },
  { stream: 'one command at a time (no PIPELINING offered)', hidePipelining: true },
]) {
  describe(`refusals ${stream}`, { timeout: 3_000 }, () => {
    it('refuses only the refused recipient, resets, and sends the next message over the same connection', async () => {
      const { relay, port, delivered } = await startRelay({
        hidePipelining,
        refuseRcpt: (address) => (address === 'nobody@x.example' ? 550 : undefined),
      });
      const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
      const [a, nobody, b] = await sendAll(transport, [
        'a@x.example',
        'nobody@x.example',
        'b@x.example',
      ]);
      expect(a!.status).toBe('fulfilled');
      expect(b!.status).toBe('fulfilled');
      expect(nobody).toMatchObject({
        status: 'rejected',
        reason: { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' },
      });
      expect(delivered()).toEqual(['a@x.example', 'b@x.example']);
      expect(relay.connections).toBe(1);
    });

    it('refuses a message whose content the relay refused after its text, and goes on over the same connection', async () => {
      const { relay, port, delivered } = await startRelay({
        hidePipelining,
        refuseData: (to) => (to.includes('spam@x.example') ? 554 : undefined),
      });
      const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
      const [a, spam, b] = await sendAll(transport, [
        'a@x.example',
        'spam@x.example',
        'b@x.example',
      ]);
      expect(a!.status).toBe('fulfilled');
      expect(b!.status).toBe('fulfilled');
      expect(spam).toMatchObject({
        status: 'rejected',
        reason: { code: 'EMESSAGE', responseCode: 554 },
      });
      expect(delivered()).toEqual(['a@x.example', 'b@x.example']);
      expect(relay.connections).toBe(1);
    });
  });
}

describe('a relay closing the connection', { timeout: 3_000 }, () => {
  it('sends again over a new connection a message whose MAIL FROM a reused connection got 421 for', async () => {
    const { relay, port, delivered } = await startRelay({
      refuseMail: (mailNumber) => (mailNumber === 2 ? 421 : undefined),
    });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    await transport.deliver(message('first@x.example'));
    await transport.deliver(message('second@x.example'));
    expect(delivered()).toEqual(['first@x.example', 'second@x.example']);
    expect(relay.connections).toBe(2);
  });

  it('sends again over a new connection the pipelined message whose MAIL FROM got 421', async () => {
    const { relay, port, delivered } = await startRelay({
      refuseMail: (mailNumber) => (mailNumber === 2 ? 421 : undefined),
    });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, ['first@x.example', 'second@x.example']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(delivered()).toEqual(['first@x.example', 'second@x.example']);
    expect(relay.connections).toBe(2);
  });

  it('gives up a connection at a 421 alone, without waiting for the relay to close it', async () => {
    const { relay, port } = await startRawRelay({
      mailReply: (mailNumber) => (mailNumber === 2 ? '421 closing' : undefined),
    });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    await transport.deliver(message('first@x.example'));
    await transport.deliver(message('second@x.example'));
    expect(relay.texts).toBe(2);
    expect(relay.connections).toBe(2);
  });

  it('settles every message when the relay drops the connection in the middle of a pipelined stream', async () => {
    const { relay, port } = await startRawRelay({
      dropAfterText: (texts, connection) => connection === 1 && texts === 3,
    });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, recipients(5));
    // Answered before the drop, and never sent over the dropped connection.
    expect(results[0]!.status).toBe('fulfilled');
    expect(results[1]!.status).toBe('fulfilled');
    expect(results[4]!.status).toBe('fulfilled');
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason.code).toMatch(/^E/);
    }
    expect(relay.connections).toBe(2);
  });

  it('settles every message, retrying each once at most, when the relay drops every connection', async () => {
    const { relay, port } = await startRawRelay({ dropAfterText: () => true });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, { maxConnections: 1 });
    const results = await sendAll(transport, recipients(3));
    expect(results.map((result) => result.status)).toEqual(Array(3).fill('rejected'));
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason.code).toBe('ECONNECTION');
    }
    expect(relay.connections).toBeLessThanOrEqual(3);
  });
});

describe('TLS and login', { timeout: 3_000 }, () => {
  let certificate: { key: string; cert: string };
  beforeAll(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'key.pem',
          '-out',
          'cert.pem',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { cwd: dir, stdio: 'ignore' },
      );
      certificate = {
        key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
        cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
      };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('upgrades a plain connection with STARTTLS when the relay offers it', async () => {
    const { relay, port, delivered } = await startRelay({ tls: certificate });
    const transport = transportTo(`smtp://127.0.0.1:${port}`, {
      tls: { rejectUnauthorized: false },
    });
    await transport.deliver(message('someone@x.example'));
    expect(delivered()).toEqual(['someone@x.example']);
    expect(relay.messages[0]!.secure).toBe(true);
  });

  it('speaks TLS from the first byte to an smtps:// URL', async () => {
    const { relay, port, delivered } = await startRelay({
      tls: { ...certificate, secure: true },
    });
    const transport = transportTo(`smtps://127.0.0.1:${port}`, {
      tls: { rejectUnauthorized: false },
    });
    await transport.deliver(message('someone@x.example'));
    expect(delivered()).toEqual(['someone@x.example']);
    expect(relay.messages[0]!.secure).toBe(true);
  });

  it('refuses a relay whose certificate it cannot verify, by default', async () => {
    const plain = await startRelay({ tls: certificate });
    const error = await transportTo(`smtp://127.0.0.1:${plain.port}`)
      .deliver(message('someone@x.example'))
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'ETLS' });
    const secure = await startRelay({ tls: { ...certificate, secure: true } });
    const secureError = await transportTo(`smtps://127.0.0.1:${secure.port}`)
      .deliver(message('someone@x.example'))
      .catch((e) => e);
    expect(secureError).toBeInstanceOf(Error);
    expect(secureError.code).toMatch(/^E/);
    expect([...plain.delivered(), ...secure.delivered()]).toEqual([]);
  });

  const user = 'mailer@shortlist';
  const pass = 'p@ss:w/rd %+';
  const credentials = (password: string) =>
    `${encodeURIComponent(user)}:${encodeURIComponent(password)}`;

  it('logs in with AUTH LOGIN when the relay offers only LOGIN', async () => {
    const { relay, port, delivered } = await startRelay({
      auth: { user, pass, methods: ['LOGIN'] },
    });
    const transport = transportTo(`smtp://${credentials(pass)}@127.0.0.1:${port}`);
    await transport.deliver(message('someone@x.example'));
    expect(relay.logins).toEqual([`LOGIN ${user}:${pass}`]);
    expect(delivered()).toEqual(['someone@x.example']);
  });

  it('fails with EAUTH when the relay refuses the password', async () => {
    const { relay, port, delivered } = await startRelay({
      auth: { user, pass, methods: ['LOGIN'] },
    });
    const transport = transportTo(`smtp://${credentials('wrong')}@127.0.0.1:${port}`);
    const error = await transport.deliver(message('someone@x.example')).catch((e) => e);
    expect(error).toMatchObject({ code: 'EAUTH', responseCode: 535 });
    expect(relay.logins).toEqual([`LOGIN ${user}:wrong`]);
    expect(delivered()).toEqual([]);
  });
});

describe('setting up a connection', { timeout: 3_000 }, () => {
  const open = (port: number) =>
    SmtpConnection.open({
      host: '127.0.0.1',
      port,
      secure: false,
      connectionTimeoutMs: 200,
      socketTimeoutMs: 1000,
    });

  it('times out when the relay accepts the connection and never greets, and closes it', async () => {
    const server = net.createServer();
    const accepted = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const port = await listen(server);
    const started = Date.now();
    const error = await open(port).catch((e) => e);
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(1000);
    // The relay sees the connection closed, not left open.
    const socket = await accepted;
    if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
  });

  it('fails at once when the port refuses connections', async () => {
    const server = net.createServer();
    const port = await listenOnFreePort(server);
    await new Promise<void>((done) => server.close(() => done()));
    const started = Date.now();
    const error = await open(port).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toMatch(/^E/);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('what the relay answers', { timeout: 3_000 }, () => {
  /** A relay that greets, answers EHLO with `ehlo`, then answers MAIL FROM with `mailReply`. */
  async function relayAnswering(ehlo: string, mailReply: string) {
    const server = net.createServer((socket) => {
      socket.write('220 relay\r\n');
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString('latin1');
        if (text.startsWith('EHLO')) socket.write(ehlo);
        else if (text.startsWith('STARTTLS')) socket.write('220 go ahead\r\nX');
        else if (text.startsWith('MAIL')) socket.write(mailReply);
      });
    });
    return listen(server);
  }

  it('fails the message, rather than take it as answered, on a line that is not a reply', async () => {
    const port = await relayAnswering('250 relay\r\n', '\r\n');
    const error = await transportTo(`smtp://127.0.0.1:${port}`)
      .deliver(message('someone@x.example'))
      .catch((e) => e);
    expect(error).toMatchObject({ code: 'EPROTOCOL' });
  });

  it('refuses to read anything sent in the clear after the STARTTLS reply as encrypted', async () => {
    const port = await relayAnswering('250-relay\r\n250 STARTTLS\r\n', '250 OK\r\n');
    const error = await SmtpConnection.open({
      host: '127.0.0.1',
      port,
      secure: false,
      connectionTimeoutMs: 500,
      socketTimeoutMs: 1000,
    }).catch((e) => e);
    expect(error).toMatchObject({ code: 'ETLS', command: 'STARTTLS' });
  });
});
