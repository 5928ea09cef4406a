import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseResponse } from '../shared/payments';
import type { PublicJobView } from '../shared/public';
import type { MailTransport } from './adapters/mail/mailer';
import { CareersBoardError } from './adapters/careers-board/careers-board-client';
import { buildApp, type AppDeps } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { applications, jobs } from './db/schema';
import { getPublicJobPage } from './modules/public-jobs/public-jobs.service';
import type { ProcessRole } from './process-roles';
import {
  applyTo,
  balanceOf,
  Client,
  createEmployer,
  createPublishedJob,
  waitUntil,
  type Employer,
} from '../../test/factories';
import {
  createTestDatabase,
  TEST_DATA_KEY,
  type TestApp,
  type TestDatabase,
} from '../../test/setup/test-app';

/**
 * Decision 0038: several server processes on one database and one DATA_DIR, each
 * built as main.ts builds it for its role, each with its own connection pool, bus
 * connection and caches. Nothing that matters may live in only one of them.
 */

const SITE = 'http://shortlist.test';

let database: TestDatabase;
let dataDir: string;
const started: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  // Workers first: a web process's last messages may still be on their way to them.
  for (const app of started.reverse()) await app.close();
  started.length = 0;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});
afterAll(() => database.destroy());

function newDataDir(): string {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-processes-'));
  return dataDir;
}

async function startProcess(
  role: ProcessRole,
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'mailTransport'>> = {},
): Promise<TestApp> {
  const own = await openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 4 });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    RATE_LIMIT_AUTH_PER_IP: '100000',
    PAYMENTS_SANDBOX: 'true',
    // An hour: what a process shows after another's change is never the time limit's doing.
    PUBLIC_JOB_CACHE_TTL: '1h',
    ...env,
  });
  const app = await buildApp({
    config,
    database: own,
    role,
    isScheduler: role !== 'web',
    ...deps,
  });
  await app.server.ready();
  const running: TestApp = {
    ...app,
    database: { ...own, name: database.name, url: database.url, destroy: () => own.close() },
    async close() {
      await app.server.close();
      await own.close();
    },
  };
  started.push(running);
  return running;
}

/** The same signed-in browser, its request answered by another process. */
function through(app: TestApp, employer: Employer): Client {
  const client = new Client(app);
  client.cookie = employer.client.cookie;
  return client;
}

async function publicTitle(app: TestApp, slug: string): Promise<string> {
  const response = await new Client(app).get(`/api/v1/public/jobs/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<PublicJobView>().title;
}

describe('the public job caches', () => {
  it('forget a job changed through another process at once, not after their time limit', async () => {
    newDataDir();
    const first = await startProcess('web');
    const second = await startProcess('web');
    const employer = await createEmployer(first);
    const job = await createPublishedJob(employer.client, { title: 'Warehouse Supervisor' });
    const pageTitle = async () =>
      (await getPublicJobPage(second.ctx, job.publicSlug, (view) => view.title))?.body;
    // Read through the second process: now in both of its caches.
    expect(await publicTitle(second, job.publicSlug)).toBe('Warehouse Supervisor');
    expect(await pageTitle()).toBe('Warehouse Supervisor');

    const edited = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      title: 'Head of Warehouse',
    });
    expect(edited.statusCode).toBe(200);
    await waitUntil(
      async () => (await publicTitle(second, job.publicSlug)) === 'Head of Warehouse',
      3_000,
    );
    expect(await pageTitle()).toBe('Head of Warehouse');

    // Closed through the first: the second answers 404 too.
    expect((await employer.client.post(`/api/v1/jobs/${job.id}/close`)).statusCode).toBe(200);
    await waitUntil(
      async () =>
        (await new Client(second).get(`/api/v1/public/jobs/${job.publicSlug}`)).statusCode === 404,
      3_000,
    );
  });

  it('are emptied when a process listens again after losing its connection', async () => {
    newDataDir();
    const first = await startProcess('web');
    const second = await startProcess('web');
    const employer = await createEmployer(first);
    const job = await createPublishedJob(employer.client, { title: 'Driver' });
    // The publication's own message has arrived before the second process reads.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await publicTitle(second, job.publicSlug)).toBe('Driver');

    // A change nobody announces (made in SQL): the second process keeps its copy...
    const rename = (title: string) =>
      first.database.db.update(jobs).set({ title }).where(eq(jobs.id, job.id));
    await rename('Senior Driver');
    expect(await publicTitle(second, job.publicSlug)).toBe('Driver');

    // ...until its listening connection is cut (a database restart, a network cut): it
    // may have missed messages, so once it listens again it forgets all it kept.
    const cut = await first.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen shortlist_processes'`);
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    await waitUntil(
      async () => (await publicTitle(second, job.publicSlug)) === 'Senior Driver',
      5_000,
    );
  });
});

/** A mail transport that keeps what it was given, to tell which process delivered. */
function recordingTransport(name: string): MailTransport & { sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    name,
    sentTo,
    async deliver(message) {
      sentTo.push(message.to);
    },
  };
}

describe('the task queue', () => {
  it('leaves the tasks a web process sends to the worker process', async () => {
    newDataDir();
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:9' };
    const webMail = recordingTransport('web');
    const workerMail = recordingTransport('worker');
    const web = await startProcess('web', smtp, { mailTransport: webMail });
    await startProcess('worker', { ...smtp, PUBLIC_URL: SITE }, { mailTransport: workerMail });
    const employer = await createEmployer(web);
    const job = await createPublishedJob(employer.client);

    // The applicant's confirmation is a queued task, sent by the web process.
    const email = `kojo.${Date.now()}@example.test`;
    expect((await applyTo(web, job.id, { fullName: 'Kojo Antwi', email })).statusCode).toBe(201);
    await waitUntil(async () => workerMail.sentTo.includes(email), 5_000);
    expect(webMail.sentTo).not.toContain(email);
  });
});

describe('the payment sandbox', () => {
  it('serves each step of a purchase from whichever process gets it', async () => {
    newDataDir();
    const env = { PUBLIC_URL: SITE };
    const first = await startProcess('web', env);
    const second = await startProcess('web', env);
    await startProcess('worker', env);
    const employer = await createEmployer(first);
    const before = await balanceOf(first, employer.orgId);

    // Initialized through the first process...
    const purchase = await employer.client.post('/api/v1/credits/purchase', {
      credits: 10,
      callbackUrl: `${SITE}/credits?payment=success`,
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const { paymentUrl, reference } = purchase.json<PurchaseResponse>();
    const checkout = new URL(paymentUrl);
    expect(checkout.origin).toBe(SITE);

    // ...the checkout shown and approved by the second (its webhook goes to itself)...
    const page = await new Client(second).get(checkout.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('GH₵ 90.00');
    const approved = await new Client(second).post(`${checkout.pathname}/approve`);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(`reference=${reference}`);

    // ...confirmed by the worker, which verifies with its own view of the sandbox...
    await waitUntil(async () => (await balanceOf(first, employer.orgId)) === before + 10, 5_000);

    // ...and the browser's return, verified by the first, finds it paid.
    const returned = await employer.client.post(`/api/v1/credits/payments/${reference}/verify`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<{ status: string }>().status).toBe('PAID');
    expect(await balanceOf(first, employer.orgId)).toBe(before + 10);
  });

  it('records a decline made through another process', async () => {
    newDataDir();
    const env = { PUBLIC_URL: SITE };
    const first = await startProcess('web', env);
    const second = await startProcess('web', env);
    const employer = await createEmployer(first);
    const purchase = await employer.client.post('/api/v1/credits/purchase', {
      credits: 1,
      callbackUrl: `${SITE}/credits?payment=success`,
    });
    const { paymentUrl, reference } = purchase.json<PurchaseResponse>();
    const declined = await new Client(second).post(`${new URL(paymentUrl).pathname}/decline`);
    expect(declined.statusCode).toBe(303);
    const returned = await through(first, employer).post(
      `/api/v1/credits/payments/${reference}/verify`,
    );
    expect(returned.json<{ status: string }>().status).toBe('FAILED');
  });
});

describe('the sandbox careers board', () => {
  const board = {
    CAREERS_BOARD_SANDBOX: 'true',
    CAREERS_BOARD_TIMEOUT: '2s',
    CAREERS_BOARD_RETRY_DELAY: '20ms',
    CAREERS_BOARD_RETRY_MAX_DELAY: '200ms',
  };

  it('runs in the worker, and web processes use that one board', async () => {
    newDataDir();
    const web = await startProcess('web', board);
    // The worker's board delivers its webhooks to the site, which the web process serves.
    const site = await web.server.listen({ port: 0, host: '127.0.0.1' });
    const worker = await startProcess('worker', { ...board, PUBLIC_URL: site });
    const webBoard = web.ctx.careersBoard!;
    expect(webBoard.environment).toBe('sandbox');
    expect(webBoard.webhookSecret).toBe(worker.ctx.careersBoard!.webhookSecret);
    const employers = await webBoard.client.listAllEmployers();
    expect(employers.map((employer) => employer.name)).toEqual([
      'Volta Agro Processing',
      'Harbour Logistics Tema',
    ]);

    // Published through the web process, synced by the worker to its board.
    const employer = await createEmployer(web);
    const job = await createPublishedJob(employer.client, { title: 'Forklift Operator' });
    await waitUntil(async () => {
      const [row] = await web.database.db
        .select({ status: jobs.syncStatus })
        .from(jobs)
        .where(eq(jobs.id, job.id));
      return row?.status === 'SYNCED';
    }, 10_000);

    // A test application asked for through the web process lands in the pipeline.
    const sent = await webBoard.sandbox!.sendTestApplication({
      jobExternalRef: job.id,
      fullName: 'Esi Quaye',
      email: `esi.${Date.now()}@seekers.example`,
      phone: null,
      coverNote: null,
      sourceOrgName: 'ZuluDesk Careers (sandbox)',
    });
    expect(sent?.deliveryStatus).toBeLessThan(300);
    await waitUntil(async () => {
      const [row] = await web.database.db
        .select({ n: count() })
        .from(applications)
        .where(and(eq(applications.jobId, job.id)));
      return row?.n === 1;
    }, 10_000);

    // A job the board does not list is not sent to.
    expect(
      await webBoard.sandbox!.sendTestApplication({
        jobExternalRef: '00000000-0000-4000-8000-000000000000',
        fullName: 'Nobody',
        email: 'nobody@seekers.example',
        phone: null,
        coverNote: null,
        sourceOrgName: 'ZuluDesk Careers (sandbox)',
      }),
    ).toBeNull();
  });

  it('is reported as not running to a web process while no worker runs it', async () => {
    newDataDir();
    const web = await startProcess('web', board);
    expect(web.ctx.careersBoard!.webhookSecret).toBeNull();
    const listing = web.ctx.careersBoard!.client.listAllEmployers();
    await expect(listing).rejects.toBeInstanceOf(CareersBoardError);
    await expect(listing).rejects.toThrow(/sandbox board is not running/);
  });
});
