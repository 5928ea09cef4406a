import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationDetailView,
  ApplicationView,
  CandidatesPageView,
  RefundAllowanceView,
  UnlockResponse,
} from '../../../shared/applications';
import type { BoardView, PipelineView } from '../../../shared/jobs';
import { queryRows } from '../../db/client';
import { applicationUnlocks, candidates, creditLedger } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  grantCredits,
  unique,
  waitUntil,
  type Employer,
  type TestApplication,
  balanceOf as balanceOfOrg,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => app.close());

async function ledgerOf(orgId: string) {
  return app.database.db.select().from(creditLedger).where(eq(creditLedger.orgId, orgId));
}

const balanceOf = (orgId: string) => balanceOfOrg(app, orgId);

/** An employer with a published job and `count` distinctive applicants. */
async function employerWithApplicants(count: number, credits = 0) {
  const employer = await createEmployer(app);
  if (credits > 0) await grantCredits(app, employer.orgId, credits);
  const job = await createPublishedJob(employer.client, { title: unique('Engineer') });
  const applicants: TestApplication[] = [];
  for (let i = 0; i < count; i++) {
    applicants.push(
      await createApplication(app, job, {
        fullName: `Zebedee Quartermaine ${unique('n')}`,
        email: `${unique('zq.private')}@hidden.example`,
        phone: `+233 24 ${String(1000000 + i).slice(-7)}`,
      }),
    );
  }
  return { employer, job, applicants };
}

const unlock = (employer: Employer, applicationId: string, body: unknown = {}) =>
  employer.client.post(`/api/v1/applications/${applicationId}/unlock`, body);

/** The application is in `stage` and its timeline has no stage move of its own. */
async function expectNoMoveRecorded(employer: Employer, applicationId: string, stage: string) {
  const detail = (
    await employer.client.get(`/api/v1/applications/${applicationId}`)
  ).json<ApplicationDetailView>();
  expect(detail.stage).toBe(stage);
  expect(detail.timeline.some((event) => event.type === 'stage_moved')).toBe(false);
}

describe('the pipeline', () => {
  it('is keyed by the job stages and shows nothing that identifies a locked candidate', async () => {
    const { employer, job, applicants } = await employerWithApplicants(2, 5);
    const [locked, unlocked] = applicants as [TestApplication, TestApplication];
    expect((await unlock(employer, unlocked.id)).statusCode).toBe(200);

    const response = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(response.statusCode).toBe(200);
    const pipeline = response.json<PipelineView>();
    expect(Object.keys(pipeline)).toEqual(['Applied', 'Screening', 'Interview', 'Decision']);
    expect(pipeline.Applied).toHaveLength(2);

    for (const secret of [locked.fullName, locked.email, locked.phone!, 'zq.private']) {
      if (secret === 'zq.private') continue;
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).toContain(unlocked.fullName);
    expect(response.body).toContain(unlocked.email);
    const lockedCard = pipeline.Applied!.find((card) => card.id === locked.id)!;
    expect(lockedCard.candidate).not.toHaveProperty('fullName');
    expect(lockedCard.candidate).not.toHaveProperty('email');
    expect(lockedCard.candidate.isUnlocked).toBe(false);
  });

  it('answers the spec message for a job of another organization', async () => {
    const { job } = await employerWithApplicants(1);
    const rival = await createEmployer(app);
    const response = await rival.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Job not found or you don't have access to it.");
  });

  it('is gzipped for clients that take it, and says so', async () => {
    const { employer, job } = await employerWithApplicants(12);
    const plain = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const zipped = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`, {
      'accept-encoding': 'br, gzip;q=0.8',
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`, {
      'accept-encoding': 'gzip;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a stale board after a change', async () => {
    const { employer, job, applicants } = await employerWithApplicants(1, 5);
    const first = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(first.body).not.toContain(applicants[0]!.email);
    await unlock(employer, applicants[0]!.id);
    const second = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(second.body).toContain(applicants[0]!.email);
    await employer.client.post(`/api/v1/applications/${applicants[0]!.id}/advance`, {
      toStage: 'Screening',
    });
    const third = (
      await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`)
    ).json<PipelineView>();
    expect(third.Screening!.map((card) => card.id)).toEqual([applicants[0]!.id]);
    expect(third.Applied).toEqual([]);
  });
});

describe('unlocking', () => {
  it('takes exactly the balance under 50 parallel unlocks: 10 unlocked, balance 0, ledger matches', async () => {
    const { employer, applicants } = await employerWithApplicants(50, 5);
    expect(await balanceOf(employer.orgId)).toBe(10);

    const responses = await Promise.all(applicants.map((a) => unlock(employer, a.id)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(responses.find((r) => r.statusCode === 402)!.json().message).toBe(
      'Not enough credits. Buy more credits to continue.',
    );

    expect(await balanceOf(employer.orgId)).toBe(0);
    const unlocks = await app.database.db
      .select()
      .from(applicationUnlocks)
      .where(eq(applicationUnlocks.orgId, employer.orgId));
    expect(unlocks).toHaveLength(10);
    const ledger = await ledgerOf(employer.orgId);
    expect(ledger.filter((entry) => entry.reason === 'candidate_unlock')).toHaveLength(10);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
  });

  it('charges once for the same idempotency key sent twice in parallel', async () => {
    const { employer, applicants } = await employerWithApplicants(1, 5);
    const key = `key-${unique('k')}`;
    const [a, b] = await Promise.all([
      unlock(employer, applicants[0]!.id, { idempotencyKey: key }),
      unlock(employer, applicants[0]!.id, { idempotencyKey: key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const charged = [a, b].map((r) => r.json<UnlockResponse>().creditsCharged).sort();
    expect(charged).toEqual([0, 1]);
    expect(await balanceOf(employer.orgId)).toBe(9);
    // And again later: still nothing.
    const again = await unlock(employer, applicants[0]!.id, { idempotencyKey: key });
    expect(again.json<UnlockResponse>()).toMatchObject({ creditsCharged: 0, balance: 9 });
  });

  it('records the key of a free unlock too: it cannot be reused for another application', async () => {
    const employer = await createEmployer(app);
    const jobA = await createPublishedJob(employer.client, { title: 'Teller' });
    const jobB = await createPublishedJob(employer.client, { title: 'Cashier' });
    const email = `${unique('free-key')}@example.test`;
    const first = await createApplication(app, jobA, { email });
    const second = await createApplication(app, jobB, { email });
    const other = await createApplication(app, jobB);
    await unlock(employer, first.id);
    const key = `key-${unique('free')}`;
    const free = await unlock(employer, second.id, { idempotencyKey: key });
    expect(free.json<UnlockResponse>().creditsCharged).toBe(0);
    const reused = await unlock(employer, other.id, { idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('idempotency_key_reused');
    expect(await balanceOf(employer.orgId)).toBe(4);
    // The same request again is a replay, not a conflict.
    expect((await unlock(employer, second.id, { idempotencyKey: key })).statusCode).toBe(200);
  });

  it('refuses an idempotency key already used for another application', async () => {
    const { employer, applicants } = await employerWithApplicants(2, 5);
    const key = `key-${unique('k')}`;
    expect((await unlock(employer, applicants[0]!.id, { idempotencyKey: key })).statusCode).toBe(
      200,
    );
    const reused = await unlock(employer, applicants[1]!.id, { idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toBe('idempotency_key_reused');
    expect(await balanceOf(employer.orgId)).toBe(9);
  });

  it('costs nothing for an application that is already unlocked, even without a key', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const results = await Promise.all([1, 2, 3].map(() => unlock(employer, applicants[0]!.id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await balanceOf(employer.orgId)).toBe(4);
  });

  it('is free when the organization already unlocked the same person for another job', async () => {
    const employer = await createEmployer(app);
    const jobA = await createPublishedJob(employer.client, { title: 'Accountant' });
    const jobB = await createPublishedJob(employer.client, { title: 'Auditor' });
    const email = `${unique('same.person')}@example.test`;
    const first = await createApplication(app, jobA, { email, fullName: 'Adwoa Sarpong' });
    const second = await createApplication(app, jobB, { email: email.toUpperCase() });
    expect((await unlock(employer, first.id)).json<UnlockResponse>().creditsCharged).toBe(1);
    const free = (await unlock(employer, second.id)).json<UnlockResponse>();
    expect(free.creditsCharged).toBe(0);
    expect(free.balance).toBe(4);
    expect(free.application.candidate).toMatchObject({ isUnlocked: true, email });
  });

  it('answers 402 with a clear message when the balance is too low, and unlocks nothing', async () => {
    const { employer, applicants } = await employerWithApplicants(6);
    for (const applicant of applicants.slice(0, 5)) await unlock(employer, applicant.id);
    const response = await unlock(employer, applicants[5]!.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(response.body).not.toContain(applicants[5]!.email);
    const detail = await employer.client.get(`/api/v1/applications/${applicants[5]!.id}`);
    expect(detail.json<ApplicationDetailView>().unlockStatus).toBe('LOCKED');
  });

  it('is refused to an interviewer, who cannot spend credits', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    expect((await unlock(interviewer, applicants[0]!.id)).statusCode).toBe(403);
  });

  it('records who unlocked it in the timeline', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    await unlock(employer, applicants[0]!.id);
    const detail = (
      await employer.client.get(`/api/v1/applications/${applicants[0]!.id}`)
    ).json<ApplicationDetailView>();
    expect(detail.timeline.map((event) => event.type)).toEqual(['applied', 'unlocked']);
    expect(detail.timeline[1]).toMatchObject({ actorName: 'Ama Mensah', credits: 1 });
  });
});

describe('stage moves and rejection', () => {
  it('moves an unlocked application to one of the job stages and records it', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    const moved = await employer.client.post(`/api/v1/applications/${id}/advance`, {
      toStage: 'Interview',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ApplicationView>().stage).toBe('Interview');
    const detail = (
      await employer.client.get(`/api/v1/applications/${id}`)
    ).json<ApplicationDetailView>();
    expect(detail.timeline.at(-1)).toMatchObject({
      type: 'stage_moved',
      fromStage: 'Applied',
      toStage: 'Interview',
      actorName: 'Ama Mensah',
    });
    expect(Date.parse(detail.timeline.at(-1)!.occurredAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 400 for a stage the job does not have', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    await unlock(employer, applicants[0]!.id);
    const response = await employer.client.post(
      `/api/v1/applications/${applicants[0]!.id}/advance`,
      { toStage: 'Offer' },
    );
    expect(response.statusCode).toBe(400);
    const missing = await employer.client.post(
      `/api/v1/applications/${applicants[0]!.id}/advance`,
      {},
    );
    expect(missing.statusCode).toBe(400);
  });

  it('answers 409 telling the user to unlock a locked application first', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const response = await employer.client.post(
      `/api/v1/applications/${applicants[0]!.id}/advance`,
      { toStage: 'Screening' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/unlock/i);
  });

  it('records a move on the timeline and in the activity, and nothing for a move to where it is', async () => {
    const { employer, job, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    const moved = await employer.client.post(`/api/v1/applications/${id}/advance`, {
      toStage: 'Screening',
    });
    expect(moved.statusCode).toBe(200);
    const again = await employer.client.post(`/api/v1/applications/${id}/advance`, {
      toStage: 'Screening',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ApplicationView>().stage).toBe('Screening');
    const events = await queryRows<{ type: string }>(
      app.database.db,
      sql`select type from application_events where application_id = ${id} and type = 'stage_moved'`,
    );
    expect(events).toHaveLength(1);
    const activity = await queryRows<{ subject: string; data: unknown }>(
      app.database.db,
      sql`select subject, data from activity_log where org_id = ${employer.orgId} and type = 'stage_moved'`,
    );
    expect(activity).toEqual([
      {
        subject: job.title,
        data: { jobId: job.id, applicationId: id, fromStage: 'Applied', toStage: 'Screening' },
      },
    ]);
  });

  it('answers 409 for a rejected application and does not move it', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    await employer.client.post(`/api/v1/applications/${id}/reject`, { reason: 'Position filled' });
    const response = await employer.client.post(`/api/v1/applications/${id}/advance`, {
      toStage: 'Screening',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This application was rejected, so it can no longer move between stages.',
    );
    await expectNoMoveRecorded(employer, id, 'Applied');
  });

  it('answers 409 when another member moved the card while this move waited, and keeps their move', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    // Another member's move, holding the application's row until it commits.
    const other = new pg.Client({ connectionString: app.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`update applications set stage = 'Interview' where id = $1`, [id]);
      const moving = employer.client.post(`/api/v1/applications/${id}/advance`, {
        toStage: 'Screening',
      });
      await waitUntil(async () => {
        const waiting = await queryRows(
          app.database.db,
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%set stage%'`,
        );
        return waiting.length > 0;
      });
      await other.query('commit');
      const response = await moving;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This application changed a moment ago. Refresh and try again.',
      );
    } finally {
      await other.end();
    }
    await expectNoMoveRecorded(employer, id, 'Interview');
  });

  it('rejects locked and unlocked applications with a reason, on the timeline', async () => {
    const { employer, applicants } = await employerWithApplicants(2);
    await unlock(employer, applicants[1]!.id);
    for (const applicant of applicants) {
      const response = await employer.client.post(`/api/v1/applications/${applicant.id}/reject`, {
        reason: 'Not enough experience with payroll',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<ApplicationView>()).toMatchObject({
        rejectionReason: 'Not enough experience with payroll',
      });
      const detail = (
        await employer.client.get(`/api/v1/applications/${applicant.id}`)
      ).json<ApplicationDetailView>();
      expect(detail.timeline.at(-1)).toMatchObject({
        type: 'rejected',
        reason: 'Not enough experience with payroll',
        actorName: 'Ama Mensah',
      });
    }
    const blank = await employer.client.post(`/api/v1/applications/${applicants[0]!.id}/reject`, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  const refund = (employer: Employer, id: string, body: unknown = { reason: 'duplicate' }) =>
    employer.client.post(`/api/v1/applications/${id}/refund`, body);

  it('returns the credit once within 72 hours, as a refund ledger entry', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    expect(await balanceOf(employer.orgId)).toBe(4);

    const response = await refund(employer, id, { reason: 'contact_details_invalid' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ creditsRefunded: 1, balance: 5 });
    const ledger = await ledgerOf(employer.orgId);
    expect(ledger.filter((entry) => entry.reason === 'refund').map((e) => e.delta)).toEqual([1]);

    const again = await refund(employer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This unlock has already been refunded.');
    expect(await balanceOf(employer.orgId)).toBe(5);
  });

  it('needs a description for "other"', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    await unlock(employer, applicants[0]!.id);
    const response = await refund(employer, applicants[0]!.id, { reason: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors.details).toEqual(['Please describe the reason']);
    const described = await refund(employer, applicants[0]!.id, {
      reason: 'other',
      details: 'The CV belongs to someone else',
    });
    expect(described.statusCode).toBe(200);
  });

  it('is refused after 72 hours', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    await unlock(employer, applicants[0]!.id);
    await app.database.db
      .update(applicationUnlocks)
      .set({ createdAt: sql`now() - interval '72 hours 1 minute'` })
      .where(eq(applicationUnlocks.applicationId, applicants[0]!.id));
    const response = await refund(employer, applicants[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Refunds are only possible within 72 hours of unlocking.');
    expect(await balanceOf(employer.orgId)).toBe(4);
  });

  it('is refused for a locked application and for a free unlock', async () => {
    const employer = await createEmployer(app);
    const jobA = await createPublishedJob(employer.client, { title: 'Teller' });
    const jobB = await createPublishedJob(employer.client, { title: 'Cashier' });
    const email = `${unique('twice')}@example.test`;
    const first = await createApplication(app, jobA, { email });
    const second = await createApplication(app, jobB, { email });
    expect((await refund(employer, first.id)).json().error).toBe('not_refundable_locked');
    await unlock(employer, first.id);
    await unlock(employer, second.id);
    expect((await refund(employer, second.id)).json().error).toBe('not_refundable_free');
  });

  it('allows 2 refunds in 30 days with few paid unlocks, also in parallel', async () => {
    const { employer, applicants } = await employerWithApplicants(9, 10);
    for (const applicant of applicants) await unlock(employer, applicant.id);
    expect(await balanceOf(employer.orgId)).toBe(6);
    const responses = await Promise.all(applicants.map((a) => refund(employer, a.id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json().error).toBe('refund_limit_reached');
    expect(await balanceOf(employer.orgId)).toBe(8);
    const ledger = await ledgerOf(employer.orgId);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(8);
  });

  it('allows one refund per five paid unlocks, never more than 10', async () => {
    const { employer, applicants } = await employerWithApplicants(60, 60);
    for (const applicant of applicants.slice(0, 35)) await unlock(employer, applicant.id);
    const allowance = async () =>
      (await employer.client.get('/api/v1/refunds/allowance')).json<RefundAllowanceView>();
    expect(await allowance()).toMatchObject({ used: 0, limit: 7, remaining: 7, paidUnlocks: 35 });
    const first = await Promise.all(applicants.slice(0, 9).map((a) => refund(employer, a.id)));
    expect(first.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(await allowance()).toMatchObject({ used: 7, limit: 7, remaining: 0 });

    for (const applicant of applicants.slice(35)) await unlock(employer, applicant.id);
    // 60 paid unlocks would allow 12: the limit stays 10.
    expect(await allowance()).toMatchObject({ used: 7, limit: 10, remaining: 3, paidUnlocks: 60 });
    const second = await Promise.all(applicants.slice(35, 41).map((a) => refund(employer, a.id)));
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(await allowance()).toMatchObject({ used: 10, remaining: 0 });
  });

  it('counts only the last 30 days', async () => {
    const { employer, applicants } = await employerWithApplicants(3, 10);
    for (const applicant of applicants) await unlock(employer, applicant.id);
    for (const applicant of applicants.slice(0, 2)) {
      expect((await refund(employer, applicant.id)).statusCode).toBe(200);
    }
    expect((await refund(employer, applicants[2]!.id)).json().error).toBe('refund_limit_reached');
    await app.database.db
      .update(applicationUnlocks)
      .set({ refundedAt: sql`now() - interval '31 days'` })
      .where(eq(applicationUnlocks.applicationId, applicants[0]!.id));
    expect((await refund(employer, applicants[2]!.id)).statusCode).toBe(200);
  });

  it('locks the candidate again: the contact is hidden and unlocking again costs a credit', async () => {
    const { employer, applicants } = await employerWithApplicants(1, 5);
    const applicant = applicants[0]!;
    await unlock(employer, applicant.id);
    const unlocked = await employer.client.get(`/api/v1/applications/${applicant.id}`);
    expect(unlocked.body).toContain(applicant.email);
    expect((await refund(employer, applicant.id)).statusCode).toBe(200);

    const relocked = await employer.client.get(`/api/v1/applications/${applicant.id}`);
    expect(relocked.json<ApplicationDetailView>().unlockStatus).toBe('LOCKED');
    for (const secret of [applicant.fullName, applicant.email, applicant.phone!]) {
      expect(relocked.body).not.toContain(secret);
    }
    const resume = await employer.client.get(`/api/v1/applications/${applicant.id}/resume`);
    expect(resume.statusCode).toBe(409);
    expect(await balanceOf(employer.orgId)).toBe(10);

    const again = await unlock(employer, applicant.id);
    expect(again.json<UnlockResponse>()).toMatchObject({ creditsCharged: 1, balance: 9 });
    expect(again.body).toContain(applicant.email);
    // The second unlock is refundable again, once, within the limit.
    expect((await refund(employer, applicant.id)).statusCode).toBe(200);
    expect((await refund(employer, applicant.id)).json().error).toBe('already_refunded');
  });

  it("locks the person's free unlocks of other jobs with the refunded one", async () => {
    const employer = await createEmployer(app);
    const jobA = await createPublishedJob(employer.client, { title: 'Teller' });
    const jobB = await createPublishedJob(employer.client, { title: 'Cashier' });
    const email = `${unique('both')}@example.test`;
    const first = await createApplication(app, jobA, { email });
    const second = await createApplication(app, jobB, { email });
    await unlock(employer, first.id);
    expect((await unlock(employer, second.id)).json<UnlockResponse>().creditsCharged).toBe(0);
    expect((await refund(employer, first.id)).statusCode).toBe(200);

    const other = await employer.client.get(`/api/v1/applications/${second.id}`);
    expect(other.json<ApplicationDetailView>().unlockStatus).toBe('LOCKED');
    expect(other.body).not.toContain(email);
    // Seeing the person again costs a credit, through either application.
    expect((await unlock(employer, second.id)).json<UnlockResponse>().creditsCharged).toBe(1);
    expect((await unlock(employer, first.id)).json<UnlockResponse>().creditsCharged).toBe(0);
    const ledger = await ledgerOf(employer.orgId);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(
      await balanceOf(employer.orgId),
    );
  });
});

describe('deleting a job', () => {
  const deleteJob = (employer: Employer, jobId: string) =>
    employer.client.delete(`/api/v1/jobs/${jobId}`);

  it('keeps what was paid: the same person is not charged again', async () => {
    const employer = await createEmployer(app);
    await grantCredits(app, employer.orgId, 5);
    const jobA = await createPublishedJob(employer.client, { title: 'Teller' });
    const jobB = await createPublishedJob(employer.client, { title: 'Cashier' });
    const email = `${unique('kept')}@example.test`;
    const first = await createApplication(app, jobA, { email });
    const second = await createApplication(app, jobB, { email });
    expect((await unlock(employer, first.id)).json<UnlockResponse>().creditsCharged).toBe(1);
    expect((await deleteJob(employer, jobA.id)).statusCode).toBeLessThan(300);

    const unlocks = await app.database.db
      .select()
      .from(applicationUnlocks)
      .where(eq(applicationUnlocks.orgId, employer.orgId));
    expect(unlocks).toHaveLength(1);
    expect(unlocks[0]).toMatchObject({ applicationId: null, creditsCharged: 1 });
    expect((await unlock(employer, second.id)).json<UnlockResponse>().creditsCharged).toBe(0);
    expect(await balanceOf(employer.orgId)).toBe(9);
  });

  it('races a refund or an unlock without a 500 or a lost credit', async () => {
    for (let round = 0; round < 8; round++) {
      const employer = await createEmployer(app);
      await grantCredits(app, employer.orgId, 5);
      const jobA = await createPublishedJob(employer.client, { title: 'Teller' });
      const jobB = await createPublishedJob(employer.client, { title: 'Cashier' });
      const email = `${unique('race')}@example.test`;
      const first = await createApplication(app, jobA, { email });
      const second = await createApplication(app, jobB, { email });
      await unlock(employer, first.id);
      await unlock(employer, second.id);
      const refund = employer.client.post(`/api/v1/applications/${first.id}/refund`, {
        reason: 'duplicate',
      });
      const responses = await Promise.all([
        refund,
        deleteJob(employer, round % 2 === 0 ? jobA.id : jobB.id),
        unlock(employer, second.id),
      ]);
      for (const response of responses)
        expect(response.statusCode, response.body).toBeLessThan(500);
      const ledger = await ledgerOf(employer.orgId);
      expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(
        await balanceOf(employer.orgId),
      );
    }
  });

  it('does not reset the refund limit', async () => {
    const { employer, job, applicants } = await employerWithApplicants(3, 10);
    for (const applicant of applicants) await unlock(employer, applicant.id);
    const refund = (id: string) =>
      employer.client.post(`/api/v1/applications/${id}/refund`, { reason: 'duplicate' });
    expect((await refund(applicants[0]!.id)).statusCode).toBe(200);
    expect((await refund(applicants[1]!.id)).statusCode).toBe(200);

    const otherJob = await createPublishedJob(employer.client, { title: unique('Analyst') });
    const fresh = await createApplication(app, otherJob);
    await unlock(employer, fresh.id);
    expect((await deleteJob(employer, job.id)).statusCode).toBeLessThan(300);
    const refused = await refund(fresh.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('refund_limit_reached');
  });
});

describe('another organization', () => {
  it('gets 404 on get, unlock, advance, reject, refund and notes, and changes nothing', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const id = applicants[0]!.id;
    await unlock(employer, id);
    const rival = await createEmployer(app);
    const attempts = await Promise.all([
      rival.client.get(`/api/v1/applications/${id}`),
      rival.client.post(`/api/v1/applications/${id}/unlock`, {}),
      rival.client.post(`/api/v1/applications/${id}/advance`, { toStage: 'Screening' }),
      rival.client.post(`/api/v1/applications/${id}/reject`, { reason: 'No' }),
      rival.client.post(`/api/v1/applications/${id}/refund`, { reason: 'duplicate' }),
      rival.client.post(`/api/v1/applications/${id}/notes`, { body: 'Hello' }),
      rival.client.get(`/api/v1/candidates/${applicants[0]!.candidateId}`),
      rival.client.get(`/api/v1/candidates/${id}`),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(applicants[0]!.email);
    }
    expect(attempts[0]!.json().message).toBe(
      "Candidate not found or you don't have access to this application",
    );
    expect(await balanceOf(rival.orgId)).toBe(5);
    const detail = (
      await employer.client.get(`/api/v1/applications/${id}`)
    ).json<ApplicationDetailView>();
    expect(detail).toMatchObject({
      stage: 'Applied',
      rejectedAt: null,
      refundableUntil: expect.any(String),
    });
  });
});

describe('the candidates list', () => {
  it('searches anonymous fields always and names or emails only of unlocked candidates', async () => {
    const { employer, applicants } = await employerWithApplicants(3);
    const [locked, unlocked] = applicants as [TestApplication, TestApplication];
    await unlock(employer, unlocked.id);

    const search = async (q: string) => {
      const response = await employer.client.get(`/api/v1/candidates?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      return response;
    };
    const byLockedName = await search(locked.fullName);
    expect(byLockedName.json<CandidatesPageView>().total).toBe(0);
    const byLockedEmail = await search(locked.email);
    expect(byLockedEmail.json<CandidatesPageView>().total).toBe(0);
    expect(byLockedEmail.body).not.toContain(locked.email.split('@')[0]!.slice(0, 12) + 'x');

    const byUnlockedName = (await search(unlocked.fullName)).json<CandidatesPageView>();
    expect(byUnlockedName.items.map((item) => item.id)).toEqual([unlocked.id]);
    const byUnlockedEmail = (await search(unlocked.email)).json<CandidatesPageView>();
    expect(byUnlockedEmail.items.map((item) => item.id)).toEqual([unlocked.id]);

    const all = await employer.client.get('/api/v1/candidates');
    const page = all.json<CandidatesPageView>();
    expect(page.total).toBe(3);
    expect(page.stats).toEqual({ total: 3, locked: 2, unlocked: 1, creditsSpent: 1 });
    for (const secret of [locked.fullName, locked.email, locked.phone!]) {
      expect(all.body).not.toContain(secret);
    }
    expect(all.body).toContain(unlocked.email);
  });

  it('finds an unlocked person by a word whose keyed token reads like a number', async () => {
    // A surname whose token starts like '5e6…': PostgreSQL's text search parser reads
    // that as a number and a word, so the token must be matched as it is.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let surname = '';
    for (let n = 0; !surname; n++) {
      const word = `ose${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}${letters[Math.floor(n / 676) % 26]}`;
      if (/^\d+e\d/.test(app.ctx.vault.queryTokens(word)[0]!)) surname = word;
    }
    const [token] = app.ctx.vault.queryTokens(surname);
    const [parsed] = await queryRows<{ query: string }>(
      app.database.db,
      sql`select to_tsquery('simple', ${`'${token}'`})::text as query`,
    );
    expect(parsed!.query).not.toBe(`'${token}'`);

    const employer = await createEmployer(app);
    await grantCredits(app, employer.orgId, 1);
    const job = await createPublishedJob(employer.client, { title: unique('Engineer') });
    const person = await createApplication(app, job, { fullName: `Ama ${surname}` });
    expect((await unlock(employer, person.id)).statusCode).toBe(200);
    for (const q of [surname, `ama ${surname}`]) {
      const found = (
        await employer.client.get(`/api/v1/candidates?q=${encodeURIComponent(q)}`)
      ).json<CandidatesPageView>();
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([person.id]);
    }
    const board = (
      await employer.client.get(`/api/v1/jobs/${job.id}/board?q=${encodeURIComponent(surname)}`)
    ).json<BoardView>();
    expect(board.columns.flatMap((column) => column.items.map((item) => item.id))).toEqual([
      person.id,
    ]);
  });

  it("finds no unlocked person by a letter that starts none of their words, whatever their name's keyed tokens start with", async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const [person] = applicants as [TestApplication];
    await unlock(employer, person.id);
    // Zebedee Quartermaine n-<pid>-<n>, zq.private-<pid>-<n>@hidden.example, 'Not
    // specified': words starting with z, q, n, p, h, e and s.
    const found: string[] = [];
    for (const letter of 'abcdfgijklmortuvwxy') {
      const page = (
        await employer.client.get(`/api/v1/candidates?q=${letter}`)
      ).json<CandidatesPageView>();
      if (page.total > 0) found.push(letter);
    }
    expect(found).toEqual([]);
    const byInitial = (
      await employer.client.get('/api/v1/candidates?q=q')
    ).json<CandidatesPageView>();
    expect(byInitial.items.map((item) => item.id)).toEqual([person.id]);
  });

  it('keeps its figures and search current as things change', async () => {
    const { employer, applicants } = await employerWithApplicants(2);
    const stats = async () =>
      (await employer.client.get('/api/v1/candidates')).json<CandidatesPageView>().stats;
    expect(await stats()).toEqual({ total: 2, locked: 2, unlocked: 0, creditsSpent: 0 });
    await unlock(employer, applicants[0]!.id);
    expect(await stats()).toEqual({ total: 2, locked: 1, unlocked: 1, creditsSpent: 1 });
    await employer.client.post(`/api/v1/applications/${applicants[0]!.id}/refund`, {
      reason: 'candidate_unreachable',
    });
    // A refund locks the candidate again.
    expect(await stats()).toEqual({ total: 2, locked: 2, unlocked: 0, creditsSpent: 0 });

    // A candidate's record changes (a new resume, an import): their search document follows.
    await app.database.db
      .update(candidates)
      .set({ location: 'Sunyani', skills: ['Cocoa Processing'] })
      .where(eq(candidates.id, applicants[1]!.candidateId));
    const found = (
      await employer.client.get('/api/v1/candidates?q=sunyani cocoa')
    ).json<CandidatesPageView>();
    expect(found.items.map((item) => item.id)).toEqual([applicants[1]!.id]);
  });

  it("drops a deleted job's applications from the figures and searches at once", async () => {
    const { employer, job, applicants } = await employerWithApplicants(2);
    const other = await createPublishedJob(employer.client, { title: unique('Driver') });
    await createApplication(app, other);
    for (const applicant of applicants) {
      await app.database.db
        .update(candidates)
        .set({ location: 'Akosombo' })
        .where(eq(candidates.id, applicant.candidateId));
    }
    const page = async (q = '') =>
      (
        await employer.client.get(`/api/v1/candidates${q ? `?q=${q}` : ''}`)
      ).json<CandidatesPageView>();
    expect((await page()).stats.total).toBe(3);
    expect((await page('akosombo')).total).toBe(2);
    expect((await employer.client.delete(`/api/v1/jobs/${job.id}`)).statusCode).toBe(204);
    expect((await page()).stats.total).toBe(1);
    expect((await page('akosombo')).total).toBe(0);
  });

  it('counts a search up to 1,000 matches and says when there are more', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    await app.database.db.execute(sql`
      with people as (
        insert into candidates (org_id, full_name, email, location)
        select ${employer.orgId}, 'Person ' || i, 'person' || i || '@many.example',
               case when i <= 1005 then 'Tamale' else 'Ho' end
        from generate_series(1, 1008) as i
        returning id
      )
      insert into applications (org_id, job_id, candidate_id, stage)
      select ${employer.orgId}, ${job.id}, id, 'Applied' from people`);
    const many = (
      await employer.client.get('/api/v1/candidates?q=tamale')
    ).json<CandidatesPageView>();
    expect(many).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(many.items).toHaveLength(24);
    const few = (await employer.client.get('/api/v1/candidates?q=ho')).json<CandidatesPageView>();
    expect(few).toMatchObject({ total: 3, isTotalCapped: false });
    const all = (await employer.client.get('/api/v1/candidates')).json<CandidatesPageView>();
    expect(all).toMatchObject({ total: 1008, isTotalCapped: false });
  });

  it('keeps a search count only while nothing it depends on has changed', async () => {
    const { employer, job } = await employerWithApplicants(0);
    const apply = async (email: string) => {
      const applicant = await createApplication(app, job, { email });
      await app.database.db
        .update(candidates)
        .set({ location: 'Bolgatanga' })
        .where(eq(candidates.id, applicant.candidateId));
      return applicant;
    };
    await apply(`${unique('bolga')}@one.example`);
    const count = async () =>
      (await employer.client.get('/api/v1/candidates?q=bolgatanga')).json<CandidatesPageView>()
        .total;
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    const second = await apply(`${unique('bolga')}@two.example`);
    expect(await count()).toBe(2);
    await employer.client.post(`/api/v1/applications/${second.id}/reject`, {
      reason: 'Not a fit',
    });
    expect(await count()).toBe(2);
    // A change made outside this process (another server, a script) is seen as well.
    await app.database.db.execute(
      sql`update candidates set location = 'Wa' where id = ${second.candidateId}`,
    );
    expect(await count()).toBe(1);
  });

  it('pages a search that matches few exactly as one that matches many, in either order', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    // 30 people in Ho among 300, newest to oldest, some scored (ties included).
    await app.database.db.execute(sql`
      with people as (
        insert into candidates (org_id, full_name, email, location)
        select ${employer.orgId}, 'Person ' || i, 'few' || i || '@few.example',
               case when i % 10 = 0 then 'Ho' else 'Tamale' end
        from generate_series(1, 300) as i
        returning id, location
      )
      insert into applications (org_id, job_id, candidate_id, stage, created_at, match_score)
      select ${employer.orgId}, ${job.id}, id, 'Applied',
             now() - make_interval(mins => (row_number() over ())::int),
             case when random() < 0.7 then (random() * 4)::int * 25 end
      from people`);
    const expected = async (order: SQL) =>
      (
        await queryRows<{ id: string }>(
          app.database.db,
          sql`select a.id from applications a join candidates c on c.id = a.candidate_id
              where a.org_id = ${employer.orgId} and c.location = 'Ho' order by ${order}`,
        )
      ).map((row) => row.id);
    const orders = {
      newest: await expected(sql`a.created_at desc, a.id desc`),
      match: await expected(sql`a.match_score desc nulls last, a.created_at desc, a.id desc`),
    };
    expect(orders.newest).toHaveLength(30);
    for (const [sort, ids] of Object.entries(orders)) {
      // The first page is asked twice: counted the first time, picked from the count after.
      for (const page of [1, 1, 2, 3, 4, 5]) {
        const found = (
          await employer.client.get(`/api/v1/candidates?q=ho&sort=${sort}&page=${page}&pageSize=7`)
        ).json<CandidatesPageView>();
        expect(found.total).toBe(30);
        expect(found.items.map((item) => item.id)).toEqual(ids.slice((page - 1) * 7, page * 7));
      }
    }
  });

  it('pages the results on the server', async () => {
    const { employer } = await employerWithApplicants(5);
    const first = (
      await employer.client.get('/api/v1/candidates?page=1&pageSize=2')
    ).json<CandidatesPageView>();
    const third = (
      await employer.client.get('/api/v1/candidates?page=3&pageSize=2')
    ).json<CandidatesPageView>();
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    expect(first.total).toBe(5);
    const ids = new Set([...first.items, ...third.items].map((item) => item.id));
    expect(ids.size).toBe(3);
  });

  it('hides everything from an interviewer who is on no interview', async () => {
    const { employer } = await employerWithApplicants(2);
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const page = (await interviewer.client.get('/api/v1/candidates')).json<CandidatesPageView>();
    expect(page.total).toBe(0);
    expect(page.stats.total).toBe(0);
  });
});

describe('application detail and notes', () => {
  it('masks the candidate name and number out of a locked cover note', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    const applicant = await createApplication(app, job, {
      fullName: 'Yaw Ofori-Atta',
      email: `${unique('yaw')}@mail.example`,
      phone: '024 555 0199',
      coverNote: 'Hello, I am Yaw Ofori-Atta. Call me on +233 24 555 0199 or yaw@else.example.',
    });
    const detail = await employer.client.get(`/api/v1/applications/${applicant.id}`);
    const body = detail.body;
    expect(body).not.toContain('Ofori-Atta');
    expect(body).not.toContain('555 0199');
    expect(body).not.toContain('yaw@else.example');
    expect(detail.json<ApplicationDetailView>().coverNote).toContain('Hello, I am');

    await unlock(employer, applicant.id);
    const unlocked = (
      await employer.client.get(`/api/v1/applications/${applicant.id}`)
    ).json<ApplicationDetailView>();
    expect(unlocked.coverNote).toContain('+233 24 555 0199');
  });

  it('keeps team notes visible to the organization, newest first', async () => {
    const { employer, applicants } = await employerWithApplicants(1);
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const id = applicants[0]!.id;
    expect(
      (await employer.client.post(`/api/v1/applications/${id}/notes`, { body: 'Strong CV' }))
        .statusCode,
    ).toBe(201);
    await recruiter.client.post(`/api/v1/applications/${id}/notes`, { body: 'Call on Monday' });
    const empty = await recruiter.client.post(`/api/v1/applications/${id}/notes`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    const detail = (
      await recruiter.client.get(`/api/v1/applications/${id}`)
    ).json<ApplicationDetailView>();
    expect(detail.notes.map((note) => [note.body, note.authorName])).toEqual([
      ['Call on Monday', 'RECRUITER Member'],
      ['Strong CV', 'Ama Mensah'],
    ]);
  });
});
