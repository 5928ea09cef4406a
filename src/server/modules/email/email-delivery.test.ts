import { openMessage, sealMessage } from '../candidates/candidates.service';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import { queryRows } from '../../db/client';
import { applicationUnlocks, creditLedger, emailMessages } from '../../db/schema';
import { deliverEmailTasks, requeueLostMessages, settleDeliveries } from './email-messages.service';
import {
  createApplication,
  createEmployer,
  createPublishedJob,
  grantCredits,
  unique,
  waitUntil,
  balanceOf as balanceOfOrg,
} from '../../../../test/factories';
import type { FakeSmtp } from '../../../../test/fakes/smtp-server';
import { createSmtpTestApp, type SmtpTestApp } from '../../../../test/setup/test-app';

let smtp: FakeSmtp;
let app: SmtpTestApp;

beforeAll(async () => {
  app = await createSmtpTestApp();
  smtp = app.smtp;
});
afterAll(() => app.close());

const eventually = (check: () => Promise<boolean>, timeoutMs = 20_000) =>
  waitUntil(check, timeoutMs);

/** The delivery tasks queued so far (any state), with the messages each names. */
async function deliveryTasks() {
  const rows = await queryRows<{ id: string; messageIds: string[] | null }>(
    app.database.db,
    sql`select id, data->'messageIds' as "messageIds" from pgboss.job where name = 'email-deliver'`,
  );
  return new Map(rows.map((row) => [row.id, { id: row.id, messageIds: row.messageIds ?? [] }]));
}

/** QUEUED messages to the candidate, written straight to the table: no task names them. */
function queuedMessages(
  to: Awaited<ReturnType<typeof unlockedCandidate>>,
  subjects: string[],
  createdAt = new Date(),
) {
  return app.database.db
    .insert(emailMessages)
    .values(
      subjects.map((subject) => ({
        orgId: to.employer.orgId,
        batchId: crypto.randomUUID(),
        candidateId: to.applicant.candidateId,
        applicationId: to.applicant.id,
        ...sealMessage(app.ctx, { toEmail: to.email, subject, text: 'Hello', calendar: null }),
        createdAt,
      })),
    )
    .returning({ id: emailMessages.id });
}

async function unlockedCandidate() {
  const employer = await createEmployer(app);
  const job = await createPublishedJob(employer.client, { title: 'Field Engineer' });
  const email = `${unique('kojo')}@smtp.example`;
  const applicant = await createApplication(app, job, { fullName: 'Kojo Antwi', email });
  await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
  return { employer, applicant, email };
}

/** The team's email to the organization's candidate (not the applicant's confirmation). */
const messageOf = async (orgId: string) =>
  (
    await app.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.orgId, orgId), eq(emailMessages.kind, 'email')))
  )[0]!;

describe('email delivery over SMTP', () => {
  it('delivers the rendered message to the candidate', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    const response = await employer.client.post('/api/v1/send-email', {
      candidateIds: [applicant.candidateId],
      subject: 'About {{jobTitle}}',
      content: 'Dear {{candidateFirstName}}, see you soon.',
    });
    expect(response.statusCode).toBe(200);
    // The applicant's confirmation of their application also went to this address.
    const isOurs = (mail: { to: string[]; data: string }) =>
      mail.to.includes(email) && mail.data.includes('Subject: About Field Engineer');
    await eventually(async () => smtp.received.some(isOurs));
    const mail = smtp.received.find(isOurs)!;
    expect(mail.data).toContain('Dear Kojo, see you soon.');
    await eventually(async () => (await messageOf(employer.orgId)).status === 'SENT');
  });

  it('retries while the mail server refuses, then marks the message failed; a retry sends it at no charge', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    smtp.isRefusing = true;
    try {
      await employer.client.post('/api/v1/send-email', {
        candidateIds: [applicant.candidateId],
        subject: 'Hello',
        content: 'Hello {{candidateName}}',
      });
      await eventually(async () => (await messageOf(employer.orgId)).status === 'FAILED');
    } finally {
      smtp.isRefusing = false;
    }
    const failed = await messageOf(employer.orgId);
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/451|try again later/i);
    const isHello = (mail: { to: string[]; data: string }) =>
      mail.to.includes(email) && mail.data.includes('Subject: Hello');
    expect(smtp.received.some(isHello)).toBe(false);

    const retry = await employer.client.post(`/api/v1/email-messages/${failed.id}/retry`);
    expect(retry.statusCode).toBe(200);
    await eventually(async () => (await messageOf(employer.orgId)).status === 'SENT');
    expect(smtp.received.some(isHello)).toBe(true);
    const charges = await app.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.orgId, employer.orgId), eq(creditLedger.reason, 'email_send')));
    expect(charges).toHaveLength(1);
    const again = await employer.client.post(`/api/v1/email-messages/${failed.id}/retry`);
    expect(again.statusCode).toBe(409);
    const rival = await createEmployer(app);
    expect((await rival.client.post(`/api/v1/email-messages/${failed.id}/retry`)).statusCode).toBe(
      404,
    );
  });

  it('in a batch, retries and fails only the message the server refuses; the others are sent once', async () => {
    const employer = await createEmployer(app);
    await grantCredits(app, employer.orgId, 10);
    const job = await createPublishedJob(employer.client, { title: 'Site Engineer' });
    const names = ['Ama Owusu', 'Kwesi Appiah', 'Esi Quaye'];
    const applicants = [];
    for (const fullName of names) {
      const email = `${unique('batch')}@smtp.example`;
      const applicant = await createApplication(app, job, { fullName, email });
      await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`);
      applicants.push({ ...applicant, email });
    }
    const refused = applicants[1]!.email;
    smtp.refusedRecipients.add(refused);
    try {
      const sent = await employer.client.post('/api/v1/send-email', {
        candidateIds: applicants.map((applicant) => applicant.candidateId),
        subject: 'Site visit',
        content: 'Dear {{candidateName}}, see you at the site.',
      });
      expect(sent.statusCode).toBe(200);
      const statuses = async () =>
        new Map(
          (
            await app.database.db
              .select()
              .from(emailMessages)
              .where(and(eq(emailMessages.orgId, employer.orgId), eq(emailMessages.kind, 'email')))
          ).map((row) => [openMessage(app.ctx, row).toEmail, row]),
        );
      await eventually(async () => (await statuses()).get(refused)?.status === 'FAILED');
      const rows = await statuses();
      expect(rows.get(refused)).toMatchObject({ status: 'FAILED', attempts: 2 });
      for (const { email } of [applicants[0]!, applicants[2]!]) {
        expect(rows.get(email)).toMatchObject({ status: 'SENT', attempts: 0 });
        const copies = smtp.received.filter(
          (mail) => mail.to.includes(email) && mail.data.includes('Subject: Site visit'),
        );
        expect(copies).toHaveLength(1);
      }
    } finally {
      smtp.refusedRecipients.delete(refused);
    }
  });

  it('queues again a message whose delivery task was lost, and leaves recent ones alone', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    const lostAt = new Date(Date.now() - 30 * 60 * 1000);
    const [lost, recent] = await app.database.db
      .insert(emailMessages)
      .values(
        ['Lost on the way', 'Just written'].map((subject, index) => ({
          orgId: employer.orgId,
          batchId: crypto.randomUUID(),
          candidateId: applicant.candidateId,
          applicationId: applicant.id,
          ...sealMessage(app.ctx, { toEmail: email, subject, text: 'Hello', calendar: null }),
          createdAt: index === 0 ? lostAt : new Date(),
        })),
      )
      .returning();
    expect(await requeueLostMessages(app.ctx)).toBe(1);
    const statusOf = async (id: string) =>
      (await app.database.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!
        .status;
    await eventually(async () => (await statusOf(lost!.id)) === 'SENT');
    expect(
      smtp.received.filter((mail) => mail.data.includes('Subject: Lost on the way')),
    ).toHaveLength(1);
    expect(await statusOf(recent!.id)).toBe('QUEUED');
    expect(await requeueLostMessages(app.ctx)).toBe(0);
  });

  it('delivers a task of many messages and a task of one queued before decision 0047; the sweep sees both kinds', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    const lostAt = new Date(Date.now() - 30 * 60 * 1000);
    const insertMessages = (subjects: string[]) =>
      queuedMessages({ employer, applicant, email }, subjects, lostAt);
    const queueTask = (data: object, startIn: string) =>
      app.database.db.execute(
        sql`insert into pgboss.job (name, data, start_after)
            values ('email-deliver', ${JSON.stringify(data)}::jsonb, now() + ${startIn}::interval)`,
      );
    // Tasks not due for an hour: the sweep must see their messages as queued already.
    const waiting = await insertMessages(['Waiting one', 'Waiting two', 'Waiting alone']);
    await queueTask({ messageIds: [waiting[0]!.id, waiting[1]!.id] }, '1 hour');
    await queueTask({ messageId: waiting[2]!.id }, '1 hour');
    expect(await requeueLostMessages(app.ctx)).toBe(0);

    const due = await insertMessages(['Batch one', 'Batch two', 'Old alone']);
    await queueTask({ messageIds: [due[0]!.id, due[1]!.id] }, '0 seconds');
    await queueTask({ messageId: due[2]!.id }, '0 seconds');
    const statusOf = async (id: string) =>
      (await app.database.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!
        .status;
    await eventually(async () =>
      (await Promise.all(due.map(({ id }) => statusOf(id)))).every((status) => status === 'SENT'),
    );
    for (const subject of ['Batch one', 'Batch two', 'Old alone']) {
      expect(
        smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`)),
      ).toHaveLength(1);
    }
    for (const { id } of waiting) expect(await statusOf(id)).toBe('QUEUED');
  });

  it('delivers a batch of tasks EMAIL_BATCH_SIZE messages at a time', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    const subjects = ['Slice 1', 'Slice 2', 'Slice 3', 'Slice 4', 'Slice 5'];
    const ids = (await queuedMessages({ employer, applicant, email }, subjects)).map(
      ({ id }) => id,
    );
    const ctx = { ...app.ctx, config: { ...app.ctx.config, EMAIL_BATCH_SIZE: 2 } };
    const sends = vi.spyOn(app.ctx.mailer, 'deliverRecorded');
    try {
      const outcomes = await deliverEmailTasks(ctx, [
        { data: { messageIds: ids.slice(0, 3) }, isLast: false },
        { data: { messageIds: ids.slice(3) }, isLast: false },
      ]);
      expect(outcomes).toEqual([null, null]);
      // Only these tasks' sends: the applicant's confirmation may go out meanwhile.
      const batches = sends.mock.calls
        .map(([messages]) => messages.filter((message) => subjects.includes(message.subject)))
        .filter((messages) => messages.length > 0);
      expect(batches.map((messages) => messages.length)).toEqual([2, 2, 1]);
    } finally {
      sends.mockRestore();
    }
    for (const subject of subjects) {
      expect(
        smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}`)),
      ).toHaveLength(1);
    }
  });

  it('delivers the confirmations of applications committed together from the process that recorded them, with no task', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client, { title: 'Crowd Engineer' });
    const tasksBefore = await deliveryTasks();
    const emails = Array.from({ length: 6 }, () => `${unique('crowd')}@smtp.example`);
    await Promise.all(
      emails.map((email, index) =>
        createApplication(app, job, { fullName: `Crowd ${index}`, email }),
      ),
    );
    await eventually(async () =>
      emails.every((email) => smtp.received.some((mail) => mail.to.includes(email))),
    );
    // Each once, SENT, and no task was queued for any of them (decision 0054).
    for (const email of emails) {
      expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    }
    const confirmations = await app.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.orgId, employer.orgId),
          eq(emailMessages.kind, 'application_confirmation'),
        ),
      );
    expect(confirmations).toHaveLength(6);
    await eventually(async () =>
      (
        await app.database.db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.orgId, employer.orgId))
      ).every((row) => row.status === 'SENT'),
    );
    const added = [...(await deliveryTasks()).values()].filter((task) => !tasksBefore.has(task.id));
    const ids = new Set(confirmations.map((row) => row.id));
    expect(added.flatMap((task) => task.messageIds).filter((id) => ids.has(id))).toEqual([]);
  });

  it('hands a confirmation the mail server refuses at once to the workers, who deliver it later', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client, { title: 'Patient Engineer' });
    const email = `${unique('later')}@smtp.example`;
    const confirmationOf = async (applicationId: string) =>
      (
        await app.database.db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.applicationId, applicationId))
      )[0]!;
    smtp.refusedRecipients.add(email);
    let applicationId: string;
    try {
      ({ id: applicationId } = await createApplication(app, job, {
        fullName: 'Yaa Mensah',
        email,
      }));
      // The first attempt failed and is counted; then a task names the message.
      await eventually(async () => {
        const { id, attempts } = await confirmationOf(applicationId);
        const tasks = [...(await deliveryTasks()).values()];
        return attempts >= 1 && tasks.some((task) => task.messageIds.includes(id));
      });
    } finally {
      smtp.refusedRecipients.delete(email);
    }
    await eventually(async () => (await confirmationOf(applicationId)).status === 'SENT');
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('sends the confirmations it holds at once when told to settle (as the process stops)', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client, { title: 'Last Engineer' });
    const email = `${unique('leaving')}@smtp.example`;
    await createApplication(app, job, { fullName: 'Kofi Boateng', email });
    // Held for the batch's gathering time (50 ms) unless the line is settled.
    await settleDeliveries(app.ctx);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("refunds the unlock and the email once when the candidate's address bounces within 72 hours", async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    // After the unlock's credit; the email costs one more.
    const balanceBefore = await balanceOfOrg(app, employer.orgId);
    smtp.unknownRecipients.add(email);
    try {
      const sent = await employer.client.post('/api/v1/send-email', {
        candidateIds: [applicant.candidateId],
        subject: 'Interview',
        content: 'Dear {{candidateName}}',
      });
      expect(sent.statusCode).toBe(200);
      await eventually(async () => (await messageOf(employer.orgId)).status === 'FAILED');
    } finally {
      smtp.unknownRecipients.delete(email);
    }
    // Failed at once (no retry can deliver it), refunded: the unlock's credit and the email's.
    const message = await messageOf(employer.orgId);
    expect(message.attempts).toBe(1);
    await eventually(async () => (await balanceOfOrg(app, employer.orgId)) === balanceBefore + 1);
    const refunds = await app.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.orgId, employer.orgId), eq(creditLedger.reason, 'refund')));
    expect(refunds.map((entry) => entry.delta).sort()).toEqual([1, 1]);
    expect(refunds.every((entry) => entry.note === 'contact bounced')).toBe(true);

    // The candidate is locked again; the timeline says why; it did not use a refund.
    const detail = (
      await employer.client.get(`/api/v1/applications/${applicant.id}`)
    ).json<ApplicationDetailView>();
    expect(detail.unlockStatus).toBe('LOCKED');
    expect(detail.timeline.some((event) => event.reason === 'contact bounced')).toBe(true);
    const allowance = await employer.client.get('/api/v1/refunds/allowance');
    expect(allowance.json()).toMatchObject({ used: 0 });

    // The person is locked again: the bounced message is not sent again.
    const retry = await employer.client.post(`/api/v1/email-messages/${message.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe('recipients_not_unlocked');
    expect(await balanceOfOrg(app, employer.orgId)).toBe(balanceBefore + 1);
  });

  it("refunds nothing when the mail server refuses the message itself (our side's failure)", async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    const before = await balanceOfOrg(app, employer.orgId);
    smtp.rejectedContent.add(email);
    try {
      await employer.client.post('/api/v1/send-email', {
        candidateIds: [applicant.candidateId],
        subject: 'Filtered',
        content: 'Dear {{candidateName}}',
      });
      await eventually(async () => (await messageOf(employer.orgId)).status === 'FAILED');
    } finally {
      smtp.rejectedContent.delete(email);
    }
    // Retried like any failure, then failed; the candidate stays unlocked, nothing refunded.
    expect((await messageOf(employer.orgId)).attempts).toBe(2);
    expect(await balanceOfOrg(app, employer.orgId)).toBe(before - 1);
    const detail = await employer.client.get(`/api/v1/applications/${applicant.id}`);
    expect(detail.json<ApplicationDetailView>().unlockStatus).toBe('UNLOCKED');
  });

  it('refunds nothing when the address bounces more than 72 hours after the unlock', async () => {
    const { employer, applicant, email } = await unlockedCandidate();
    await app.database.db
      .update(applicationUnlocks)
      .set({ createdAt: sql`now() - interval '73 hours'` })
      .where(eq(applicationUnlocks.orgId, employer.orgId));
    const before = await balanceOfOrg(app, employer.orgId);
    smtp.unknownRecipients.add(email);
    try {
      await employer.client.post('/api/v1/send-email', {
        candidateIds: [applicant.candidateId],
        subject: 'Late',
        content: 'Dear {{candidateName}}',
      });
      await eventually(async () => (await messageOf(employer.orgId)).status === 'FAILED');
    } finally {
      smtp.unknownRecipients.delete(email);
    }
    expect(await balanceOfOrg(app, employer.orgId)).toBe(before - 1);
  });
});
