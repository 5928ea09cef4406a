import type { FastifyInstance } from 'fastify';
import { testEmailSchema } from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseInput } from '../../http/app-error';
import {
  getEmailConfiguration,
  listPlatformTemplates,
  sendTestEmail,
} from './admin-email-templates.service';
import { PLATFORM } from './admin.routes';

/** Shortlist's own email messages, the mail configuration and test emails (platform admin). */
export function adminEmailTemplatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/email-templates', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return listPlatformTemplates();
  });

  app.get('/api/v1/admin/email-templates/config', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return getEmailConfiguration(ctx.config);
  });

  app.post('/api/v1/admin/email-templates/test', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    return sendTestEmail(ctx, actor, parseInput(testEmailSchema, request.body));
  });
}
