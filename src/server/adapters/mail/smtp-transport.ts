import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './mailer';

/**
 * SMTP from a URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://host:465.
 * Connections are pooled: a relay makes each new connection wait for its greeting
 * (100 ms and more), so a bulk send reuses up to `maxConnections` open ones.
 */
export function createSmtpTransport(
  smtpUrl: string,
  { maxConnections = 5 }: { maxConnections?: number } = {},
): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    pool: true,
    maxConnections,
    maxMessages: 100,
  });
  return {
    name: 'smtp',
    async deliver({
      calendar,
      secretUntil: _secretUntil,
      ...message
    }: MailMessage & { from: string }) {
      await transporter.sendMail({
        ...message,
        ...(calendar
          ? {
              icalEvent: {
                method: calendar.method,
                filename: 'invite.ics',
                content: calendar.content,
              },
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
