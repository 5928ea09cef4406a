import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView, CandidatesPageView } from '../../../shared/applications';
import { applications, candidates } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createPublishedJob,
  grantCredits,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { scoreUnscoredApplications } from './matching.service';

let app: TestApp;
let employer: Employer;
let accountant: { id: string; orgId: string };

/** Ama as resume analysis saw her: four skills, the card shows two while locked. */
const AMA = {
  skills: ['Accounting', 'QuickBooks', 'Excel', 'Bookkeeping'],
  yearsExperienceInField: 7,
  experienceContext: 'Senior' as const,
  location: 'Ejisu, Ashanti',
};

beforeAll(async () => {
  app = await createTestApp();
  employer = await createEmployer(app);
  accountant = {
    ...(await createPublishedJob(employer.client, {
      title: 'Senior Accountant',
      location: 'Kumasi',
      seniority: 'SENIOR',
      skills: ['Accounting', 'IFRS', 'QuickBooks', 'Excel'],
      requirements: ['At least 5 years of accounting practice'],
    })),
    orgId: employer.orgId,
  };
});
afterAll(() => app.close());

async function detail(applicationId: string): Promise<ApplicationDetailView> {
  const response = await employer.client.get(`/api/v1/applications/${applicationId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as ApplicationDetailView;
}

/** Someone whose stored profile is `profile`, applying again (same email) to `job`. */
async function returningApplicant(
  job: { id: string; orgId: string },
  profile: Partial<typeof candidates.$inferInsert>,
  fullName = 'Ama Kusi',
) {
  const first = await createApplication(app, accountant, { fullName, phone: '024 000 0000' });
  await app.database.db.update(candidates).set(profile).where(eq(candidates.id, first.candidateId));
  if (job.id === accountant.id) return first;
  return createApplication(app, job, { fullName, email: first.email, phone: '024 000 0000' });
}

describe("an application's match with its job", () => {
  it('is scored as it arrives, and a locked card names no skill it hides', async () => {
    const auditor = {
      ...(await createPublishedJob(employer.client, {
        title: 'Auditor',
        location: 'Kumasi',
        seniority: 'SENIOR',
        skills: ['Accounting', 'IFRS', 'QuickBooks', 'Excel'],
        requirements: ['5+ years in audit'],
      })),
      orgId: employer.orgId,
    };
    const ama = await returningApplicant(auditor, AMA);
    const locked = await detail(ama.id);
    expect(locked.unlockStatus).toBe('LOCKED');
    expect(locked.candidate.skills).toHaveLength(2);
    expect(locked.match).not.toBeNull();
    expect(locked.match!.score).toBeGreaterThanOrEqual(70);
    expect(locked.match!.reasons).toEqual([
      '3 of 4 required skills; 1 related',
      '7 years, the job asks 5+',
      expect.stringMatching(/^Ejisu, \d+ km from Kumasi$/),
      'Profile 4 of 5 complete',
    ]);
    // Nothing the locked card hides: not her skills past the two shown, not her name.
    const hidden = AMA.skills.filter((skill) => !locked.candidate.skills.includes(skill));
    for (const text of [...hidden, 'Ama', 'Kusi']) {
      expect(JSON.stringify(locked.match)).not.toContain(text);
    }

    await grantCredits(app, employer.orgId, 5);
    const unlock = await employer.client.post(`/api/v1/applications/${ama.id}/unlock`);
    expect(unlock.statusCode).toBeLessThan(300);
    const unlocked = await detail(ama.id);
    expect(unlocked.match!.score).toBe(locked.match!.score);
    expect(unlocked.match!.reasons[0]).toBe(
      '3 of 4 required skills: Accounting, QuickBooks, Excel; related: Bookkeeping for IFRS',
    );
  });

  it('follows the job when what it asks for changes', async () => {
    const ama = await returningApplicant(accountant, AMA, 'Ama Owusu');
    // Her first application was scored before her profile was known.
    const before = (await detail(ama.id)).match!;
    expect(before.reasons[0]).toBe('0 of 4 required skills');
    const edit = await employer.client.patch(`/api/v1/jobs/${accountant.id}`, {
      skills: ['Accounting', 'Excel'],
    });
    expect(edit.statusCode).toBe(200);
    const after = (await detail(ama.id)).match!;
    expect(after.reasons[0]).toBe('2 of 2 required skills');
    expect(after.score).toBeGreaterThan(before.score);
    // Someone applying now is scored against what the job asks for now.
    const newcomer = await createApplication(app, accountant, { fullName: 'Kofi Boateng' });
    expect((await detail(newcomer.id)).match!.reasons[0]).toBe('0 of 2 required skills');
  });

  it('sorts the candidate list best match first when asked', async () => {
    const job = {
      ...(await createPublishedJob(employer.client, {
        title: 'Payroll Officer',
        location: 'Accra',
        skills: ['Payroll', 'Excel', 'Taxation'],
      })),
      orgId: employer.orgId,
    };
    const weak = await returningApplicant(
      job,
      { skills: ['Nursing'], location: 'Tamale' },
      'Yaw Weak',
    );
    const strong = await returningApplicant(
      job,
      { skills: ['Payroll', 'Excel', 'Taxation'], location: 'Accra' },
      'Esi Strong',
    );
    const middling = await returningApplicant(
      job,
      { skills: ['Excel'], location: 'Tema' },
      'Kojo Mid',
    );
    const list = async (sort: string) => {
      const response = await employer.client.get(`/api/v1/candidates?jobId=${job.id}&sort=${sort}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as CandidatesPageView).items.map((item) => item.id);
    };
    expect(await list('match')).toEqual([strong.id, middling.id, weak.id]);
    expect(await list('newest')).toEqual([middling.id, strong.id, weak.id]);
    const wrong = await employer.client.get(`/api/v1/candidates?jobId=${job.id}&sort=salary`);
    expect(wrong.statusCode).toBe(400);
  });

  it('scores the applications from before matching existed, once', async () => {
    const ama = await createApplication(app, accountant, { fullName: 'Abena Old' });
    await app.database.db
      .update(applications)
      .set({ matchScore: null, matchReasons: null, matchLockedReasons: null })
      .where(eq(applications.id, ama.id));
    expect((await detail(ama.id)).match).toBeNull();
    expect(await scoreUnscoredApplications(app.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await detail(ama.id)).match).not.toBeNull();
    expect(await scoreUnscoredApplications(app.ctx.db)).toBe(0);
  });
});
