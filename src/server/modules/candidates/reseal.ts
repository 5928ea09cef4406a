import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { queryRows } from '../../db/client';
import {
  applications,
  candidateAccessTokens,
  candidates,
  emailMessages,
  importRunResumes,
  mailOutbox,
} from '../../db/schema';
import { Sealed } from '../../db/sealed';
import { MESSAGE_FIELDS, OUTBOX_FIELDS, sealContact } from './contact';
import { ContactVault, type SealedField } from './contact-vault';

/** Rows re-sealed per transaction. */
const BATCH = 500;

export interface ResealReport {
  candidates: number;
  applications: number;
  messages: number;
  outbox: number;
  links: number;
  resumeFiles: number;
}

type Context = Pick<AppContext, 'db' | 'vault' | 'storage'>;

/**
 * Seals again, under the current data key, every contact value and resume file that
 * is sealed with an older key, or not sealed at all (data from before encryption):
 * names, emails, phones (with their blind indexes and search tokens; tokens made
 * before decision 0061 are made anew even under the current key), what was
 * submitted with each application, private links' emails, and resume files (written
 * anew, their rows pointed at them, the old files deleted). Run by `npm run
 * data-key:rotate` (README) with the new key as DATA_ENCRYPTION_KEY and the old ones
 * in DATA_ENCRYPTION_PREVIOUS_KEYS; safe to run again, it skips what is current.
 * A platform task: each batch is read across organizations, each row written in its own.
 */
export async function resealContactData(
  ctx: Context,
  onProgress: (what: string, done: number) => void = () => {},
): Promise<ResealReport> {
  // One after another: each table in its own batches, in this order.
  const candidatesDone = await resealCandidates(ctx, (done) => onProgress('candidates', done));
  const applicationsDone = await resealApplications(ctx, (done) =>
    onProgress('applications', done),
  );
  const messages = await resealRows(ctx, emailMessages, MESSAGE_COLUMNS, (done) =>
    onProgress('email messages', done),
  );
  const outbox = await resealRows(ctx, mailOutbox, OUTBOX_COLUMNS, (done) =>
    onProgress('outbox', done),
  );
  const links = await resealLinks(ctx);
  const resumeFiles = await resealResumeFiles(ctx, (done) => onProgress('resume files', done));
  return {
    candidates: candidatesDone,
    applications: applicationsDone,
    messages,
    outbox,
    links,
    resumeFiles,
  };
}

const isCurrent = (ctx: Context, value: Sealed | null) =>
  ctx.vault.isCurrent(value?.stored ?? null);
const open = (ctx: Context, field: SealedField, value: Sealed) =>
  ctx.vault.open(field, value.stored);

async function resealCandidates(ctx: Context, onProgress: (done: number) => void) {
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const rows = await acrossOrganizations('platform task', async () =>
      ctx.db
        .select({
          id: candidates.id,
          orgId: candidates.orgId,
          fullName: candidates.fullName,
          email: candidates.email,
          phone: candidates.phone,
          emailIndex: candidates.emailIndex,
          contactSearch: candidates.contactSearch,
          resumeText: candidates.resumeText,
        })
        .from(candidates)
        // An erased person holds placeholders, nothing to seal.
        .where(and(gt(candidates.id, after), isNull(candidates.anonymizedAt)))
        .orderBy(asc(candidates.id))
        .limit(BATCH),
    );
    if (rows.length === 0) return count;
    after = rows.at(-1)!.id;
    const stale = rows.filter(
      (row) =>
        !isCurrent(ctx, row.fullName) ||
        !isCurrent(ctx, row.email) ||
        !isCurrent(ctx, row.phone) ||
        row.emailIndex === null ||
        !ContactVault.hasCurrentTokens(row.contactSearch) ||
        (row.resumeText !== null && !ctx.vault.isCurrent(row.resumeText)),
    );
    await ctx.db.transaction(async (tx) => {
      for (const row of stale) {
        const sealed = sealContact(ctx, {
          fullName: open(ctx, 'full_name', row.fullName),
          email: open(ctx, 'email', row.email),
          phone: row.phone && open(ctx, 'phone', row.phone),
        });
        const resumeText =
          row.resumeText === null
            ? null
            : ctx.vault.seal('resume_text', ctx.vault.open('resume_text', row.resumeText));
        await tx
          .update(candidates)
          .set({ ...sealed, resumeText })
          .where(and(eq(candidates.orgId, row.orgId), eq(candidates.id, row.id)));
      }
    });
    count += stale.length;
    onProgress(count);
  }
}

async function resealApplications(ctx: Context, onProgress: (done: number) => void) {
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  const reseal = (field: SealedField, value: Sealed | null) =>
    value && new Sealed(ctx.vault.seal(field, open(ctx, field, value)));
  for (;;) {
    const rows = await acrossOrganizations('platform task', async () =>
      ctx.db
        .select({
          id: applications.id,
          orgId: applications.orgId,
          submittedFullName: applications.submittedFullName,
          submittedEmail: applications.submittedEmail,
          submittedPhone: applications.submittedPhone,
        })
        .from(applications)
        .where(gt(applications.id, after))
        .orderBy(asc(applications.id))
        .limit(BATCH),
    );
    if (rows.length === 0) return count;
    after = rows.at(-1)!.id;
    const stale = rows.filter(
      (row) =>
        !isCurrent(ctx, row.submittedFullName) ||
        !isCurrent(ctx, row.submittedEmail) ||
        !isCurrent(ctx, row.submittedPhone),
    );
    await ctx.db.transaction(async (tx) => {
      for (const row of stale) {
        await tx
          .update(applications)
          .set({
            submittedFullName: reseal('submitted_full_name', row.submittedFullName),
            submittedEmail: reseal('submitted_email', row.submittedEmail),
            submittedPhone: reseal('submitted_phone', row.submittedPhone),
          })
          .where(and(eq(applications.orgId, row.orgId), eq(applications.id, row.id)));
      }
    });
    count += stale.length;
    onProgress(count);
  }
}

/** A table's sealed columns: its property, the field sealed into it, and a blind index to keep. */
interface SealedColumns {
  fields: Record<string, SealedField>;
  index?: { property: string; from: string };
}

const MESSAGE_COLUMNS: SealedColumns = {
  fields: MESSAGE_FIELDS,
  index: { property: 'toEmailIndex', from: 'toEmail' },
};

const OUTBOX_COLUMNS: SealedColumns = {
  fields: OUTBOX_FIELDS,
  index: { property: 'toIndex', from: 'to' },
};

/** Every row of a table of sealed text columns (messages, the outbox), sealed again. */
async function resealRows(
  ctx: Context,
  table: typeof emailMessages | typeof mailOutbox,
  columns: SealedColumns,
  onProgress: (done: number) => void,
) {
  let after = '00000000-0000-0000-0000-000000000000';
  let count = 0;
  for (;;) {
    const rows = (await acrossOrganizations('platform task', async () =>
      ctx.db.select().from(table).where(gt(table.id, after)).orderBy(asc(table.id)).limit(BATCH),
    )) as Array<Record<string, unknown> & { id: string; orgId?: string }>;
    if (rows.length === 0) return count;
    after = rows.at(-1)!.id;
    const stale = rows.filter((row) =>
      Object.keys(columns.fields).some((key) => {
        const value = row[key];
        // A placeholder (an erased message) is no one's data: nothing to seal.
        return (
          value instanceof Sealed && ContactVault.isSealed(value.stored) && !isCurrent(ctx, value)
        );
      }),
    );
    await ctx.db.transaction(async (tx) => {
      for (const row of stale) {
        const changes: Record<string, unknown> = {};
        for (const [key, field] of Object.entries(columns.fields)) {
          const value = row[key];
          if (!(value instanceof Sealed)) continue;
          const text = open(ctx, field, value);
          changes[key] = new Sealed(ctx.vault.seal(field, text));
          if (columns.index?.from === key && ContactVault.isSealed(value.stored)) {
            changes[columns.index.property] = ctx.vault.emailIndex(text);
          }
        }
        // A message is its organization's (the outbox is not kept by organization).
        const ofOrg =
          table === emailMessages && row.orgId !== undefined
            ? eq(emailMessages.orgId, row.orgId)
            : undefined;
        await tx
          .update(table)
          .set(changes)
          .where(and(ofOrg, eq(table.id, row.id)));
      }
    });
    count += stale.length;
    onProgress(count);
  }
}

async function resealLinks(ctx: Context) {
  const rows = await ctx.db
    .select({ id: candidateAccessTokens.id, email: candidateAccessTokens.email })
    .from(candidateAccessTokens);
  const stale = rows.filter((row) => !isCurrent(ctx, row.email));
  for (const row of stale) {
    const email = open(ctx, 'email', row.email);
    await ctx.db
      .update(candidateAccessTokens)
      .set({
        email: new Sealed(ctx.vault.seal('email', email)),
        emailIndex: ctx.vault.emailIndex(email),
      })
      .where(eq(candidateAccessTokens.id, row.id));
  }
  return stale.length;
}

/** Every resume file a row points at, written again under the current key. */
async function resealResumeFiles(ctx: Context, onProgress: (done: number) => void) {
  const found = await acrossOrganizations('platform task', () =>
    queryRows<{ key: string; org_id: string }>(
      ctx.db,
      sql`
      select resume_file_key as key, org_id from candidates where resume_file_key is not null
      union select resume_file_key, org_id from applications where resume_file_key is not null
      union select resume_file_key, org_id from import_run_resumes
    `,
    ),
  );
  // Each file with the organizations whose rows point at it (its own, by its key).
  const orgsOf = new Map<string, string[]>();
  for (const { key, org_id: orgId } of found) orgsOf.set(key, [...(orgsOf.get(key) ?? []), orgId]);
  let count = 0;
  for (const [key, orgIds] of orgsOf) {
    const bytes = await ctx.storage.get(key);
    if (!bytes || ctx.vault.fileKeyId(bytes) === ctx.vault.keyId) continue;
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const prefix = key.slice(0, key.lastIndexOf('/'));
    const moved = await ctx.storage.put(
      prefix,
      ctx.vault.sealFile(ctx.vault.openFile(bytes)),
      extension,
    );
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(candidates)
        .set({ resumeFileKey: moved })
        .where(and(inArray(candidates.orgId, orgIds), eq(candidates.resumeFileKey, key)));
      await tx
        .update(applications)
        .set({ resumeFileKey: moved })
        .where(and(inArray(applications.orgId, orgIds), eq(applications.resumeFileKey, key)));
      await tx
        .update(importRunResumes)
        .set({ resumeFileKey: moved })
        .where(
          and(inArray(importRunResumes.orgId, orgIds), eq(importRunResumes.resumeFileKey, key)),
        );
    });
    await ctx.storage.delete(key);
    count += 1;
    onProgress(count);
  }
  return count;
}
