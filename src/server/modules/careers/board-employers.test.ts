import { revealContact } from '../candidates/candidates.service';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmployerSyncRunView,
  ExternalCandidatesResponse,
  ExternalEmployersResponse,
  MigrationResultView,
} from '../../../shared/careers-board';
import { updateJobSchema } from '../../../shared/jobs';
import { JOB_SHORT_TEXT_MAX, JOB_TITLE_MAX } from '../../../shared/rules';
import { applications, candidates, careersBoardEvents, jobs, organizations } from '../../db/schema';
import {
  createBoardTestApp,
  postBoardWebhook,
  type BoardTestApp,
} from '../../../../test/factories/careers-board';
import {
  candidateEmailIs,
  Client,
  createEmployer,
  createPublishedJob,
  createSuperAdmin,
  unique,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp } from '../../../../test/setup/test-app';

let app: BoardTestApp;
let admin: Employer;

beforeAll(async () => {
  // A run that takes longer than this is answered 202 with its progress.
  app = await createBoardTestApp({ CAREERS_BOARD_EMPLOYER_SYNC_WAIT: '1500ms' });
  admin = await createSuperAdmin(app);
});
afterAll(() => app.close());

const SYNC = '/api/v1/admin/sync-employer-accounts';

async function runSync(expectedStatus = 200): Promise<EmployerSyncRunView> {
  const response = await admin.client.post(SYNC);
  expect(response.statusCode, response.body).toBe(expectedStatus);
  return response.json() as EmployerSyncRunView;
}

async function orgRow(orgId: string) {
  return (
    await app.database.db.select().from(organizations).where(eq(organizations.id, orgId))
  )[0]!;
}

const boardEmployersFor = (orgId: string) =>
  [...app.board.employers.values()].filter((employer) => employer.externalRef === orgId);

const employerListCalls = () =>
  app.board.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/employers?'))
    .length;

function migrate(key: string) {
  return admin.client.post(`/api/v1/admin/employers/${encodeURIComponent(key)}/migrate`);
}

async function eventProcessed(id: string) {
  await waitUntil(async () => {
    const [row] = await app.database.db
      .select({ processedAt: careersBoardEvents.processedAt })
      .from(careersBoardEvents)
      .where(eq(careersBoardEvents.id, id));
    return Boolean(row?.processedAt);
  });
  const [row] = await app.database.db
    .select()
    .from(careersBoardEvents)
    .where(eq(careersBoardEvents.id, id));
  return row!;
}

async function orgApplications(orgId: string) {
  return app.database.db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      stage: applications.stage,
      unlockStatus: applications.unlockStatus,
      boardApplicationId: applications.boardApplicationId,
      resumeFileKey: applications.resumeFileKey,
      candidateResumeFileKey: candidates.resumeFileKey,
      source: candidates.source,
      email: candidates.email,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.orgId, orgId))
    .then((rows) => rows.map((row) => revealContact(app.ctx, row)));
}

describe('employer account sync', () => {
  const named: Record<string, Employer & { orgName: string }> = {};
  async function org(key: string) {
    const orgName = unique(`${key} Ltd`);
    named[key] = { ...(await createEmployer(app, { orgName })), orgName };
    return named[key];
  }
  let firstRun: EmployerSyncRunView;

  it('creates a board employer for every organization lacking one, and answers the counts', async () => {
    const a = await org('Accra Foods');
    const b = await org('Kumasi Cement');
    firstRun = await runSync();
    expect(firstRun).toMatchObject({
      status: 'completed',
      total: 2,
      processed: 2,
      created: 2,
      skipped: 0,
      failed: 0,
      errors: [],
    });
    expect(firstRun.finishedAt).toBeTruthy();
    for (const owner of [a, b]) {
      const accounts = boardEmployersFor(owner.orgId);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({ externalRef: owner.orgId, name: owner.orgName });
      expect((await orgRow(owner.orgId)).boardEmployerId).toBe(accounts[0]!.id);
    }
  });

  it('links, and counts as skipped, an organization the board already has an employer for', async () => {
    const c = await org('Tema Port Services');
    const existing = app.board.seedEmployer({ name: 'Tema Port Services', externalRef: c.orgId });
    const run = await runSync();
    expect(run).toMatchObject({
      status: 'completed',
      total: 3,
      processed: 3,
      created: 0,
      skipped: 3,
      failed: 0,
      errors: [],
    });
    expect((await orgRow(c.orgId)).boardEmployerId).toBe(existing.id);
    expect(boardEmployersFor(c.orgId)).toEqual([existing]);
  });

  it('creates nothing when run again', async () => {
    const employersBefore = app.board.employers.size;
    const createCalls = () =>
      app.board.calls.filter((call) => call.method === 'POST' && call.path === '/employers').length;
    const callsBefore = createCalls();
    const run = await runSync();
    expect(run).toMatchObject({ total: 3, processed: 3, created: 0, skipped: 3, failed: 0 });
    expect(app.board.employers.size).toBe(employersBefore);
    expect(createCalls()).toBe(callsBefore);
  });

  it('counts an organization the board refuses as failed, with its reason, and goes on', async () => {
    const refused = await org('Ho Textiles');
    const accepted = await org('Takoradi Oil Supplies');
    app.board.failNext(1, 422);
    const run = await runSync();
    expect(run).toMatchObject({
      status: 'completed',
      total: 5,
      processed: 5,
      created: 1,
      skipped: 3,
      failed: 1,
    });
    expect(run.errors).toHaveLength(1);
    expect(run.errors[0]).toContain(refused.orgName);
    expect(run.errors[0]).toContain('title is required');
    expect((await orgRow(refused.orgId)).boardEmployerId).toBeNull();
    expect(boardEmployersFor(refused.orgId)).toHaveLength(0);
    expect(boardEmployersFor(accepted.orgId)).toHaveLength(1);

    // The next run makes the one that failed.
    const again = await runSync();
    expect(again).toMatchObject({ total: 5, created: 1, skipped: 4, failed: 0, errors: [] });
    expect(boardEmployersFor(refused.orgId)).toHaveLength(1);
  });

  it('gets over a board that is down for a moment (5xx) instead of counting it failed', async () => {
    const patient = await org('Sunyani Cashews');
    app.board.failNext(1, 503);
    const run = await runSync();
    expect(run).toMatchObject({ status: 'completed', created: 1, failed: 0, errors: [] });
    expect(boardEmployersFor(patient.orgId)).toHaveLength(1);
  });

  it('answers 202 with the progress when the run outlasts the wait, and finishes it', async () => {
    // 25 organizations take the client's 10 calls a second past the 1.5 s wait.
    const many = await app.database.db
      .insert(organizations)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          name: `Bulk Employer ${index + 1}`,
          slug: unique('bulk-employer').toLowerCase(),
        })),
      )
      .returning({ id: organizations.id });
    const started = await runSync(202);
    expect(['queued', 'running']).toContain(started.status);
    expect(started.finishedAt).toBeNull();
    expect(started.processed).toBeLessThan(31);
    await waitUntil(async () => {
      const response = await admin.client.get(`${SYNC}/${started.id}`);
      return (response.json() as EmployerSyncRunView).status === 'completed';
    });
    const finished = (await admin.client.get(`${SYNC}/${started.id}`)).json();
    expect(finished).toMatchObject({
      id: started.id,
      total: 31,
      processed: 31,
      created: 25,
      skipped: 6,
      failed: 0,
    });
    for (const { id } of many) expect(boardEmployersFor(id)).toHaveLength(1);
  });

  it('shows the latest run, and any run by its id', async () => {
    const run = await runSync();
    const latest = await admin.client.get(`${SYNC}/latest`);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual(run);
    const first = await admin.client.get(`${SYNC}/${firstRun.id}`);
    expect(first.json()).toEqual(firstRun);
    const missing = await admin.client.get(`${SYNC}/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'employer_sync_run_not_found' });
  });
});

describe('the board’s employers', () => {
  it('lists every page, each with its Shortlist organization, and caches the list', async () => {
    app.board.seedEmployers(150, 'Listed Employer');
    const callsBefore = employerListCalls();
    const response = await admin.client.get('/api/v1/admin/employers');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as ExternalEmployersResponse;
    expect(list.employers).toHaveLength(app.board.employers.size);
    expect(app.board.employers.size).toBeGreaterThan(150);
    expect(new Set(list.employers.map((employer) => employer.id))).toEqual(
      new Set(app.board.employers.keys()),
    );
    expect(employerListCalls() - callsBefore).toBe(2);
    // A synced organization's employer shows its organization; a board-only one none.
    const linked = (await app.database.db.select().from(organizations)).find(
      (row) => row.boardEmployerId,
    )!;
    expect(list.employers.find((row) => row.id === linked.boardEmployerId)).toMatchObject({
      orgId: linked.id,
      orgName: linked.name,
    });
    expect(list.employers.find((row) => row.name === 'Listed Employer 0150')).toMatchObject({
      jobCount: 0,
      verified: false,
      orgId: null,
      orgName: null,
    });

    // Within 5 minutes the list comes from the cache: no new call to the board.
    const afterFirst = employerListCalls();
    const late = app.board.seedEmployer({ name: 'Newcomer Ventures' });
    const cached = (await admin.client.get('/api/v1/admin/employers')).json();
    expect(employerListCalls()).toBe(afterFirst);
    expect(cached).toEqual(list);

    // refresh=true asks the board again.
    const refreshed = (
      await admin.client.get('/api/v1/admin/employers?refresh=true')
    ).json() as ExternalEmployersResponse;
    expect(employerListCalls()).toBeGreaterThan(afterFirst);
    expect(refreshed.employers.map((row) => row.id)).toContain(late.id);
  });
});

describe('migrating an employer from the board', () => {
  it('creates its organization and imports its jobs and applications (LOCKED, with résumés)', async () => {
    const employer = app.board.seedEmployer({ name: 'Tamale Agro Exports', verified: true });
    const open = app.board.seedJob({
      employerId: employer.id,
      title: 'Farm Manager',
      location: 'Tamale',
    });
    // Longer than our job form takes: cut to fit, so that it can be edited as it is.
    const longTitle = `Agronomist ${'for the northern cooperatives '.repeat(5)}`;
    const closed = app.board.seedJob({
      employerId: employer.id,
      title: longTitle,
      department: 'Field operations '.repeat(8),
      status: 'CLOSED',
    });
    const seekers = [
      app.board.seedCandidate({
        fullName: 'Abdul Rahman',
        email: `${unique('abdul')}@seekers.test`,
      }),
      app.board.seedCandidate({ fullName: 'Fati Issah', email: `${unique('fati')}@seekers.test` }),
    ];
    const seeded = [
      app.board.seedApplication({ jobId: open.id, candidate: seekers[0] }),
      app.board.seedApplication({ jobId: closed.id, candidate: seekers[1] }),
    ];

    const response = await migrate('Tamale Agro Exports');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as MigrationResultView;
    expect(result).toMatchObject({
      success: true,
      jobsMigrated: 2,
      candidatesMigrated: 2,
      errors: [],
      orgName: 'Tamale Agro Exports',
    });

    const orgId = result.orgId!;
    expect(orgId).toBeTruthy();
    const org = await orgRow(orgId);
    expect(org).toMatchObject({
      name: 'Tamale Agro Exports',
      boardEmployerId: employer.id,
      isBoardEmployerVerified: true,
    });
    const imported = await app.database.db.select().from(jobs).where(eq(jobs.orgId, orgId));
    expect(imported).toHaveLength(2);
    const byBoardId = new Map(imported.map((job) => [job.boardJobId, job]));
    expect(byBoardId.get(open.id)).toMatchObject({
      title: 'Farm Manager',
      status: 'PUBLISHED',
      isFromBoard: true,
    });
    const agronomist = byBoardId.get(closed.id)!;
    expect(agronomist).toMatchObject({ status: 'CLOSED' });
    expect(agronomist.title).toBe(longTitle.slice(0, JOB_TITLE_MAX).trim());
    expect(agronomist.department!.length).toBeLessThanOrEqual(JOB_SHORT_TEXT_MAX);
    expect(agronomist.department).toMatch(/^Field operations/);
    expect(
      updateJobSchema.safeParse({ title: agronomist.title, department: agronomist.department })
        .success,
    ).toBe(true);

    const rows = await orgApplications(orgId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.boardApplicationId))).toEqual(
      new Set(seeded.map((application) => application.id)),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ unlockStatus: 'LOCKED', stage: 'Applied', source: 'job_page' });
      expect(row.resumeFileKey).toBeTruthy();
      expect(row.candidateResumeFileKey).toBeTruthy();
    }
    expect(rows.find((row) => row.email === seekers[0]!.email)!.jobId).toBe(
      byBoardId.get(open.id)!.id,
    );

    // Migrating again imports nothing twice.
    const again = await migrate('Tamale Agro Exports');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      jobsMigrated: 0,
      candidatesMigrated: 0,
      errors: [],
      orgId,
    });
    expect(await app.database.db.select().from(jobs).where(eq(jobs.orgId, orgId))).toHaveLength(2);
    expect(await orgApplications(orgId)).toHaveLength(2);
    const sameName = await app.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'Tamale Agro Exports'));
    expect(sameName).toHaveLength(1);
  });

  it('keeps to the organization’s job post limit: an open job past it is not imported, and says why', async () => {
    const employer = app.board.seedEmployer({ name: 'Keta Salt Works' });
    app.board.seedJob({ employerId: employer.id, title: 'Salt Pan Supervisor' });
    const first = (await migrate('Keta Salt Works')).json() as MigrationResultView;
    expect(first).toMatchObject({ success: true, jobsMigrated: 1, errors: [] });
    await app.database.db
      .update(organizations)
      .set({ jobPostLimit: 1 })
      .where(eq(organizations.id, first.orgId!));
    app.board.seedJob({ employerId: employer.id, title: 'Packing Lead' });
    app.board.seedJob({ employerId: employer.id, title: 'Old Listing', status: 'CLOSED' });

    const second = (await migrate('Keta Salt Works')).json() as MigrationResultView;
    // The closed one counts against no limit; the open one would pass it.
    expect(second.jobsMigrated).toBe(1);
    expect(second.errors).toEqual([
      'Job "Packing Lead": This organization has reached its job post limit. Close a job first, or ask Shortlist to raise the limit.',
    ]);
    const titles = (
      await app.database.db.select().from(jobs).where(eq(jobs.orgId, first.orgId!))
    ).map((job) => job.title);
    expect(titles.sort()).toEqual(['Old Listing', 'Salt Pan Supervisor']);
  });

  it('answers 404 employer_not_found for a name the board does not have', async () => {
    const response = await migrate('Nobody By This Name Ltd');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'employer_not_found' });
  });

  it('answers 409 employer_ambiguous when two employers have the name, and migrates neither', async () => {
    const twins = [
      app.board.seedEmployer({ name: 'Twin Hauliers' }),
      app.board.seedEmployer({ name: 'Twin Hauliers' }),
    ];
    const response = await migrate('twin hauliers');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'employer_ambiguous' });
    const linked = await app.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        inArray(
          organizations.boardEmployerId,
          twins.map((twin) => twin.id),
        ),
      );
    expect(linked).toHaveLength(0);
  });

  it('makes one application when the webhook for the same board application arrives during and after the migration', async () => {
    // An organization whose job Shortlist published to the board: the board application
    // names our job (jobExternalRef), so both the webhook and the migration take it.
    const orgName = unique('Cape Coast Fisheries');
    const owner = await createEmployer(app, { orgName });
    const job = await createPublishedJob(owner.client, { title: 'Boat Mechanic' });
    await waitUntil(async () => {
      const [row] = await app.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      return row!.syncStatus === 'SYNCED';
    });
    const listing = [...app.board.jobs.values()].find((row) => row.externalRef === job.id)!;
    expect(app.board.employers.get(listing.employerId)!.name).toBe(orgName);
    const application = app.board.seedApplication({
      jobId: listing.id,
      candidate: app.board.seedCandidate({
        fullName: 'Ekow Arthur',
        email: `${unique('ekow')}@seekers.test`,
      }),
    });
    expect(application.jobExternalRef).toBe(job.id);

    const event = { id: `evt_${randomUUID()}`, type: 'application.created', data: application };
    const [migration, delivery] = await Promise.all([
      migrate(orgName),
      postBoardWebhook(app, event),
    ]);
    expect(migration.statusCode, migration.body).toBe(200);
    expect(delivery.statusCode).toBe(200);
    const result = migration.json() as MigrationResultView;
    expect(result).toMatchObject({ orgId: owner.orgId, jobsMigrated: 0, errors: [] });
    const { outcome } = await eventProcessed(event.id);
    // Exactly one of the two made it.
    expect(result.candidatesMigrated + (outcome === 'application created' ? 1 : 0)).toBe(1);

    const forApplication = () =>
      app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(
          and(
            eq(applications.orgId, owner.orgId),
            eq(applications.boardApplicationId, application.id),
          ),
        );
    expect(await forApplication()).toHaveLength(1);

    // After it: the board delivers the application again as a new event, and migration runs again.
    const later = { id: `evt_${randomUUID()}`, type: 'application.created', data: application };
    await postBoardWebhook(app, later);
    expect((await eventProcessed(later.id)).outcome).toBe('ignored: already applied');
    expect((await migrate(orgName)).json()).toMatchObject({ candidatesMigrated: 0, errors: [] });
    expect(await forApplication()).toHaveLength(1);

    // The board application is the key, not only the person: the seeker changed their email
    // on the board since, and it still makes no second application.
    const onBoard = app.board.applications.get(application.id)!;
    onBoard.candidate = { ...onBoard.candidate, email: `${unique('ekow-new')}@seekers.test` };
    const changed = { id: `evt_${randomUUID()}`, type: 'application.created', data: onBoard };
    await postBoardWebhook(app, changed);
    expect((await eventProcessed(changed.id)).outcome).toBe('ignored: already applied');
    expect((await migrate(orgName)).json()).toMatchObject({ candidatesMigrated: 0, errors: [] });
    expect(await forApplication()).toHaveLength(1);
    expect(
      await app.database.db.select().from(applications).where(eq(applications.jobId, job.id)),
    ).toHaveLength(1);
    expect(
      await app.database.db.select().from(jobs).where(eq(jobs.orgId, owner.orgId)),
    ).toHaveLength(1);
    // Nor a candidate record for the new email with nothing to apply to.
    expect(
      await app.database.db
        .select({ id: candidates.id })
        .from(candidates)
        .where(
          and(eq(candidates.orgId, owner.orgId), candidateEmailIs(app, onBoard.candidate.email)),
        ),
    ).toHaveLength(0);
  });
});

describe('the board’s job seekers', () => {
  it('answers the spec’s fields, with name null for a candidate without one', async () => {
    const email = `${unique('nameless')}@seekers.test`;
    const seeker = app.board.seedCandidate({
      fullName: '',
      email,
      phone: '+233 20 000 0001',
      sourceOrgName: 'Accra Foods',
    });
    const response = await admin.client.get(
      `/api/v1/admin/candidates/external?q=${encodeURIComponent(email)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      candidates: [
        {
          id: seeker.id,
          name: null,
          fullName: null,
          email,
          phone: '+233 20 000 0001',
          resumeUrl: seeker.resumeUrl,
          sourceOrgName: 'Accra Foods',
          appliedAt: null,
        },
      ],
      nextPage: null,
    } satisfies ExternalCandidatesResponse);

    const namedSeeker = app.board.seedCandidate({
      fullName: 'Mawuli Agbeko',
      email: `${unique('mawuli')}@seekers.test`,
    });
    const byName = (
      await admin.client.get('/api/v1/admin/candidates/external?q=mawuli%20agbeko')
    ).json() as ExternalCandidatesResponse;
    expect(byName.candidates).toHaveLength(1);
    expect(byName.candidates[0]).toMatchObject({
      id: namedSeeker.id,
      name: 'Mawuli Agbeko',
      fullName: 'Mawuli Agbeko',
    });
  });

  it('gets over a board that fails for a moment or asks to slow down; says so when it stays down', async () => {
    const email = `${unique('patient')}@seekers.test`;
    app.board.seedCandidate({ fullName: 'Patience Ofori', email });
    const search = () =>
      admin.client.get(`/api/v1/admin/candidates/external?q=${encodeURIComponent(email)}`);
    app.board.failNext(1, 503);
    const afterFailure = await search();
    expect(afterFailure.statusCode, afterFailure.body).toBe(200);
    expect((afterFailure.json() as ExternalCandidatesResponse).candidates).toHaveLength(1);
    app.board.failNext(1, 429, { retryAfterSeconds: 1 });
    const startedAt = Date.now();
    const afterSlowDown = await search();
    expect(afterSlowDown.statusCode, afterSlowDown.body).toBe(200);
    // It waited what the board asked for, then tried again.
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
    app.board.failNext(3, 503);
    const down = await search();
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
  });

  it('answers 409 careers_board_off on a server without a board', async () => {
    const plain = await createTestApp();
    try {
      const superAdmin = await createSuperAdmin(plain);
      const response = await superAdmin.client.get('/api/v1/admin/candidates/external?q=ama');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'careers_board_off' });
      // No run yet: the latest is null, not an error.
      const latest = await superAdmin.client.get('/api/v1/admin/sync-employer-accounts/latest');
      expect(latest.statusCode).toBe(200);
      expect(latest.json()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe('adding a job seeker of the board to a pipeline', () => {
  let owner: Employer;
  let job: { id: string; orgId: string };
  beforeAll(async () => {
    owner = await createEmployer(app);
    job = {
      ...(await createPublishedJob(owner.client, { title: 'Site Engineer' })),
      orgId: owner.orgId,
    };
  });

  async function candidateRow(email: string) {
    const [row] = await app.database.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.orgId, owner.orgId), candidateEmailIs(app, email)));
    return row;
  }

  it('records their board id and stores the résumé fetched from the board (Add Candidate)', async () => {
    const email = `${unique('selorm')}@seekers.test`;
    const seeker = app.board.seedCandidate({ fullName: 'Selorm Dzah', email });
    const response = await admin.client.post('/api/v1/admin/candidates/add-to-pipeline', {
      orgId: job.orgId,
      jobId: job.id,
      stage: 'Screening',
      candidateData: { fullName: 'Selorm Dzah', email, externalCandidateId: seeker.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const candidate = await candidateRow(email);
    expect(candidate).toMatchObject({ externalCandidateId: seeker.id, source: 'admin_added' });
    expect(candidate!.resumeFileKey).toBeTruthy();
    const [application] = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidate!.id));
    expect(application).toMatchObject({ jobId: job.id, stage: 'Screening' });
    expect(application!.resumeFileKey).toBeTruthy();
    // Checked on the board by the email, and the résumé taken from the board's own link.
    const paths = app.board.calls.map((call) => call.path);
    expect(paths).toContain(`/candidates?q=${encodeURIComponent(email)}&page=1`);
    expect(paths).toContain(`/resumes/${seeker.id}`);
  });

  it('does the same for a manual application', async () => {
    const email = `${unique('delali')}@seekers.test`;
    const seeker = app.board.seedCandidate({ fullName: 'Delali Kpodo', email });
    const response = await admin.client.post('/api/v1/admin/applications/manual', {
      orgId: job.orgId,
      jobId: job.id,
      stage: 'Interview',
      candidate: { name: 'Delali Kpodo', email, externalCandidateId: seeker.id },
    });
    expect(response.statusCode, response.body).toBe(201);
    const candidate = await candidateRow(email);
    expect(candidate!.externalCandidateId).toBe(seeker.id);
    expect(candidate!.resumeFileKey).toBeTruthy();
  });

  it('answers 422 external_candidate_not_found for an id the board does not have, and adds nothing', async () => {
    const email = `${unique('ghost')}@seekers.test`;
    // The board has someone with this email, but under another id.
    app.board.seedCandidate({ fullName: 'Real Person', email });
    const response = await admin.client.post('/api/v1/admin/candidates/add-to-pipeline', {
      orgId: job.orgId,
      jobId: job.id,
      stage: 'Screening',
      candidateData: { fullName: 'Ghost', email, externalCandidateId: 'cand_not_on_board' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ error: 'external_candidate_not_found' });
    expect(await candidateRow(email)).toBeUndefined();
  });
});

describe('access', () => {
  it('answers 401 to a signed-out caller', async () => {
    const signedOut = new Client(app);
    for (const response of [
      await signedOut.post(SYNC),
      await signedOut.get('/api/v1/admin/employers'),
      await signedOut.post('/api/v1/admin/employers/Tamale%20Agro%20Exports/migrate'),
      await signedOut.get('/api/v1/admin/candidates/external?q=a'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthenticated' });
    }
  });
});
