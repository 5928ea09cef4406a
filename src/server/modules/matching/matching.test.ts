import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchScoreResponse } from '../../../shared/matching';
import { candidates } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createPublishedJob,
  type Employer,
} from '../../../../test/factories';
import {
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;
let callers: PlatformCallers;
let employer: Employer;
let job: { id: string; orgId: string };
let candidateId: string;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_PASSWORD: 'platform admin passphrase' });
  callers = await createPlatformCallers(app);
  employer = await createEmployer(app);
  job = {
    ...(await createPublishedJob(employer.client, {
      title: 'Senior Accountant',
      location: 'Kumasi',
      seniority: 'SENIOR',
      skills: ['Accounting', 'IFRS', 'QuickBooks'],
      requirements: ['At least 5 years of accounting practice', 'ICAG member'],
    })),
    orgId: employer.orgId,
  };
  ({ candidateId } = await createApplication(app, job, {
    fullName: 'Ama Kusi',
    phone: '024 000 0000',
  }));
  // What resume analysis would have found.
  await app.ctx.db
    .update(candidates)
    .set({
      skills: ['Accounting', 'Bookkeeping', 'QuickBooks'],
      yearsExperienceInField: 7,
      experienceContext: 'Senior',
      location: 'Ejisu, Ashanti',
    })
    .where(eq(candidates.id, candidateId));
});
afterAll(() => app.close());

const scorePath = (candidate: string, jobId: string) =>
  `/api/v1/matching/score/${candidate}/${jobId}`;

describe('GET /api/v1/matching/score/{candidateId}/{jobId}', () => {
  it('scores the candidate for the job, part by part, with the reasons in words', async () => {
    const response = await callers.superAdmin.client.get(scorePath(candidateId, job.id));
    expect(response.statusCode).toBe(200);
    const { matchScore } = response.json() as MatchScoreResponse;
    expect(matchScore).toMatchObject({
      candidateId,
      jobId: job.id,
      skillScore: 83,
      experienceScore: 100,
      // Ejisu is within reach of Kumasi (the job names the town, not "near" it).
      locationScore: 80,
      successProbability: null,
    });
    expect(matchScore.totalScore).toBeGreaterThanOrEqual(80);
    expect(matchScore.totalScore).toBeLessThanOrEqual(100);
    expect(matchScore.matchReasons).toEqual([
      '2 of 3 required skills: Accounting, QuickBooks; related: Bookkeeping for IFRS',
      '7 years, the job asks 5+',
      expect.stringMatching(/^Ejisu, \d+ km from Kumasi$/),
      expect.stringMatching(/^Profile 4 of 5 complete, active today$/),
    ]);
  });

  it('answers 404 for a candidate or a job that is not there', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noCandidate = await callers.superAdmin.client.get(scorePath(unknown, job.id));
    expect(noCandidate.statusCode).toBe(404);
    expect(noCandidate.json()).toMatchObject({ error: 'candidate_not_found' });
    const noJob = await callers.superAdmin.client.get(scorePath(candidateId, 'not-a-uuid'));
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json()).toMatchObject({ error: 'job_not_found' });
  });

  it('is for the platform team only: 401 signed out, 403 to an organization admin', async () => {
    await expectPlatformOnly(callers, (client) => client.get(scorePath(candidateId, job.id)));
  });
});
