import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientVariables, renderTemplate, type EmailMessageView } from '../../../shared/email';
import { applications, emailMessages, interviews } from '../../db/schema';
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
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
});
afterAll(() => app.close());

const SUBJECT = 'Next steps for {{jobTitle}}, {{candidateFirstName}}';
const CONTENT = 'Dear {{candidateName}}, please bring {{document}}.';

/** An employer with one unlocked applicant who was emailed twice. */
async function emailedApplicant(): Promise<{ employer: Employer; applicant: TestApplication }> {
  const employer = await createEmployer(app, { orgName: unique('Volta Foods') });
  await grantCredits(app, employer.orgId, 20);
  const job = await createPublishedJob(employer.client, { title: 'Logistics Coordinator' });
  const applicant = await createApplication(app, job, {
    fullName: 'Adwoa Sarpong',
    email: `${unique('adwoa')}@mail.example`,
  });
  expect(
    (await employer.client.post(`/api/v1/applications/${applicant.id}/unlock`)).statusCode,
  ).toBe(200);
  for (const document of ['your national ID', 'your certificates']) {
    const sent = await employer.client.post('/api/v1/send-email', {
      candidateIds: [applicant.candidateId],
      subject: SUBJECT,
      content: CONTENT,
      variables: { document },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  return { employer, applicant };
}

const messagesPath = (applicationId: string) =>
  `/api/v1/applications/${applicationId}/email-messages`;

async function listMessages(member: Employer, applicationId: string) {
  const response = await member.client.get(messagesPath(applicationId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EmailMessageView[]>();
}

describe('GET /applications/{id}/email-messages', () => {
  it('lists the application’s messages newest first, with their status and sender', async () => {
    const { employer, applicant } = await emailedApplicant();
    await waitUntil(async () =>
      (await listMessages(employer, applicant.id)).every((message) => message.status === 'SENT'),
    );
    const all = await listMessages(employer, applicant.id);
    expect(all.map((message) => message.kind)).toEqual([
      'email',
      'email',
      'application_confirmation',
    ]);
    // First of all, Shortlist's own confirmation of the application, from no member.
    expect(all[2]).toMatchObject({
      subject: expect.stringMatching(/^Your application for Logistics Coordinator at Volta Foods/),
      toEmail: applicant.email,
      isToCandidate: true,
      status: 'SENT',
      senderName: null,
    });
    const messages = all.slice(0, 2);
    expect(messages[0]!.createdAt >= messages[1]!.createdAt).toBe(true);
    // The compose preview renders with the same values the server used.
    const expectedSubject = renderTemplate(
      SUBJECT,
      recipientVariables({
        fullName: 'Adwoa Sarpong',
        jobTitle: 'Logistics Coordinator',
        companyName: 'unused',
        senderName: 'unused',
      }),
    );
    expect(expectedSubject).toBe('Next steps for Logistics Coordinator, Adwoa');
    for (const message of messages) {
      expect(message).toMatchObject({
        subject: expectedSubject,
        toEmail: applicant.email,
        isToCandidate: true,
        status: 'SENT',
        attempts: 0,
        lastError: null,
        senderName: 'Ama Mensah',
      });
      expect(message.sentAt).not.toBeNull();
    }
    // No message text leaves in the list: the timeline shows subject and status.
    expect(JSON.stringify(messages)).not.toContain('please bring');
  });

  it('shows a failed message with its error, and queued again after a retry', async () => {
    const { employer, applicant } = await emailedApplicant();
    await waitUntil(async () =>
      (await listMessages(employer, applicant.id)).every((message) => message.status === 'SENT'),
    );
    const [newest] = await listMessages(employer, applicant.id);
    await app.database.db
      .update(emailMessages)
      .set({ status: 'FAILED', attempts: 6, lastError: '451 Try again later', sentAt: null })
      .where(eq(emailMessages.id, newest!.id));
    expect((await listMessages(employer, applicant.id))[0]).toMatchObject({
      id: newest!.id,
      status: 'FAILED',
      attempts: 6,
      lastError: '451 Try again later',
    });
    const retry = await employer.client.post(`/api/v1/email-messages/${newest!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    await waitUntil(async () => (await listMessages(employer, applicant.id))[0]!.status === 'SENT');
  });

  it('answers 404 for another organization’s application and an unknown one', async () => {
    const { applicant } = await emailedApplicant();
    const rival = await createEmployer(app);
    for (const path of [
      messagesPath(applicant.id),
      messagesPath('00000000-0000-4000-8000-000000000000'),
      messagesPath('not-a-uuid'),
    ]) {
      const response = await rival.client.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'application_not_found' });
      expect(response.body).not.toContain(applicant.email);
    }
  });

  it('shows an interviewer only the applications of their interviews; other roles all', async () => {
    const { employer, applicant } = await emailedApplicant();
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    expect((await recruiter.client.get(messagesPath(applicant.id))).statusCode).toBe(200);
    expect((await interviewer.client.get(messagesPath(applicant.id))).statusCode).toBe(404);

    const start = new Date(Date.now() + 24 * 60 * 60_000);
    await app.database.db.insert(interviews).values({
      orgId: employer.orgId,
      applicationId: applicant.id,
      type: 'VIDEO',
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 60 * 60_000),
      interviewerIds: [interviewer.user.id],
    });
    expect(await listMessages(interviewer, applicant.id)).toHaveLength(3);
  });

  it('would not say the candidate’s address or name for an application locked again', async () => {
    const { employer, applicant } = await emailedApplicant();
    // No flow locks an application again today (a refund keeps it unlocked); the
    // view must still never show contact data of a locked one (DESIGN.md 6).
    await app.database.db
      .update(applications)
      .set({ unlockStatus: 'LOCKED' })
      .where(eq(applications.id, applicant.id));
    const response = await employer.client.get(messagesPath(applicant.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(applicant.email);
    expect(response.body).not.toContain('Adwoa');
    const messages = response.json<EmailMessageView[]>();
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatchObject({
      toEmail: null,
      subject: 'Next steps for Logistics Coordinator, •••',
    });
  });

  it('lists only the confirmation for an application the team never emailed', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    const applicant = await createApplication(app, job);
    expect((await listMessages(employer, applicant.id)).map((message) => message.kind)).toEqual([
      'application_confirmation',
    ]);
  });
});
