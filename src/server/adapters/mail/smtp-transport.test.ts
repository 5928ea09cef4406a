import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport';
import { Client, createEmployer, outboxMail } from '../../../../test/factories';
import type { FakeSmtp } from '../../../../test/fakes/smtp-server';
import { createSmtpTestApp, type SmtpTestApp } from '../../../../test/setup/test-app';

let smtp: FakeSmtp;
let app: SmtpTestApp;

beforeAll(async () => {
  app = await createSmtpTestApp();
  smtp = app.smtp;
});
afterAll(() => app.close());

describe('SMTP delivery', () => {
  it('sends the password reset link over SMTP and records it as sent', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    await app.ctx.mailer.flush();
    const message = smtp.received.find((mail) => mail.to.includes(employer.email));
    expect(message).toBeDefined();
    expect(message!.data).toContain('Subject: Reset your Shortlist password');
    expect(message!.data).toMatch(/reset-password\?token=/);
    const [row] = await outboxMail(app, employer.email);
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Delivered: the stored copy no longer carries the live link.
    expect(row!.text).not.toContain('token=');
  });
});

describe('the SMTP pool', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A relay that counts connections (at once and in all) and can refuse or drop. */
  async function startRelay(options: { user?: string; pass?: string } = {}) {
    const relay = {
      delivered: [] as string[],
      connections: 0,
      open: 0,
      mostOpen: 0,
      unknown: new Set<string>(),
      sockets: new Set<Socket>(),
      logins: [] as string[],
    };
    const server = new SMTPServer({
      authOptional: !options.user,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      disableReverseLookup: true,
      onAuth(auth, _session, callback) {
        relay.logins.push(`${auth.username}:${auth.password}`);
        if (auth.username === options.user && auth.password === options.pass) {
          return callback(null, { user: auth.username });
        }
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
      },
      onConnect(_session, callback) {
        relay.connections += 1;
        relay.open += 1;
        relay.mostOpen = Math.max(relay.mostOpen, relay.open);
        callback();
      },
      onClose() {
        relay.open -= 1;
      },
      onRcptTo(address, _session, callback) {
        if (relay.unknown.has(address.address)) {
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          relay.delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      relay.sockets.add(socket);
      socket.on('close', () => relay.sockets.delete(socket));
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    );
    let isClosed = false;
    const close = async () => {
      if (isClosed) return;
      isClosed = true;
      await new Promise<void>((done) => server.close(() => done()));
    };
    cleanups.push(close);
    return { relay, port, close };
  }

  /** A transport to the relay, closed after the test. */
  function transportTo(url: string, maxConnections?: number) {
    const transport = createSmtpTransport(url, { maxConnections });
    cleanups.push(() => transport.close?.());
    return transport;
  }

  const message = (to: string) => ({
    from: 'Shortlist <no-reply@shortlist.example>',
    to,
    subject: 'Hello',
    text: 'Hello.',
  });

  it('sends many messages over at most maxConnections, a new connection after 100 messages', async () => {
    const { relay, port } = await startRelay();
    const transport = transportTo(`smtp://127.0.0.1:${port}`, 2);
    const recipients = Array.from({ length: 250 }, (_, n) => `person-${n}@x.example`);
    await Promise.all(recipients.map((to) => transport.deliver(message(to))));
    expect(relay.delivered.sort()).toEqual([...recipients].sort());
    expect(relay.mostOpen).toBeLessThanOrEqual(2);
    // 250 messages, 100 a connection at most: at least 3 connections.
    expect(relay.connections).toBeGreaterThanOrEqual(3);
  });

  it('refuses only the refused message, and goes on over the same connection', async () => {
    const { relay, port } = await startRelay();
    relay.unknown.add('nobody@x.example');
    const transport = transportTo(`smtp://127.0.0.1:${port}`, 1);
    await transport.deliver(message('first@x.example'));
    const refused = await transport.deliver(message('nobody@x.example')).catch((e) => e);
    expect(refused).toMatchObject({ responseCode: 550, code: 'EENVELOPE' });
    await transport.deliver(message('after@x.example'));
    expect(relay.delivered).toEqual(['first@x.example', 'after@x.example']);
    expect(relay.connections).toBe(1);
  });

  it('sends again over a new connection when the relay dropped an idle one', async () => {
    const { relay, port } = await startRelay();
    const transport = transportTo(`smtp://127.0.0.1:${port}`, 1);
    await transport.deliver(message('before@x.example'));
    for (const socket of relay.sockets) socket.destroy();
    await transport.deliver(message('after@x.example'));
    expect(relay.delivered).toEqual(['before@x.example', 'after@x.example']);
    expect(relay.connections).toBe(2);
  });

  it('logs in with the URL credentials', async () => {
    const { relay, port } = await startRelay({ user: 'shortlist', pass: 'p@ss:word' });
    const password = encodeURIComponent('p@ss:word');
    await transportTo(`smtp://shortlist:${password}@127.0.0.1:${port}`).deliver(
      message('someone@x.example'),
    );
    expect(relay.logins).toEqual(['shortlist:p@ss:word']);
    expect(relay.delivered).toEqual(['someone@x.example']);
  });

  it('fails a message, instead of leaving it waiting, when the relay cannot be reached', async () => {
    const { port, close } = await startRelay();
    await close();
    const error = await transportTo(`smtp://127.0.0.1:${port}`)
      .deliver(message('someone@x.example'))
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toMatch(/^E/);
  });
});
