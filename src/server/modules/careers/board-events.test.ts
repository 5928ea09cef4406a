import { revealContact } from '../candidates/candidates.service';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobView } from '../../../shared/jobs';
import type { BoardApplication } from '../../adapters/careers-board/careers-board-client';
import { applications, candidates, careersBoardEvents, jobs, organizations } from '../../db/schema';
import {
  createBoardTestApp,
  postBoardWebhook,
  type BoardTestApp,
} from '../../../../test/factories/careers-board';
import {
  candidateEmailIs,
  createEmployer,
  createPublishedJob,
  outboxMail,
  unique,
  waitUntil,
  type Employer,
} from '../../../../test/factories';

let app: BoardTestApp;
let employer: Employer;

beforeAll(async () => {
  app = await createBoardTestApp();
  employer = await createEmployer(app);
});
afterAll(() => app.close());

const eventId = () => `evt_${randomUUID()}`;

async function eventRow(id: string) {
  const [row] = await app.database.db
    .select()
    .from(careersBoardEvents)
    .where(eq(careersBoardEvents.id, id));
  return row;
}

/** Waits for the queued task to act on the event, and answers its record. */
async function processed(id: string) {
  await waitUntil(async () => Boolean((await eventRow(id))?.processedAt));
  return (await eventRow(id))!;
}

async function jobRow(id: string) {
  return (await app.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
}

/** A job published through the employer API, once the board lists it (the sync runs too). */
async function publishedOnBoard(owner: Employer, title: string) {
  const job = await createPublishedJob(owner.client, { title });
  await waitUntil(async () => (await jobRow(job.id)).syncStatus === 'SYNCED');
  const listing = [...app.board.jobs.values()].find((row) => row.externalRef === job.id)!;
  return { job, listing };
}

/** A job seeker applying on the board to a board listing, with the sample PDF as résumé. */
function boardApplication(
  listingId: string,
  seeker: { fullName?: string; email?: string; id?: string } = {},
): BoardApplication {
  const candidate = app.board.seedCandidate({
    fullName: seeker.fullName ?? 'Akua Sarpong',
    email: seeker.email ?? `${unique('akua')}@seekers.test`,
    ...(seeker.id ? { id: seeker.id } : {}),
  });
  return app.board.seedApplication({
    jobId: listingId,
    candidate,
    coverNote: 'I saw this on the careers board.',
  });
}

async function applicationsOf(jobId: string) {
  return app.database.db
    .select({
      id: applications.id,
      stage: applications.stage,
      unlockStatus: applications.unlockStatus,
      boardApplicationId: applications.boardApplicationId,
      resumeFileKey: applications.resumeFileKey,
      candidateId: applications.candidateId,
    })
    .from(applications)
    .where(eq(applications.jobId, jobId));
}

async function candidatesWithEmail(orgId: string, email: string) {
  const rows = await app.database.db
    .select()
    .from(candidates)
    .where(and(eq(candidates.orgId, orgId), candidateEmailIs(app, email)));
  return rows.map((row) => revealContact(app.ctx, row));
}

const outboxTo = (email: string) => outboxMail(app, email);

describe('the webhook signature', () => {
  const someEvent = () => ({
    id: eventId(),
    type: 'job.closed',
    data: { externalRef: randomUUID(), closedAt: new Date().toISOString() },
  });

  async function expectRefused(
    event: ReturnType<typeof someEvent>,
    options: Parameters<typeof postBoardWebhook>[2],
  ) {
    const response = await postBoardWebhook(app, event, options);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_signature' });
    expect(await eventRow(event.id)).toBeUndefined();
  }

  it('refuses a delivery without a signature and records nothing', async () => {
    await expectRefused(someEvent(), { signature: null });
  });

  it('refuses a delivery signed with another secret and records nothing', async () => {
    await expectRefused(someEvent(), { secret: 'whsec_not-the-board-secret' });
  });

  it('refuses a delivery whose time is more than 5 minutes old (or ahead) and records nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(someEvent(), { timestamp: now - 6 * 60 });
    await expectRefused(someEvent(), { timestamp: now + 6 * 60 });
  });

  it('refuses a garbled signature header and records nothing', async () => {
    await expectRefused(someEvent(), { signature: 'garbage' });
    await expectRefused(someEvent(), { signature: 't=abc,v1=zz' });
    await expectRefused(someEvent(), { signature: `t=${Math.floor(Date.now() / 1000)},v1=` });
  });

  it('accepts a delivery signed a little earlier, within the window', async () => {
    const event = someEvent();
    const response = await postBoardWebhook(app, event, {
      timestamp: Math.floor(Date.now() / 1000) - 4 * 60,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await eventRow(event.id)).toBeDefined();
  });
});

describe('application.created', () => {
  it('makes one LOCKED application in the job’s first stage, with the résumé and the confirmation email', async () => {
    const { job, listing } = await publishedOnBoard(employer, 'Field Sales Officer');
    const email = `${unique('adjoa')}@seekers.test`;
    const application = boardApplication(listing.id, { fullName: 'Adjoa Nyarko', email });
    expect(application.jobExternalRef).toBe(job.id);
    const event = { id: eventId(), type: 'application.created', data: application };

    const response = await postBoardWebhook(app, event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    const record = await processed(event.id);
    expect(record.outcome).toBe('application created');

    const rows = await applicationsOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stage: job.pipeline.stages[0],
      unlockStatus: 'LOCKED',
      boardApplicationId: application.id,
    });
    expect(rows[0]!.resumeFileKey).toBeTruthy();
    const [candidate] = await candidatesWithEmail(employer.orgId, email);
    expect(candidate).toMatchObject({
      id: rows[0]!.candidateId,
      fullName: 'Adjoa Nyarko',
      source: 'job_page',
      externalCandidateId: application.candidate.id,
    });
    expect(candidate!.resumeFileKey).toBeTruthy();
    // The résumé was fetched from the board with the token.
    expect(
      app.board.calls.some(
        (call) => call.method === 'GET' && call.path === `/resumes/${application.candidate.id}`,
      ),
    ).toBe(true);

    // The applicant's confirmation, delivered by the queue to the outbox.
    await waitUntil(async () => (await outboxTo(email)).length > 0);
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toMatch(/^Your application for Field Sales Officer at /);
    expect(messages[0]!.text).toContain('Dear Adjoa Nyarko,');
  });

  it('makes one application when the same event arrives 100 times at once, and answers 200 to each', async () => {
    const { job, listing } = await publishedOnBoard(employer, 'Storekeeper');
    const email = `${unique('kojo')}@seekers.test`;
    const event = {
      id: eventId(),
      type: 'application.created',
      data: boardApplication(listing.id, { fullName: 'Kojo Antwi', email }),
    };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postBoardWebhook(app, event)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const answers = responses.map((response) => response.json() as { duplicate: boolean });
    expect(answers.filter((answer) => !answer.duplicate)).toHaveLength(1);
    await processed(event.id);
    // A repeat after processing is still a 200 duplicate.
    const late = await postBoardWebhook(app, event);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, duplicate: true });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await applicationsOf(job.id)).toHaveLength(1);
    expect(await candidatesWithEmail(employer.orgId, email)).toHaveLength(1);
    await waitUntil(async () => (await outboxTo(email)).length > 0);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('makes no second application when another event brings the same candidate to the same job', async () => {
    const { job, listing } = await publishedOnBoard(employer, 'Van Driver');
    const email = `${unique('yaa')}@seekers.test`;
    const first = boardApplication(listing.id, { fullName: 'Yaa Asantewaa', email });
    const firstEvent = { id: eventId(), type: 'application.created', data: first };
    await postBoardWebhook(app, firstEvent);
    expect((await processed(firstEvent.id)).outcome).toBe('application created');

    // The same person applies again on the board: another board application, another event.
    const again = app.board.seedApplication({ jobId: listing.id, candidate: first.candidate });
    expect(again.id).not.toBe(first.id);
    const secondEvent = { id: eventId(), type: 'application.created', data: again };
    const response = await postBoardWebhook(app, secondEvent);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await processed(secondEvent.id)).outcome).toBe('ignored: already applied');

    const rows = await applicationsOf(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.boardApplicationId).toBe(first.id);
    await waitUntil(async () => (await outboxTo(email)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('keeps one candidate per email in the organization across its jobs', async () => {
    const { job: first, listing: firstListing } = await publishedOnBoard(employer, 'Cashier');
    const { job: second, listing: secondListing } = await publishedOnBoard(employer, 'Teller');
    const email = `${unique('esi')}@seekers.test`;
    const one = boardApplication(firstListing.id, { fullName: 'Esi Quaye', email });
    // The board knows them twice (another profile, the email in capitals).
    const two = boardApplication(secondListing.id, {
      fullName: 'Esi A. Quaye',
      email: email.toUpperCase(),
    });
    const events = [one, two].map((data) => ({
      id: eventId(),
      type: 'application.created',
      data,
    }));
    for (const event of events) await postBoardWebhook(app, event);
    for (const event of events) {
      expect((await processed(event.id)).outcome).toBe('application created');
    }
    const people = await candidatesWithEmail(employer.orgId, email);
    expect(people).toHaveLength(1);
    const [a] = await applicationsOf(first.id);
    const [b] = await applicationsOf(second.id);
    expect(a!.candidateId).toBe(people[0]!.id);
    expect(b!.candidateId).toBe(people[0]!.id);

    // Another organization's application by the same person is that organization's candidate.
    const other = await createEmployer(app);
    const { job: theirs, listing: theirListing } = await publishedOnBoard(other, 'Cashier');
    const three = boardApplication(theirListing.id, { fullName: 'Esi Quaye', email });
    const third = { id: eventId(), type: 'application.created', data: three };
    await postBoardWebhook(app, third);
    expect((await processed(third.id)).outcome).toBe('application created');
    const [theirApplication] = await applicationsOf(theirs.id);
    expect(theirApplication!.candidateId).not.toBe(people[0]!.id);
    expect(await candidatesWithEmail(other.orgId, email)).toHaveLength(1);
  });

  it('processes an application for a job Shortlist does not have as ignored, without error', async () => {
    const unknownJob = randomUUID();
    const candidate = app.board.seedCandidate({ fullName: 'Nana Yeboah' });
    const event = {
      id: eventId(),
      type: 'application.created',
      data: {
        id: `app_${randomUUID()}`,
        jobId: 'job_elsewhere',
        jobExternalRef: unknownJob,
        candidate,
        coverNote: null,
        createdAt: new Date().toISOString(),
      },
    };
    const response = await postBoardWebhook(app, event);
    expect(response.statusCode).toBe(200);
    const record = await processed(event.id);
    expect(record.outcome).toBe('ignored: job not found');
    expect(record.attempts).toBe(0);
    expect(record.lastError).toBeNull();
    const rows = await app.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.boardApplicationId, event.data.id));
    expect(rows).toHaveLength(0);
  });

  it('creates nothing for a job of a demo organization', async () => {
    const demo = await createEmployer(app);
    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(organizations.id, demo.orgId));
    const job = await createPublishedJob(demo.client, { title: 'Demo Accountant' });
    const email = `${unique('demo-seeker')}@seekers.test`;
    const candidate = app.board.seedCandidate({ fullName: 'Kwabena Ofori', email });
    const event = {
      id: eventId(),
      type: 'application.created',
      data: {
        id: `app_${randomUUID()}`,
        jobId: 'job_demo',
        jobExternalRef: job.id,
        candidate,
        coverNote: null,
        createdAt: new Date().toISOString(),
      },
    };
    const response = await postBoardWebhook(app, event);
    expect(response.statusCode).toBe(200);
    expect((await processed(event.id)).outcome).toBe('ignored: demo organization');
    expect(await applicationsOf(job.id)).toHaveLength(0);
    expect(await candidatesWithEmail(demo.orgId, email)).toHaveLength(0);
    expect(await outboxTo(email)).toHaveLength(0);
  });
});

describe('job.closed', () => {
  it('closes the published job', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Expired on the board' });
    const event = {
      id: eventId(),
      type: 'job.closed',
      data: { externalRef: job.id, closedAt: new Date().toISOString() },
    };
    const response = await postBoardWebhook(app, event);
    expect(response.statusCode).toBe(200);
    expect((await processed(event.id)).outcome).toBe('job closed');
    const view = (await employer.client.get(`/api/v1/jobs/${job.id}`)).json() as JobView;
    expect(view.status).toBe('CLOSED');
  });

  it('does nothing for a close older than the job’s publication (out of order)', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Republished' });
    const { publishedAt } = await jobRow(job.id);
    const event = {
      id: eventId(),
      type: 'job.closed',
      data: {
        externalRef: job.id,
        closedAt: new Date(publishedAt!.getTime() - 60 * 60_000).toISOString(),
      },
    };
    await postBoardWebhook(app, event);
    expect((await processed(event.id)).outcome).toBe('ignored: job not open');
    const view = (await employer.client.get(`/api/v1/jobs/${job.id}`)).json() as JobView;
    expect(view.status).toBe('PUBLISHED');
  });
});

describe('employer.verified', () => {
  it('marks the organization’s board employer as verified', async () => {
    const owner = await createEmployer(app);
    await publishedOnBoard(owner, 'Receptionist');
    const [org] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, owner.orgId));
    expect(org!.boardEmployerId).toBeTruthy();
    expect(org!.isBoardEmployerVerified).toBe(false);
    const event = {
      id: eventId(),
      type: 'employer.verified',
      data: { id: org!.boardEmployerId, externalRef: owner.orgId },
    };
    await postBoardWebhook(app, event);
    expect((await processed(event.id)).outcome).toBe('employer verified');
    const [after] = await app.database.db
      .select({ isVerified: organizations.isBoardEmployerVerified })
      .from(organizations)
      .where(eq(organizations.id, owner.orgId));
    expect(after!.isVerified).toBe(true);
  });

  it('links an organization that never learned its employer id by the externalRef, never one linked to another', async () => {
    const owner = await createEmployer(app);
    const employerId = `emp_${unique('lost')}`;
    const event = {
      id: eventId(),
      type: 'employer.verified',
      data: { id: employerId, externalRef: owner.orgId },
    };
    await postBoardWebhook(app, event);
    expect((await processed(event.id)).outcome).toBe('employer linked and verified');
    const linked = async (orgId: string) =>
      (
        await app.database.db
          .select({
            boardEmployerId: organizations.boardEmployerId,
            isVerified: organizations.isBoardEmployerVerified,
          })
          .from(organizations)
          .where(eq(organizations.id, orgId))
      )[0]!;
    expect(await linked(owner.orgId)).toEqual({ boardEmployerId: employerId, isVerified: true });

    // Another board employer naming the same organization does not take it over; and
    // one naming another organization cannot take an employer already linked.
    const other = {
      id: eventId(),
      type: 'employer.verified',
      data: { id: `emp_${unique('x')}`, externalRef: owner.orgId },
    };
    await postBoardWebhook(app, other);
    expect((await processed(other.id)).outcome).toBe('ignored: employer not linked');
    expect((await linked(owner.orgId)).boardEmployerId).toBe(employerId);
    const rival = await createEmployer(app);
    const taken = {
      id: eventId(),
      type: 'employer.verified',
      data: { id: 'emp_nobody', externalRef: rival.orgId },
    };
    await postBoardWebhook(app, taken);
    expect((await processed(taken.id)).outcome).toBe('employer linked and verified');
    expect((await linked(rival.orgId)).boardEmployerId).toBe('emp_nobody');
    const clash = {
      id: eventId(),
      type: 'employer.verified',
      data: { id: 'emp_nobody', externalRef: owner.orgId },
    };
    await postBoardWebhook(app, clash);
    expect((await processed(clash.id)).outcome).toBe('employer verified');
    expect((await linked(owner.orgId)).boardEmployerId).toBe(employerId);
  });
});
