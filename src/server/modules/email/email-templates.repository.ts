import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailTemplates, organizations } from '../../db/schema';
import { DEFAULT_EMAIL_TEMPLATES } from '../../../shared/email';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/**
 * Gives the organization the default templates, once in its life: the flag is
 * taken with a conditional update, so two first requests cannot both insert them,
 * and templates it deleted do not come back.
 */
export async function giveDefaultTemplates(tx: DbOrTx, orgId: string): Promise<void> {
  const [taken] = await tx
    .update(organizations)
    .set({ hasDefaultTemplates: true })
    .where(and(eq(organizations.id, orgId), eq(organizations.hasDefaultTemplates, false)))
    .returning({ id: organizations.id });
  if (!taken) return;
  await tx
    .insert(emailTemplates)
    .values(DEFAULT_EMAIL_TEMPLATES.map((template) => ({ ...template, orgId, isDefault: true })));
}

export async function listTemplates(db: DbOrTx, orgId: string) {
  return db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.orgId, orgId))
    .orderBy(asc(emailTemplates.category), asc(emailTemplates.name), asc(emailTemplates.id));
}

export async function insertTemplate(db: DbOrTx, values: typeof emailTemplates.$inferInsert) {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<typeof emailTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes one of the organization's own templates; the defaults stay. */
export async function deleteTemplate(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .delete(emailTemplates)
    .where(
      and(
        eq(emailTemplates.orgId, orgId),
        eq(emailTemplates.id, id),
        eq(emailTemplates.isDefault, false),
      ),
    )
    .returning({ id: emailTemplates.id });
  return row ?? null;
}

export async function findTemplate(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select({ id: emailTemplates.id, isDefault: emailTemplates.isDefault })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.orgId, orgId), eq(emailTemplates.id, id)));
  return row ?? null;
}
