import fs from 'node:fs';
import path from 'node:path';
import { revealContact } from '../candidates/candidates.service';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddedApplicationResponse,
  AdminApplicationsPage,
  AdminJobView,
  AdminPipelineView,
} from '../../../shared/admin';
import type { ApplicationDetailView } from '../../../shared/applications';
import {
  applicationEvents,
  applications,
  auditLog,
  candidates,
  creditLedger,
  organizations,
} from '../../db/schema';
import {
  applyTo,
  balanceOf,
  candidateEmailIs,
  Client,
  createApplication,
  createEmployer,
  createJob,
  createPublishedJob,
  createSuperAdmin,
  grantCredits,
  opened,
  postForm,
  sealedAs,
  signInAdminConsole,
  TEST_ADMIN_PASSWORD,
  unique,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;
let superAdmin: Employer;
let consoleClient: Client;
let employer: Employer;
let otherEmployer: Employer;

beforeAll(async () => {
  app = await createTestApp({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    RATE_LIMIT_APPLY_PER_IP: '100000',
  });
  superAdmin = await createSuperAdmin(app);
  consoleClient = await signInAdminConsole(app);
  employer = await createEmployer(app, { orgName: unique('Kumasi Logistics') });
  otherEmployer = await createEmployer(app, { orgName: unique('Volta Fintech') });
});

afterAll(async () => {
  await app.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function addBody(
  job: { id: string; orgId: string },
  overrides: Partial<{ stage: string; fullName: string; email: string; phone: string }> = {},
) {
  return {
    orgId: job.orgId,
    jobId: job.id,
    stage: overrides.stage ?? 'Screening',
    candidateData: {
      fullName: overrides.fullName ?? 'Abena Owusu',
      email: overrides.email ?? `${unique('abena')}@example.test`,
      phone: overrides.phone ?? '+233 20 111 2222',
      source: 'admin_added',
    },
    coverNote: 'Met at the Accra job fair.',
  };
}

function addToPipeline(client: Client, body: unknown) {
  return client.post('/api/v1/admin/candidates/add-to-pipeline', body);
}

async function makePdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText(text, { x: 50, y: 780, size: 11, font });
  return pdf.save();
}

/** The multipart manual application, as the console sends it, with the client's cookies. */
async function postManual(
  client: Client | null,
  payload: unknown,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  return postForm(app, client, '/api/v1/admin/applications/manual', [
    ['payload', typeof payload === 'string' ? payload : JSON.stringify(payload)],
    ...(file ? [['resume', file] as const] : []),
  ]);
}

function manualPayload(job: { id: string; orgId: string }, email: string, stage = 'Interview') {
  return {
    orgId: job.orgId,
    jobId: job.id,
    stage,
    candidate: {
      name: 'Yaw Darko',
      email,
      phone: '+233 24 555 0000',
      externalCandidateId: 'careers-42',
    },
    notes: 'Referred by the careers board team.',
  };
}

/** Every file stored under the organization's resumes folder. */
function storedResumes(orgId: string): string[] {
  const folder = path.join(app.ctx.config.DATA_DIR, 'files', 'resumes', orgId);
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : [];
}

async function candidatesWithEmail(email: string) {
  const rows = await app.database.db
    .select({ id: candidates.id, orgId: candidates.orgId, fullName: candidates.fullName })
    .from(candidates)
    .where(candidateEmailIs(app, email));
  return rows.map((row) => ({ ...row, fullName: opened(app, 'full_name', row.fullName) }));
}

async function auditRows(action: string, targetId: string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as 'candidate_added'), eq(auditLog.targetId, targetId)));
}

async function setPayToReveal(orgId: string, isEnabled: boolean) {
  await app.database.db
    .update(organizations)
    .set({ isPayToRevealEnabled: isEnabled })
    .where(eq(organizations.id, orgId));
}

describe('who may use the pipeline routes', () => {
  it('answers 401 signed out, 403 to an organization admin, and serves both platform sessions', async () => {
    const job = await createPublishedJob(employer.client);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/jobs/search'],
      ['GET', `/api/v1/admin/jobs/${job.id}`],
      ['GET', `/api/v1/admin/jobs/${job.id}/pipeline`],
      ['GET', `/api/v1/admin/jobs/${job.id}/pipeline/export`],
      ['GET', '/api/v1/admin/applications'],
      ['POST', '/api/v1/admin/candidates/add-to-pipeline', addBody(job)],
      ['POST', '/api/v1/admin/applications/manual', manualPayload(job, unique('m') + '@x.test')],
    ];
    for (const [method, url, body] of routes) {
      const signedOut = await new Client(app).request(method as 'GET', url, body);
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const member = await employer.client.request(method as 'GET', url, body);
      expect(member.statusCode, `${method} ${url} as an organization admin`).toBe(403);
      expect(member.json()).toMatchObject({ error: 'platform_only' });
    }
    for (const client of [superAdmin.client, consoleClient]) {
      for (const [method, url] of routes) {
        const body =
          method === 'POST'
            ? url.endsWith('manual')
              ? manualPayload(job, `${unique('m')}@example.test`)
              : addBody(job)
            : undefined;
        const response = await client.request(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(method === 'POST' ? 201 : 200);
      }
    }
    // The multipart form too, signed out and as a member.
    expect((await postManual(null, manualPayload(job, 'x@example.test'))).statusCode).toBe(401);
    expect(
      (await postManual(employer.client, manualPayload(job, 'x@example.test'))).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/admin/jobs/search and /jobs/:jobId', () => {
  it("lists every organization's jobs newest first, with counts and stages, or one organization's", async () => {
    const first = await createPublishedJob(employer.client, { title: 'Warehouse Supervisor' });
    const second = await createJob(otherEmployer.client, {
      title: 'Payments Engineer',
      pipeline: { stages: ['New', 'Call', 'Offer'] },
    });
    await createApplication(app, first);
    await createApplication(app, first);

    const all = await superAdmin.client.get('/api/v1/admin/jobs/search');
    expect(all.statusCode).toBe(200);
    const jobs = all.json<{ jobs: AdminJobView[] }>().jobs;
    const ids = jobs.map((job) => job.id);
    expect(ids).toContain(first.id);
    expect(ids).toContain(second.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const firstView = jobs.find((job) => job.id === first.id)!;
    expect(firstView).toMatchObject({
      orgId: employer.orgId,
      title: 'Warehouse Supervisor',
      status: 'PUBLISHED',
      stages: ['Applied', 'Screening', 'Interview', 'Decision'],
      applicationCount: 2,
    });
    expect(firstView.orgName).toMatch(/^Kumasi Logistics/);
    expect(jobs.find((job) => job.id === second.id)).toMatchObject({
      status: 'DRAFT',
      stages: ['New', 'Call', 'Offer'],
      applicationCount: 0,
    });

    const own = await consoleClient.get(`/api/v1/admin/jobs/search?orgId=${otherEmployer.orgId}`);
    expect(
      own.json<{ jobs: AdminJobView[] }>().jobs.every((job) => job.orgId === otherEmployer.orgId),
    ).toBe(true);
    const byWord = await consoleClient.get('/api/v1/admin/jobs/search?q=payments%20eng');
    expect(byWord.json<{ jobs: AdminJobView[] }>().jobs.map((job) => job.id)).toEqual([second.id]);
    const invalid = await consoleClient.get('/api/v1/admin/jobs/search?orgId=nope');
    expect(invalid.statusCode).toBe(400);

    const one = await consoleClient.get(`/api/v1/admin/jobs/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<{ job: AdminJobView }>().job).toEqual(firstView);
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const missing = await consoleClient.get(`/api/v1/admin/jobs/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'job_not_found' });
      const board = await consoleClient.get(`/api/v1/admin/jobs/${id}/pipeline`);
      expect(board.statusCode).toBe(404);
      expect(board.json()).toMatchObject({ error: 'job_not_found' });
    }
  });
});

describe('GET /api/v1/admin/jobs/:jobId/pipeline', () => {
  it('groups applications by stage, every stage present, with names and contacts', async () => {
    const job = await createPublishedJob(employer.client, {
      pipeline: { stages: ['Applied', 'Phone', 'Offer'] },
    });
    const applied = await createApplication(app, job, {
      fullName: 'Kwame Mensah',
      phone: '+233 20 000 1111',
    });
    const response = await superAdmin.client.get(`/api/v1/admin/jobs/${job.id}/pipeline`);
    expect(response.statusCode).toBe(200);
    const view = response.json<AdminPipelineView>();
    expect(view.job.id).toBe(job.id);
    expect(Object.keys(view.pipeline)).toEqual(['Applied', 'Phone', 'Offer']);
    expect(view.pipeline.Applied).toEqual([
      expect.objectContaining({
        id: applied.id,
        candidateId: applied.candidateId,
        fullName: 'Kwame Mensah',
        email: applied.email,
        phone: '+233 20 000 1111',
        stage: 'Applied',
        unlockStatus: 'LOCKED',
        isRejected: false,
        source: 'shortlist_job_page',
      }),
    ]);
    expect(view.pipeline.Phone).toEqual([]);
    expect(view.pipeline.Offer).toEqual([]);
  });
});

describe('GET /api/v1/admin/jobs/:jobId/pipeline/export', () => {
  it('is a CSV attachment that defuses formulas and quotes per RFC 4180, and is audited', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Data "Analyst", Accra' });
    const hostile = ['=SUM(A1)', '+1', '-2', '@x', '\tx', '\rx'];
    for (const [index, name] of hostile.entries()) {
      const applied = await createApplication(app, job, {
        fullName: `Applicant ${index}`,
        email: `${unique(`hostile${index}`)}@example.test`,
      });
      // Stored as given: forms trim a leading tab or CR, other ways in (imports) may not.
      await app.database.db
        .update(candidates)
        .set({ fullName: sealedAs(app, 'full_name', name) })
        .where(eq(candidates.id, applied.candidateId));
    }
    const quoted = await createApplication(app, job, {
      fullName: 'Mensah, "Kojo"\nJr',
      phone: '+233 20 123 4567',
    });

    const response = await consoleClient.get(`/api/v1/admin/jobs/${job.id}/pipeline/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="data-analyst-accra-pipeline.csv"',
    );
    const body = response.body;
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('Full Name,Email,Phone,Stage,Unlock Status,Rejected,Source,Applied At');
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body).toContain("\n'=SUM(A1),");
    expect(body).toContain("\n'+1,");
    expect(body).toContain("\n'-2,");
    expect(body).toContain("\n'@x,");
    expect(body).toContain("\n'\tx,");
    expect(body).toContain(`\n"'\rx",`);
    // The phone starts with + and is defused too; the name is quoted with its quotes doubled.
    expect(body).toContain(
      `"Mensah, ""Kojo""\nJr",${quoted.email},'+233 20 123 4567,Applied,LOCKED,No,shortlist_job_page,`,
    );
    // No cell begins with a formula character once parsed.
    const dataRows = body.split('\r\n').slice(1, -1);
    expect(dataRows).toHaveLength(hostile.length + 1);
    for (const row of dataRows) expect(row).not.toMatch(/^[=+\-@\t\r]/);
    const isoCell = /,(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)$/;
    expect(isoCell.test(dataRows[0]!)).toBe(true);

    const audits = await auditRows('pipeline_exported', job.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorKind: 'password',
      orgId: employer.orgId,
      targetType: 'job',
      details: { applications: hostile.length + 1 },
    });
  });

  it('answers 404 for an unknown job, and records nothing', async () => {
    const response = await superAdmin.client.get(
      `/api/v1/admin/jobs/${UNKNOWN_ID}/pipeline/export`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'job_not_found' });
    expect(await auditRows('pipeline_exported', UNKNOWN_ID)).toHaveLength(0);
  });
});

describe('POST /api/v1/admin/candidates/add-to-pipeline', () => {
  it('adds a new admin_added candidate LOCKED at the stage, with a timeline entry and an audit row', async () => {
    await grantCredits(app, employer.orgId, 1);
    const job = await createPublishedJob(employer.client);
    const body = addBody(job, { fullName: 'Abena Owusu', stage: 'Interview' });
    const response = await addToPipeline(superAdmin.client, body);
    expect(response.statusCode).toBe(201);
    const added = response.json<AddedApplicationResponse>();
    expect(added).toMatchObject({
      success: true,
      isNewCandidate: true,
      application: { jobId: job.id, stage: 'Interview', unlockStatus: 'LOCKED' },
    });
    const [candidate] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, added.application.candidateId));
    expect(revealContact(app.ctx, candidate!)).toMatchObject({
      orgId: employer.orgId,
      fullName: 'Abena Owusu',
      email: body.candidateData.email,
      phone: '+233 20 111 2222',
      source: 'admin_added',
    });
    const [application] = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, added.application.id));
    expect(revealContact(app.ctx, application!)).toMatchObject({
      stage: 'Interview',
      unlockStatus: 'LOCKED',
      coverNote: 'Met at the Accra job fair.',
      submittedEmail: body.candidateData.email,
    });

    // The employer sees it locked (no contact), added by the Shortlist team.
    const detail = await employer.client.get(`/api/v1/applications/${added.application.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(body.candidateData.email);
    expect(detail.body).not.toContain('Abena Owusu');
    const view = detail.json<ApplicationDetailView>();
    expect(view.timeline[0]).toMatchObject({
      type: 'applied',
      actorName: 'Shortlist team',
      reason: 'Added to the pipeline by the Shortlist team',
    });
    expect(view.timeline.filter((event) => event.type === 'applied')).toHaveLength(1);

    const audits = await auditRows('candidate_added', added.application.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorKind: 'superadmin',
      orgId: employer.orgId,
      targetType: 'application',
    });

    // The employer still pays to unlock.
    const unlock = await employer.client.post(
      `/api/v1/applications/${added.application.id}/unlock`,
    );
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ creditsCharged: 1 });
  });

  it("reuses the organization's candidate with that email unchanged, but not another organization's", async () => {
    const job = await createPublishedJob(employer.client);
    const secondJob = await createPublishedJob(employer.client);
    const foreignJob = await createPublishedJob(otherEmployer.client);
    const existing = await createApplication(app, job, { fullName: 'Efua Original' });

    const same = await addToPipeline(
      consoleClient,
      addBody(secondJob, { email: existing.email.toUpperCase(), fullName: 'Efua Renamed' }),
    );
    expect(same.statusCode).toBe(201);
    const sameBody = same.json<AddedApplicationResponse>();
    expect(sameBody.isNewCandidate).toBe(false);
    expect(sameBody.application.candidateId).toBe(existing.candidateId);

    const foreign = await addToPipeline(
      consoleClient,
      addBody(foreignJob, { email: existing.email, fullName: 'Efua Elsewhere' }),
    );
    expect(foreign.statusCode).toBe(201);
    expect(foreign.json<AddedApplicationResponse>().isNewCandidate).toBe(true);

    const rows = await candidatesWithEmail(existing.email);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.orgId === employer.orgId)!.fullName).toBe('Efua Original');
    expect(rows.find((row) => row.orgId === otherEmployer.orgId)!.fullName).toBe('Efua Elsewhere');
  });

  it('answers 409 already_in_pipeline for a candidate already on the job, and writes nothing', async () => {
    const job = await createPublishedJob(employer.client);
    const applied = await createApplication(app, job);
    const response = await addToPipeline(superAdmin.client, addBody(job, { email: applied.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'already_in_pipeline',
      message: "This candidate is already in this job's pipeline.",
    });
    const count = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, applied.candidateId));
    expect(count).toHaveLength(1);
  });

  it('answers 404 when the job is not the organization’s, and 400 for a stage the job does not have', async () => {
    const job = await createPublishedJob(employer.client);
    const email = `${unique('wrong')}@example.test`;
    const wrongOrg = await addToPipeline(superAdmin.client, {
      ...addBody(job, { email }),
      orgId: otherEmployer.orgId,
    });
    expect(wrongOrg.statusCode).toBe(404);
    expect(wrongOrg.json()).toMatchObject({ error: 'job_not_found' });
    const unknownJob = await addToPipeline(superAdmin.client, {
      ...addBody(job, { email }),
      jobId: UNKNOWN_ID,
    });
    expect(unknownJob.statusCode).toBe(404);
    const stage = await addToPipeline(superAdmin.client, addBody(job, { email, stage: 'Offer' }));
    expect(stage.statusCode).toBe(400);
    expect(stage.json()).toMatchObject({ error: 'unknown_stage' });
    expect(await candidatesWithEmail(email)).toEqual([]);
  });

  it('validates with the spec messages', async () => {
    const job = await createPublishedJob(employer.client);
    const response = await addToPipeline(consoleClient, {
      orgId: job.orgId,
      jobId: job.id,
      stage: ' ',
      candidateData: { fullName: '', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toMatchObject({
      stage: ['Stage is required'],
      'candidateData.fullName': ['Name is required'],
      'candidateData.email': ['Valid email is required'],
    });
  });

  it('makes one candidate when the same new email is added twice at once', async () => {
    const job = await createPublishedJob(employer.client);
    const otherJob = await createPublishedJob(employer.client);
    const email = `${unique('race')}@example.test`;
    const sameJob = await Promise.all([
      addToPipeline(superAdmin.client, addBody(job, { email })),
      addToPipeline(consoleClient, addBody(job, { email })),
    ]);
    expect(sameJob.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const twoJobs = await Promise.all([
      addToPipeline(superAdmin.client, addBody(otherJob, { email: `x.${email}` })),
      addToPipeline(consoleClient, addBody(job, { email: `x.${email}` })),
    ]);
    expect(twoJobs.map((response) => response.statusCode)).toEqual([201, 201]);
    const [a, b] = twoJobs.map((response) => response.json<AddedApplicationResponse>());
    expect(a!.application.candidateId).toBe(b!.application.candidateId);
    expect(await candidatesWithEmail(email)).toHaveLength(1);
    expect(await candidatesWithEmail(`x.${email}`)).toHaveLength(1);
  });
});

describe('POST /api/v1/admin/applications/manual', () => {
  it('adds an application from the multipart payload without a resume', async () => {
    const job = await createPublishedJob(employer.client);
    const email = `${unique('yaw')}@example.test`;
    const response = await postManual(consoleClient, manualPayload(job, email));
    expect(response.statusCode).toBe(201);
    const added = response.json<AddedApplicationResponse>();
    expect(added).toMatchObject({
      success: true,
      isNewCandidate: true,
      application: { jobId: job.id, stage: 'Interview', unlockStatus: 'LOCKED' },
    });
    const [row] = await app.database.db
      .select({ coverNote: applications.coverNote, resumeFileKey: applications.resumeFileKey })
      .from(applications)
      .where(eq(applications.id, added.application.id));
    expect(row).toEqual({ coverNote: 'Referred by the careers board team.', resumeFileKey: null });
    expect(await auditRows('candidate_added', added.application.id)).toHaveLength(1);
    // Again: the candidate is on the job already.
    const again = await postManual(consoleClient, manualPayload(job, email, 'Applied'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'already_in_pipeline' });
  });

  it('stores a PDF resume like the public apply does', async () => {
    const job = await createPublishedJob(employer.client);
    const email = `${unique('resume')}@example.test`;
    const response = await postManual(superAdmin.client, manualPayload(job, email), {
      bytes: await makePdf('Yaw Darko. 6 years of experience with TypeScript and PostgreSQL.'),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    const added = response.json<AddedApplicationResponse>();
    const [row] = await app.database.db
      .select({
        resumeFileKey: applications.resumeFileKey,
        resumeFileType: applications.resumeFileType,
        candidateResumeType: candidates.resumeFileType,
        skills: candidates.skills,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(eq(applications.id, added.application.id));
    expect(row!.resumeFileType).toBe('pdf');
    expect(row!.candidateResumeType).toBe('pdf');
    expect(row!.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    expect(await app.ctx.storage.get(row!.resumeFileKey!)).not.toBeNull();
  });

  it('refuses a bad or too large resume and writes nothing', async () => {
    const job = await createPublishedJob(otherEmployer.client);
    const before = storedResumes(otherEmployer.orgId).length;
    const fake = `${unique('fake')}@example.test`;
    const unsupported = await postManual(consoleClient, manualPayload(job, fake), {
      bytes: strToU8('just some text, not a pdf'),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ error: 'resume_unsupported_type' });

    const garbage = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 256);
    const corrupted = new Uint8Array(9 + garbage.length);
    corrupted.set(strToU8('%PDF-1.4\n'));
    corrupted.set(garbage, 9);
    const damaged = await postManual(consoleClient, manualPayload(job, fake), {
      bytes: corrupted,
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toMatchObject({ error: 'resume_unreadable' });

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(strToU8('%PDF-1.7\n'));
    const tooLarge = await postManual(consoleClient, manualPayload(job, fake), {
      bytes: big,
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'resume_too_large' });

    // A good file for a stage the job does not have is not stored either.
    const badStage = await postManual(consoleClient, manualPayload(job, fake, 'Offer'), {
      bytes: await makePdf('Yaw Darko'),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json()).toMatchObject({ error: 'unknown_stage' });

    expect(await candidatesWithEmail(fake)).toEqual([]);
    expect(storedResumes(otherEmployer.orgId)).toHaveLength(before);
  });

  it('validates the payload with the spec messages, and refuses a payload that is not JSON', async () => {
    const job = await createPublishedJob(employer.client);
    const response = await postManual(superAdmin.client, {
      orgId: job.orgId,
      jobId: job.id,
      stage: '',
      candidate: { name: '', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toMatchObject({
      stage: ['Stage is required'],
      'candidate.name': ['Name is required'],
      'candidate.email': ['Valid email is required'],
    });
    const broken = await postManual(superAdmin.client, '{"orgId":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: 'invalid_json' });
  });
});

describe('GET /api/v1/admin/applications', () => {
  it('lists the applications the Shortlist team added, newest first, searchable', async () => {
    const job = await createPublishedJob(otherEmployer.client, {
      title: unique('Forklift Driver'),
    });
    await createApplication(app, job, { fullName: 'Public Applicant' });
    const first = await addToPipeline(
      superAdmin.client,
      addBody(job, { fullName: 'Kojo Antwi', stage: 'Applied' }),
    );
    const second = await addToPipeline(
      superAdmin.client,
      addBody(job, { fullName: 'Adwoa Boakye', stage: 'Applied' }),
    );
    const firstId = first.json<AddedApplicationResponse>().application.id;
    const secondId = second.json<AddedApplicationResponse>().application.id;

    const byJob = await consoleClient.get(
      `/api/v1/admin/applications?q=${encodeURIComponent(job.title)}`,
    );
    expect(byJob.statusCode).toBe(200);
    const page = byJob.json<AdminApplicationsPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.applications.map((row) => row.id)).toEqual([secondId, firstId]);
    expect(page.applications[0]).toMatchObject({
      orgId: otherEmployer.orgId,
      jobId: job.id,
      jobTitle: job.title,
      fullName: 'Adwoa Boakye',
      stage: 'Applied',
      source: 'admin_added',
    });

    const byName = await consoleClient.get('/api/v1/admin/applications?q=kojo%20antwi');
    expect(byName.json<AdminApplicationsPage>().applications.map((row) => row.id)).toContain(
      firstId,
    );
    const paged = await consoleClient.get(
      `/api/v1/admin/applications?q=${encodeURIComponent(job.title)}&page=2&pageSize=1`,
    );
    expect(paged.json<AdminApplicationsPage>().applications.map((row) => row.id)).toEqual([
      firstId,
    ]);
    const publicOnly = await consoleClient.get('/api/v1/admin/applications?q=Public%20Applicant');
    expect(publicOnly.json<AdminApplicationsPage>().total).toBe(0);
  });
});

describe('pay-to-reveal', () => {
  it('on (the default): a public application arrives LOCKED and unlocking costs a credit', async () => {
    const [org] = await app.database.db
      .select({ isEnabled: organizations.isPayToRevealEnabled })
      .from(organizations)
      .where(eq(organizations.id, employer.orgId));
    expect(org!.isEnabled).toBe(true);
    await grantCredits(app, employer.orgId, 1);
    const job = await createPublishedJob(employer.client);
    const applied = await createApplication(app, job);
    const before = await balanceOf(app, employer.orgId);
    expect((await employer.client.get('/api/v1/credits')).json()).toMatchObject({ unlockCost: 1 });
    const unlock = await employer.client.post(`/api/v1/applications/${applied.id}/unlock`);
    expect(unlock.json()).toMatchObject({ creditsCharged: 1, balance: before - 1 });
  });

  it('off: applicants arrive UNLOCKED, added ones too, and unlocking charges nothing', async () => {
    const owner = await createEmployer(app, { orgName: unique('Tema Port Services') });
    const job = await createPublishedJob(owner.client);
    const lockedBefore = await createApplication(app, job, { fullName: 'Locked Before' });
    await setPayToReveal(owner.orgId, false);
    // What the unlock dialog reads: unlocking costs nothing now.
    expect((await owner.client.get('/api/v1/credits')).json()).toMatchObject({ unlockCost: 0 });
    const balance = await balanceOf(app, owner.orgId);
    const ledgerBefore = await app.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, owner.orgId));

    const openEmail = `${unique('open')}@example.test`;
    const response = await applyTo(app, job.id, {
      fullName: 'Open Applicant',
      email: openEmail,
    });
    expect(response.statusCode).toBe(201);
    const board = await owner.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    expect(board.body).toContain('Open Applicant');
    const [arrived] = await app.database.db
      .select({ id: applications.id, unlockStatus: applications.unlockStatus })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(and(eq(applications.jobId, job.id), candidateEmailIs(app, openEmail)));
    expect(arrived!.unlockStatus).toBe('UNLOCKED');
    // A free unlock: nothing to refund.
    const refund = await owner.client.post(`/api/v1/applications/${arrived!.id}/refund`, {
      reason: 'duplicate',
    });
    expect(refund.statusCode).toBe(409);

    const added = await addToPipeline(superAdmin.client, addBody(job, { fullName: 'Added Open' }));
    expect(added.json<AddedApplicationResponse>().application.unlockStatus).toBe('UNLOCKED');

    // One that arrived while it was on unlocks for nothing, even with no credits.
    const unlock = await owner.client.post(`/api/v1/applications/${lockedBefore.id}/unlock`);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({
      creditsCharged: 0,
      balance,
      application: { unlockStatus: 'UNLOCKED' },
    });
    expect(await balanceOf(app, owner.orgId)).toBe(balance);
    const ledgerAfter = await app.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, owner.orgId));
    expect(ledgerAfter).toHaveLength(ledgerBefore.length);
    const events = await app.database.db
      .select({ type: applicationEvents.type, credits: applicationEvents.credits })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, lockedBefore.id));
    expect(events).toEqual([{ type: 'unlocked', credits: 0 }]);
  });
});
