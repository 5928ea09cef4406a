import {
  PLATFORM_TEMPLATE_CATEGORIES,
  type AdminEmailTemplateView,
  type AdminEmailTemplatesResponse,
  type EmailConfigurationView,
  type TestEmailInput,
  type TestEmailResponse,
} from '../../../shared/admin';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { PlatformActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { findPlatformEmail, PLATFORM_EMAILS } from '../email/platform-emails';
import { recordAudit } from './audit.service';

/*
 * The admin console's Email Templates tab: Shortlist's own messages (the registry
 * in email/platform-emails.ts, which lists only messages the code sends, so all
 * are active), the mail configuration, and test emails.
 */

const CATEGORY_ORDER = new Map(
  PLATFORM_TEMPLATE_CATEGORIES.map((category, index) => [category, index]),
);

export function listPlatformTemplates(): AdminEmailTemplatesResponse {
  const templates = PLATFORM_EMAILS.map((email): AdminEmailTemplateView => ({
    id: email.id,
    name: email.name,
    category: email.category,
    status: 'active',
    description: email.description,
    trigger: email.trigger,
    recipients: email.recipients,
  })).sort((a, b) => CATEGORY_ORDER.get(a.category)! - CATEGORY_ORDER.get(b.category)!);
  return {
    templates,
    statistics: {
      totalTemplates: templates.length,
      activeTemplates: templates.filter((template) => template.status === 'active').length,
      categories: new Set(templates.map((template) => template.category)).size,
    },
  };
}

export function getEmailConfiguration(config: Config): EmailConfigurationView {
  if (!config.SMTP_URL) {
    return {
      configured: false,
      provider: 'Outbox (no SMTP configured)',
      fromEmail: config.MAIL_FROM,
    };
  }
  // The host only: the URL may carry the relay's user name and password.
  return {
    configured: true,
    provider: `SMTP (${new URL(config.SMTP_URL).hostname})`,
    fromEmail: config.MAIL_FROM,
  };
}

/**
 * Sends one of Shortlist's messages, rendered with sample data and its subject
 * marked "[Test] ", to the address given: through SMTP when configured (waiting for
 * the mail server's answer, which is the point of a test), else kept in the outbox.
 */
export async function sendTestEmail(
  ctx: AppContext,
  actor: PlatformActor,
  input: TestEmailInput,
): Promise<TestEmailResponse> {
  const template = findPlatformEmail(input.templateId);
  if (!template) throw new AppError('template_not_found');
  const rendered = template.renderSample();
  const delivery = ctx.mailer.transportName === 'outbox' ? 'outbox' : 'smtp';
  const failure = await ctx.mailer.send(
    { to: input.testEmail, subject: `[Test] ${rendered.subject}`, text: rendered.text },
    { awaitDelivery: true },
  );
  await ctx.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'test_email_sent',
      summary: failure
        ? `Test email "${template.name}" to ${input.testEmail} was refused by the mail server`
        : `Sent the test email "${template.name}" to ${input.testEmail}`,
      target: { type: 'email_template', id: template.id },
      details: { delivery, ...(failure ? { error: failure.message.slice(0, 500) } : {}) },
    }),
  );
  if (failure) throw new AppError('test_email_failed');
  return {
    success: true,
    delivery,
    message:
      delivery === 'smtp'
        ? `Test email sent to ${input.testEmail}`
        : `Test email to ${input.testEmail} kept in the outbox: no SMTP server is configured`,
  };
}
