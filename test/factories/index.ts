import type { LightMyRequestResponse } from 'fastify';
import type { Role, UserView } from '../../src/shared/auth';
import type { CreateJobInput, JobView } from '../../src/shared/jobs';
import type { ApplyInput } from '../../src/shared/public';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Sealed } from '../../src/server/db/sealed';
import {
  openMessage,
  openOutbox,
  outboxTo,
} from '../../src/server/modules/candidates/candidates.service';
import type { SealedField } from '../../src/server/modules/candidates/contact-vault';
import { expect } from 'vitest';
import {
  applications,
  candidates,
  creditLedger,
  mailOutbox,
  organizations,
  users,
} from '../../src/server/db/schema';
import { recordLedgerEntry } from '../../src/server/modules/credits/credits.service';
import { signWebhookBody } from '../../src/server/adapters/payments/paystack-client';
import { hashPassword } from '../../src/server/modules/auth/passwords';
import type { TestApp } from '../setup/test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let counter = 0;
export const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

/** A browser-like client: keeps the session cookie between requests. */
export class Client {
  /** The employer session cookie, as a Cookie header value. */
  cookie: string | undefined;
  /** The password console's session cookie (shortlist_admin), as a Cookie header value. */
  adminCookie: string | undefined;

  constructor(private readonly app: TestApp) {}

  private cookieHeader(): string | undefined {
    const parts = [this.cookie, this.adminCookie].filter(Boolean);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.server.inject({
      method,
      url,
      headers: {
        ...(this.cookieHeader() ? { cookie: this.cookieHeader() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookie = response.cookies.find((c) => c.name === 'shortlist_session');
    if (setCookie)
      this.cookie = setCookie.value ? `shortlist_session=${setCookie.value}` : undefined;
    const setAdminCookie = response.cookies.find((c) => c.name === 'shortlist_admin');
    if (setAdminCookie)
      this.adminCookie = setAdminCookie.value
        ? `shortlist_admin=${setAdminCookie.value}`
        : undefined;
    return response;
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

export interface Employer {
  client: Client;
  user: UserView;
  orgId: string;
  email: string;
  password: string;
}

export async function createEmployer(
  app: TestApp,
  overrides: Partial<{ orgName: string; name: string; email: string; password: string }> = {},
): Promise<Employer> {
  const input = {
    orgName: overrides.orgName ?? unique('Org'),
    name: overrides.name ?? 'Ama Mensah',
    email: overrides.email ?? `${unique('admin')}@example.test`,
    password: overrides.password ?? 'correct horse battery',
  };
  const client = new Client(app);
  const response = await client.post('/api/v1/auth/signup', input);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  const { user } = response.json() as { user: UserView };
  return { client, user, orgId: user.orgId!, email: input.email, password: input.password };
}

/** Another member of an organization with the given role, signed in. */
export async function createMember(app: TestApp, orgId: string, role: Role): Promise<Employer> {
  const email = `${unique(role.toLowerCase())}@example.test`;
  const password = 'member password 1';
  await app.database.db.insert(users).values({
    orgId,
    name: `${role} Member`,
    email,
    role,
    passwordHash: await hashPassword(password),
  });
  const client = new Client(app);
  const response = await client.post('/api/v1/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user } = response.json() as { user: UserView };
  return { client, user, orgId, email, password };
}

/** The admin password test apps configure (createAdminTestApp). */
export const TEST_ADMIN_PASSWORD = 'platform admin passphrase';

/** A platform SUPERADMIN (no organization) who has chosen their password, signed in. */
export async function createSuperAdmin(app: TestApp, name = 'Kofi Boateng'): Promise<Employer> {
  const email = `${unique('superadmin')}@example.test`;
  const password = 'superadmin password 1';
  await app.database.db.insert(users).values({
    orgId: null,
    name,
    email,
    role: 'SUPERADMIN',
    passwordHash: await hashPassword(password),
  });
  const client = new Client(app);
  const response = await client.post('/api/v1/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user } = response.json() as { user: UserView };
  return { client, user, orgId: '', email, password };
}

/** A browser signed in to the password console (the app must set ADMIN_PASSWORD). */
export async function signInAdminConsole(
  app: TestApp,
  password = TEST_ADMIN_PASSWORD,
): Promise<Client> {
  const client = new Client(app);
  const response = await client.post('/api/v1/admin/auth', { password });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return client;
}

export async function createJob(
  client: Client,
  overrides: Partial<CreateJobInput> = {},
): Promise<JobView> {
  const response = await client.post('/api/v1/jobs', {
    title: 'Backend Engineer',
    department: 'Engineering',
    location: 'Accra',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`create job failed: ${response.body}`);
  return response.json() as JobView;
}

export function createPublishedJob(client: Client, overrides: Partial<CreateJobInput> = {}) {
  return createJob(client, { ...overrides, status: 'PUBLISHED' });
}

export async function applyTo(
  app: TestApp,
  jobId: string,
  overrides: Partial<ApplyInput> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return new Client(app).post(
    `/api/v1/public/jobs/${jobId}/apply`,
    { fullName: 'Kofi Boateng', email: `${unique('kofi')}@example.test`, ...overrides },
    headers,
  );
}

/** Credits for an organization, through the ledger like every other balance change. */
export async function grantCredits(app: TestApp, orgId: string, amount: number): Promise<void> {
  await app.database.db.transaction((tx) =>
    recordLedgerEntry(tx, { orgId, delta: amount, reason: 'grant', note: 'test grant' }),
  );
}

export interface TestApplication {
  id: string;
  candidateId: string;
  fullName: string;
  email: string;
  phone: string | null;
}

/** A public application to a published job, and its ids. */
export async function createApplication(
  app: TestApp,
  job: { id: string; orgId: string },
  overrides: Partial<ApplyInput> = {},
): Promise<TestApplication> {
  const input = {
    fullName: 'Kofi Boateng',
    email: `${unique('kofi')}@example.test`,
    ...overrides,
  };
  const response = await applyTo(app, job.id, input);
  if (response.statusCode >= 300) throw new Error(`apply failed: ${response.body}`);
  const [row] = await app.database.db
    .select({ id: applications.id, candidateId: applications.candidateId })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(
      and(
        eq(applications.jobId, job.id),
        eq(candidates.orgId, job.orgId),
        inArray(candidates.emailIndex, app.ctx.vault.emailIndexes(input.email)),
      ),
    );
  return {
    id: row!.id,
    candidateId: row!.candidateId,
    fullName: input.fullName,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
  };
}

/** An organization's credit balance, read straight from the database. */
export async function balanceOf(app: TestApp, orgId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ balance: organizations.creditBalance })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row!.balance;
}

/** An organization's ledger, oldest first. */
export async function ledgerOf(app: TestApp, orgId: string) {
  return app.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId))
    .orderBy(creditLedger.createdAt);
}

/** DESIGN.md 5: the balance is the sum of the ledger's deltas, and never negative. */
export async function expectBalanceMatchesLedger(app: TestApp, orgId: string): Promise<number> {
  const [row] = await app.database.db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.orgId, orgId));
  const balance = await balanceOf(app, orgId);
  expect(balance).toBe(row!.sum);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

/**
 * A multipart form posted to the app as a browser sends it (fields, then files in
 * the order given), with the client's cookies.
 */
export async function postForm(
  app: TestApp,
  client: Client | null,
  url: string,
  parts: ReadonlyArray<
    readonly [string, string | { name: string; bytes: Uint8Array; type?: string }]
  >,
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }),
        value.name,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const cookie = client ? [client.cookie, client.adminCookie].filter(Boolean).join('; ') : '';
  return app.server.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Polls until `check` holds, for effects of queued tasks; throws after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts a payment webhook to the app, signed with `secretKey` unless a signature is given. */
export function deliverPaymentWebhook(
  app: TestApp,
  secretKey: string,
  body: string,
  signature = signWebhookBody(secretKey, body),
): Promise<LightMyRequestResponse> {
  return app.server.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

/** Candidates with this email, found as the app finds them: by its blind index. */
export function candidateEmailIs(app: Pick<TestApp, 'ctx'>, email: string) {
  return inArray(candidates.emailIndex, app.ctx.vault.emailIndexes(email));
}

/** A sealed contact value as text, opened as the candidates module would. */
export function opened(app: Pick<TestApp, 'ctx'>, field: SealedField, value: Sealed): string;
export function opened(
  app: Pick<TestApp, 'ctx'>,
  field: SealedField,
  value: Sealed | null,
): string | null;
export function opened(app: Pick<TestApp, 'ctx'>, field: SealedField, value: Sealed | null) {
  return value === null ? null : app.ctx.vault.open(field, value.stored);
}

/** Text sealed as the candidates module stores it, for a test that writes a row itself. */
export function sealedAs(app: Pick<TestApp, 'ctx'>, field: SealedField, text: string): Sealed {
  return new Sealed(app.ctx.vault.seal(field, text));
}

/**
 * The outbox's mail, opened as the candidates module would (it is sealed at rest),
 * oldest first; only what was sent to `email` when given.
 */
export async function outboxMail(app: Pick<TestApp, 'ctx'>, email?: string) {
  const rows = await app.ctx.db
    .select()
    .from(mailOutbox)
    .where(email === undefined ? undefined : outboxTo(app.ctx, email))
    .orderBy(mailOutbox.createdAt);
  return rows.map((row) => openOutbox(app.ctx, row));
}

/** Recorded email messages, their sealed fields opened. */
export function openedMessages<T extends object>(app: Pick<TestApp, 'ctx'>, rows: T[]) {
  return rows.map((row) => openMessage(app.ctx, row));
}

const SEALED_FIELDS: SealedField[] = [
  'full_name',
  'email',
  'phone',
  'submitted_full_name',
  'submitted_email',
  'submitted_phone',
  'message_to',
  'message_subject',
  'message_text',
  'message_calendar',
  'outbox_to',
  'outbox_subject',
  'outbox_text',
  'outbox_html',
  'resume_text',
];

/**
 * A dump of rows with every sealed value in it opened: a test that a person's data
 * is gone must look at what the values say, not at their ciphertext.
 */
export function openSealedIn(app: Pick<TestApp, 'ctx'>, text: string): string {
  return text.replace(/v1:[\w-]+:[\w-]+:[\w-]+/g, (value) => {
    for (const field of SEALED_FIELDS) {
      try {
        return JSON.stringify(app.ctx.vault.open(field, value)).slice(1, -1);
      } catch {
        // Another field's value.
      }
    }
    return value;
  });
}
