import {
  emailTemplateChangeSchema,
  emailTemplateSchema,
  sendEmailSchema,
} from '../../../../shared/email';
import { docsOf } from '../route-doc';

const EMAIL = {
  name: 'Email',
  description: 'Emailing unlocked candidates (for credits), the messages sent, and templates.',
};

export const emailDocs = docsOf(EMAIL, [
  {
    method: 'GET',
    path: '/api/v1/email-templates/:orgId',
    operationId: 'listEmailTemplates',
    summary: "The organization's email templates",
    description: "The path names the member's own organization; another answers 404.",
    access: 'session',
    response: { description: 'The templates', type: 'EmailTemplateView[]' },
    errors: ['not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/email-templates',
    operationId: 'createEmailTemplate',
    summary: 'Create an email template',
    access: 'session',
    capability: 'manageOrganization',
    body: emailTemplateSchema,
    response: { status: 201, description: 'The template', type: 'EmailTemplateView' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/email-templates/:id',
    operationId: 'updateEmailTemplate',
    summary: 'Change an email template (only the fields sent)',
    access: 'session',
    capability: 'manageOrganization',
    body: emailTemplateChangeSchema,
    response: { description: 'The template as changed', type: 'EmailTemplateView' },
    errors: ['template_not_found'],
  },
  {
    method: 'DELETE',
    path: '/api/v1/email-templates/:id',
    operationId: 'deleteEmailTemplate',
    summary: 'Delete an email template (default templates cannot be deleted)',
    access: 'session',
    capability: 'manageOrganization',
    response: { status: 204, description: 'Deleted' },
    errors: ['template_not_found', 'default_template_protected'],
  },
  {
    method: 'POST',
    path: '/api/v1/send-email',
    operationId: 'sendEmail',
    summary: 'Email unlocked candidates, from a template or written text',
    access: 'session',
    capability: 'spendCredits',
    body: sendEmailSchema,
    response: {
      description: 'The messages queued and the credits charged',
      type: 'SendEmailResponse',
    },
    errors: ['recipients_not_unlocked', 'template_not_found', 'insufficient_credits'],
  },
  {
    method: 'GET',
    path: '/api/v1/applications/:id/email-messages',
    operationId: 'listApplicationEmailMessages',
    summary: 'The messages sent about an application, with their delivery status',
    access: 'session',
    response: { description: 'The messages', type: 'EmailMessageView[]' },
    errors: ['application_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/email-messages/:id/retry',
    operationId: 'retryEmailMessage',
    summary: 'Send a failed message again',
    access: 'session',
    capability: 'spendCredits',
    response: { description: '`{ "status": "QUEUED" }`' },
    errors: [
      'message_not_found',
      'message_not_failed',
      'invite_outdated',
      'recipients_not_unlocked',
    ],
  },
]);
