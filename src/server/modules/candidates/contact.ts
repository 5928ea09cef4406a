import { inArray, sql, type SQL } from 'drizzle-orm';
import type { OutboxSealer } from '../../adapters/mail/mailer';
import type { AppContext } from '../../context';
import { maskContactDetails } from '../applications/applications.service';
import { Sealed } from '../../db/sealed';
import { candidates, mailOutbox } from '../../db/schema';
import { searchWords, type SealedField } from './contact-vault';

/**
 * The one door to candidates' contact data (issue 19, decision 0036): sealing it for
 * the database, revealing it for a view, finding a person by email and searching by
 * name. Other modules hold Sealed values and come here to open them.
 */

export interface Contact {
  fullName: string;
  email: string;
  phone: string | null;
}

/** A candidate's contact as written to the candidates table. */
export function sealContact(ctx: Pick<AppContext, 'vault'>, contact: Contact) {
  const { vault } = ctx;
  return {
    fullName: new Sealed(vault.seal('full_name', contact.fullName)),
    email: new Sealed(vault.seal('email', contact.email)),
    phone: contact.phone === null ? null : new Sealed(vault.seal('phone', contact.phone)),
    emailIndex: vault.emailIndex(contact.email),
    contactSearch: contactSearchDocument(vault.searchTokens(contact.fullName, contact.email)),
  };
}

/**
 * The keyed tokens as a search document, in tsvector's own text form (lexemes
 * separated by spaces): they are plain letters and digits, taken as they are.
 */
export function contactSearchDocument(tokens: string[]): string {
  return tokens.join(' ');
}

/**
 * The contact as the candidates table's columns, for a bulk write in SQL (an import):
 * the same sealing as sealContact, as column values.
 */
export function sealedContactColumns(ctx: Pick<AppContext, 'vault'>, contact: Contact) {
  const sealed = sealContact(ctx, contact);
  return {
    full_name: sealed.fullName.stored,
    email: sealed.email.stored,
    phone: sealed.phone?.stored ?? null,
    email_index: sealed.emailIndex,
    contact_search: sealed.contactSearch,
  };
}

/** The contact as an application's submitted_* columns, for a bulk write in SQL. */
export function sealedSubmittedColumns(ctx: Pick<AppContext, 'vault'>, contact: Contact) {
  const sealed = sealSubmitted(ctx, contact);
  return {
    submitted_full_name: sealed.submittedFullName.stored,
    submitted_email: sealed.submittedEmail.stored,
    submitted_phone: sealed.submittedPhone?.stored ?? null,
  };
}

/** The contact as sent with an application, written to its submitted_* columns. */
export function sealSubmitted(ctx: Pick<AppContext, 'vault'>, contact: Contact) {
  const { vault } = ctx;
  return {
    submittedFullName: new Sealed(vault.seal('submitted_full_name', contact.fullName)),
    submittedEmail: new Sealed(vault.seal('submitted_email', contact.email)),
    submittedPhone:
      contact.phone === null ? null : new Sealed(vault.seal('submitted_phone', contact.phone)),
  };
}

/** Which column a sealed value came from: its field is bound into the seal. */
type RevealField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'submittedFullName'
  | 'submittedEmail'
  | 'submittedPhone'
  | 'candidateName'
  | 'candidateEmail';

const FIELDS: Record<RevealField, SealedField> = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  submittedFullName: 'submitted_full_name',
  submittedEmail: 'submitted_email',
  submittedPhone: 'submitted_phone',
  // As rows that join a candidate to something else name them.
  candidateName: 'full_name',
  candidateEmail: 'email',
};

export function reveal(ctx: Pick<AppContext, 'vault'>, field: RevealField, value: Sealed): string;
export function reveal(
  ctx: Pick<AppContext, 'vault'>,
  field: RevealField,
  value: Sealed | null,
): string | null;
export function reveal(ctx: Pick<AppContext, 'vault'>, field: RevealField, value: Sealed | null) {
  return value === null ? null : ctx.vault.open(FIELDS[field], value.stored);
}

/** A value read as text by raw SQL (as the column holds it), revealed. */
export function revealStored(ctx: Pick<AppContext, 'vault'>, field: RevealField, stored: string) {
  return ctx.vault.open(FIELDS[field], stored);
}

/** A row with each of its sealed contact fields (named as the columns) revealed. */
export type Revealed<T> = {
  [K in keyof T]: T[K] extends Sealed ? string : T[K] extends Sealed | null ? string | null : T[K];
};

/** Reveals the contact fields of a row read with them (fullName, email, phone, submitted*). */
export function revealContact<T extends object>(
  ctx: Pick<AppContext, 'vault'>,
  row: T,
): Revealed<T> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    if (value instanceof Sealed) {
      if (!(key in FIELDS)) throw new TypeError(`No sealed contact field is called ${key}`);
      out[key] = ctx.vault.open(FIELDS[key as RevealField], value.stored);
    }
  }
  return out as Revealed<T>;
}

/** Candidates with any of these emails. */
export function emailIsAnyOf(ctx: Pick<AppContext, 'vault'>, emails: string[]): SQL {
  return inArray(
    candidates.emailIndex,
    emails.flatMap((email) => ctx.vault.emailIndexes(email)),
  );
}

/** An email's blind index under every configured key, the current first. */
export function emailIndexesOf(ctx: Pick<AppContext, 'vault'>, email: string): string[] {
  return ctx.vault.emailIndexes(email);
}

/** The blind index of an email under the current key (to match rows read back). */
export function emailIndexOf(ctx: Pick<AppContext, 'vault'>, email: string): string {
  return ctx.vault.emailIndex(email);
}

/**
 * A typed search as a full-text query over applications' search documents: each word
 * (at most 8) matches as the start of a word in the anonymous document (location,
 * skills...) or as the keyed token of the start of a name or email word in the contact
 * document. Null when nothing searchable was typed.
 *
 * The word is parsed as the anonymous document was (to_tsquery); its tokens are taken
 * as they are (tokenQuery). The contact's tokens are weighted A in the search document
 * (migration 0036), the anonymous words D: the word's prefix search reads D only, or
 * "4" would have found every unlocked person with a token that happens to start with 4.
 */
export function searchQuery(ctx: Pick<AppContext, 'vault'>, q: string): SQL | null {
  const words = searchWords(q).slice(0, 8);
  if (words.length === 0) return null;
  const each = words.map(
    (word) =>
      sql`(to_tsquery('simple', ${`${quoted(word)}:*${ANONYMOUS_WEIGHT}`}) || ${tokenQuery(ctx, word)})`,
  );
  return sql`(${sql.join(each, sql` && `)})`;
}

/** The weight of the anonymous document's words in an application's search document. */
const ANONYMOUS_WEIGHT = 'D';

/** A query over contact documents only (names and emails), for searches of people by name. */
export function contactQuery(ctx: Pick<AppContext, 'vault'>, q: string): SQL | null {
  const words = searchWords(q).slice(0, 8);
  if (words.length === 0) return null;
  return sql`(${sql.join(
    words.map((word) => tokenQuery(ctx, word)),
    sql` && `,
  )})`;
}

/**
 * A typed word's keyed tokens as a query, each taken as it is, the way the contact
 * documents hold them. Not through to_tsquery: its parser reads some tokens as a
 * number followed by a word ('5e6lzpqwe24' as '5e6' <-> 'lzpqwe24', 261 of 200,000),
 * and a person whose word had such a token could not be found by it.
 */
function tokenQuery(ctx: Pick<AppContext, 'vault'>, word: string): SQL {
  return sql`${ctx.vault.queryTokens(word).map(quoted).join(' | ')}::tsquery`;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The sealed text columns of the recorded messages, by property, and their fields. */
export const MESSAGE_FIELDS = {
  toEmail: 'message_to',
  subject: 'message_subject',
  text: 'message_text',
  calendar: 'message_calendar',
} as const satisfies Record<string, SealedField>;

/** The outbox's sealed text columns, by property, and their fields. */
export const OUTBOX_FIELDS = {
  to: 'outbox_to',
  subject: 'outbox_subject',
  text: 'outbox_text',
  html: 'outbox_html',
} as const satisfies Record<string, SealedField>;

/** Each of `values`, sealed as its field (null stays null). */
function sealFields<Fields extends Record<string, SealedField>>(
  ctx: Pick<AppContext, 'vault'>,
  fields: Fields,
  values: { [K in keyof Fields]: string | null },
): { [K in keyof Fields]: Sealed | null } {
  const sealed: Record<string, Sealed | null> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = values[key];
    sealed[key] =
      value === null || value === undefined ? null : new Sealed(ctx.vault.seal(field, value));
  }
  return sealed as { [K in keyof Fields]: Sealed | null };
}

/** A recorded message to a candidate (or a member) as the email_messages table holds it. */
export function sealMessage(
  ctx: Pick<AppContext, 'vault'>,
  message: { toEmail: string; subject: string; text: string; calendar: string | null },
) {
  const sealed = sealFields(ctx, MESSAGE_FIELDS, message);
  return {
    toEmail: sealed.toEmail!,
    toEmailIndex: ctx.vault.emailIndex(message.toEmail),
    subject: sealed.subject!,
    text: sealed.text!,
    calendar: sealed.calendar,
  };
}

type Opened<T> = {
  [K in keyof T]: T[K] extends Sealed ? string : T[K] extends Sealed | null ? string | null : T[K];
};

function openFields<T extends object>(
  ctx: Pick<AppContext, 'vault'>,
  row: T,
  fields: Record<string, SealedField>,
): Opened<T> {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, field] of Object.entries(fields)) {
    const value = out[key];
    if (value instanceof Sealed) out[key] = ctx.vault.open(field, value.stored);
  }
  return out as Opened<T>;
}

/**
 * A recorded message's sealed fields (toEmail, subject, text, calendar) opened, and
 * any contact fields read with it (the candidate's fullName).
 */
export function openMessage<T extends object>(ctx: Pick<AppContext, 'vault'>, row: T): Opened<T> {
  return revealContact(ctx, openFields(ctx, row, MESSAGE_FIELDS)) as Opened<T>;
}

/** The outbox's sealer (app.ts gives it to the Mailer, which never opens what it wrote). */
export function outboxSealer(ctx: Pick<AppContext, 'vault'>): OutboxSealer {
  return {
    seal: (message) => {
      const sealed = sealFields(ctx, OUTBOX_FIELDS, message);
      return {
        to: sealed.to!,
        toIndex: ctx.vault.emailIndex(message.to),
        subject: sealed.subject!,
        text: sealed.text!,
        html: sealed.html,
      };
    },
  };
}

/** An outbox row opened (tests, and what reads the outbox back). */
export function openOutbox<T extends object>(ctx: Pick<AppContext, 'vault'>, row: T): Opened<T> {
  return openFields(ctx, row, OUTBOX_FIELDS);
}

/** Outbox rows to this address, by its blind index. */
export function outboxTo(ctx: Pick<AppContext, 'vault'>, email: string): SQL {
  return inArray(mailOutbox.toIndex, ctx.vault.emailIndexes(email));
}

/** A resume's extracted text as stored: it names and reaches the person, so it is sealed. */
export function sealResumeText(ctx: Pick<AppContext, 'vault'>, text: string | null): string | null {
  return text === null ? null : ctx.vault.seal('resume_text', text);
}

/**
 * Text stored readable (a resume's summary, for matching and search; an email's
 * subject on the timeline) without the person's own name, email and phone, nor any
 * other address or number: it must not say who they are.
 */
export function textWithoutContact<T extends string | null>(text: T, contact: Contact): T {
  return (
    text &&
    (maskContactDetails(text, {
      names: [contact.fullName],
      emails: [contact.email],
      phones: [contact.phone],
    }) as T)
  );
}
