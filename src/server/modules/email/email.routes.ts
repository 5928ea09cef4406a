import type { FastifyInstance } from 'fastify';
import {
  emailTemplateChangeSchema,
  emailTemplateSchema,
  sendEmailSchema,
} from '../../../shared/email';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { AppError, parseId, parseInput } from '../../http/app-error';
import * as messages from './email-messages.service';
import * as templates from './email-templates.service';

type IdParams = { Params: { id: string } };

export function emailRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The spec's path names the organization: it must be the member's own (no existence leak).
  app.get<{ Params: { orgId: string } }>('/api/v1/email-templates/:orgId', async (request) => {
    const actor = requireMember(request);
    if (request.params.orgId !== actor.orgId) throw new AppError('not_found');
    return templates.listEmailTemplates(ctx, actor);
  });

  app.post('/api/v1/send-email', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const body = request.body as { senderId?: unknown } | undefined;
    // The spec's payload names the sender; it can only be the signed-in member (a
    // foreign orgId is refused for every route by the session guard).
    if (body?.senderId !== undefined && body.senderId !== actor.userId) {
      throw new AppError('forbidden');
    }
    return messages.sendEmail(ctx, actor, parseInput(sendEmailSchema, request.body));
  });

  // Every member who can see the application sees its messages (an interviewer only theirs).
  app.get<IdParams>('/api/v1/applications/:id/email-messages', async (request) => {
    const actor = requireMember(request);
    const id = parseId(request.params.id, 'application_not_found');
    return messages.listApplicationEmailMessages(ctx, actor, id);
  });

  app.post<IdParams>('/api/v1/email-messages/:id/retry', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = parseId(request.params.id, 'message_not_found');
    return messages.retryEmailMessage(ctx, actor, id);
  });

  app.post('/api/v1/email-templates', async (request, reply) => {
    const actor = requireMember(request, 'manageOrganization');
    const input = parseInput(emailTemplateSchema, request.body);
    return reply.status(201).send(await templates.createEmailTemplate(ctx, actor, input));
  });

  app.patch<IdParams>('/api/v1/email-templates/:id', async (request) => {
    const actor = requireMember(request, 'manageOrganization');
    const id = parseId(request.params.id, 'template_not_found');
    const input = parseInput(emailTemplateChangeSchema, request.body);
    return templates.updateEmailTemplate(ctx, actor, id, input);
  });

  app.delete<IdParams>('/api/v1/email-templates/:id', async (request, reply) => {
    const actor = requireMember(request, 'manageOrganization');
    await templates.deleteEmailTemplate(
      ctx,
      actor,
      parseId(request.params.id, 'template_not_found'),
    );
    return reply.status(204).send();
  });
}
