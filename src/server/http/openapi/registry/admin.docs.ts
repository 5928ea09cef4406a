import { adminLoginSchema, auditQuerySchema, testEmailSchema } from '../../../../shared/admin';
import { docsOf } from '../route-doc';

const ADMIN_CONSOLE = {
  name: 'Admin console',
  description:
    "The platform admin console: its password sign-in, the audit log, the platform's figures and its own email messages. A signed-in SUPERADMIN or the password console's session.",
};

export const adminDocs = docsOf(ADMIN_CONSOLE, [
  {
    method: 'GET',
    path: '/api/v1/admin/console',
    operationId: 'getAdminConsoleStatus',
    summary: 'Whether the password console can be signed in to',
    access: 'public',
    response: { description: 'The console', type: 'AdminConsoleStatus' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/auth',
    operationId: 'logInAdmin',
    summary: 'Sign in to the password console',
    description: "Sets the password console's session cookie, sent only to /api.",
    access: 'public',
    body: adminLoginSchema,
    response: { description: 'Signed in', type: 'AdminAuthResponse' },
    errors: ['invalid_admin_password', 'admin_login_disabled', 'admin_login_rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/logout',
    operationId: 'logOutAdmin',
    summary: "End the password console's session",
    access: 'public',
    response: { status: 204, description: 'Signed out' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/session',
    operationId: 'getAdminSession',
    summary: 'Who holds the platform session',
    access: 'platform',
    response: { description: 'The session', type: 'AdminSessionView' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/integrations/status',
    operationId: 'getIntegrationStatus',
    summary: "The careers board connection's status",
    access: 'platform',
    response: { description: 'The integrations', type: 'IntegrationStatusResponse' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/audit-log',
    operationId: 'getAuditLog',
    summary: 'What platform admins did, newest first',
    access: 'platform',
    query: auditQuerySchema,
    response: { description: 'A page of the audit log', type: 'AuditLogPage' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/analytics',
    operationId: 'getPlatformAnalytics',
    summary: "The platform's figures: totals and each organization's",
    access: 'platform',
    response: { description: 'The figures', type: 'PlatformAnalytics' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/email-templates',
    operationId: 'listPlatformEmailTemplates',
    summary: "Shortlist's own email messages (account mail)",
    access: 'platform',
    response: { description: 'The messages', type: 'AdminEmailTemplatesResponse' },
  },
  {
    method: 'GET',
    path: '/api/v1/admin/email-templates/config',
    operationId: 'getEmailConfiguration',
    summary: 'How mail is sent from this server',
    access: 'platform',
    response: { description: 'The configuration', type: 'EmailConfigurationView' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/email-templates/test',
    operationId: 'sendTestEmail',
    summary: 'Send one of the account mail messages as a test',
    access: 'platform',
    body: testEmailSchema,
    response: { description: 'Sent', type: 'TestEmailResponse' },
    errors: ['template_not_found', 'test_email_failed'],
  },
]);
