import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import type { SendEmailResponse } from '../../../shared/email';
import { creditLedger, emailMessages } from '../../db/schema';
import {
  balanceOf as balanceOfOrg,
  createApplication,
  createEmployer,
  createMember,
  createPublishedJob,
  grantCredits,
  openedMessages,
  outboxMail,
  unique,
  waitUntil,
  type Employer,
  type TestApplication,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => app.close());

const balanceOf = (orgId: string) => balanceOfOrg(app, orgId);

/** An employer with `count` applicants, the first `unlocked` of them unlocked. */
async function employerWith(count: number, unlocked: number, credits = 100) {
  const employer = await createEmployer(app);
  await grantCredits(app, employer.orgId, credits);
  const job = await createPublishedJob(employer.client, { title: 'Logistics Coordinator' });
  const applicants: TestApplication[] = [];
  for (let i = 0; i < count; i++) {
    applicants.push(
      await createApplication(app, job, {
        fullName: `Yaw Mensah${i}`,
        email: `${unique('yaw')}@mail.example`,
      }),
    );
  }
  for (const applicant of applicants.slice(0, unlocked)) {
    const response = await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
    expect(response.statusCode).toBe(200);
  }
  return { employer, applicants };
}

const send = (employer: Employer, candidateIds: string[], extra: object = {}) =>
  employer.client.post('/api/v1/send-email', {
    candidateIds,
    subject: 'Next steps for {{jobTitle}}',
    content: 'Dear {{candidateName}}, please bring {{document}}. {{senderName}}, {{companyName}}',
    variables: { document: 'your national ID' },
    ...extra,
  });

describe('sending email to candidates', () => {
  it('charges 1 credit each, renders every message for its recipient and delivers it', async () => {
    const { employer, applicants } = await employerWith(2, 2);
    const before = await balanceOf(employer.orgId);
    const response = await send(
      employer,
      applicants.map((applicant) => applicant.candidateId),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SendEmailResponse>()).toMatchObject({
      sent: 2,
      totalCreditsCharged: 2,
      balance: before - 2,
    });
    expect(await balanceOf(employer.orgId)).toBe(before - 2);
    const messages = await app.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orgId, employer.orgId), eq(emailMessages.kind, 'email')));
    expect(
      openedMessages(app, messages)
        .map((message) => message.text)
        .sort(),
    ).toEqual([
      expect.stringMatching(/^Dear Yaw Mensah0, please bring your national ID\. /),
      expect.stringMatching(/^Dear Yaw Mensah1, please bring your national ID\. /),
    ]);
    expect(openedMessages(app, messages)[0]!.subject).toBe('Next steps for Logistics Coordinator');
    await waitUntil(async () => {
      const rows = await app.database.db
        .select()
        .from(emailMessages)
        .where(
          and(
            eq(emailMessages.orgId, employer.orgId),
            eq(emailMessages.kind, 'email'),
            eq(emailMessages.status, 'SENT'),
          ),
        );
      return rows.length === 2;
    });
    const delivered = await outboxMail(app, openedMessages(app, messages)[0]!.toEmail);
    expect(delivered.some((row) => row.subject === 'Next steps for Logistics Coordinator')).toBe(
      true,
    );
    const detail = (
      await employer.client.get(`/api/v1/applications/${applicants[0]!.id}`)
    ).json<ApplicationDetailView>();
    expect(detail.timeline.map((event) => event.type)).toContain('email_sent');
    // The activity every member reads (an interviewer too) names no candidate.
    expect((await send(employer, [applicants[0]!.candidateId])).statusCode).toBe(200);
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const dashboard = await interviewer.client.get('/api/v1/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('emailed 2 candidates');
    expect(dashboard.body).toContain('emailed a candidate for Logistics Coordinator');
    expect(dashboard.body).not.toContain('Yaw Mensah');
  });

  it.each([
    [1, 1],
    [9, 9],
    [10, 9],
    [11, 10],
    [25, 23],
  ])('charges %i recipients %i credits (10%% off from 10, total rounded)', async (count, cost) => {
    const { employer, applicants } = await employerWith(count, count);
    const before = await balanceOf(employer.orgId);
    const response = await send(
      employer,
      applicants.map((applicant) => applicant.candidateId),
    );
    expect(response.json<SendEmailResponse>()).toEqual({
      sent: count,
      totalCreditsCharged: cost,
      balance: before - cost,
    });
    expect(await balanceOf(employer.orgId)).toBe(before - cost);
  });

  it('sends and charges once for an idempotency key sent twice (a double click, a retry)', async () => {
    const { employer, applicants } = await employerWith(2, 2);
    const before = await balanceOf(employer.orgId);
    const ids = applicants.map((applicant) => applicant.candidateId);
    const idempotencyKey = `compose-${unique('k')}`;
    const [a, b] = await Promise.all([
      send(employer, ids, { idempotencyKey }),
      send(employer, ids, { idempotencyKey }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Both answer what was sent and charged, once.
    for (const response of [a, b]) {
      expect(response.json<SendEmailResponse>()).toMatchObject({
        sent: 2,
        totalCreditsCharged: 2,
        balance: before - 2,
      });
    }
    const again = await send(employer, ids, { idempotencyKey });
    expect(again.json<SendEmailResponse>()).toMatchObject({ sent: 2, balance: before - 2 });
    expect(await balanceOf(employer.orgId)).toBe(before - 2);
    const messages = await app.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orgId, employer.orgId), eq(emailMessages.kind, 'email')));
    expect(messages).toHaveLength(2);

    // The same key with another message is refused, and charges nothing.
    const changed = await send(employer, ids, { idempotencyKey, subject: 'Something else' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('idempotency_key_reused');
    expect(await balanceOf(employer.orgId)).toBe(before - 2);
  });

  it("keeps a locked-again candidate's name out of the timeline's email subjects", async () => {
    const { employer, applicants } = await employerWith(1, 1);
    const applicant = applicants[0]!;
    const sent = await send(employer, [applicant.candidateId], {
      subject: 'Offer for {{candidateName}}',
    });
    expect(sent.statusCode).toBe(200);
    const refund = await employer.client.post(`/api/v1/applications/${applicant.id}/refund`, {
      reason: 'duplicate',
    });
    expect(refund.statusCode).toBe(200);
    const detail = await employer.client.get(`/api/v1/applications/${applicant.id}`);
    const view = detail.json<ApplicationDetailView>();
    expect(view.timeline.some((event) => event.reason?.startsWith('Offer for'))).toBe(true);
    expect(detail.body).not.toContain(applicant.fullName);
    expect(detail.body).not.toContain('Mensah0');
  });

  it('refuses a locked or foreign candidate and sends and charges nothing', async () => {
    const { employer, applicants } = await employerWith(2, 1);
    const rival = await employerWith(1, 1);
    const before = await balanceOf(employer.orgId);
    for (const ids of [
      applicants.map((applicant) => applicant.candidateId),
      [applicants[0]!.candidateId, rival.applicants[0]!.candidateId],
    ]) {
      const response = await send(employer, ids);
      expect(response.statusCode).toBe(409);
      expect(response.body).not.toContain(applicants[1]!.candidateId + '@');
    }
    expect(await balanceOf(employer.orgId)).toBe(before);
    // Only the applicants' confirmations: nothing from the refused sends.
    const rows = await app.database.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.orgId, employer.orgId));
    expect(rows.map((row) => row.kind)).toEqual([
      'application_confirmation',
      'application_confirmation',
    ]);
  });

  it('answers 402 and sends nothing when credits are short', async () => {
    const { employer, applicants } = await employerWith(3, 3, 0);
    // Trial credits paid for the unlocks; spend what is left.
    const left = await balanceOf(employer.orgId);
    await app.database.db.transaction(async (tx) => {
      const { recordLedgerEntry } = await import('../credits/credits.service');
      await recordLedgerEntry(tx, {
        orgId: employer.orgId,
        delta: -(left - 1),
        reason: 'admin_adjust',
      });
    });
    const response = await send(
      employer,
      applicants.map((applicant) => applicant.candidateId),
    );
    expect(response.statusCode).toBe(402);
    expect(await balanceOf(employer.orgId)).toBe(1);
    const sends = await app.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.orgId, employer.orgId), eq(creditLedger.reason, 'email_send')));
    expect(sends).toEqual([]);
  });

  it('validates subject and content and keeps sending to members who may spend credits', async () => {
    const { employer, applicants } = await employerWith(1, 1);
    const blank = await send(employer, [applicants[0]!.candidateId], { subject: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json().details.fieldErrors)).toContain(
      'Subject and content are required',
    );
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    expect((await send(interviewer, [applicants[0]!.candidateId])).statusCode).toBe(403);
    const otherSender = await send(employer, [applicants[0]!.candidateId], {
      senderId: interviewer.user.id,
    });
    expect(otherSender.statusCode).toBe(403);
  });

  it('charges and records nothing when its delivery cannot be queued (one transaction, decision 0047)', async () => {
    const { employer, applicants } = await employerWith(1, 1);
    const before = await balanceOf(employer.orgId);
    const queue = app.ctx.queue;
    const sendManyWithin = queue.sendManyWithin.bind(queue);
    queue.sendManyWithin = async () => {
      throw new Error('connection refused');
    };
    let response;
    try {
      response = await send(employer, [applicants[0]!.candidateId]);
    } finally {
      queue.sendManyWithin = sendManyWithin;
    }
    expect(response.statusCode).toBe(500);
    expect(await balanceOf(employer.orgId)).toBe(before);
    const ours = and(eq(emailMessages.orgId, employer.orgId), eq(emailMessages.kind, 'email'));
    expect(await app.database.db.select().from(emailMessages).where(ours)).toHaveLength(0);
    // Sent again once the queue answers: charged once, delivered.
    const again = await send(employer, [applicants[0]!.candidateId]);
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(employer.orgId)).toBe(before - 1);
    await waitUntil(async () => {
      const [row] = await app.database.db.select().from(emailMessages).where(ours);
      return row?.status === 'SENT';
    });
  });

  it('writes on the application the sender chose when the candidate applied to two jobs', async () => {
    const employer = await createEmployer(app);
    await grantCredits(app, employer.orgId, 10);
    const email = `${unique('akua')}@mail.example`;
    const applied = [];
    for (const title of ['Store Manager', 'Inventory Clerk']) {
      const job = await createPublishedJob(employer.client, { title });
      const applicant = await createApplication(app, job, { fullName: 'Akua Boateng', email });
      await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
      applied.push(applicant);
    }
    const [store, inventory] = applied as [TestApplication, TestApplication];
    expect(store.candidateId).toBe(inventory.candidateId);
    const response = await send(employer, [store.candidateId], { applicationIds: [store.id] });
    expect(response.statusCode, response.body).toBe(200);
    const [message] = await app.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orgId, employer.orgId), eq(emailMessages.kind, 'email')));
    expect(openedMessages(app, [message!])[0]).toMatchObject({
      applicationId: store.id,
      subject: 'Next steps for Store Manager',
    });
    // An application that is not that candidate's is refused, and nothing is charged.
    const rival = await employerWith(1, 1);
    const before = await balanceOf(employer.orgId);
    const mismatched = await send(employer, [store.candidateId], {
      applicationIds: [rival.applicants[0]!.id],
    });
    expect(mismatched.statusCode).toBe(409);
    expect(await balanceOf(employer.orgId)).toBe(before);
  });

  it('refuses another organization’s id or template, charging nothing', async () => {
    const { employer, applicants } = await employerWith(1, 1);
    const rival = await employerWith(1, 1);
    const before = await balanceOf(employer.orgId);
    const [rivalTemplate] = (
      await rival.employer.client.get(`/api/v1/email-templates/${rival.employer.orgId}`)
    ).json<Array<{ id: string }>>();
    const ids = [applicants[0]!.candidateId];
    expect((await send(employer, ids, { orgId: rival.employer.orgId })).statusCode).toBe(404);
    const foreignTemplate = await send(employer, ids, { templateId: rivalTemplate!.id });
    expect(foreignTemplate.statusCode).toBe(404);
    expect(foreignTemplate.json()).toMatchObject({ error: 'template_not_found' });
    const [ownTemplate] = (
      await employer.client.get(`/api/v1/email-templates/${employer.orgId}`)
    ).json<Array<{ id: string }>>();
    const sent = await send(employer, ids, { orgId: employer.orgId, templateId: ownTemplate!.id });
    expect(sent.statusCode).toBe(200);
    expect(await balanceOf(employer.orgId)).toBe(before - 1);
  });
});
