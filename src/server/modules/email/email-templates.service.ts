import {
  findVariables,
  type EmailTemplateInput,
  type EmailTemplateView,
} from '../../../shared/email';
import type { emailTemplateSchema } from '../../../shared/email';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { MemberActor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import * as repo from './email-templates.repository';

function toView(row: repo.EmailTemplateRow): EmailTemplateView {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    subject: row.subject,
    content: row.content,
    isDefault: row.isDefault,
    variables: findVariables(row.subject, row.content),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A new organization's default templates, in its creation transaction. */
export function giveDefaultTemplates(tx: DbOrTx, orgId: string): Promise<void> {
  return repo.giveDefaultTemplates(tx, orgId);
}

/** The organization's templates, its defaults included (given on first use if it predates them). */
export async function listEmailTemplates(
  ctx: AppContext,
  actor: MemberActor,
): Promise<EmailTemplateView[]> {
  await ctx.db.transaction((tx) => repo.giveDefaultTemplates(tx, actor.orgId));
  return (await repo.listTemplates(ctx.db, actor.orgId)).map(toView);
}

export async function createEmailTemplate(
  ctx: AppContext,
  actor: MemberActor,
  input: ReturnType<typeof emailTemplateSchema.parse>,
): Promise<EmailTemplateView> {
  return toView(await repo.insertTemplate(ctx.db, { ...input, orgId: actor.orgId }));
}

export async function updateEmailTemplate(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
  input: Partial<EmailTemplateInput>,
): Promise<EmailTemplateView> {
  const row = await repo.updateTemplate(ctx.db, actor.orgId, id, input);
  if (!row) throw new AppError('template_not_found');
  return toView(row);
}

export async function deleteEmailTemplate(
  ctx: AppContext,
  actor: MemberActor,
  id: string,
): Promise<void> {
  if (!(await repo.deleteTemplate(ctx.db, actor.orgId, id))) {
    const template = await repo.findTemplate(ctx.db, actor.orgId, id);
    throw new AppError(template?.isDefault ? 'default_template_protected' : 'template_not_found');
  }
}
