import {
  MY_DATA_LINK_SENT_MESSAGE,
  type MyDataLinkData,
  type MyDataLinkResponse,
} from '../../../shared/my-data-link';
import {
  MY_DATA_LINK_DAYS,
  type MyDataContact,
  type MyDataView,
  type MyOrganizationView,
} from '../../../shared/my-data';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import type { DbOrTx } from '../../db/client';
import type { InsertChain } from '../../db/insert-chain';
import { Sealed } from '../../db/sealed';
import { AppError } from '../../http/app-error';
import { createToken, hashToken } from '../../tokens';
import { anonymizeApplications, anonymizeCandidates } from './anonymize';
import { emailIndexesOf, emailIndexOf, reveal, revealContact, sealContact } from './contact';
import * as repo from './my-data.repository';

const DAY_MS = 86_400_000;

/**
 * A new private link's token for everything held about `email` (its hash stored,
 * valid MY_DATA_LINK_DAYS), in the caller's transaction.
 */
export async function issueAccessToken(
  ctx: Pick<AppContext, 'vault'>,
  db: DbOrTx,
  email: string,
): Promise<string> {
  const [token] = await issueAccessTokens(ctx, db, [email]);
  return token!;
}

/** `issueAccessToken` for many emails in one statement (a batch of confirmations): a token each, in order. */
export async function issueAccessTokens(
  ctx: Pick<AppContext, 'vault'>,
  db: DbOrTx,
  emails: string[],
): Promise<string[]> {
  const made = emails.map((email) => newAccessToken(ctx, email));
  await repo.insertAccessTokens(
    db,
    made.map(({ row }) => row),
  );
  return made.map(({ token }) => token);
}

/** A private link's token made and its row sealed, not yet stored: the token is sent, its hash kept. */
export interface NewAccessToken {
  token: string;
  row: repo.AccessTokenRow;
}

/**
 * A new private link for everything held about `email`, valid MY_DATA_LINK_DAYS from
 * now, for the caller to store (issueAccessTokens, or an insert chain's
 * chainAccessTokens) and send once stored.
 */
export function newAccessToken(ctx: Pick<AppContext, 'vault'>, email: string): NewAccessToken {
  const token = createToken();
  const normalized = email.trim().toLowerCase();
  return {
    token,
    row: {
      email: new Sealed(ctx.vault.seal('email', normalized)),
      emailIndex: emailIndexOf(ctx, normalized),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + MY_DATA_LINK_DAYS * DAY_MS),
    },
  };
}

/** Tokens made already (newAccessToken), stored in the caller's transaction, each with the id given. */
export async function storeAccessTokens(
  db: DbOrTx,
  rows: Array<repo.AccessTokenRow & { id: string }>,
): Promise<void> {
  await repo.insertAccessTokens(db, rows);
}

/**
 * Tokens as an insert of a chain (decision 0056), each row with the id the caller gives
 * it, written only where `onlyWhere` holds (decision 0069: an applicant's confirmation
 * and its link, one statement with the application).
 */
export function chainAccessTokens(
  chain: InsertChain,
  rows: Array<repo.AccessTokenRow & { id: string }>,
  onlyWhere: SQL,
): void {
  if (rows.length > 0) repo.chainAccessTokensInsert(chain, rows, onlyWhere);
}

/** The email a live token opens, and when it ends; a wrong or expired one is refused (401). */
async function resolveToken(ctx: AppContext, token: string | undefined) {
  if (!token || token.length < 20 || token.length > 200) throw new AppError('my_data_link_invalid');
  const row = await repo.useLiveAccessToken(ctx.db, hashToken(token));
  if (!row) throw new AppError('my_data_link_invalid');
  return { email: reveal(ctx, 'email', row.email), expiresAt: row.expiresAt };
}

/**
 * The person's intact records in every organization, with their applications: their
 * emailed link names them by email only, so every organization is looked in.
 */
async function findRecords(ctx: AppContext, email: string) {
  // An async scope: a query builder runs where it is awaited.
  const rows = await acrossOrganizations('data request', async () =>
    repo.findRecords(ctx.db, emailIndexesOf(ctx, email)),
  );
  return rows.map((row) => revealContact(ctx, row));
}

/** The person's intact records (id and organization), in every organization (their emailed link). */
function findPersonRecords(ctx: AppContext, email: string) {
  return acrossOrganizations('data request', async () =>
    repo.findPersonRecords(ctx.db, emailIndexesOf(ctx, email)),
  );
}

/** Everything the organizations hold about the link's person (GET /api/v1/my-data). */
export async function getMyData(ctx: AppContext, token: string | undefined): Promise<MyDataView> {
  const { email, expiresAt } = await resolveToken(ctx, token);
  const rows = await findRecords(ctx, email);
  const byOrg = new Map<string, MyOrganizationView>();
  for (const row of rows) {
    let organization = byOrg.get(row.orgId);
    if (!organization) {
      organization = {
        organizationName: row.organizationName,
        dataProtectionContact: row.contactEmail
          ? { name: row.contactName, email: row.contactEmail }
          : null,
        profile: {
          fullName: row.fullName,
          email: row.email,
          phone: row.phone,
          location: row.location,
        },
        applications: [],
      };
      byOrg.set(row.orgId, organization);
    }
    if (!row.applicationId || !row.jobTitle || !row.stage || !row.appliedAt) continue;
    organization.applications.push({
      id: row.applicationId,
      jobTitle: row.jobTitle,
      stage: row.stage,
      status: row.applicationAnonymizedAt
        ? 'Withdrawn'
        : row.rejectedAt
          ? 'Not selected'
          : 'In progress',
      appliedAt: row.appliedAt.toISOString(),
      coverNote: row.coverNote,
      resume:
        row.resumeFileType && row.resumeFileSize !== null
          ? { type: row.resumeFileType, bytes: row.resumeFileSize }
          : null,
    });
  }
  return { email, linkExpiresAt: expiresAt.toISOString(), organizations: [...byOrg.values()] };
}

async function deleteFiles(ctx: AppContext, keys: string[]) {
  for (const key of keys) {
    await ctx.storage.delete(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'A resume file of erased data stayed');
    });
  }
}

/** Corrects the person's name and phone in every organization that holds them. */
export async function correctContactDetails(
  ctx: AppContext,
  token: string | undefined,
  input: MyDataContact,
): Promise<MyDataView> {
  const { email } = await resolveToken(ctx, token);
  const sealed = sealContact(ctx, { fullName: input.fullName, email, phone: input.phone });
  // Found in every organization, then changed in theirs.
  const records = await findPersonRecords(ctx, email);
  if (records.length > 0) {
    await repo.correctContact(ctx.db, records, emailIndexesOf(ctx, email), {
      fullName: sealed.fullName,
      phone: sealed.phone,
      contactSearch: sealed.contactSearch,
    });
  }
  return getMyData(ctx, token);
}

/**
 * Withdraws one of the person's applications: its personal data is deleted (the
 * row stays for the employer's counts and ledger) and the employer's timeline says
 * the candidate withdrew.
 */
export async function withdrawApplication(
  ctx: AppContext,
  token: string | undefined,
  applicationId: string,
): Promise<MyDataView> {
  const { email } = await resolveToken(ctx, token);
  const fileKeys = await ctx.db.transaction(async (tx) => {
    // The application by id, in whichever organization holds it under the link's email.
    const application = await acrossOrganizations('data request', async () =>
      repo.findApplicationOfPerson(tx, applicationId, emailIndexesOf(ctx, email)),
    );
    if (!application) throw new AppError('my_data_application_not_found');
    await repo.insertRequestEvents(tx, application.orgId, [applicationId], 'withdrawn');
    return (
      await anonymizeApplications(tx, ctx.vault, application.orgId, [applicationId], 'data request')
    ).fileKeys;
  });
  await deleteFiles(ctx, fileKeys);
  return getMyData(ctx, token);
}

/**
 * Erases the person everywhere: in each organization, every application's personal
 * data is deleted with the request on its timeline, and then the person; their
 * private links go too. What was paid, counted and charted stays.
 */
export async function eraseMyData(ctx: AppContext, token: string | undefined): Promise<void> {
  const { email } = await resolveToken(ctx, token);
  const records = await findPersonRecords(ctx, email);
  for (const { id: candidateId, orgId } of records) {
    const fileKeys = await ctx.db.transaction(async (tx) => {
      const ids = await repo.findIntactApplicationIds(tx, orgId, candidateId);
      await repo.insertRequestEvents(tx, orgId, ids, 'erased');
      const done = await anonymizeApplications(tx, ctx.vault, orgId, ids, 'data request');
      const person = await anonymizeCandidates(tx, ctx.vault, orgId, [candidateId], 'data request');
      return [...done.fileKeys, ...person.fileKeys];
    });
    await deleteFiles(ctx, fileKeys);
  }
  await repo.deleteAccessTokens(ctx.db, emailIndexesOf(ctx, email));
}

const ONE_HOUR_MS = 60 * 60_000;
/** New links asked for from one address, and for one email, per hour. */
const LINKS_PER_IP_PER_HOUR = 10;
const LINKS_PER_EMAIL_PER_HOUR = 3;

/**
 * A new private link, asked for with the email on a job page: sent to that address
 * when some organization holds an application under it. The answer is the same
 * either way, so the form tells nobody who applied where.
 */
export async function requestMyDataLink(
  ctx: AppContext,
  input: MyDataLinkData,
  ip: string,
): Promise<MyDataLinkResponse> {
  await ctx.rateLimiter.enforce(
    { name: 'my-data-link:ip', limit: LINKS_PER_IP_PER_HOUR, windowMs: ONE_HOUR_MS },
    ip,
  );
  const email = input.email.trim().toLowerCase();
  await ctx.rateLimiter.enforce(
    { name: 'my-data-link:email', limit: LINKS_PER_EMAIL_PER_HOUR, windowMs: ONE_HOUR_MS },
    email,
  );
  // Whether any organization holds the email: the link goes only to a person held somewhere.
  const isHeld = await acrossOrganizations('data request', async () =>
    repo.isPersonHeld(ctx.db, emailIndexesOf(ctx, email)),
  );
  if (isHeld) {
    const token = await issueAccessToken(ctx, ctx.db, email);
    await ctx.mailer.send({
      to: email,
      subject: 'Your private link to your data on Shortlist',
      text: [
        'Hello,',
        '',
        'You asked for a link to what employers hold about you on Shortlist: your applications, the contact details and resumes you sent.',
        `Your private link, for you alone and valid ${MY_DATA_LINK_DAYS} days:`,
        `${ctx.siteOrigin()}/my-data#token=${encodeURIComponent(token)}`,
        '',
        'If you did not ask for it, ignore this email: nothing changes.',
        '',
        'Shortlist',
      ].join('\n'),
      secretUntil: new Date(Date.now() + MY_DATA_LINK_DAYS * DAY_MS),
    });
  }
  return { success: true, message: MY_DATA_LINK_SENT_MESSAGE };
}
