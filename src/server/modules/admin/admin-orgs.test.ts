import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrganizationDetail,
  AdminOrganizationsPage,
  OrganizationOption,
  OrganizationOverview,
} from '../../../shared/admin';
import type { JobView } from '../../../shared/jobs';
import { emailTemplates, interviews } from '../../db/schema';
import {
  createApplication,
  createEmployer,
  createJob,
  createPublishedJob,
  grantCredits,
  TEST_ADMIN_PASSWORD,
  unique,
  type Employer,
} from '../../../../test/factories';
import {
  auditDetails,
  auditEntries,
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;
let callers: PlatformCallers;

beforeAll(async () => {
  app = await createTestApp({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_APPLY_PER_IP: '100000',
  });
  callers = await createPlatformCallers(app);
});
afterAll(() => app.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function newOrganization() {
  const slug = unique('org').toLowerCase();
  return { name: `Acme ${slug}`, slug };
}

async function createOrganization(input = newOrganization()): Promise<AdminOrganizationDetail> {
  const response = await callers.superAdmin.client.post('/api/v1/admin/orgs', input);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { organization: AdminOrganizationDetail }).organization;
}

describe('who may use the organization routes', () => {
  it('refuses signed-out visitors (401) and organization admins (403); lets both consoles in', async () => {
    const org = await createOrganization();
    const features = { jobPostLimit: 5, isPayToRevealEnabled: true, isCsvImportEnabled: false };
    const manager = { name: 'Yaw Darko', email: 'yaw@shortlist.test', phone: '+233 20 000 0000' };
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/orgs'));
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/organizations/all'));
    await expectPlatformOnly(
      callers,
      (client) => client.post('/api/v1/admin/orgs', newOrganization()),
      201,
    );
    await expectPlatformOnly(callers, (client) => client.get(`/api/v1/admin/orgs/${org.id}`));
    await expectPlatformOnly(callers, (client) =>
      client.get(`/api/v1/admin/orgs/${org.id}/overview`),
    );
    await expectPlatformOnly(callers, (client) =>
      client.request('PUT', `/api/v1/admin/orgs/${org.id}/account-manager`, manager),
    );
    await expectPlatformOnly(callers, (client) =>
      client.request('PUT', `/api/v1/admin/orgs/${org.id}/features`, features),
    );
  });
});

describe('listing and finding organizations', () => {
  it('lists every organization newest first, searched by name or slug, with its counts', async () => {
    const employer = await createEmployer(app, { orgName: `Kumasi Foods ${unique('k')}` });
    await createJob(employer.client);
    const created = await createOrganization({
      name: `Tema 100%_Logistics ${unique('t')}`,
      slug: unique('tema-logistics').toLowerCase(),
    });

    const all = await callers.console.get('/api/v1/admin/orgs?pageSize=100');
    expect(all.statusCode).toBe(200);
    const page = all.json() as AdminOrganizationsPage;
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    expect(page.total).toBe(page.organizations.length);
    expect(page.organizations[0]!.id).toBe(created.id);
    const dates = page.organizations.map((org) => org.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.organizations.find((org) => org.id === employer.orgId)).toEqual({
      id: employer.orgId,
      name: expect.stringContaining('Kumasi Foods'),
      slug: expect.any(String),
      createdAt: expect.any(String),
      isDemo: false,
      memberCount: 1,
      jobCount: 1,
      creditBalance: 5,
      careersBoardStatus: 'not_configured',
      careersBoard: {
        employerId: null,
        isEmployerVerified: false,
        jobsSynced: 0,
        jobsPending: 0,
        jobsFailed: 0,
      },
    });

    const byName = (await callers.console.get('/api/v1/admin/orgs?q=kumasi foods')).json();
    expect(byName.organizations.map((org: { id: string }) => org.id)).toContain(employer.orgId);
    expect(byName.organizations.every((org: { name: string }) => /kumasi foods/i.test(org.name)));
    const bySlug = (await callers.console.get(`/api/v1/admin/orgs?q=${created.slug}`)).json();
    expect(bySlug.organizations.map((org: { id: string }) => org.id)).toEqual([created.id]);
    // A % or _ is searched for itself, not as a wildcard.
    const percent = (await callers.console.get('/api/v1/admin/orgs?q=100%25_')).json();
    expect(percent.organizations.map((org: { id: string }) => org.id)).toEqual([created.id]);
    const paged = (await callers.console.get('/api/v1/admin/orgs?page=2&pageSize=1')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: page.total });
    expect(paged.organizations[0].id).toBe(page.organizations[1]!.id);
  });

  it('lists all organizations by name for selects', async () => {
    const response = await callers.superAdmin.client.get('/api/v1/admin/organizations/all');
    expect(response.statusCode).toBe(200);
    const { organizations } = response.json() as { organizations: OrganizationOption[] };
    expect(organizations.length).toBeGreaterThan(1);
    const names = organizations.map((org) => org.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(organizations[0]!).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('answers 404 organization_not_found for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      for (const path of [`/api/v1/admin/orgs/${id}`, `/api/v1/admin/orgs/${id}/overview`]) {
        const response = await callers.console.get(path);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({ error: 'organization_not_found' });
      }
      const features = await callers.console.request('PUT', `/api/v1/admin/orgs/${id}/features`, {
        jobPostLimit: null,
        isPayToRevealEnabled: true,
        isCsvImportEnabled: true,
      });
      expect(features.statusCode).toBe(404);
    }
  });

  it("gives an organization's overview: jobs, applications, interviews and balance", async () => {
    const employer = await createEmployer(app);
    const job = await createPublishedJob(employer.client);
    await createJob(employer.client);
    const application = await createApplication(app, { id: job.id, orgId: employer.orgId });
    await createApplication(app, { id: job.id, orgId: employer.orgId });
    await grantCredits(app, employer.orgId, 10);
    await app.database.db.insert(interviews).values({
      orgId: employer.orgId,
      applicationId: application.id,
      type: 'Phone Screen',
      scheduledStart: new Date(Date.now() + 86_400_000),
      scheduledEnd: new Date(Date.now() + 90_000_000),
    });

    const response = await callers.superAdmin.client.get(
      `/api/v1/admin/orgs/${employer.orgId}/overview`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalJobs: 2,
      totalApplications: 2,
      totalInterviews: 1,
      credits: { balance: 15 },
    } satisfies OrganizationOverview);
  });
});

describe('creating organizations', () => {
  it('creates one with the default email templates, and audits it', async () => {
    const input = newOrganization();
    const response = await callers.console.post('/api/v1/admin/orgs', input);
    expect(response.statusCode).toBe(201);
    const { organization } = response.json() as { organization: AdminOrganizationDetail };
    expect(organization).toEqual({
      id: expect.any(String),
      name: input.name,
      slug: input.slug,
      createdAt: expect.any(String),
      isDemo: false,
      memberCount: 0,
      jobCount: 0,
      creditBalance: 0,
      careersBoardStatus: 'not_configured',
      careersBoard: {
        employerId: null,
        isEmployerVerified: false,
        jobsSynced: 0,
        jobsPending: 0,
        jobsFailed: 0,
      },
      accountManager: null,
      features: { jobPostLimit: null, isPayToRevealEnabled: true, isCsvImportEnabled: true },
    });
    const templates = await app.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.orgId, organization.id));
    expect(templates.length).toBeGreaterThan(0);
    const fetched = await callers.superAdmin.client.get(`/api/v1/admin/orgs/${organization.id}`);
    expect(fetched.json()).toEqual({ organization });

    const [entry] = await auditEntries(callers.console, 'organization_created', {
      orgId: organization.id,
    });
    expect(entry).toMatchObject({
      actorKind: 'password',
      orgName: input.name,
      targetType: 'organization',
      targetId: organization.id,
      summary: `Created organization ${input.name} (${input.slug})`,
    });
  });

  it("says the spec's messages for a missing name or slug, and refuses a bad slug", async () => {
    const missing = await callers.superAdmin.client.post('/api/v1/admin/orgs', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fieldErrors).toEqual({
      name: ['Organization name is required'],
      slug: ['Slug is required'],
    });
    const blank = await callers.superAdmin.client.post('/api/v1/admin/orgs', {
      name: '  ',
      slug: '',
    });
    expect(blank.json().details.fieldErrors).toEqual({
      name: ['Organization name is required'],
      slug: ['Slug is required'],
    });
    const badSlug = await callers.superAdmin.client.post('/api/v1/admin/orgs', {
      name: 'Acme',
      slug: 'Not A Slug',
    });
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().details.fieldErrors.slug).toBeDefined();
  });

  it('answers 409 slug_taken for a slug in use, and creates nothing', async () => {
    const first = await createOrganization();
    const before = (await callers.console.get('/api/v1/admin/orgs')).json().total;
    const auditBefore = (await auditEntries(callers.console, 'organization_created')).length;
    const response = await callers.superAdmin.client.post('/api/v1/admin/orgs', {
      name: 'Another name',
      slug: first.slug,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'slug_taken' });
    expect((await callers.console.get('/api/v1/admin/orgs')).json().total).toBe(before);
    expect((await auditEntries(callers.console, 'organization_created')).length).toBe(auditBefore);
  });
});

describe('provisioning', () => {
  it('stores the account manager, with before and after in the audit entry', async () => {
    const org = await createOrganization();
    const manager = { name: 'Yaw Darko', email: 'YAW@shortlist.test', phone: '' };
    const response = await callers.superAdmin.client.request(
      'PUT',
      `/api/v1/admin/orgs/${org.id}/account-manager`,
      manager,
    );
    expect(response.statusCode).toBe(200);
    const { organization } = response.json() as { organization: AdminOrganizationDetail };
    expect(organization.accountManager).toEqual({
      name: 'Yaw Darko',
      email: 'yaw@shortlist.test',
      phone: null,
    });
    const again = await callers.console.request(
      'PUT',
      `/api/v1/admin/orgs/${org.id}/account-manager`,
      { name: 'Efua Owusu', email: 'efua@shortlist.test', phone: '+233 24 111 2222' },
    );
    expect(again.json().organization.accountManager).toEqual({
      name: 'Efua Owusu',
      email: 'efua@shortlist.test',
      phone: '+233 24 111 2222',
    });
    const fetched = await callers.console.get(`/api/v1/admin/orgs/${org.id}`);
    expect(fetched.json().organization.accountManager.name).toBe('Efua Owusu');

    const entries = await auditEntries(callers.console, 'account_manager_assigned', {
      orgId: org.id,
    });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorKind: 'password',
      summary: `Assigned Efua Owusu <efua@shortlist.test> as account manager of ${org.name}`,
    });
    expect(entries[1]).toMatchObject({ actorKind: 'superadmin' });
    expect(await auditDetails(app, entries[0]!.id)).toEqual({
      before: { name: 'Yaw Darko', email: 'yaw@shortlist.test', phone: null },
      after: { name: 'Efua Owusu', email: 'efua@shortlist.test', phone: '+233 24 111 2222' },
    });
  });

  it("says the spec's messages for the account manager and features forms", async () => {
    const org = await createOrganization();
    const manager = await callers.console.request(
      'PUT',
      `/api/v1/admin/orgs/${org.id}/account-manager`,
      { name: '', email: 'nope' },
    );
    expect(manager.statusCode).toBe(400);
    expect(manager.json().details.fieldErrors).toEqual({
      name: ['Name is required'],
      email: ['Valid email is required'],
    });
    const features = await callers.console.request('PUT', `/api/v1/admin/orgs/${org.id}/features`, {
      jobPostLimit: 0,
      isPayToRevealEnabled: 'yes',
      isCsvImportEnabled: true,
    });
    expect(features.statusCode).toBe(400);
    expect(features.json().details.fieldErrors).toEqual({
      jobPostLimit: ['Job post limit must be at least 1'],
      isPayToRevealEnabled: ['Enable Pay-to-Reveal must be on or off'],
    });
    const fractional = await callers.console.request(
      'PUT',
      `/api/v1/admin/orgs/${org.id}/features`,
      { jobPostLimit: 1.5, isPayToRevealEnabled: true, isCsvImportEnabled: true },
    );
    expect(fractional.json().details.fieldErrors).toEqual({
      jobPostLimit: ['Job post limit must be a whole number'],
    });
  });

  it('stores the features, with before and after in the audit entry', async () => {
    const org = await createOrganization();
    const features = { jobPostLimit: 3, isPayToRevealEnabled: false, isCsvImportEnabled: false };
    const response = await callers.superAdmin.client.request(
      'PUT',
      `/api/v1/admin/orgs/${org.id}/features`,
      features,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.features).toEqual(features);
    expect((await callers.console.get(`/api/v1/admin/orgs/${org.id}`)).json()).toMatchObject({
      organization: { features },
    });
    const [entry] = await auditEntries(callers.console, 'features_updated', { orgId: org.id });
    expect(entry).toMatchObject({
      actorKind: 'superadmin',
      actorLabel: expect.stringContaining('Kofi Boateng'),
      summary: `Updated the features of ${org.name}: job post limit 3, pay-to-reveal off, CSV import off`,
    });
    expect(await auditDetails(app, entry!.id)).toEqual({
      before: { jobPostLimit: null, isPayToRevealEnabled: true, isCsvImportEnabled: true },
      after: features,
    });
  });
});

describe('the job post limit', () => {
  async function setLimit(orgId: string, jobPostLimit: number | null) {
    const response = await callers.console.request('PUT', `/api/v1/admin/orgs/${orgId}/features`, {
      jobPostLimit,
      isPayToRevealEnabled: true,
      isCsvImportEnabled: true,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function statusOf(employer: Employer, jobId: string) {
    return ((await employer.client.get(`/api/v1/jobs/${jobId}`)).json() as JobView).status;
  }

  it('counts drafts and published jobs on create, published ones on publish; null is no limit', async () => {
    const employer = await createEmployer(app);
    await setLimit(employer.orgId, 2);
    const first = await createJob(employer.client, { title: 'First' });
    const second = await createJob(employer.client, { title: 'Second' });
    const third = await employer.client.post('/api/v1/jobs', { title: 'Third' });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ error: 'job_post_limit_reached' });
    const publishedThird = await employer.client.post('/api/v1/jobs', {
      title: 'Third',
      status: 'PUBLISHED',
    });
    expect(publishedThird.statusCode).toBe(409);

    expect((await employer.client.post(`/api/v1/jobs/${first.id}/publish`)).statusCode).toBe(200);
    expect((await employer.client.post(`/api/v1/jobs/${second.id}/publish`)).statusCode).toBe(200);
    // A closed job is no longer live: it frees a place.
    expect((await employer.client.post(`/api/v1/jobs/${first.id}/close`)).statusCode).toBe(200);
    const draft = await createJob(employer.client, { title: 'Replacement' });

    await setLimit(employer.orgId, 1);
    const publish = await employer.client.post(`/api/v1/jobs/${draft.id}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ error: 'job_post_limit_reached' });
    expect(await statusOf(employer, draft.id)).toBe('DRAFT');
    // A missing job still says so, limit or not.
    const missing = await employer.client.post(`/api/v1/jobs/${UNKNOWN_ID}/publish`);
    expect(missing.json()).toMatchObject({ error: 'job_not_found' });

    await setLimit(employer.orgId, null);
    for (const title of ['Four', 'Five', 'Six']) await createJob(employer.client, { title });
    expect((await employer.client.post(`/api/v1/jobs/${draft.id}/publish`)).statusCode).toBe(200);
    expect(await statusOf(employer, draft.id)).toBe('PUBLISHED');
  });

  it('lets exactly the limit through when many jobs are created at once', async () => {
    const employer = await createEmployer(app);
    await setLimit(employer.orgId, 3);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        employer.client.post('/api/v1/jobs', { title: `Parallel ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const jobs = (await employer.client.get('/api/v1/jobs')).json() as JobView[];
    expect(jobs).toHaveLength(3);
  });

  it('lets exactly the limit be published when many drafts are published at once', async () => {
    const employer = await createEmployer(app);
    const drafts: JobView[] = [];
    for (let index = 0; index < 6; index++) {
      drafts.push(await createJob(employer.client, { title: `Draft ${index}` }));
    }
    await setLimit(employer.orgId, 2);
    const responses = await Promise.all(
      drafts.map((job) => employer.client.post(`/api/v1/jobs/${job.id}/publish`)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const jobs = (await employer.client.get('/api/v1/jobs')).json() as JobView[];
    expect(jobs.filter((job) => job.status === 'PUBLISHED')).toHaveLength(2);
  });
});
