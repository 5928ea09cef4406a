import { sealContact } from '../candidates/candidates.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createPublishedJob,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { planImport } from './import-plan';
import { readImportFile } from './parse/read-file';

let app: TestApp;
let employer: Employer;
let job: { id: string; orgId: string };

beforeAll(async () => {
  app = await createTestApp();
  employer = await createEmployer(app);
  job = {
    ...(await createPublishedJob(employer.client, { title: 'Accountant' })),
    orgId: employer.orgId,
  };
  // Already applied to the job.
  await createApplication(app, job, { fullName: 'Ama Kusi', email: 'ama@example.test' });
  // Known to the organization, not in this job.
  await app.database.db.insert(candidates).values({
    orgId: employer.orgId,
    ...sealContact(app.ctx, { fullName: 'Kofi Owusu', email: 'kofi@example.test', phone: null }),
  });
});
afterAll(() => app.close());

const file = (lines: string[]) =>
  readImportFile('people.csv', new TextEncoder().encode(lines.join('\n')));

describe('an import’s plan (the dry run’s report)', () => {
  it('says what would be created, updated and refused, and writes nothing', async () => {
    const read = await file([
      'Name,Email',
      'Ama Kusi,AMA@example.test',
      'Kofi Owusu,kofi@example.test',
      'Esi Mensah,esi@example.test',
      'Esi Again,esi@example.test',
      ',nobody@example.test',
    ]);
    const before = await app.database.db.select().from(candidates);
    const plan = await planImport(app.ctx, { orgId: employer.orgId, jobId: job.id }, read);
    expect(plan.rows.map((row) => [row.row, row.candidate.email, row.action])).toEqual([
      [2, 'ama@example.test', 'update'],
      [3, 'kofi@example.test', 'create'],
      [4, 'esi@example.test', 'create'],
    ]);
    expect(plan).toMatchObject({ created: 2, updated: 1 });
    expect(plan.failures).toEqual([
      { row: 5, column: 'Email', reason: 'The same email is on row 4: one row per person' },
      { row: 6, column: 'Name', reason: 'Full name is required' },
    ]);
    expect(await app.database.db.select().from(candidates)).toHaveLength(before.length);
  });

  it('without a job, a person the organization knows is an update', async () => {
    const read = await file([
      'Name,Email',
      'Kofi Owusu,kofi@example.test',
      'Yaw Darko,yaw@example.test',
    ]);
    const plan = await planImport(app.ctx, { orgId: employer.orgId, jobId: null }, read);
    expect(plan.rows.map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('never counts another organization’s people', async () => {
    const other = await createEmployer(app);
    const read = await file(['Name,Email', 'Ama Kusi,ama@example.test']);
    const plan = await planImport(app.ctx, { orgId: other.orgId, jobId: null }, read);
    expect(plan).toMatchObject({ created: 1, updated: 0 });
  });
});
