import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../shared/jobs';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { jobs, organizations } from '../../db/schema';
import {
  createBoardTestApp,
  BOARD_TOKEN,
  type BoardTestApp,
} from '../../../../test/factories/careers-board';
import {
  createEmployer,
  createJob,
  createPublishedJob,
  createSuperAdmin,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { backoffDelayMs, requeueLostJobSyncs } from './job-sync.service';

let app: BoardTestApp;
let employer: Employer;

beforeAll(async () => {
  app = await createBoardTestApp({ CAREERS_BOARD_SYNC_ATTEMPTS: '4' });
  employer = await createEmployer(app);
});
afterAll(() => app.close());
afterEach(() => app.board.setFaultMode(null));

const jobRow = async (id: string) =>
  (await app.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const boardJob = (id: string) =>
  [...app.board.jobs.values()].find((listing) => listing.externalRef === id);
const putsFor = (id: string) =>
  app.board.calls.filter((call) => call.method === 'PUT' && call.path === `/jobs/${id}`);
const waitForStatus = (id: string, status: 'SYNCED' | 'FAILED', timeoutMs = 10_000) =>
  waitUntil(async () => (await jobRow(id)).syncStatus === status, timeoutMs);

describe('publishing to the careers board', () => {
  it('publishes a job as OPEN with its employer account, then says SYNCED with the time', async () => {
    const job = await createPublishedJob(employer.client, {
      title: 'Senior Accountant',
      descriptionMd: 'Keep the books of a growing firm.',
      requirements: ['ICAG member'],
    });
    await waitForStatus(job.id, 'SYNCED');
    const listing = boardJob(job.id)!;
    expect(listing).toMatchObject({ title: 'Senior Accountant', status: 'OPEN' });
    expect(listing.descriptionMd).toContain('Keep the books');
    expect(listing.descriptionMd).toContain('- ICAG member');
    const [org] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, employer.orgId));
    expect(org!.boardEmployerId).toBe(listing.employerId);
    expect(app.board.employers.get(listing.employerId)!.externalRef).toBe(employer.orgId);
    const view = (await employer.client.get(`/api/v1/jobs/${job.id}`)).json() as JobView;
    expect(view).toMatchObject({ syncStatus: 'SYNCED', syncError: null, boardUrl: listing.url });
    expect(view.lastSyncAt).toBeTruthy();
    // The call carried the token, JSON and an idempotency key.
    const [put] = putsFor(job.id);
    expect(put).toMatchObject({
      authorization: `Bearer ${BOARD_TOKEN}`,
      contentType: 'application/json',
    });
    expect(put!.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((put!.body as { applyUrl: string }).applyUrl).toMatch(
      new RegExp(`/jobs/${job.publicSlug}$`),
    );
  });

  it('makes one employer account per organization, however many jobs it publishes', async () => {
    const other = await createEmployer(app);
    const published = await Promise.all(
      ['A', 'B', 'C'].map((title) => createPublishedJob(other.client, { title })),
    );
    for (const job of published) await waitForStatus(job.id, 'SYNCED');
    const accounts = [...app.board.employers.values()].filter(
      (account) => account.externalRef === other.orgId,
    );
    expect(accounts).toHaveLength(1);
  });

  it('sends an edit of a published job, a close and a delete; never a draft', async () => {
    const draft = await createJob(employer.client, { title: 'Draft only' });
    await employer.client.patch(`/api/v1/jobs/${draft.id}`, { title: 'Still a draft' });
    expect(putsFor(draft.id)).toHaveLength(0);
    expect((await jobRow(draft.id)).syncStatus).toBeNull();

    const job = await createPublishedJob(employer.client, { title: 'Driver' });
    await waitForStatus(job.id, 'SYNCED');
    await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Senior Driver' });
    await waitUntil(async () => boardJob(job.id)?.title === 'Senior Driver');
    await waitForStatus(job.id, 'SYNCED');

    await employer.client.post(`/api/v1/jobs/${job.id}/close`);
    await waitUntil(async () => boardJob(job.id)?.status === 'CLOSED');

    const doomed = await createPublishedJob(employer.client, { title: 'Cleaner' });
    await waitForStatus(doomed.id, 'SYNCED');
    expect((await employer.client.delete(`/api/v1/jobs/${doomed.id}`)).statusCode).toBe(204);
    await waitUntil(async () => boardJob(doomed.id)?.status === 'CLOSED');
  });

  it('never publishes a demo organization’s jobs', async () => {
    const demo = await createEmployer(app);
    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(organizations.id, demo.orgId));
    const job = await createPublishedJob(demo.client, { title: 'Demo job' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await jobRow(job.id)).syncStatus).toBeNull();
    expect(putsFor(job.id)).toHaveLength(0);
  });
});

describe('failures and retries', () => {
  it('fails a job at once when the board rejects it (4xx), with the board’s message', async () => {
    app.board.failNext(1, 422);
    const job = await createPublishedJob(employer.client, { title: 'Rejected' });
    await waitForStatus(job.id, 'FAILED');
    expect(putsFor(job.id)).toHaveLength(1);
    const view = (await employer.client.get(`/api/v1/jobs/${job.id}`)).json() as JobView;
    expect(view.syncError).toBe('The job could not be published (title is required)');
  });

  it('retries 5xx, time-outs and 429 until the board answers', async () => {
    app.board.failNext(1, 503);
    app.board.failNext(1, 429, { retryAfterSeconds: 0 });
    app.board.failNext(1, 'down');
    const job = await createPublishedJob(employer.client, { title: 'Eventually' });
    await waitForStatus(job.id, 'SYNCED');
    expect(putsFor(job.id).length).toBeGreaterThanOrEqual(2);
    expect(boardJob(job.id)?.status).toBe('OPEN');
  });

  it('ends FAILED with the reason after the last try when the board stays down, and one retry brings it back', async () => {
    const superAdmin = await createSuperAdmin(app);
    app.board.setFaultMode(503);
    const job = await createPublishedJob(employer.client, { title: 'Board down' });
    await waitForStatus(job.id, 'FAILED');
    expect(putsFor(job.id)).toHaveLength(4); // CAREERS_BOARD_SYNC_ATTEMPTS
    expect((await jobRow(job.id)).syncError).toMatch(/careers board failed .*503/);
    const failed = await superAdmin.client.get('/api/v1/admin/careers-board/jobs?status=FAILED');
    expect(failed.json().jobs.map((row: { id: string }) => row.id)).toContain(job.id);

    app.board.setFaultMode(null);
    const retried = await superAdmin.client.post(
      `/api/v1/admin/careers-board/jobs/${job.id}/retry`,
    );
    expect(retried.json()).toMatchObject({ queued: 1 });
    await waitForStatus(job.id, 'SYNCED');
    expect((await jobRow(job.id)).syncError).toBeNull();
  });

  it('spreads retries with full jitter under a growing ceiling', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://x/y' });
    expect(backoffDelayMs(1, config, () => 1)).toBe(60_000);
    expect(backoffDelayMs(3, config, () => 1)).toBe(240_000);
    expect(backoffDelayMs(12, config, () => 1)).toBe(3_600_000);
    expect(backoffDelayMs(3, config, () => 0)).toBe(0);
    // The defaults: 8 tries whose ceilings add to about two hours (an hour on average).
    const ceilings = Array.from({ length: config.CAREERS_BOARD_SYNC_ATTEMPTS - 1 }, (_, index) =>
      backoffDelayMs(index + 1, config, () => 1),
    );
    expect(config.CAREERS_BOARD_SYNC_ATTEMPTS).toBeGreaterThanOrEqual(6);
    const total = ceilings.reduce((sum, delay) => sum + delay, 0);
    expect(total / 2).toBeGreaterThan(50 * 60_000);
    expect(total / 2).toBeLessThan(75 * 60_000);
  });
});

describe('supersession', () => {
  it('ends with the newest content when an edit arrives while an older send hangs', async () => {
    app.board.failNext(1, 'hang');
    const job = await createPublishedJob(employer.client, { title: 'Version 1' });
    await waitUntil(async () => putsFor(job.id).length === 1);
    await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Version 2' });
    await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Version 3' });
    await waitForStatus(job.id, 'SYNCED', 15_000);
    expect(boardJob(job.id)?.title).toBe('Version 3');
    const row = await jobRow(job.id);
    expect(row.syncedVersion).toBe(row.syncVersion);
  });

  it('ends with the newest content when an edit lands while a failed try waits to retry', async () => {
    app.board.failNext(1, 429, { retryAfterSeconds: 1 });
    const job = await createPublishedJob(employer.client, { title: 'Before' });
    // The board asks to wait a second: the edit lands while that retry waits.
    await waitUntil(async () => putsFor(job.id).length >= 1);
    await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'After' });
    await waitForStatus(job.id, 'SYNCED');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(boardJob(job.id)?.title).toBe('After');
    expect((await jobRow(job.id)).syncStatus).toBe('SYNCED');
  });
});

describe('nothing lost, nothing doubled', () => {
  it('brings 50 jobs queued when the server stopped to SYNCED after a restart, each listed once', async () => {
    const first = await createBoardTestApp({ CAREERS_BOARD_TIMEOUT: '1s' });
    const owner = await createEmployer(first);
    // The board hangs: a few sends are under way and the rest wait in the queue.
    first.board.setFaultMode('hang');
    const published = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        createPublishedJob(owner.client, { title: `Job ${index + 1}` }),
      ),
    );
    await first.server.close(); // The process goes; its database and the board stay.
    first.board.setFaultMode(null);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: first.database.url,
      WEB_DIST_DIR: '/nonexistent',
      ZULUDESK_CAREERS_ADMIN_TOKEN: BOARD_TOKEN,
      ZULUDESK_CAREERS_WEBHOOK_SECRET: first.board.webhookSecret,
      ZULUDESK_CAREERS_API_URL: first.board.url,
      CAREERS_BOARD_RETRY_DELAY: '20ms',
      CAREERS_BOARD_RETRY_MAX_DELAY: '200ms',
    });
    const second = await buildApp({ config, database: first.database });
    try {
      await requeueLostJobSyncs(second.ctx);
      await waitUntil(async () => {
        const rows = await second.ctx.db
          .select({ status: jobs.syncStatus })
          .from(jobs)
          .where(eq(jobs.orgId, owner.orgId));
        return rows.every((row) => row.status === 'SYNCED');
      }, 30_000);
      const listings = [...first.board.jobs.values()].filter((listing) =>
        published.some((job) => job.id === listing.externalRef),
      );
      expect(listings).toHaveLength(50);
      // Repeated sends of the same content changed nothing on the board.
      for (const listing of listings) expect(listing.updatedAt).toBe(listing.createdAt);
      expect(
        [...first.board.employers.values()].filter((row) => row.externalRef === owner.orgId),
      ).toHaveLength(1);
    } finally {
      await second.server.close();
      // The first app's close ends the tests' own pool too (the second app read through
      // it), then drops the database and stops the board.
      await first.close();
    }
  }, 60_000);
});
