import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
