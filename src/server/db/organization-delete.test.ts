import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, organizations, pipelineVersions } from './schema';
import { createApplication, createEmployer, createPublishedJob } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('deleting an organization', () => {
  it('takes its jobs, applications and pipeline versions with it in one statement', async () => {
    const employer = await createEmployer(app);
    const other = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    const otherJob = await createPublishedJob(other.client);
    await createApplication(app, job);
    await createApplication(app, otherJob);
    const db = app.database.db;

    await db.delete(organizations).where(eq(organizations.id, employer.orgId));

    expect(
      await db.select().from(applications).where(eq(applications.orgId, employer.orgId)),
    ).toEqual([]);
    expect(
      await db.select().from(pipelineVersions).where(eq(pipelineVersions.orgId, employer.orgId)),
    ).toEqual([]);
    expect(
      await db.select().from(applications).where(eq(applications.orgId, other.orgId)),
    ).toHaveLength(1);
  });

  it('still bumps the pipeline version when an application alone is deleted', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    const applicant = await createApplication(app, job);
    const db = app.database.db;
    const versionOf = async () =>
      (await db.select().from(pipelineVersions).where(eq(pipelineVersions.jobId, job.id)))[0]!
        .version;
    const before = await versionOf();
    await db.delete(applications).where(eq(applications.id, applicant.id));
    expect(await versionOf()).toBe(before + 1);
  });

  it('moves the pipeline version once per transaction, however many rows it changed', async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    for (let i = 0; i < 3; i++) await createApplication(app, job);
    const db = app.database.db;
    const versionOf = async () =>
      (await db.select().from(pipelineVersions).where(eq(pipelineVersions.jobId, job.id)))[0]!
        .version;
    const moveAll = (stage: string) =>
      db.update(applications).set({ stage }).where(eq(applications.jobId, job.id));
    const before = await versionOf();
    await db.transaction(async (tx) => {
      await tx
        .update(applications)
        .set({ stage: 'Screening' })
        .where(eq(applications.jobId, job.id));
      await tx
        .update(applications)
        .set({ stage: 'Interview' })
        .where(eq(applications.jobId, job.id));
    });
    expect(await versionOf()).toBe(before + 1);
    await moveAll('Applied');
    await moveAll('Screening');
    expect(await versionOf()).toBe(before + 3);
  });
});
