import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema';
import {
  applyTo,
  createEmployer,
  createJob,
  createMember,
  createPublishedJob,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;
let employer: Employer;
let rival: Employer;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
  employer = await createEmployer(app);
  rival = await createEmployer(app);
});
afterAll(() => app.close());

describe('creating jobs', () => {
  it('creates a draft with the default stages and a readable slug', async () => {
    const response = await employer.client.post('/api/v1/jobs', {
      title: 'Senior Data Analyst (Accra)',
    });
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      title: 'Senior Data Analyst (Accra)',
      status: 'DRAFT',
      publicSlug: 'senior-data-analyst-accra',
      pipeline: { stages: ['Applied', 'Screening', 'Interview', 'Decision'] },
      orgId: employer.orgId,
      applicationCount: 0,
    });
  });

  it('keeps every field of the create form', async () => {
    const job = await createJob(employer.client, {
      title: 'Mobile Developer',
      department: 'Product',
      location: 'Kumasi',
      employmentType: 'full-time',
      compensationRange: 'GH₵ 8,000 - 12,000 a month',
      descriptionMd: '## About\nYou will build our app.',
      seniority: 'MID',
      workMode: 'HYBRID',
      responsibilities: ['Ship features', ''],
      requirements: ['3 years of React Native'],
      skills: ['React Native', 'TypeScript'],
      salaryMinGhs: '8000',
      salaryMaxGhs: 12000,
      pipeline: { stages: ['New', 'Call', 'Offer'] },
    });
    expect(job).toMatchObject({
      employmentType: 'FULL_TIME',
      seniority: 'MID',
      workMode: 'HYBRID',
      responsibilities: ['Ship features'],
      skills: ['React Native', 'TypeScript'],
      salaryMinGhs: 8000,
      salaryMaxGhs: 12000,
      pipeline: { stages: ['New', 'Call', 'Offer'] },
    });
  });

  it('makes slugs unique and never "new"', async () => {
    const a = await createJob(employer.client, { title: 'Accountant' });
    const b = await createJob(rival.client, { title: 'Accountant' });
    const c = await createJob(employer.client, { title: 'New' });
    expect(a.publicSlug).toBe('accountant');
    expect(b.publicSlug).toBe('accountant-2');
    expect(c.publicSlug).toBe('new-2');
  });

  it('gives distinct slugs to jobs with the same title created at once', async () => {
    const created = await Promise.all(
      Array.from({ length: 5 }, () => createJob(employer.client, { title: 'Parallel Planner' })),
    );
    expect(new Set(created.map((job) => job.publicSlug)).size).toBe(5);
    expect(created.map((job) => job.publicSlug)).toContain('parallel-planner');
  });

  it.each([
    [{ title: '' }, 'title', 'Job title is required'],
    [{}, 'title', 'Job title is required'],
    [{ title: 'x'.repeat(101) }, 'title', 'Title must be under 100 characters'],
    [
      { title: 'Ok', pipeline: { stages: [] } },
      'pipeline.stages',
      'At least one pipeline stage is required',
    ],
    [{ title: 'Ok', status: 'CLOSED' }, 'status', undefined],
    [{ title: 'Ok', salaryMinGhs: '9000', salaryMaxGhs: '100' }, 'salaryMaxGhs', undefined],
    [
      { title: 'Ok', employmentType: 'SOMETIMES' },
      'employmentType',
      'Choose a valid employment type',
    ],
  ])('validates %j', async (body, field, message) => {
    const response = await employer.client.post('/api/v1/jobs', body);
    expect(response.statusCode).toBe(400);
    const errors = response.json().details.fieldErrors[field];
    expect(errors).toBeDefined();
    if (message) expect(errors).toContain(message);
  });

  it('lets an interviewer read jobs but not create them', async () => {
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    expect((await interviewer.client.post('/api/v1/jobs', { title: 'Nope' })).statusCode).toBe(403);
    expect((await interviewer.client.get('/api/v1/jobs')).statusCode).toBe(200);
  });

  it('stores HTML and SQL-looking text as given', async () => {
    const title = `<script>alert("x")</script>'; drop table jobs; --`;
    const job = await createJob(employer.client, { title, department: '<b>bold</b>' });
    const fetched = (await employer.client.get(`/api/v1/jobs/${job.id}`)).json();
    expect(fetched.title).toBe(title);
    expect(fetched.department).toBe('<b>bold</b>');
  });
});

describe('listing jobs', () => {
  it('lists only the organization’s jobs, newest first, with search and status filters', async () => {
    const own = await createEmployer(app);
    const draft = await createJob(own.client, {
      title: 'Nurse',
      department: 'Health',
      location: 'Tamale',
    });
    const live = await createPublishedJob(own.client, {
      title: 'Driver',
      department: 'Logistics',
      location: 'Tema',
    });
    await createJob(rival.client, { title: 'Rival Nurse' });

    const all = (await own.client.get('/api/v1/jobs')).json();
    expect(all.map((job: { id: string }) => job.id)).toEqual([live.id, draft.id]);
    const byText = (await own.client.get('/api/v1/jobs?q=tamale')).json();
    expect(byText.map((job: { id: string }) => job.id)).toEqual([draft.id]);
    const byStatus = (await own.client.get('/api/v1/jobs?status=PUBLISHED')).json();
    expect(byStatus.map((job: { id: string }) => job.id)).toEqual([live.id]);
    expect((await own.client.get('/api/v1/jobs?q=%25')).json()).toEqual([]);
    expect((await own.client.get('/api/v1/jobs?status=published')).json()).toHaveLength(1);
    expect((await own.client.get('/api/v1/jobs?status=all')).json()).toHaveLength(2);
    expect((await own.client.get('/api/v1/jobs?status=archived')).statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/v1/jobs' });
    expect(response.statusCode).toBe(401);
  });
});

describe('editing jobs', () => {
  it('updates the given fields and leaves the rest (PATCH, and PUT as an alias)', async () => {
    const job = await createJob(employer.client, { title: 'Cashier', location: 'Accra' });
    const patched = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      title: 'Head Cashier',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Head Cashier',
      location: 'Accra',
      publicSlug: job.publicSlug,
    });
    const put = await employer.client.request('PUT', `/api/v1/jobs/${job.id}`, {
      location: 'Cape Coast',
    });
    expect(put.json()).toMatchObject({ title: 'Head Cashier', location: 'Cape Coast' });
  });

  it('says "Title is required" for a blank title', async () => {
    const job = await createJob(employer.client);
    const response = await employer.client.patch(`/api/v1/jobs/${job.id}`, { title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors.title).toContain('Title is required');
  });

  it('moves applications with a renamed stage, and refuses to drop a stage that holds some', async () => {
    const job = await createPublishedJob(employer.client);
    await applyTo(app, job.id);
    const renamed = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      pipeline: {
        stages: ['New', 'Screening', 'Interview', 'Decision'],
        renamedStages: { Applied: 'New' },
      },
    });
    expect(renamed.statusCode).toBe(200);
    const rows = await app.database.db
      .select({ stage: applications.stage })
      .from(applications)
      .where(and(eq(applications.jobId, job.id)));
    expect(rows).toEqual([{ stage: 'New' }]);

    const dropped = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      pipeline: { stages: ['Screening'] },
    });
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error).toBe('stage_in_use');
    expect((await employer.client.get(`/api/v1/jobs/${job.id}`)).json().pipeline.stages[0]).toBe(
      'New',
    );
  });
});

describe('renaming stages', () => {
  it('moves each application once when two stage names are swapped', async () => {
    const job = await createPublishedJob(employer.client, {
      pipeline: { stages: ['Applied', 'Screening'] },
    });
    await applyTo(app, job.id, { email: 'first@example.test' });
    await applyTo(app, job.id, { email: 'second@example.test' });
    const [moved] = await app.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.jobId, job.id))
      .limit(1);
    await app.database.db
      .update(applications)
      .set({ stage: 'Screening' })
      .where(eq(applications.id, moved!.id));

    const response = await employer.client.patch(`/api/v1/jobs/${job.id}`, {
      pipeline: {
        stages: ['Screening', 'Applied'],
        renamedStages: { Applied: 'Screening', Screening: 'Applied' },
      },
    });
    expect(response.statusCode).toBe(200);
    const rows = await app.database.db
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    expect(rows.find((row) => row.id === moved!.id)!.stage).toBe('Applied');
    expect(rows.filter((row) => row.stage === 'Screening')).toHaveLength(1);
  });
});

describe('publishing, closing and deleting', () => {
  it('publishes a draft once and closes a published job once', async () => {
    const job = await createJob(employer.client);
    const published = await employer.client.post(`/api/v1/jobs/${job.id}/publish`);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', syncStatus: null });
    expect(published.json().publishedAt).toBeTruthy();
    expect((await employer.client.post(`/api/v1/jobs/${job.id}/publish`)).statusCode).toBe(409);

    const closed = await employer.client.post(`/api/v1/jobs/${job.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'CLOSED' });
    expect((await employer.client.post(`/api/v1/jobs/${job.id}/close`)).statusCode).toBe(409);
    expect((await employer.client.post(`/api/v1/jobs/${job.id}/publish`)).statusCode).toBe(409);
  });

  it('refuses to close a draft', async () => {
    const job = await createJob(employer.client);
    const response = await employer.client.post(`/api/v1/jobs/${job.id}/close`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('job_not_published');
  });

  it('deletes for admins and hiring managers, not for recruiters or interviewers', async () => {
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const manager = await createMember(app, employer.orgId, 'HM');
    const job = await createJob(recruiter.client, { title: 'Recruited' });
    expect((await recruiter.client.delete(`/api/v1/jobs/${job.id}`)).statusCode).toBe(403);
    expect((await manager.client.delete(`/api/v1/jobs/${job.id}`)).statusCode).toBe(204);
    expect((await employer.client.get(`/api/v1/jobs/${job.id}`)).statusCode).toBe(404);
  });

  it('lets a recruiter edit, publish and close but not an interviewer', async () => {
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const job = await createJob(employer.client);
    expect(
      (await interviewer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'X' })).statusCode,
    ).toBe(403);
    expect((await interviewer.client.post(`/api/v1/jobs/${job.id}/publish`)).statusCode).toBe(403);
    expect((await interviewer.client.delete(`/api/v1/jobs/${job.id}`)).statusCode).toBe(403);
    expect(
      (await recruiter.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Y' })).statusCode,
    ).toBe(200);
    expect((await recruiter.client.post(`/api/v1/jobs/${job.id}/publish`)).statusCode).toBe(200);
    expect((await recruiter.client.post(`/api/v1/jobs/${job.id}/close`)).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it('answers 404 for another organization’s job on every call and never lists it', async () => {
    const job = await createPublishedJob(rival.client, { title: 'Rival Secret Role' });
    const calls = [
      () => employer.client.get(`/api/v1/jobs/${job.id}`),
      () => employer.client.patch(`/api/v1/jobs/${job.id}`, { title: 'Hijacked' }),
      () => employer.client.post(`/api/v1/jobs/${job.id}/publish`),
      () => employer.client.post(`/api/v1/jobs/${job.id}/close`),
      () => employer.client.delete(`/api/v1/jobs/${job.id}`),
      () => employer.client.get(`/api/v1/jobs/${job.id}/pipeline`),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Rival Secret Role');
    }
    const list = (await employer.client.get('/api/v1/jobs')).json();
    expect(list.some((row: { id: string }) => row.id === job.id)).toBe(false);
    expect((await rival.client.get(`/api/v1/jobs/${job.id}`)).json()).toMatchObject({
      title: 'Rival Secret Role',
      status: 'PUBLISHED',
    });
  });

  it('checks an org id in the query or body instead of trusting it', async () => {
    expect((await employer.client.get(`/api/v1/jobs?orgId=${rival.orgId}`)).statusCode).toBe(404);
    const body = await employer.client.post('/api/v1/jobs', {
      title: 'Planted',
      orgId: rival.orgId,
    });
    expect(body.statusCode).toBe(404);
    expect((await employer.client.get(`/api/v1/jobs?orgId=${employer.orgId}`)).statusCode).toBe(
      200,
    );
    const rivalJobs = (await rival.client.get('/api/v1/jobs')).json();
    expect(rivalJobs.some((row: { title: string }) => row.title === 'Planted')).toBe(false);
  });

  it('answers 404 (not 500) for ids that are not ids', async () => {
    for (const id of ['not-a-uuid', '123', "1'or'1'='1"]) {
      const response = await employer.client.get(`/api/v1/jobs/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('job_not_found');
    }
  });
});

describe('pipeline', () => {
  it('returns the job’s stages in order, each with its applications', async () => {
    const job = await createPublishedJob(employer.client, {
      pipeline: { stages: ['Applied', 'Test', 'Offer'] },
    });
    await applyTo(app, job.id);
    await applyTo(app, job.id);
    const response = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(response.statusCode).toBe(200);
    const board = response.json();
    expect(Object.keys(board)).toEqual(['Applied', 'Test', 'Offer']);
    expect(board.Applied).toHaveLength(2);
    expect(board.Applied[0]).toMatchObject({
      stage: 'Applied',
      unlockStatus: 'LOCKED',
      jobId: job.id,
    });
    expect(board.Test).toEqual([]);
  });

  it('shows an interviewer no locked applicants', async () => {
    const job = await createPublishedJob(employer.client);
    await applyTo(app, job.id);
    const interviewer = await createMember(app, employer.orgId, 'INTERVIEWER');
    const board = (await interviewer.client.get(`/api/v1/jobs/${job.id}/pipeline`)).json();
    expect(board.Applied).toEqual([]);
  });
});
