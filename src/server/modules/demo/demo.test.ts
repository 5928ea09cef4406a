import fs from 'node:fs';
import path from 'node:path';
import { sealContact } from '../candidates/candidates.service';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import type { DemoAccountResponse } from '../../../shared/auth';
import { DEMO_CONTENTS, DEMO_CREDITS, DEMO_LIFETIME_DAYS } from '../../../shared/rules';
import { queryRows } from '../../db/client';
import {
  applications,
  applicationUnlocks,
  candidates,
  creditLedger,
  emailMessages,
  interviews,
  jobs,
  mailOutbox,
  organizations,
  scorecards,
  users,
} from '../../db/schema';
import { extractResumeText } from '../candidates/resume/extract-text';
import {
  Client,
  createApplication,
  createEmployer,
  createPublishedJob,
  opened,
  outboxMail,
  unique,
  waitUntil,
} from '../../../../test/factories';
import {
  createSmtpTestApp,
  createTestApp,
  type SmtpTestApp,
  type TestApp,
} from '../../../../test/setup/test-app';
import { DEMO_APPLICATIONS, DEMO_EMAIL_DOMAIN, DEMO_INTERVIEWS, DEMO_JOBS } from './demo-data';
import { demoMoment, planDemo, purgeExpiredDemos } from './demo.service';

const DAY_MS = 24 * 60 * 60_000;

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_DEMO_PER_IP: '1000' });
});
afterAll(() => app.close());

async function createDemo(target: TestApp = app) {
  const client = new Client(target);
  const response = await client.post('/api/v1/demo/create-account');
  if (response.statusCode !== 201) throw new Error(`demo failed: ${response.body}`);
  const body = response.json() as DemoAccountResponse;
  return { client, body, orgId: body.user.orgId! };
}

describe('the demo plan', () => {
  it('counts working days from today, at Accra time', () => {
    // A Friday afternoon: the next working day is Monday, the previous one Thursday.
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(demoMoment(friday, { day: 1, at: '10:00' }).toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    expect(demoMoment(friday, { day: -1, at: '09:30' }).toISOString()).toBe(
      '2026-11-26T09:30:00.000Z',
    );
    // Seen from a Sunday, three working days back is the Wednesday before.
    const sunday = new Date('2026-11-29T08:00:00Z');
    expect(demoMoment(sunday, { day: -3, at: '12:00' }).toISOString()).toBe(
      '2026-11-25T12:00:00.000Z',
    );
  });

  it('holds together on any day of the week: stages exist, credits never run short, history before now', () => {
    for (let offset = 0; offset < 7; offset++) {
      const now = new Date(Date.UTC(2026, 10, 23 + offset, 7, 45));
      const plan = planDemo({
        orgId: 'org',
        tag: 'abc234',
        now,
        memberIds: { admin: 'a', hm: 'h', recruiter: 'r', interviewer: 'i' },
        resumes: new Map(),
        sealContact: (contact) => sealContact(app.ctx, contact),
      });
      for (const application of plan.rows.applications) {
        const job = plan.rows.jobs.find((candidate) => candidate.id === application.jobId)!;
        expect(job.stages).toContain(application.stage);
        expect(application.createdAt!.getTime()).toBeGreaterThan(job.publishedAt!.getTime());
      }
      let balance = 0;
      for (const step of plan.ledger) {
        balance += step.delta;
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(step.at.getTime()).toBeLessThan(now.getTime());
      }
      expect(balance).toBe(DEMO_CREDITS);
      for (const event of [...plan.rows.events, ...plan.activities]) {
        const at = 'occurredAt' in event ? event.occurredAt : event.createdAt;
        expect(at!.getTime()).toBeLessThan(now.getTime());
      }
      const upcoming = plan.rows.interviews.filter((interview) => interview.status === 'SCHEDULED');
      expect(upcoming).toHaveLength(DEMO_CONTENTS.interviews);
      for (const interview of upcoming) {
        const start = interview.scheduledStart;
        expect(start.getTime()).toBeGreaterThan(now.getTime());
        expect([0, 6]).not.toContain(start.getUTCDay());
        expect(start.getUTCHours()).toBeGreaterThanOrEqual(8);
        expect(interview.scheduledEnd.getUTCHours()).toBeLessThanOrEqual(17);
      }
    }
  });
});

describe('POST /api/v1/demo/create-account', () => {
  it('creates exactly the promised demo and signs the visitor in as its Admin', async () => {
    const started = Date.now();
    const { client, body, orgId } = await createDemo();
    const db = app.database.db;

    expect(body.user).toMatchObject({ name: 'Akosua Mensah', role: 'ADMIN' });
    expect(body.user.organization?.name).toBe('Kanea Pay');
    expect(body.credentials.email).toBe(body.user.email);
    expect(body.credentials.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    expect(body.credentials.password.length).toBeGreaterThanOrEqual(12);
    expect(body.credentials.members.map((member) => member.role).sort()).toEqual(
      ['ADMIN', 'HM', 'INTERVIEWER', 'RECRUITER'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('argon2');

    // The session cookie is the Admin's.
    const me = await client.get('/api/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: body.user.id, role: 'ADMIN' });

    const members = await db.select().from(users).where(eq(users.orgId, orgId));
    expect(members).toHaveLength(DEMO_CONTENTS.members);
    expect(members.map((member) => member.role).sort()).toEqual(
      ['ADMIN', 'HM', 'INTERVIEWER', 'RECRUITER'].sort(),
    );

    const demoJobs = await db.select().from(jobs).where(eq(jobs.orgId, orgId));
    expect(demoJobs).toHaveLength(DEMO_CONTENTS.jobs);
    expect(demoJobs.every((job) => job.status === 'PUBLISHED')).toBe(true);
    expect(demoJobs.every((job) => job.compensationRange?.startsWith('GH₵'))).toBe(true);

    const people = await db.select().from(candidates).where(eq(candidates.orgId, orgId));
    expect(people).toHaveLength(DEMO_CONTENTS.candidates);
    expect(people.every((person) => person.resumeFileKey && person.resumeText)).toBe(true);

    const apps = await db.select().from(applications).where(eq(applications.orgId, orgId));
    expect(apps).toHaveLength(DEMO_APPLICATIONS.length);
    const unlocked = apps.filter((application) => application.unlockStatus === 'UNLOCKED');
    expect(unlocked).toHaveLength(4);
    expect(new Set(apps.map((application) => application.stage)).size).toBeGreaterThanOrEqual(4);
    const unlocks = await db
      .select()
      .from(applicationUnlocks)
      .where(eq(applicationUnlocks.orgId, orgId));
    expect(unlocks.map((unlock) => unlock.applicationId).sort()).toEqual(
      unlocked.map((application) => application.id).sort(),
    );

    const demoInterviews = await db.select().from(interviews).where(eq(interviews.orgId, orgId));
    const upcoming = demoInterviews.filter(
      (interview) =>
        interview.status === 'SCHEDULED' && interview.scheduledStart.getTime() > started,
    );
    expect(upcoming).toHaveLength(DEMO_CONTENTS.interviews);
    expect(demoInterviews).toHaveLength(DEMO_INTERVIEWS.length);
    const interviewer = members.find((member) => member.role === 'INTERVIEWER')!;
    expect(upcoming.some((interview) => interview.interviewerIds.includes(interviewer.id))).toBe(
      true,
    );

    const cards = await db.select().from(scorecards).where(eq(scorecards.orgId, orgId));
    expect(cards).toHaveLength(DEMO_CONTENTS.scorecards);
    const scored = demoInterviews.find((interview) => interview.id === cards[0]!.interviewId)!;
    expect(scored.status).toBe('COMPLETED');
    expect(scored.scheduledEnd.getTime()).toBeLessThan(started);
    expect(cards[0]!.submittedById).toBe(interviewer.id);

    // Exactly DEMO_CREDITS left, and the books balance.
    const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
    expect(org!.creditBalance).toBe(DEMO_CREDITS);
    const ledger = await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, orgId))
      .orderBy(creditLedger.createdAt);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(DEMO_CREDITS);
    let running = 0;
    for (const entry of ledger) {
      running += entry.delta;
      expect(entry.balanceAfter).toBe(running);
    }
    expect(ledger.filter((entry) => entry.reason === 'candidate_unlock')).toHaveLength(4);
    expect(ledger.filter((entry) => entry.reason === 'interview_schedule')).toHaveLength(
      DEMO_INTERVIEWS.length,
    );
    const credits = await client.get('/api/v1/credits');
    expect(credits.json().balance).toBe(DEMO_CREDITS);

    // Deleted by the purge a week from now.
    const expectedExpiry = started + DEMO_LIFETIME_DAYS * DAY_MS;
    expect(Math.abs(org!.demoExpiresAt!.getTime() - expectedExpiry)).toBeLessThan(60_000);

    // Nothing was sent, nor queued to be.
    expect(await db.select().from(emailMessages).where(eq(emailMessages.orgId, orgId))).toEqual([]);
    const tag = body.credentials.email.split('+')[1]!.split('@')[0]!;
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.to, `%+${tag}@%`)),
    ).toEqual([]);

    const dashboard = (await client.get('/api/v1/dashboard')).json();
    expect(dashboard).toMatchObject({
      totalJobs: DEMO_CONTENTS.jobs,
      activeJobs: DEMO_CONTENTS.jobs,
    });
    expect(dashboard.recentActivity).toHaveLength(10);
  });

  it('gives unlocked candidates downloadable resumes, keeps locked ones closed, and shows pipelines', async () => {
    const { client, orgId } = await createDemo();
    const rows = await app.database.db
      .select({
        id: applications.id,
        unlockStatus: applications.unlockStatus,
        name: candidates.fullName,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(applications.orgId, orgId));
    for (const row of rows) {
      // Each timeline opens with the application, once, and goes on in order.
      const detail = (await client.get(`/api/v1/applications/${row.id}`)).json();
      const timeline = (detail as ApplicationDetailView).timeline;
      expect(timeline.filter((event) => event.type === 'applied')).toHaveLength(1);
      const times = timeline.slice(1).map((event) => event.occurredAt);
      expect(times.every((time) => time >= timeline[0]!.occurredAt)).toBe(true);
      const response = await client.get(`/api/v1/applications/${row.id}/resume`);
      if (row.unlockStatus === 'LOCKED') {
        expect(response.json().error).toBe('resume_locked');
        continue;
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      const text = await extractResumeText(new Uint8Array(response.rawPayload), 'pdf');
      expect(text).toContain(opened(app, 'full_name', row.name));
      expect(text).toContain('Downloaded by Kanea Pay');
    }

    const [job] = await app.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.orgId, orgId), eq(jobs.title, DEMO_JOBS[0]!.title)));
    const pipeline = await client.get(`/api/v1/jobs/${job!.id}/pipeline`);
    expect(pipeline.statusCode).toBe(200);
    const board = pipeline.json() as Record<string, unknown[]>;
    expect(Object.keys(board)).toEqual(job!.stages);
    expect(Object.values(board).flat()).toHaveLength(2);
  });

  it('lets every member sign in with the shared password, each demo with its own addresses', async () => {
    const first = await createDemo();
    const second = await createDemo();
    expect(second.orgId).not.toBe(first.orgId);
    expect(second.body.credentials.email).not.toBe(first.body.credentials.email);
    expect(second.body.credentials.password).not.toBe(first.body.credentials.password);
    for (const member of first.body.credentials.members) {
      const login = await new Client(app).post('/api/v1/auth/login', {
        email: member.email,
        password: first.body.credentials.password,
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: member.role, orgId: first.orgId });
    }
  });

  it('replaces the session the browser had', async () => {
    const employer = await createEmployer(app);
    const before = employer.client.cookie;
    const response = await employer.client.post('/api/v1/demo/create-account');
    expect(response.statusCode).toBe(201);
    const stale = await app.server.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: before! },
    });
    expect(stale.statusCode).toBe(401);
    expect((await employer.client.get('/api/v1/auth/me')).json().user.name).toBe('Akosua Mensah');
  });
});

describe('demo limits', () => {
  it('refuses to take real money into a demo, which is deleted after a week', async () => {
    const { client } = await createDemo();
    const response = await client.post('/api/v1/credits/purchase', {
      credits: 10,
      callbackUrl: 'http://localhost/credits?payment=success',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('demo_purchase');
  });
});

describe('demo rate limit', () => {
  it('answers 429 past the limit for one address, and still serves another', async () => {
    const strict = await createTestApp({ RATE_LIMIT_DEMO_PER_IP: '2' });
    try {
      const create = (ip: string) =>
        strict.server.inject({
          method: 'POST',
          url: '/api/v1/demo/create-account',
          remoteAddress: ip,
        });
      expect((await create('10.0.0.7')).statusCode).toBe(201);
      expect((await create('10.0.0.7')).statusCode).toBe(201);
      const refused = await create('10.0.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('rate_limited');
      expect((await create('10.0.0.8')).statusCode).toBe(201);
      const [{ n }] = (await queryRows<{ n: number }>(
        strict.database.db,
        sql`select count(*)::int as n from organizations where demo_expires_at is not null`,
      )) as [{ n: number }];
      expect(n).toBe(3);
    } finally {
      await strict.close();
    }
  });
});

describe('demo mail with SMTP configured', () => {
  let smtpApp: SmtpTestApp;
  beforeAll(async () => {
    smtpApp = await createSmtpTestApp({ RATE_LIMIT_DEMO_PER_IP: '1000' });
  });
  afterAll(() => smtpApp.close());

  it('keeps a demo organization’s candidate emails, invites and reset links in the outbox', async () => {
    const { client, body, orgId } = await createDemo(smtpApp);
    const db = smtpApp.database.db;
    const unlocked = await db
      .select({ id: applications.id, candidateId: applications.candidateId })
      .from(applications)
      .where(and(eq(applications.orgId, orgId), eq(applications.unlockStatus, 'UNLOCKED')));
    const sent = await client.post('/api/v1/send-email', {
      candidateIds: unlocked.map((row) => row.candidateId),
      subject: 'Next steps at {{companyName}}',
      content: 'Dear {{candidateFirstName}}, thank you.',
    });
    expect(sent.statusCode).toBe(200);
    const interviewer = body.credentials.members.find((member) => member.role === 'INTERVIEWER')!;
    const [interviewerRow] = await db
      .select()
      .from(users)
      .where(eq(users.email, interviewer.email));
    const start = new Date(Date.now() + 3 * DAY_MS);
    const scheduled = await client.post('/api/v1/interviews', {
      applicationId: unlocked[0]!.id,
      type: 'Video Interview',
      scheduledStart: start.toISOString(),
      scheduledEnd: new Date(start.getTime() + 3_600_000).toISOString(),
      interviewerIds: [interviewerRow!.id],
    });
    expect(scheduled.statusCode).toBe(201);
    const reset = await new Client(smtpApp).post('/api/v1/auth/request-password-reset', {
      email: body.credentials.email,
    });
    expect(reset.statusCode).toBe(200);

    // Delivered, to the outbox: every message of the organization is SENT there.
    const messages = () => db.select().from(emailMessages).where(eq(emailMessages.orgId, orgId));
    await waitUntil(async () => {
      const rows = await messages();
      return rows.length === unlocked.length + 2 && rows.every((row) => row.status === 'SENT');
    }, 20_000);
    const tag = body.credentials.email.split('+')[1]!.split('@')[0]!;
    const kept = (await outboxMail(smtpApp)).filter((row) =>
      row.to.endsWith(`+${tag}@${DEMO_EMAIL_DOMAIN}`),
    );
    expect(kept.length).toBe(unlocked.length + 2 + 1);
    expect(kept.every((row) => row.transport === 'outbox')).toBe(true);

    // A normal organization's reset goes out over SMTP, so the server was listening.
    const employer = await createEmployer(smtpApp, { email: `${unique('real')}@smtp.example` });
    await new Client(smtpApp).post('/api/v1/auth/request-password-reset', {
      email: employer.email,
    });
    await waitUntil(async () =>
      smtpApp.smtp.received.some((mail) => mail.to.includes(employer.email)),
    );
    await smtpApp.ctx.mailer.flush();
    expect(smtpApp.smtp.received.filter((mail) => mail.to.some((to) => to.includes(tag)))).toEqual(
      [],
    );
    expect(
      smtpApp.smtp.received.filter((mail) => mail.to.some((to) => to.endsWith(DEMO_EMAIL_DOMAIN))),
    ).toEqual([]);
  });
});

describe('purge of expired demos', () => {
  /** Rows of every table with an org_id column, for each organization. */
  async function countOrgRows(orgIds: string[]) {
    const tables = await queryRows<{ table_name: string }>(
      app.database.db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'org_id' order by table_name`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const counts: Record<string, Record<string, number>> = {};
    for (const orgId of orgIds) {
      counts[orgId] = {};
      for (const { table_name: table } of tables) {
        const [row] = await queryRows<{ n: number }>(
          app.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${orgId}`,
        );
        counts[orgId][table] = row!.n;
      }
    }
    return counts;
  }

  const resumeDir = (orgId: string) =>
    path.join(app.ctx.config.DATA_DIR, 'files', 'resumes', orgId);

  it('deletes everything of an expired demo, and nothing of a live demo or a normal organization', async () => {
    const expired = await createDemo();
    const live = await createDemo();
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client, { title: 'Warehouse Supervisor' });
    const applicant = await createApplication(app, job, { fullName: 'Adjoa Sarpong' });
    await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
    // Mail in the outbox for both demos.
    for (const demo of [expired, live]) {
      await new Client(app).post('/api/v1/auth/request-password-reset', {
        email: demo.body.credentials.email,
      });
    }
    const outboxTo = async (email: string) => (await outboxMail(app, email)).length;
    expect(await outboxTo(expired.body.credentials.email)).toBe(1);

    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(organizations.id, expired.orgId));
    const orgIds = [expired.orgId, live.orgId, employer.orgId];
    const before = await countOrgRows(orgIds);
    expect(before[expired.orgId]!.jobs).toBe(DEMO_CONTENTS.jobs);
    expect(before[expired.orgId]!.users).toBe(DEMO_CONTENTS.members);
    expect(before[employer.orgId]!.applications).toBe(1);
    expect(fs.readdirSync(resumeDir(expired.orgId))).toHaveLength(DEMO_CONTENTS.candidates);

    expect(await purgeExpiredDemos(app.ctx)).toBe(1);

    const after = await countOrgRows(orgIds);
    for (const [table, count] of Object.entries(after[expired.orgId]!)) {
      expect({ table, count }).toEqual({ table, count: 0 });
    }
    expect(after[live.orgId]).toEqual(before[live.orgId]);
    expect(after[employer.orgId]).toEqual(before[employer.orgId]);
    const [gone] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, expired.orgId));
    expect(gone).toBeUndefined();
    // Its members' sessions went with them; the live demo's still works.
    expect((await expired.client.get('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await live.client.get('/api/v1/auth/me')).statusCode).toBe(200);
    expect(
      fs.existsSync(resumeDir(expired.orgId)) ? fs.readdirSync(resumeDir(expired.orgId)) : [],
    ).toEqual([]);
    expect(fs.readdirSync(resumeDir(live.orgId))).toHaveLength(DEMO_CONTENTS.candidates);
    expect(await outboxTo(expired.body.credentials.email)).toBe(0);
    expect(await outboxTo(live.body.credentials.email)).toBe(1);

    // Nothing more to do the next time.
    expect(await purgeExpiredDemos(app.ctx)).toBe(0);
  });
});
