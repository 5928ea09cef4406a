import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/auth';
import type { CandidatesPageView } from '../../shared/applications';
import {
  createApplication,
  createEmployer,
  createJob,
  createMember,
  createPublishedJob,
  grantCredits,
  unique,
  type Employer,
  type TestApplication,
} from '../../../test/factories';
import { startFakePaystack, type FakePaystack } from '../../../test/fakes/paystack-server';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

/**
 * READING.md section 5, row by row: what each organization role may do, checked
 * against the server (hiding a button in the web app is not enforcement).
 */
const SITE = 'http://shortlist.test';
const ROLES = ['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] as const;
type MemberRole = (typeof ROLES)[number];

let app: TestApp;
let paystack: FakePaystack;
let admin: Employer;
const members = {} as Record<MemberRole, Employer>;
let job: { id: string; orgId: string };
/** Unlocked, with an interview the interviewer is on. */
let interviewed: TestApplication;
let interviewId: string;
/** Unlocked, with an interview the interviewer is not on. */
let otherInterviewed: TestApplication;
let otherInterviewId: string;
/** Locked. */
let locked: TestApplication;

beforeAll(async () => {
  paystack = await startFakePaystack();
  app = await createTestApp({
    PUBLIC_URL: SITE,
    RATE_LIMIT_APPLY_PER_IP: '10000',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
  });
  admin = await createEmployer(app, { name: 'Akosua Mensah' });
  members.ADMIN = admin;
  for (const role of ['HM', 'RECRUITER', 'INTERVIEWER'] as const) {
    members[role] = await createMember(app, admin.orgId, role);
  }
  await grantCredits(app, admin.orgId, 500);
  job = await createPublishedJob(admin.client, { title: 'Data Analyst' });
  interviewed = await unlockedApplicant();
  otherInterviewed = await unlockedApplicant();
  locked = await createApplication(app, job);
  interviewId = await scheduleFor(interviewed, [members.INTERVIEWER.user.id]);
  otherInterviewId = await scheduleFor(otherInterviewed, [members.HM.user.id]);
});
afterAll(async () => {
  await app.close();
  await paystack.close();
});

async function unlockedApplicant() {
  const applicant = await createApplication(app, job, {
    email: `${unique('applicant')}@mail.example`,
  });
  const response = await admin.client.post(`/api/v1/applications/${applicant.id}/unlock`);
  expect(response.statusCode, response.body).toBe(200);
  return applicant;
}

async function scheduleFor(applicant: TestApplication, interviewerIds: string[]) {
  const response = await admin.client.post('/api/v1/interviews/schedule', {
    applicationId: applicant.id,
    type: 'Technical Interview',
    scheduledStart: '2030-03-02T10:00:00Z',
    interviewerIds,
    sendInvites: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { interview: { id: string } }).interview.id;
}

/** Runs `act` as each role: ADMIN..INTERVIEWER, and expects it allowed or 403 as the row says. */
function row(
  name: string,
  allowed: readonly MemberRole[],
  act: (member: Employer, role: MemberRole) => Promise<LightMyRequestResponse>,
) {
  describe(name, () => {
    it.each(ROLES)('%s', async (role) => {
      const response = await act(members[role], role);
      if (allowed.includes(role)) {
        expect(response.statusCode, response.body).toBeLessThan(300);
      } else {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
    });
  });
}

describe('Organization settings, team members, buying credits: ADMIN only', () => {
  const onlyAdmin = ['ADMIN'] as const;
  row('edit the organization profile', onlyAdmin, (member) =>
    member.client.patch('/api/v1/organization', { name: 'Volta Fintech', slug: unique('volta') }),
  );
  row('invite a member', onlyAdmin, (member) =>
    member.client.post('/api/v1/organization/invitations', {
      email: `${unique('invitee')}@example.test`,
      role: 'RECRUITER',
    }),
  );
  row('change a member’s role', onlyAdmin, async (member) => {
    const target = await createMember(app, admin.orgId, 'RECRUITER');
    return member.client.patch(`/api/v1/organization/members/${target.user.id}`, { role: 'HM' });
  });
  row('remove a member', onlyAdmin, async (member) => {
    const target = await createMember(app, admin.orgId, 'RECRUITER');
    return member.client.delete(`/api/v1/organization/members/${target.user.id}`);
  });
  row('manage email templates', onlyAdmin, (member) =>
    member.client.post('/api/v1/email-templates', {
      name: unique('Template'),
      subject: 'Hello {{candidateName}}',
      content: 'Thanks for applying.',
    }),
  );
  row('buy credits', onlyAdmin, (member) =>
    member.client.post('/api/v1/credits/purchase', {
      credits: 10,
      callbackUrl: `${SITE}/credits?payment=success`,
    }),
  );
});

describe('Create, edit, publish, close jobs: ADMIN, HM, RECRUITER', () => {
  const editors = ['ADMIN', 'HM', 'RECRUITER'] as const;
  row('create a job', editors, (member) =>
    member.client.post('/api/v1/jobs', { title: 'Accountant' }),
  );
  row('edit a job', editors, async (member) => {
    const draft = await createJob(admin.client);
    return member.client.patch(`/api/v1/jobs/${draft.id}`, { title: 'Senior Accountant' });
  });
  row('publish a job', editors, async (member) => {
    const draft = await createJob(admin.client);
    return member.client.post(`/api/v1/jobs/${draft.id}/publish`);
  });
  row('close a job', editors, async (member) => {
    const live = await createPublishedJob(admin.client);
    return member.client.post(`/api/v1/jobs/${live.id}/close`);
  });
});

describe('Delete jobs: ADMIN, HM', () => {
  row('delete a job', ['ADMIN', 'HM'], async (member) => {
    const draft = await createJob(admin.client);
    return member.client.delete(`/api/v1/jobs/${draft.id}`);
  });
});

describe('See pipelines and candidates: all, an INTERVIEWER only the unlocked candidates of their interviews', () => {
  const idsOf = (pipeline: Record<string, Array<{ id: string }>>) =>
    Object.values(pipeline)
      .flat()
      .map((application) => application.id)
      .sort();

  it.each(['ADMIN', 'HM', 'RECRUITER'] as const)('%s sees every applicant', async (role) => {
    const { client } = members[role];
    const pipeline = (await client.get(`/api/v1/jobs/${job.id}/pipeline`)).json();
    expect(idsOf(pipeline)).toEqual([interviewed.id, otherInterviewed.id, locked.id].sort());
    const page = (await client.get('/api/v1/candidates')).json() as CandidatesPageView;
    expect(page.total).toBe(3);
    for (const applicant of [interviewed, otherInterviewed, locked]) {
      // READING.md 4: keyed by application id; the candidate's own id names them too.
      for (const id of [applicant.id, applicant.candidateId]) {
        const response = await client.get(`/api/v1/candidates/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: applicant.candidateId });
      }
    }
  });

  it('INTERVIEWER sees only the unlocked candidate of their interview', async () => {
    const { client } = members.INTERVIEWER;
    const pipeline = (await client.get(`/api/v1/jobs/${job.id}/pipeline`)).json();
    expect(idsOf(pipeline)).toEqual([interviewed.id]);
    const page = (await client.get('/api/v1/candidates')).json() as CandidatesPageView;
    expect(page.items.map((item) => item.id)).toEqual([interviewed.id]);
    expect((await client.get(`/api/v1/candidates/${interviewed.candidateId}`)).statusCode).toBe(
      200,
    );
    expect((await client.get(`/api/v1/candidates/${interviewed.id}`)).statusCode).toBe(200);
    for (const hidden of [otherInterviewed, locked]) {
      expect((await client.get(`/api/v1/candidates/${hidden.candidateId}`)).statusCode).toBe(404);
      expect((await client.get(`/api/v1/candidates/${hidden.id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/v1/applications/${hidden.id}`)).statusCode).toBe(404);
    }
  });
});

describe('Unlock, move stages, reject, email, schedule: ADMIN, HM, RECRUITER', () => {
  const spenders = ['ADMIN', 'HM', 'RECRUITER'] as const;
  row('unlock', spenders, async (member) => {
    const applicant = await createApplication(app, job);
    return member.client.post(`/api/v1/applications/${applicant.id}/unlock`);
  });
  row('move a stage', spenders, async (member) => {
    const applicant = await unlockedApplicant();
    return member.client.post(`/api/v1/applications/${applicant.id}/advance`, {
      toStage: 'Screening',
    });
  });
  row('reject', spenders, async (member) => {
    const applicant = await unlockedApplicant();
    return member.client.post(`/api/v1/applications/${applicant.id}/reject`, {
      reason: 'Not a fit for the role',
    });
  });
  row('email', spenders, (member) =>
    member.client.post('/api/v1/send-email', {
      candidateIds: [interviewed.candidateId],
      subject: 'Next steps',
      content: 'Hello, thanks for your time.',
    }),
  );
  row('schedule an interview', spenders, (member) =>
    member.client.post('/api/v1/interviews/schedule', {
      applicationId: interviewed.id,
      type: 'Phone Screen',
      scheduledStart: '2030-04-01T10:00:00Z',
      sendInvites: false,
    }),
  );
});

describe('Submit scorecards: all, an INTERVIEWER for their interviews', () => {
  const scorecard = (applicationId: string, forInterview: string) => ({
    applicationId,
    interviewId: forInterview,
    overallRating: 4,
    criteria: [{ name: 'Skills', rating: 4 }],
    notes: 'Clear thinker.',
    recommendation: 'YES',
  });

  it.each(ROLES)('%s scores an interview they are on', async (role: Role) => {
    const response = await members[role as MemberRole].client.post(
      '/api/v1/scorecards',
      scorecard(interviewed.id, interviewId),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each(['ADMIN', 'HM', 'RECRUITER'] as const)(
    '%s scores an interview they are not on',
    async (role) => {
      const response = await members[role].client.post(
        '/api/v1/scorecards',
        scorecard(otherInterviewed.id, otherInterviewId),
      );
      expect(response.statusCode, response.body).toBe(201);
    },
  );

  it('INTERVIEWER cannot score an interview they are not on', async () => {
    const response = await members.INTERVIEWER.client.post(
      '/api/v1/scorecards',
      scorecard(otherInterviewed.id, otherInterviewId),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('not_your_interview');
  });
});
