import { sealContact } from '../candidates/candidates.service';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AutoMatchResponse,
  CandidateOptionsResponse,
  JobMatchesResponse,
  MatchScoreResponse,
  SemanticSearchResponse,
} from '../../../shared/matching';
import { shortName } from '../../../shared/matching';
import { applications, candidates, organizations } from '../../db/schema';
import { forgetOutcomes } from './matching.service';
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
  await app.database.db
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

describe('the success probability', () => {
  it('is how often applications with a similar score reached an interview, once there are enough', async () => {
    const path = scorePath(candidateId, job.id);
    const first = (await callers.superAdmin.client.get(path)).json() as MatchScoreResponse;
    expect(first.matchScore.successProbability).toBeNull();
    const band = Math.min(Math.floor(first.matchScore.totalScore / 10), 9);
    // 40 applications scored in the same band, old enough to tell: 12 reached the interview stage or further.
    const old = new Date(Date.now() - 30 * 86_400_000);
    const seed = async (count: number, stage: string, score: number, createdAt = old) => {
      const people = await app.database.db
        .insert(candidates)
        .values(
          Array.from({ length: count }, (_, index) => ({
            orgId: job.orgId,
            ...sealContact(app.ctx, {
              fullName: `Past Applicant ${stage} ${score} ${index}`,
              email:
                `past-${stage}-${score}-${index}-${createdAt.getTime()}@example.test`.toLowerCase(),
              phone: null,
            }),
          })),
        )
        .returning({ id: candidates.id });
      await app.database.db.insert(applications).values(
        people.map((person) => ({
          orgId: job.orgId,
          jobId: job.id,
          candidateId: person.id,
          stage,
          matchScore: score,
          createdAt,
        })),
      );
    };
    await seed(20, 'Applied', band * 10 + 2);
    await seed(8, 'Screening', band * 10 + 5);
    await seed(10, 'Interview', band * 10 + 7);
    await seed(2, 'Decision', band * 10);
    // Not counted: another band, and applications too recent to have had their chance.
    await seed(30, 'Interview', band === 0 ? 95 : 5);
    await seed(30, 'Interview', band * 10 + 1, new Date());
    forgetOutcomes(app.ctx);
    // Read again in the background: a score meanwhile says what it knows.
    await expect
      .poll(async () => {
        const again = (await callers.superAdmin.client.get(path)).json() as MatchScoreResponse;
        return again.matchScore.successProbability;
      })
      .toBe(30);
  });
});

describe('GET /api/v1/matching/jobs/{jobId}/candidates', () => {
  /** A person applying to another organization's job, with what their resume said. */
  async function applicant(
    owner: Employer,
    fullName: string,
    profile: { skills: string[]; years: number | null; location: string },
    email?: string,
  ) {
    const other = {
      ...(await createPublishedJob(owner.client, { title: `Role for ${fullName}` })),
      orgId: owner.orgId,
    };
    const created = await createApplication(app, other, { fullName, ...(email ? { email } : {}) });
    await app.database.db
      .update(candidates)
      .set({
        skills: profile.skills,
        yearsExperienceInField: profile.years,
        location: profile.location,
      })
      .where(eq(candidates.id, created.candidateId));
    return created;
  }

  let target: { id: string; orgId: string };
  beforeAll(async () => {
    const hiring = await createEmployer(app);
    target = {
      ...(await createPublishedJob(hiring.client, {
        title: 'Payroll Accountant',
        location: 'Tamale',
        skills: ['Payroll', 'Taxation'],
        requirements: ['3+ years of payroll'],
      })),
      orgId: hiring.orgId,
    };
    const elsewhere = await createEmployer(app);
    const another = await createEmployer(app);
    await applicant(elsewhere, 'Fuseini Alhassan', {
      skills: ['Payroll', 'Taxation'],
      years: 4,
      location: 'Tamale',
    });
    await applicant(elsewhere, 'Mariama Issah', {
      skills: ['Payroll'],
      years: 6,
      location: 'Savelugu',
    });
    await applicant(elsewhere, 'Kwesi Bookkeeper', {
      skills: ['Bookkeeping'],
      years: 2,
      location: 'Accra',
    });
    await applicant(elsewhere, 'Akua Nurse', { skills: ['Nursing'], years: 9, location: 'Tamale' });
    // The same person in two organizations: listed once, by the better record.
    const email = 'abdul.payroll@example.test';
    await applicant(
      elsewhere,
      'Abdul Rahman',
      { skills: ['Taxation'], years: 1, location: 'Wa' },
      email,
    );
    await applicant(
      another,
      'Abdul Rahman',
      { skills: ['Payroll', 'Taxation'], years: 5, location: 'Tamale' },
      email,
    );
    // A demo organization's made-up applicant never shows.
    const demo = await createEmployer(app);
    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(organizations.id, demo.orgId));
    await applicant(demo, 'Demo Person', {
      skills: ['Payroll', 'Taxation'],
      years: 9,
      location: 'Tamale',
    });
  });

  it('lists the best candidates of every organization for the job, best first, with reasons', async () => {
    const response = await callers.console.get(`/api/v1/matching/jobs/${target.id}/candidates`);
    expect(response.statusCode).toBe(200);
    const { count, matches } = response.json() as JobMatchesResponse;
    const names = matches.map((match) => match.fullName);
    expect(count).toBe(matches.length);
    expect(names.slice(0, 2).sort()).toEqual(['Abdul Rahman', 'Fuseini Alhassan']);
    expect(names.filter((name) => name === 'Abdul Rahman')).toHaveLength(1);
    expect(names).not.toContain('Demo Person');
    // Nursing is no kin of payroll: not in the pool at all.
    expect(names).not.toContain('Akua Nurse');
    expect(names.indexOf('Mariama Issah')).toBeLessThan(names.indexOf('Kwesi Bookkeeper'));
    const abdul = matches.find((match) => match.fullName === 'Abdul Rahman')!;
    expect(abdul).toMatchObject({ yearsExperience: 5, location: 'Tamale', isInPipeline: false });
    expect(abdul.matchReasons[0]).toBe('2 of 2 required skills: Payroll, Taxation');
    for (let index = 1; index < matches.length; index += 1) {
      expect(matches[index - 1]!.totalScore).toBeGreaterThanOrEqual(matches[index]!.totalScore);
    }
  });

  it('answers at most `limit` (15 by default, at most 50), and 400 beyond', async () => {
    const one = await callers.superAdmin.client.get(
      `/api/v1/matching/jobs/${target.id}/candidates?limit=1`,
    );
    expect((one.json() as JobMatchesResponse).matches).toHaveLength(1);
    const tooMany = await callers.superAdmin.client.get(
      `/api/v1/matching/jobs/${target.id}/candidates?limit=51`,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('says who is already in the job’s pipeline', async () => {
    const { matches } = (
      await callers.superAdmin.client.get(`/api/v1/matching/jobs/${job.id}/candidates`)
    ).json() as JobMatchesResponse;
    expect(matches.find((match) => match.candidateId === candidateId)?.isInPipeline).toBe(true);
  });

  it('knows a person is in the pipeline when their best record is another organization’s', async () => {
    const hiring = await createEmployer(app);
    const surveyor = {
      ...(await createPublishedJob(hiring.client, {
        title: 'Land Surveyor',
        location: 'Koforidua',
        skills: ['Land Surveying', 'AutoCAD'],
      })),
      orgId: hiring.orgId,
    };
    const email = 'kwabena.survey@example.test';
    // Their record at the hiring organization says little; another organization's says more.
    await createApplication(app, surveyor, { fullName: 'Kwabena Osei', email });
    const elsewhere = await createEmployer(app);
    const other = {
      ...(await createPublishedJob(elsewhere.client, { title: 'Surveyor' })),
      orgId: elsewhere.orgId,
    };
    const rich = await createApplication(app, other, { fullName: 'Kwabena Osei', email });
    await app.database.db
      .update(candidates)
      .set({
        skills: ['Land Surveying', 'AutoCAD'],
        yearsExperienceInField: 6,
        location: 'Koforidua',
      })
      .where(eq(candidates.id, rich.candidateId));
    const { matches } = (
      await callers.superAdmin.client.get(`/api/v1/matching/jobs/${surveyor.id}/candidates`)
    ).json() as JobMatchesResponse;
    const found = matches.filter((match) => match.email === email);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ candidateId: rich.candidateId, isInPipeline: true });
  });

  it('is for the platform team only, and 404 for a job that is not there', async () => {
    await expectPlatformOnly(callers, (client) =>
      client.get(`/api/v1/matching/jobs/${target.id}/candidates`),
    );
    const missing = await callers.superAdmin.client.get(
      '/api/v1/matching/jobs/00000000-0000-4000-8000-000000000000/candidates',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/v1/matching/jobs/{jobId}/auto-match', () => {
  it('recommends adding good matches to the pipeline, with what it costs, and skips those in it', async () => {
    const hiring = await createEmployer(app);
    const target = {
      ...(await createPublishedJob(hiring.client, {
        title: 'Agronomist',
        location: 'Ho',
        skills: ['Agronomy', 'Crop Production'],
        requirements: ['2+ years in the field'],
      })),
      orgId: hiring.orgId,
    };
    const farmer = await createApplication(app, job, { fullName: 'Selasi Kofi Agbeko' });
    await app.database.db
      .update(candidates)
      .set({ skills: ['Agronomy', 'Crop Production'], yearsExperienceInField: 4, location: 'Ho' })
      .where(eq(candidates.id, farmer.candidateId));
    // One already in the job's pipeline.
    const inside = await createApplication(app, target, { fullName: 'Dzifa Amenyo' });
    await app.database.db
      .update(candidates)
      .set({
        skills: ['Agronomy', 'Crop Production'],
        yearsExperienceInField: 3,
        location: 'Hohoe',
      })
      .where(eq(candidates.id, inside.candidateId));

    const response = await callers.superAdmin.client.post(
      `/api/v1/matching/jobs/${target.id}/auto-match`,
    );
    expect(response.statusCode).toBe(200);
    const { topMatches, recommendedActions } = response.json() as AutoMatchResponse;
    expect(topMatches.length).toBeLessThanOrEqual(5);
    expect(recommendedActions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'add_to_pipeline',
          candidateId: farmer.candidateId,
          description: 'Add Selasi A. to the pipeline of Agronomist',
          cost: 'Free to add; the employer unlocks the contact for 1 credit',
        }),
        expect.objectContaining({
          kind: 'already_in_pipeline',
          candidateId: inside.candidateId,
          description: 'Dzifa A. is already in the pipeline of Agronomist',
        }),
      ]),
    );
    for (const action of recommendedActions) expect(action.totalScore).toBeGreaterThanOrEqual(60);
  });

  it('shortens names to the first name and an initial', () => {
    expect(shortName('Ama Kusi')).toBe('Ama K.');
    expect(shortName('  Kwame  ')).toBe('Kwame');
  });

  it('is for the platform team only', async () => {
    await expectPlatformOnly(callers, (client) =>
      client.post(`/api/v1/matching/jobs/${job.id}/auto-match`),
    );
  });
});

describe('GET /api/v1/matching/candidates/semantic-search', () => {
  let post: { id: string; orgId: string };
  beforeAll(async () => {
    const owner = await createEmployer(app);
    post = {
      ...(await createPublishedJob(owner.client, { title: 'Any role' })),
      orgId: owner.orgId,
    };
    const people: Array<[string, string[], number | null, string | null, string | null]> = [
      ['Yaw Frontend', ['React', 'TypeScript'], 6, 'Ejisu, Ashanti', null],
      ['Esi Vue', ['Vue.js', 'JavaScript'], 5, 'Kumasi', null],
      ['Kojo Junior', ['React'], 1, 'Accra', null],
      ['Adwoa Driver', ['Fleet Management'], 9, 'Kumasi', 'Long-distance haulage driver, honest'],
      // Her resume's summary names React too: the skill still counts as a skill.
      [
        'Efua Nowhere',
        ['React', 'Redux'],
        6,
        null,
        'Senior engineer, 6 years with React and Redux',
      ],
    ];
    for (const [fullName, skills, years, location, summary] of people) {
      const created = await createApplication(app, post, { fullName });
      await app.database.db
        .update(candidates)
        .set({ skills, yearsExperienceInField: years, location, resumeSummary: summary })
        .where(eq(candidates.id, created.candidateId));
    }
  });

  const search = (query: string, limit?: number) =>
    callers.superAdmin.client.get(
      `/api/v1/matching/candidates/semantic-search?semanticQuery=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`,
    );

  it('reads the sentence and ranks people by it, with a relevance between 0 and 1', async () => {
    const response = await search('senior React developer with 5+ years near Kumasi');
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json() as SemanticSearchResponse;
    expect(count).toBe(results.length);
    const names = results.map((result) => result.fullName);
    expect(names[0]).toBe('Yaw Frontend');
    // A Vue.js developer near Kumasi beats a React beginner in Accra; the driver is not a match.
    expect(names.indexOf('Esi Vue')).toBeLessThan(names.indexOf('Kojo Junior'));
    expect(names).not.toContain('Adwoa Driver');
    // Someone with the skill who gave no place is still found.
    expect(names).toContain('Efua Nowhere');
    const [top] = results;
    // Where to find them: the organization, and the job whose admin pipeline shows them.
    expect(top).toMatchObject({
      experience: '6 years',
      applications: 1,
      orgId: post.orgId,
      latestJobId: post.id,
    });
    expect(top!.matchRelevance).toBeGreaterThan(0.8);
    expect(top!.matchRelevance).toBeLessThanOrEqual(1);
    expect(top!.matchReasons[0]).toBe('1 of 1 required skill: React');
  });

  it('finds people by the words of their profile when the search names no skill', async () => {
    const { results } = (await search('haulage driver')).json() as SemanticSearchResponse;
    expect(results.map((result) => result.fullName)).toContain('Adwoa Driver');
  });

  it('says a query is required, and keeps to the limit', async () => {
    const empty = await search('  ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Please enter a search query');
    const one = (await search('React', 1)).json() as SemanticSearchResponse;
    expect(one.results).toHaveLength(1);
    expect((await search('React', 51)).statusCode).toBe(400);
  });

  it('is for the platform team only', async () => {
    await expectPlatformOnly(callers, (client) =>
      client.get('/api/v1/matching/candidates/semantic-search?semanticQuery=React'),
    );
  });
});

describe('default limits (spec section 9)', () => {
  it('lists 20 people for a search and 15 for a job, when more answer', async () => {
    const hiring = await createEmployer(app);
    const welders = {
      ...(await createPublishedJob(hiring.client, { title: 'Welder', skills: ['Welding'] })),
      orgId: hiring.orgId,
    };
    const people = await app.database.db
      .insert(candidates)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          orgId: hiring.orgId,
          ...sealContact(app.ctx, {
            fullName: `Welder Number ${index}`,
            email: `welder-${index}@example.test`,
            phone: null,
          }),
          skills: ['Welding'],
        })),
      )
      .returning({ id: candidates.id });
    await app.database.db.insert(applications).values(
      people.map((person) => ({
        orgId: hiring.orgId,
        jobId: welders.id,
        candidateId: person.id,
        stage: 'Applied',
      })),
    );
    const search = (
      await callers.superAdmin.client.get(
        '/api/v1/matching/candidates/semantic-search?semanticQuery=welding',
      )
    ).json() as SemanticSearchResponse;
    expect(search.count).toBe(20);
    expect(search.results).toHaveLength(20);
    const job = (
      await callers.superAdmin.client.get(`/api/v1/matching/jobs/${welders.id}/candidates`)
    ).json() as JobMatchesResponse;
    expect(job.count).toBe(15);
    expect(job.matches).toHaveLength(15);
  });
});

describe('GET /api/v1/matching/candidates?search= (the score calculator’s candidates)', () => {
  const find = (search: string) =>
    callers.superAdmin.client.get(
      `/api/v1/matching/candidates?search=${encodeURIComponent(search)}`,
    );

  it('finds people of every organization by the start of their names (names are sealed)', async () => {
    const exact = (await find('Ama Kusi')).json() as CandidateOptionsResponse;
    expect(exact.candidates[0]).toMatchObject({ candidateId, fullName: 'Ama Kusi' });
    const started = (await find('kus am')).json() as CandidateOptionsResponse;
    expect(started.candidates.map((found) => found.fullName)).toContain('Ama Kusi');
    const nobody = (await find('Zzyzx Qwerty')).json() as CandidateOptionsResponse;
    expect(nobody.candidates).toEqual([]);
  });

  it('asks for two letters at least, and is for the platform team only', async () => {
    const short = await find('A');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Type at least 2 letters of the name');
    await expectPlatformOnly(callers, (client) =>
      client.get('/api/v1/matching/candidates?search=Ama'),
    );
  });
});
