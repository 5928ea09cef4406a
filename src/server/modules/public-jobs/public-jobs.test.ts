import { openMessage, revealContact } from '../candidates/candidates.service';
import { eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/privacy';
import { applications, candidates, emailMessages, jobs, rateLimitCounters } from '../../db/schema';
import {
  applyTo,
  candidateEmailIs,
  Client,
  createEmployer,
  createJob,
  createPublishedJob,
  outboxMail,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { queryRows } from '../../db/client';

let app: TestApp;
let employer: Employer;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
  employer = await createEmployer(app, { orgName: 'Volta Foods' });
});
afterAll(() => app.close());

/** How many applications the tests' address has sent in its current window. */
async function addressCount(): Promise<number> {
  const rows = await app.database.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(like(rateLimitCounters.key, 'apply:ip:%'));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

describe('the public job', () => {
  it('shows a published job to anyone, without internal fields', async () => {
    const job = await createPublishedJob(employer.client, {
      title: 'Quality Officer',
      employmentType: 'CONTRACT',
      compensationRange: 'GH₵ 5,000',
      descriptionMd: 'Line one\nLine two',
    });
    const response = await new Client(app).get(`/api/v1/public/jobs/${job.publicSlug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: job.id,
      slug: job.publicSlug,
      title: 'Quality Officer',
      organization: { name: 'Volta Foods', dataProtectionContactEmail: null },
      employmentType: 'CONTRACT',
      compensationRange: 'GH₵ 5,000',
      descriptionMd: 'Line one\nLine two',
    });
    expect(body.postedAt).toBeTruthy();
    expect(body).not.toHaveProperty('orgId');
    expect(body).not.toHaveProperty('pipeline');
    expect(body).not.toHaveProperty('applicationCount');
  });

  it('is "Job Not Found" for drafts, closed jobs and unknown slugs', async () => {
    const draft = await createJob(employer.client, { title: 'Hidden Draft' });
    const closed = await createPublishedJob(employer.client, { title: 'Old Role' });
    await employer.client.post(`/api/v1/jobs/${closed.id}/close`);
    for (const slug of [draft.publicSlug, closed.publicSlug, 'no-such-job', 'UPPER', '..%2f..']) {
      const response = await new Client(app).get(`/api/v1/public/jobs/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'public_job_not_found',
        message: 'Job Not Found: This job posting is no longer available or the link is incorrect.',
      });
    }
  });
});

describe('the public job cache', () => {
  it('never serves a stale page after an edit, a close or a new publication in this process', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Warehouse Lead' });
    const get = () => new Client(app).get(`/api/v1/public/jobs/${job.publicSlug}`);
    expect((await get()).json().title).toBe('Warehouse Lead');
    await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Warehouse Supervisor' });
    expect((await get()).json().title).toBe('Warehouse Supervisor');
    await employer.client.post(`/api/v1/jobs/${job.id}/close`);
    expect((await get()).statusCode).toBe(404);

    const missing = await new Client(app).get('/api/v1/public/jobs/solar-installer');
    expect(missing.statusCode).toBe(404);
    const created = await createPublishedJob(employer.client, { title: 'Solar Installer' });
    expect(created.publicSlug).toBe('solar-installer');
    expect((await new Client(app).get('/api/v1/public/jobs/solar-installer')).statusCode).toBe(200);

    const draft = await createJob(employer.client, { title: 'Draft Then Live' });
    expect((await new Client(app).get(`/api/v1/public/jobs/${draft.publicSlug}`)).statusCode).toBe(
      404,
    );
    await employer.client.post(`/api/v1/jobs/${draft.id}/publish`);
    expect((await new Client(app).get(`/api/v1/public/jobs/${draft.publicSlug}`)).statusCode).toBe(
      200,
    );
    await employer.client.delete(`/api/v1/jobs/${draft.id}`);
    expect((await new Client(app).get(`/api/v1/public/jobs/${draft.publicSlug}`)).statusCode).toBe(
      404,
    );
  });
});

describe('applying', () => {
  it('creates the candidate and a LOCKED application in the first stage', async () => {
    const job = await createPublishedJob(employer.client, {
      pipeline: { stages: ['Received', 'Call'] },
    });
    const response = await applyTo(app, job.id, {
      fullName: 'Efua Asante',
      email: 'Efua.Asante@Example.test',
      phone: '+233 24 000 0000',
      coverNote: 'I would love to join.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Application submitted!' });

    const [candidate] = await app.database.db
      .select()
      .from(candidates)
      .where(candidateEmailIs(app, 'efua.asante@example.test'));
    expect(revealContact(app.ctx, candidate!)).toMatchObject({
      orgId: employer.orgId,
      fullName: 'Efua Asante',
      source: 'shortlist_job_page',
    });
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows).toEqual([
      expect.objectContaining({
        stage: 'Received',
        unlockStatus: 'LOCKED',
        coverNote: 'I would love to join.',
        // Act 843: the notice shown beside the button, acknowledged by applying.
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      }),
    ]);
    const acknowledgedAt = rows[0]!.privacyAcknowledgedAt!;
    expect(Math.abs(acknowledgedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('does not create a second application when the same email applies again', async () => {
    const job = await createPublishedJob(employer.client);
    const first = await applyTo(app, job.id, { email: 'twice@example.test' });
    const second = await applyTo(app, job.id, {
      email: 'TWICE@example.test',
      fullName: 'Someone Else',
    });
    expect(first.statusCode).toBe(201);
    // Answered like a new one: the answer must not tell whether an email applied.
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
    const board = (await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`)).json();
    expect(board.Applied).toHaveLength(1);
  });

  it('emails the applicant what happens next, once per application', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Warehouse Supervisor' });
    const email = 'confirm.me@example.test';
    await applyTo(app, job.id, { email, fullName: 'Akosua Frimpong' });
    await applyTo(app, job.id, { email, fullName: 'Akosua Frimpong' });
    // Delivered by the queue's worker (to the outbox, without SMTP).
    const outbox = () => outboxMail(app, email);
    await waitUntil(async () => (await outbox()).length > 0);
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/^Your application for Warehouse Supervisor at /);
    expect(messages[0]!.text).toContain('Dear Akosua Frimpong,');
    expect(messages[0]!.text).toContain('You can expect a reply within 5 business days.');
  });

  it('keeps one application when the same person submits many times at once', async () => {
    const job = await createPublishedJob(employer.client);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => applyTo(app, job.id, { email: 'eager@example.test' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(1);
  });

  it('writes a crowd applying at once as if each applied alone (decision 0043)', async () => {
    const other = await createEmployer(app, { orgName: 'Tamale Grains' });
    const [job, closed, elsewhere] = [
      await createPublishedJob(employer.client, { title: 'Crowd Picker' }),
      await createPublishedJob(employer.client),
      await createPublishedJob(other.client),
    ];
    await employer.client.post(`/api/v1/jobs/${closed.id}/close`);
    const crowd = [
      ...Array.from({ length: 40 }, (_, i) => ({ to: job.id, email: `crowd-${i}@example.test` })),
      ...Array.from({ length: 5 }, () => ({ to: job.id, email: 'crowd-0@example.test' })),
      ...Array.from({ length: 5 }, (_, i) => ({ to: closed.id, email: `late-${i}@example.test` })),
      ...Array.from({ length: 5 }, (_, i) => ({
        to: elsewhere.id,
        email: `crowd-${i}@example.test`,
      })),
    ];
    const responses = await Promise.all(
      crowd.map(({ to, email }) => applyTo(app, to, { email, fullName: `Crowd ${email}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([
      ...Array(45).fill(201),
      ...Array(5).fill(409),
      ...Array(5).fill(201),
    ]);
    const rows = async (jobId: string) =>
      app.database.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(await rows(job.id)).toHaveLength(40);
    expect(await rows(closed.id)).toEqual([]);
    expect(await rows(elsewhere.id)).toHaveLength(5);
    // One candidate per email in each organization: crowd-0 applied six times to one job.
    const crowd0 = await app.database.db
      .select()
      .from(candidates)
      .where(candidateEmailIs(app, 'crowd-0@example.test'));
    expect(crowd0.map((row) => row.orgId).sort()).toEqual([employer.orgId, other.orgId].sort());
    // Each application scored, counted on the dashboard, and confirmed once.
    expect((await rows(job.id)).every((row) => row.matchScore !== null)).toBe(true);
    const dashboard = (await other.client.get('/api/v1/dashboard')).json();
    expect(dashboard.applicationsThisMonth).toBe(5);
    await waitUntil(async () => (await outboxMail(app, 'crowd-39@example.test')).length > 0);
    await waitUntil(async () => (await outboxMail(app, 'crowd-0@example.test')).length >= 2);
    const subjects = (await outboxMail(app, 'crowd-0@example.test')).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual([
      'Your application for Backend Engineer at Tamale Grains',
      'Your application for Crowd Picker at Volta Foods',
    ]);
  });

  it('writes a group again another way when its statement fails, then each alone when that fails', async () => {
    const job = await createPublishedJob(employer.client);
    const db = app.ctx.db;
    const { execute, transaction } = db;
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    let failures = { chained: 0, transaction: 0 };
    // The group's statement, then the transaction that writes them instead, fail as a
    // deadlock or a lost connection would.
    db.execute = ((query: SQL) => {
      if (failures.chained === 0 && dialect.sqlToQuery(query).sql.includes('chained_0')) {
        failures = { ...failures, chained: 1 };
        return Promise.reject(new Error('connection lost'));
      }
      return execute.call(db, query);
    }) as typeof db.execute;
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      if (failures.transaction === 0) {
        failures = { ...failures, transaction: 1 };
        throw new Error('connection lost');
      }
      return transaction.apply(db, args);
    }) as typeof db.transaction;
    const emails = [0, 1, 2].map((i) => `retried-${i}@example.test`);
    const counted = await addressCount();
    try {
      const responses = await Promise.all(emails.map((email) => applyTo(app, job.id, { email })));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    } finally {
      db.execute = execute;
      db.transaction = transaction;
    }
    expect(failures).toEqual({ chained: 1, transaction: 1 });
    // The failed statement counted nothing; the addresses were counted once, alone.
    expect(await addressCount()).toBe(counted + 3);
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(3);
    // Each applicant is confirmed once.
    for (const email of emails) {
      await waitUntil(async () => (await outboxMail(app, email)).length > 0);
      expect(await outboxMail(app, email)).toHaveLength(1);
    }
  });

  it('writes a group of new people in one statement, and someone already known another way', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Chained Engineer' });
    await applyTo(app, job.id, { email: 'known@example.test' });
    const statements: string[] = [];
    let transactions = 0;
    const db = app.ctx.db;
    const { execute, transaction } = db;
    const dialect = (db as unknown as { dialect: PgDialect }).dialect;
    db.execute = ((query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return execute.call(db, query);
    }) as typeof db.execute;
    db.transaction = ((...args: Parameters<typeof transaction>) => {
      transactions += 1;
      return transaction.apply(db, args);
    }) as typeof db.transaction;
    const emails = [0, 1, 2, 3].map((i) => `chained-${i}@example.test`);
    try {
      const responses = await Promise.all(emails.map((email) => applyTo(app, job.id, { email })));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      // New people, to a job read already: written by the chained statement, no transaction.
      expect(transactions).toBe(0);
      const again = await applyTo(app, job.id, { email: 'known@example.test' });
      expect(again.statusCode).toBe(201);
      // Someone known: the chained statement makes nothing for them, a transaction decides.
      expect(transactions).toBe(1);
    } finally {
      db.execute = execute;
      db.transaction = transaction;
    }
    // The new people's candidates, applications, activity and confirmations: one statement
    // (or a few, when the requests arrived apart), never one per application.
    const chained = statements.filter((text) => text.includes('chained_0'));
    expect(chained.length).toBeGreaterThan(0);
    expect(chained.length).toBeLessThan(6);
    expect(chained.every((text) => /insert into "email_messages"/.test(text))).toBe(true);
    // Their addresses counted by that statement too (decision 0060), not by one of their own.
    expect(chained.every((text) => text.includes('insert into rate_limit_counters'))).toBe(true);
    expect(statements.filter((text) => text.includes('rate_limit_counters'))).toEqual(chained);
    const rows = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.unlockStatus === 'LOCKED' && row.matchScore !== null)).toBe(
      true,
    );
    const activity = (await employer.client.get('/api/v1/dashboard')).json();
    const received = activity.recentActivity.filter(
      (line: { type: string; message: string }) =>
        line.type === 'application_received' && line.message.includes('Chained Engineer'),
    );
    expect(received).toHaveLength(5);
    for (const email of emails) {
      await waitUntil(async () => (await outboxMail(app, email)).length > 0);
      expect(await outboxMail(app, email)).toHaveLength(1);
    }
    // Known already: one candidate, and their second application changed nothing.
    expect(await outboxMail(app, 'known@example.test')).toHaveLength(1);
  });

  it('gives new people’s applications their search documents without the trigger (decision 0069)', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Searchable Welder' });
    await applyTo(app, job.id, { email: 'welder-known@example.test' });
    const db = app.database.db;
    const [{ definition }] = (await queryRows<{ definition: string }>(
      db,
      sql`select pg_get_functiondef('set_application_search_document'::regproc) as definition`,
    )) as [{ definition: string }];
    // The trigger's function refuses to run: a chain's applications must not need it.
    await db.execute(
      sql.raw(`create or replace function set_application_search_document() returns trigger
        language plpgsql as $$ begin raise exception 'search document trigger ran'; end; $$`),
    );
    const emails = [0, 1, 2].map((i) => `welder-${i}@example.test`);
    try {
      const responses = await Promise.all(emails.map((email) => applyTo(app, job.id, { email })));
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    } finally {
      await db.execute(sql.raw(definition));
    }
    // Someone known already is written by a transaction, whose insert the trigger completes.
    const other = await createPublishedJob(employer.client);
    expect((await applyTo(app, other.id, { email: 'welder-known@example.test' })).statusCode).toBe(
      201,
    );
    const documents = await db
      .select({
        jobId: applications.jobId,
        searchDocument: applications.searchDocument,
        anonymousSearch: candidates.anonymousSearch,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(inArray(applications.jobId, [job.id, other.id]));
    expect(documents).toHaveLength(5);
    for (const row of documents) {
      expect(row.anonymousSearch).toBeTruthy();
      expect(row.searchDocument).toBe(row.anonymousSearch);
    }
  });

  it('keeps one candidate per email across the organization’s jobs', async () => {
    const a = await createPublishedJob(employer.client);
    const b = await createPublishedJob(employer.client);
    await applyTo(app, a.id, { email: 'both@example.test' });
    await applyTo(app, b.id, { email: 'both@example.test' });
    const rows = await app.database.db
      .select()
      .from(candidates)
      .where(candidateEmailIs(app, 'both@example.test'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ fullName: '' }, 'fullName', 'Full name is required'],
    [{ fullName: undefined }, 'fullName', 'Full name is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email'],
  ])('validates %j', async (change, field, message) => {
    const job = await createPublishedJob(employer.client);
    const response = await new Client(app).post(`/api/v1/public/jobs/${job.id}/apply`, {
      fullName: 'Yaw',
      email: 'yaw@example.test',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors[field]).toContain(message);
  });

  it('refuses drafts and closed jobs with a clear message and stores nothing', async () => {
    const draft = await createJob(employer.client);
    const closed = await createPublishedJob(employer.client);
    await employer.client.post(`/api/v1/jobs/${closed.id}/close`);
    const toDraft = await applyTo(app, draft.id);
    const toClosed = await applyTo(app, closed.id);
    expect(toDraft.statusCode).toBe(409);
    expect(toDraft.json().message).toBe('This job is not open for applications yet.');
    expect(toClosed.statusCode).toBe(409);
    expect(toClosed.json().message).toBe(
      'This job is closed and no longer accepting applications.',
    );
    for (const job of [draft, closed]) {
      const rows = await app.database.db
        .select()
        .from(applications)
        .where(eq(applications.jobId, job.id));
      expect(rows).toEqual([]);
    }
  });

  it('writes from a job read earlier only while the job is as read (decision 0057)', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Kept Engineer' });
    expect((await applyTo(app, job.id, { email: 'kept-0@example.test' })).statusCode).toBe(201);
    const db = app.database.db;
    /** The confirmation recorded with the person's application, opened, as the team reads it. */
    const recordedConfirmation = async (email: string) => {
      const [candidate] = await db.select().from(candidates).where(candidateEmailIs(app, email));
      const rows = await db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.candidateId, candidate!.id));
      return rows.map((row) => openMessage(app.ctx, row));
    };
    // The job is kept now: the next applicant's confirmation is sealed before its group.
    expect((await applyTo(app, job.id, { email: 'kept-a@example.test' })).statusCode).toBe(201);
    expect(await recordedConfirmation('kept-a@example.test')).toMatchObject([
      {
        toEmail: 'kept-a@example.test',
        subject: 'Your application for Kept Engineer at Volta Foods',
        text: expect.stringContaining('Kept Engineer'),
      },
    ]);
    // Another process renames it, then closes it: this process kept the job as it was.
    await db.update(jobs).set({ title: 'Renamed Engineer' }).where(eq(jobs.id, job.id));
    expect((await applyTo(app, job.id, { email: 'kept-1@example.test' })).statusCode).toBe(201);
    await waitUntil(async () => (await outboxMail(app, 'kept-1@example.test')).length > 0);
    expect((await outboxMail(app, 'kept-1@example.test'))[0]!.subject).toBe(
      'Your application for Renamed Engineer at Volta Foods',
    );
    // What was sealed for the job as kept is not what is recorded.
    const [renamed] = await recordedConfirmation('kept-1@example.test');
    expect(renamed!.subject).toBe('Your application for Renamed Engineer at Volta Foods');
    expect(renamed!.text).not.toContain('Kept Engineer');
    // Renamed again while two apply at once: the second, sealed before the first's group
    // found the job changed, is written in a later group from the job read again.
    await db.update(jobs).set({ title: 'Retitled Engineer' }).where(eq(jobs.id, job.id));
    const together = ['kept-b@example.test', 'kept-c@example.test'];
    const answers = await Promise.all(together.map((email) => applyTo(app, job.id, { email })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    for (const email of together) {
      const [confirmation] = await recordedConfirmation(email);
      expect(confirmation!.subject).toBe('Your application for Retitled Engineer at Volta Foods');
    }
    await db.update(jobs).set({ status: 'CLOSED' }).where(eq(jobs.id, job.id));
    const refused = await applyTo(app, job.id, { email: 'kept-2@example.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job is closed and no longer accepting applications.');
    const rows = await db.select().from(applications).where(eq(applications.jobId, job.id));
    expect(rows).toHaveLength(5);
    const kept2 = await db
      .select()
      .from(candidates)
      .where(candidateEmailIs(app, 'kept-2@example.test'));
    expect(kept2).toEqual([]);
  });

  it('answers 404 for unknown and malformed job ids', async () => {
    expect((await applyTo(app, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await applyTo(app, 'abc')).statusCode).toBe(404);
  });

  it('accepts applications posted from other sites (the careers board)', async () => {
    const job = await createPublishedJob(employer.client);
    const response = await applyTo(app, job.id, {}, { origin: 'https://careers.example' });
    expect(response.statusCode).toBe(201);
  });

  it('counts applicants arriving at once exactly, each against the limit', async () => {
    const strict = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '5' });
    try {
      const owner = await createEmployer(strict);
      const job = await createPublishedJob(owner.client);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => applyTo(strict, job.id)),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
      // Counted with their group, refused as one alone is: the message and when to come back.
      for (const refused of responses.filter((response) => response.statusCode === 429)) {
        expect(refused.json()).toMatchObject({
          error: 'rate_limited',
          message: 'Too many requests. Please wait a moment and try again.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      }
      const rows = await strict.database.db
        .select()
        .from(applications)
        .where(eq(applications.jobId, job.id));
      expect(rows).toHaveLength(5);
    } finally {
      await strict.close();
    }
  });

  it('is rate-limited per IP', async () => {
    const strict = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '2' });
    try {
      const owner = await createEmployer(strict);
      const job = await createPublishedJob(owner.client);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await applyTo(strict, job.id)).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      const other = await applyTo(strict, job.id, {}, { 'x-forwarded-for': '10.1.2.3' });
      // Without TRUST_PROXY the forwarded header is ignored: still the same client.
      expect(other.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('counts the application in the employer’s pipeline and dashboard', async () => {
    const owner = await createEmployer(app);
    const job = await createPublishedJob(owner.client);
    await applyTo(app, job.id);
    const jobs = (await owner.client.get('/api/v1/jobs')).json();
    expect(jobs[0].applicationCount).toBe(1);
    const dashboard = (await owner.client.get('/api/v1/dashboard')).json();
    expect(dashboard.applicationsThisMonth).toBe(1);
  });
});
