import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLATFORM_TEMPLATE_CATEGORIES,
  type AdminEmailTemplatesResponse,
  type EmailConfigurationView,
  type TestEmailResponse,
} from '../../../shared/admin';
import type { PurchaseResponse } from '../../../shared/payments';
import { auditLog } from '../../db/schema';
import {
  Client,
  createEmployer,
  createSuperAdmin,
  outboxMail,
  signInAdminConsole,
  TEST_ADMIN_PASSWORD,
  unique,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../../../test/fakes/paystack-server';
import {
  createSmtpTestApp,
  createTestApp,
  type SmtpTestApp,
  type TestApp,
} from '../../../../test/setup/test-app';
import { PLATFORM_EMAILS, passwordResetEmail, teamInvitationEmail } from '../email/platform-emails';
import { confirmPayment } from '../payments/payments.service';

let app: TestApp;
let superAdmin: Employer;
let consoleClient: Client;
let employer: Employer;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  superAdmin = await createSuperAdmin(app);
  consoleClient = await signInAdminConsole(app);
  employer = await createEmployer(app);
});

afterAll(async () => {
  await app.close();
});

async function outboxTo(testApp: TestApp, to: string) {
  return outboxMail(testApp, to).then((rows) => rows.reverse());
}

async function testEmailAudits(testApp: TestApp, templateId: string) {
  return testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'test_email_sent'), eq(auditLog.targetId, templateId)));
}

describe('who may use the email template routes', () => {
  it('answers 401 signed out, 403 to an organization admin, and serves both platform sessions', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/email-templates'],
      ['GET', '/api/v1/admin/email-templates/config'],
      [
        'POST',
        '/api/v1/admin/email-templates/test',
        { templateId: 'password_reset', testEmail: 'ops@example.test' },
      ],
    ];
    for (const [method, url, body] of routes) {
      const signedOut = await new Client(app).request(method as 'GET', url, body);
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const member = await employer.client.request(method as 'GET', url, body);
      expect(member.statusCode, `${method} ${url} as an organization admin`).toBe(403);
      expect(member.json()).toMatchObject({ error: 'platform_only' });
      for (const client of [superAdmin.client, consoleClient]) {
        const response = await client.request(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(200);
      }
    }
  });
});

describe('GET /api/v1/admin/email-templates', () => {
  it("lists Shortlist's own messages by category, all active, with statistics", async () => {
    const response = await consoleClient.get('/api/v1/admin/email-templates');
    expect(response.statusCode).toBe(200);
    const { templates, statistics } = response.json<AdminEmailTemplatesResponse>();
    expect(templates.map((template) => template.id).sort()).toEqual(
      [
        'account_created',
        'application_confirmation',
        'interview_cancelled_candidate',
        'interview_cancelled_team',
        'interview_new_candidate',
        'interview_new_team',
        'interview_updated_candidate',
        'interview_updated_team',
        'password_reset',
        'payment_receipt',
        'team_invitation',
      ].sort(),
    );
    for (const category of PLATFORM_TEMPLATE_CATEGORIES) {
      expect(
        templates.some((template) => template.category === category),
        category,
      ).toBe(true);
    }
    for (const template of templates) {
      expect(template.status).toBe('active');
      expect(
        template.name && template.description && template.trigger && template.recipients,
      ).toBeTruthy();
    }
    expect(statistics).toEqual({
      totalTemplates: templates.length,
      activeTemplates: templates.length,
      categories: 4,
    });
  });

  it('holds the texts the senders send: a reset link and an invitation are rendered by it', async () => {
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const [reset] = await outboxTo(app, employer.email);
    const link = /(http\S+reset-password\?token=\S+)/.exec(reset!.text)![1]!;
    expect({ subject: reset!.subject, text: reset!.text }).toEqual(
      passwordResetEmail({ name: employer.user.name, link }),
    );

    const invited = `${unique('invitee')}@example.test`;
    const invite = await employer.client.post('/api/v1/organization/invitations', {
      email: invited,
      role: 'RECRUITER',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const [mail] = await outboxTo(app, invited);
    const inviteLink = /(http\S+accept-invitation\?token=\S+)/.exec(mail!.text)![1]!;
    const settings = await employer.client.get('/api/v1/organization');
    expect({ subject: mail!.subject, text: mail!.text }).toEqual(
      teamInvitationEmail({
        inviterName: employer.user.name,
        orgName: settings.json().organization.name,
        role: 'RECRUITER',
        link: inviteLink,
      }),
    );
  });
});

describe('GET /api/v1/admin/email-templates/config', () => {
  it('says the outbox is used without SMTP', async () => {
    const response = await superAdmin.client.get('/api/v1/admin/email-templates/config');
    expect(response.json<EmailConfigurationView>()).toEqual({
      configured: false,
      provider: 'Outbox (no SMTP configured)',
      fromEmail: app.ctx.config.MAIL_FROM,
    });
  });
});

describe('POST /api/v1/admin/email-templates/test', () => {
  it('renders the template with sample data, keeps it in the outbox without SMTP, and audits it', async () => {
    const to = `${unique('ops')}@example.test`;
    const response = await consoleClient.post('/api/v1/admin/email-templates/test', {
      templateId: 'payment_receipt',
      testEmail: to,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TestEmailResponse>()).toEqual({
      success: true,
      delivery: 'outbox',
      message: `Test email to ${to} kept in the outbox: no SMTP server is configured`,
    });
    const rows = await outboxTo(app, to);
    expect(rows).toHaveLength(1);
    const sample = PLATFORM_EMAILS.find((email) => email.id === 'payment_receipt')!.renderSample();
    expect(rows[0]).toMatchObject({
      subject: `[Test] ${sample.subject}`,
      text: sample.text,
      transport: 'outbox',
    });
    expect(rows[0]!.subject).toMatch(/^\[Test\] Receipt: 20 credits for /);
    const audits = await testEmailAudits(app, 'payment_receipt');
    expect(audits.some((row) => row.summary.includes(to) && row.actorKind === 'password')).toBe(
      true,
    );
  });

  it('answers 404 for an unknown template and validates with clear messages, sending nothing', async () => {
    const to = `${unique('nobody')}@example.test`;
    const unknown = await superAdmin.client.post('/api/v1/admin/email-templates/test', {
      templateId: 'no_such_template',
      testEmail: to,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'template_not_found' });
    const invalid = await superAdmin.client.post('/api/v1/admin/email-templates/test', {
      templateId: '',
      testEmail: 'not-an-email',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.fieldErrors).toEqual({
      templateId: ['Please choose a template'],
      testEmail: ['Valid email is required'],
    });
    expect(await outboxTo(app, to)).toEqual([]);
  });
});

describe('with an SMTP server', () => {
  let smtpApp: SmtpTestApp;
  let client: Client;

  beforeAll(async () => {
    smtpApp = await createSmtpTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
    client = await signInAdminConsole(smtpApp);
  });
  afterAll(async () => {
    await smtpApp.close();
  });

  it('names the SMTP host (never its password) and sends the test email through it', async () => {
    const config = await client.get('/api/v1/admin/email-templates/config');
    expect(config.json<EmailConfigurationView>()).toEqual({
      configured: true,
      provider: 'SMTP (127.0.0.1)',
      fromEmail: 'Shortlist <hello@shortlist.test>',
    });

    const to = `${unique('smtp')}@example.test`;
    const response = await client.post('/api/v1/admin/email-templates/test', {
      templateId: 'interview_new_candidate',
      testEmail: to,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TestEmailResponse>()).toEqual({
      success: true,
      delivery: 'smtp',
      message: `Test email sent to ${to}`,
    });
    // Answered after the mail server accepted it.
    const received = smtpApp.smtp.received.filter((mail) => mail.to.includes(to));
    expect(received).toHaveLength(1);
    expect(received[0]!.data).toContain('Subject: [Test] Interview invitation: Warehouse');
    const [row] = await outboxTo(smtpApp, to);
    expect(row!.transport).toBe('smtp');
    expect(row!.sentAt).not.toBeNull();
    expect(await testEmailAudits(smtpApp, 'interview_new_candidate')).toHaveLength(1);
  });

  it('says so when the mail server refuses the test email', async () => {
    const to = `${unique('unknown')}@example.test`;
    smtpApp.smtp.unknownRecipients.add(to);
    const response = await client.post('/api/v1/admin/email-templates/test', {
      templateId: 'password_reset',
      testEmail: to,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ error: 'test_email_failed' });
    const [row] = await outboxTo(smtpApp, to);
    expect(row!.error).toBeTruthy();
  });
});

describe('the payment receipt', () => {
  let paymentsApp: TestApp;
  let fake: FakePaystack;

  beforeAll(async () => {
    fake = await startFakePaystack();
    paymentsApp = await createTestApp({
      PUBLIC_URL: 'http://shortlist.test',
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await paymentsApp.close();
    await fake.close();
  });

  it("goes to the organization's admins once, when a purchase is credited", async () => {
    const buyer = await createEmployer(paymentsApp);
    const purchase = await buyer.client.post('/api/v1/credits/purchase', {
      credits: 10,
      callbackUrl: 'http://shortlist.test/credits?payment=success',
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const { reference } = purchase.json<PurchaseResponse>();
    expect(await outboxTo(paymentsApp, buyer.email)).toEqual([]);
    fake.pay(reference);
    expect(await confirmPayment(paymentsApp.ctx, reference, 'callback')).toBe('credited');
    await waitUntil(async () => (await outboxTo(paymentsApp, buyer.email)).length > 0);
    const [receipt] = await outboxTo(paymentsApp, buyer.email);
    expect(receipt!.subject).toMatch(/^Receipt: 10 credits for /);
    expect(receipt!.text).toContain(`Reference: ${reference}`);
    expect(receipt!.text).toContain('Amount paid: GH₵ 90.00');
    expect(await confirmPayment(paymentsApp.ctx, reference, 'callback')).toBe('duplicate');
    expect(await outboxTo(paymentsApp, buyer.email)).toHaveLength(1);
  });
});
