import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { Client, createEmployer } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

interface Received {
  to: string[];
  data: string;
}

/** A local SMTP server: the real protocol, no network beyond loopback (DESIGN.md 7). */
function startFakeSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number };
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Shortlist <hello@shortlist.test>',
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('SMTP delivery', () => {
  it('sends the password reset link over SMTP and records it as sent', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    await app.ctx.mailer.flush();
    const message = smtp.received.find((mail) => mail.to.includes(employer.email));
    expect(message).toBeDefined();
    expect(message!.data).toContain('Subject: Reset your Shortlist password');
    expect(message!.data).toMatch(/reset-password\?token=/);
    const [row] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, employer.email));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Delivered: the stored copy no longer carries the live link.
    expect(row!.text).not.toContain('token=');
  });
});
