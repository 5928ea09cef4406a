import { revealContact } from '../candidates/candidates.service';
import { and, eq, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunView, ImportStartResponse } from '../../../shared/import';
import {
  applicationEvents,
  applications,
  candidates,
  creditLedger,
  importRuns,
  organizations,
} from '../../db/schema';
import {
  balanceOf,
  createEmployer,
  expectBalanceMatchesLedger as expectBalanceEqualsLedger,
  ledgerOf as ledger,
  postForm,
  createJob,
  grantCredits,
  TEST_ADMIN_PASSWORD,
  waitUntil,
  type Client,
  type Employer,
} from '../../../../test/factories';
import {
  auditEntries,
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { insertRun } from './import.repository';
import { IMPORT_BATCH_ROWS, requeueStalledImports, runImport } from './import.service';

let app: TestApp;
let callers: PlatformCallers;
let admin: Client;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
  callers = await createPlatformCallers(app);
  admin = callers.superAdmin.client;
});
afterAll(() => app.close());

interface Upload {
  fields: Record<string, string>;
  file?: { name: string; bytes: Uint8Array | string };
  zip?: { name: string; bytes: Uint8Array };
}

/** The import form as the console sends it: text fields first, then the files. */
async function postImport(client: Client | null, upload: Upload) {
  const parts: Array<[string, string | { name: string; bytes: Uint8Array }]> = Object.entries(
    upload.fields,
  );
  if (upload.file) {
    const { name, bytes } = upload.file;
    parts.push([
      'file',
      { name, bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes },
    ]);
  }
  if (upload.zip) parts.push(['zip', upload.zip]);
  return postForm(app, client, '/api/v1/admin/import/candidates', parts);
}

async function waitForRun(id: string): Promise<ImportRunView> {
  let run: ImportRunView | undefined;
  await waitUntil(async () => {
    const response = await admin.get(`/api/v1/admin/import/candidates/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    run = response.json() as ImportRunView;
    return run.status === 'completed' || run.status === 'failed';
  }, 30_000);
  return run!;
}

/** Starts an import as the SUPERADMIN and waits for its end. */
async function importAndWait(upload: Upload): Promise<ImportRunView> {
  const response = await postImport(admin, upload);
  expect(response.statusCode, response.body).toBe(202);
  return waitForRun((response.json() as ImportStartResponse).run.id);
}

const ledgerOf = (orgId: string) => ledger(app, orgId);
const expectBalanceMatchesLedger = (orgId: string) => expectBalanceEqualsLedger(app, orgId);

async function peopleOf(orgId: string) {
  const rows = await app.database.db.select().from(candidates).where(eq(candidates.orgId, orgId));
  return rows
    .map((row) => revealContact(app.ctx, row))
    .sort((a, b) => a.email.localeCompare(b.email));
}

async function applicationsOf(jobId: string) {
  return app.database.db
    .select({
      id: applications.id,
      email: candidates.email,
      stage: applications.stage,
      unlockStatus: applications.unlockStatus,
      resumeFileKey: applications.resumeFileKey,
      createdAt: applications.createdAt,
      matchScore: applications.matchScore,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.jobId, jobId))
    .then((rows) =>
      rows.map((row) => revealContact(app.ctx, row)).sort((a, b) => a.email.localeCompare(b.email)),
    );
}

async function pdfWithText(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 16, size: 11, font }),
  );
  return pdf.save();
}

const HEADER = 'Full Name,Email,Phone,Location,Skills,Years of experience,Resume,Stage';

function csvOf(rows: string[]): string {
  return [HEADER, ...rows].join('\r\n');
}

async function employerWithJob(credits = 0): Promise<{ employer: Employer; jobId: string }> {
  const employer = await createEmployer(app);
  if (credits > 0) await grantCredits(app, employer.orgId, credits);
  const job = await createJob(employer.client, {
    title: 'Accountant',
    skills: ['IFRS', 'Excel'],
  });
  return { employer, jobId: job.id };
}

describe('who may import', () => {
  it('lets only the platform start, list and read imports', async () => {
    const { employer, jobId } = await employerWithJob();
    const upload = {
      fields: { orgId: employer.orgId, jobId },
      file: { name: 'people.csv', bytes: csvOf(['Ama Mensah,ama.access@example.com']) },
    };
    const signedOut = await postImport(null, upload);
    expect(signedOut.statusCode).toBe(401);
    const member = await postImport(employer.client, upload);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ error: 'platform_only' });
    const byConsole = await postImport(callers.console, upload);
    expect(byConsole.statusCode, byConsole.body).toBe(202);
    const run = (byConsole.json() as ImportStartResponse).run;
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/import/candidates'));
    await expectPlatformOnly(callers, (client) =>
      client.get(`/api/v1/admin/import/candidates/${run.id}`),
    );
    const missing = await admin.get(
      '/api/v1/admin/import/candidates/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This import was not found.' });
  });
});

describe('importing a candidates CSV into a job', () => {
  it('answers at once with the run, then creates, unlocks with granted credits, and reports', async () => {
    const { employer, jobId } = await employerWithJob(3);
    const balanceBefore = await expectBalanceMatchesLedger(employer.orgId);
    const ledgerBefore = (await ledgerOf(employer.orgId)).length;
    const csv = csvOf([
      'Ama Mensah,ama@example.com,024 412 3456,Accra,"IFRS, Excel",4,,Screening',
      'Kofi Boateng,kofi@example.com,,Kumasi,Excel,,,',
      'Efua Owusu,efua@example.com,+233 20 111 2222,Takoradi,IFRS,7,,interview',
    ]);
    const response = await postImport(admin, {
      fields: { orgId: employer.orgId, jobId, markUnlocked: 'true' },
      file: { name: 'applicants.csv', bytes: csv },
    });
    expect(response.statusCode, response.body).toBe(202);
    const started = (response.json() as ImportStartResponse).run;
    expect(started).toMatchObject({ orgId: employer.orgId, jobId, isDryRun: false });
    expect(['queued', 'running', 'completed']).toContain(started.status);

    const run = await waitForRun(started.id);
    expect(run).toMatchObject({
      status: 'completed',
      totalRows: 3,
      rowsRead: 3,
      created: 3,
      updated: 0,
      failed: [],
      failedCount: 0,
      creditsGranted: 3,
      result: { created: 3, updated: 0, failed: [] },
    });
    const imported = await applicationsOf(jobId);
    expect(imported.map((row) => [row.email, row.stage, row.unlockStatus])).toEqual([
      ['ama@example.com', 'Screening', 'UNLOCKED'],
      ['efua@example.com', 'Interview', 'UNLOCKED'],
      ['kofi@example.com', 'Applied', 'UNLOCKED'],
    ]);
    expect(imported.every((row) => row.matchScore !== null)).toBe(true);
    const people = await peopleOf(employer.orgId);
    expect(people.find((person) => person.email === 'ama@example.com')).toMatchObject({
      fullName: 'Ama Mensah',
      phone: '+233244123456',
      location: 'Accra',
      skills: ['IFRS', 'Excel'],
      yearsExperienceInField: 4,
      experienceContext: 'Mid-Level',
      source: 'csv_import',
    });

    // READING.md 4: two entries per application, net zero; the balance unchanged.
    const ledger = (await ledgerOf(employer.orgId)).slice(ledgerBefore);
    expect(ledger).toHaveLength(6);
    expect(ledger.filter((entry) => entry.reason === 'grant').map((e) => e.delta)).toEqual([
      1, 1, 1,
    ]);
    expect(
      ledger.filter((entry) => entry.reason === 'candidate_unlock').map((e) => e.delta),
    ).toEqual([-1, -1, -1]);
    expect(new Set(ledger.map((entry) => entry.referenceId))).toEqual(
      new Set(imported.map((row) => row.id)),
    );
    expect(await expectBalanceMatchesLedger(employer.orgId)).toBe(balanceBefore);
    for (const [index, entry] of ledger.entries()) {
      expect(entry.balanceAfter).toBe(balanceBefore + (index % 2 === 0 ? 1 : 0));
    }

    // The organization paid nothing for these unlocks: nothing to refund, and they do
    // not count as paid unlocks towards the refund limit.
    const refund = await employer.client.post(`/api/v1/applications/${imported[0]!.id}/refund`, {
      reason: 'duplicate',
    });
    expect(refund.statusCode, refund.body).toBe(409);
    expect(refund.json().message).toBe(
      'This unlock cost no credits, so there is nothing to refund.',
    );
    expect((await employer.client.get('/api/v1/refunds/allowance')).json()).toMatchObject({
      paidUnlocks: 0,
    });
    expect(await expectBalanceMatchesLedger(employer.orgId)).toBe(balanceBefore);

    // The employer sees them in the pipeline, unlocked, with the import on the timeline.
    const pipeline = await employer.client.get(`/api/v1/jobs/${jobId}/pipeline`);
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    expect(pipeline.body).toContain('Ama Mensah');
    const events = await app.database.db
      .select({ type: applicationEvents.type, reason: applicationEvents.reason })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, imported[0]!.id))
      .orderBy(applicationEvents.createdAt);
    expect(events.map((event) => event.type)).toEqual(['applied', 'unlocked']);
    const audit = await auditEntries(admin, 'candidates_imported', { orgId: employer.orgId });
    expect(audit[0]?.summary).toContain('applicants.csv');
  });

  it('imports the same file again as updates: nothing created twice, nothing granted twice', async () => {
    const { employer, jobId } = await employerWithJob();
    const first = csvOf([
      'Ama Mensah,ama@example.com,,Accra,IFRS,,,',
      'Kofi Boateng,kofi@example.com,,,,,,',
    ]);
    const upload = {
      fields: { orgId: employer.orgId, jobId },
      file: { name: 'applicants.csv', bytes: first },
    };
    expect(await importAndWait(upload)).toMatchObject({ created: 2, updated: 0 });
    const ledgerAfterFirst = (await ledgerOf(employer.orgId)).length;

    const again = await importAndWait({
      ...upload,
      file: {
        name: 'applicants.csv',
        bytes: csvOf([
          'Ama Mensah-Owusu,AMA@example.com,0201112222,Kumasi,,,,Interview',
          'Kofi Boateng,kofi@example.com,,,,,,',
          'Yaw Asante,yaw@example.com,,,,,,',
        ]),
      },
    });
    expect(again).toMatchObject({
      status: 'completed',
      created: 1,
      updated: 2,
      creditsGranted: 1,
      result: { created: 1, updated: 2, failed: [] },
    });
    const rows = await applicationsOf(jobId);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.email)).toEqual([
      'ama@example.com',
      'kofi@example.com',
      'yaw@example.com',
    ]);
    expect(rows[0]!.stage).toBe('Interview');
    const ama = (await peopleOf(employer.orgId)).find((p) => p.email === 'ama@example.com')!;
    // What the row gives replaces; what it leaves empty is kept.
    expect(ama).toMatchObject({
      fullName: 'Ama Mensah-Owusu',
      phone: '+233201112222',
      location: 'Kumasi',
      skills: ['IFRS'],
    });
    expect((await ledgerOf(employer.orgId)).length).toBe(ledgerAfterFirst + 2);
    await expectBalanceMatchesLedger(employer.orgId);
  });

  it('leaves applications locked, with no credits moved, when UNLOCKED is off', async () => {
    const { employer, jobId } = await employerWithJob();
    const ledgerBefore = (await ledgerOf(employer.orgId)).length;
    const run = await importAndWait({
      fields: { orgId: employer.orgId, jobId, markUnlocked: 'false', stage: 'screening' },
      file: { name: 'applicants.csv', bytes: csvOf(['Ama Mensah,ama@example.com,,,,,,']) },
    });
    expect(run).toMatchObject({ created: 1, creditsGranted: 0, stage: 'Screening' });
    expect(await applicationsOf(jobId)).toMatchObject([
      { unlockStatus: 'LOCKED', stage: 'Screening' },
    ]);
    expect((await ledgerOf(employer.orgId)).length).toBe(ledgerBefore);
  });

  it('imports an XLSX file the same way', async () => {
    const employer = await createEmployer(app);
    const cell = (ref: string, value: string) =>
      `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const xlsx = zipSync({
      'xl/worksheets/sheet1.xml': new TextEncoder().encode(
        `<worksheet><sheetData><row r="1">${cell('A1', 'Candidate')}${cell('B1', 'E-mail')}${cell('C1', 'Telephone')}</row>` +
          `<row r="2">${cell('A2', 'Esi Mensah')}${cell('B2', 'esi@example.com')}<c r="C2"><v>244123456</v></c></row></sheetData></worksheet>`,
      ),
    });
    const run = await importAndWait({
      fields: { orgId: employer.orgId },
      file: { name: 'Applicants.XLSX', bytes: xlsx },
    });
    expect(run).toMatchObject({ status: 'completed', created: 1 });
    expect(await peopleOf(employer.orgId)).toMatchObject([
      { fullName: 'Esi Mensah', email: 'esi@example.com', phone: '+233244123456' },
    ]);
  });

  it('imports people without a job: created, then updated', async () => {
    const employer = await createEmployer(app);
    const upload = {
      fields: { orgId: employer.orgId },
      file: {
        name: 'people.csv',
        bytes: 'Name;E-mail;Mobile\nAma Mensah;ama@example.com;0244123456\n',
      },
    };
    expect(await importAndWait(upload)).toMatchObject({ status: 'completed', created: 1 });
    expect(await importAndWait(upload)).toMatchObject({ created: 0, updated: 1 });
    expect(await peopleOf(employer.orgId)).toHaveLength(1);
  });
});

describe('rows refused, with their reasons', () => {
  it('reports each refused row by row, column and reason; imports the rest; offers them as a CSV', async () => {
    const { employer, jobId } = await employerWithJob();
    const run = await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: {
        name: 'applicants.csv',
        bytes: csvOf([
          'Ama Mensah,ama@example.com,,,,,,',
          'Kofi Boateng,not-an-email,,,,,,',
          ',nobody@example.com,,,,,,',
          'Ama Again,ama@example.com,,,,,,',
          'Efua Owusu,efua@example.com,,,,,,Offer',
          'Yaw Asante,yaw@example.com,12,,,,,',
        ]),
      },
    });
    expect(run.status).toBe('completed');
    expect(run.created).toBe(1);
    expect(run.failedCount).toBe(5);
    expect(run.failed.map((failure) => [failure.row, failure.column])).toEqual([
      [3, 'Email'],
      [4, 'Full Name'],
      [5, 'Email'],
      [6, 'Stage'],
      [7, 'Phone'],
    ]);
    expect(run.failed[0]!.reason).toBe('Please enter a valid email');
    expect(run.failed[2]!.reason).toBe('The same email is on row 2: one row per person');
    expect(run.failed[3]!.reason).toContain('Applied, Screening, Interview, Decision');
    expect(run.result?.failed).toEqual(run.failed);

    const csv = await admin.get(`/api/v1/admin/import/candidates/${run.id}/refused.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`${HEADER},Import errors`);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe('Kofi Boateng,not-an-email,,,,,,,Email: Please enter a valid email');
  });

  it('refuses a whole file it cannot take, writing nothing', async () => {
    const { employer, jobId } = await employerWithJob();
    const noEmail = await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: { name: 'people.csv', bytes: 'Name,Phone\nAma,0244123456\n' },
    });
    expect(noEmail).toMatchObject({
      status: 'failed',
      error: 'The file needs an Email column (first row)',
      result: null,
    });
    const tooMany = await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: {
        name: 'many.csv',
        bytes: [
          'Name,Email',
          ...Array.from({ length: 50_001 }, (_, i) => `P ${i},p${i}@example.com`),
        ].join('\n'),
      },
    });
    expect(tooMany).toMatchObject({
      status: 'failed',
      error: 'The file holds more than 50,000 rows',
    });
    expect(await peopleOf(employer.orgId)).toHaveLength(0);
  });
});

describe('bad requests', () => {
  it('answers the shared messages for a missing or wrong file, organization, job and stage', async () => {
    const { employer, jobId } = await employerWithJob();
    const other = await employerWithJob();
    const csv = { name: 'people.csv', bytes: 'Name,Email\nAma,ama@example.com\n' };
    const cases: Array<[Upload, number, string]> = [
      [{ fields: { orgId: employer.orgId } }, 400, 'Choose a candidates CSV or XLSX file'],
      [
        { fields: { orgId: employer.orgId }, file: { name: 'people.txt', bytes: 'x' } },
        400,
        'Choose a .csv or .xlsx file',
      ],
      [{ fields: {}, file: csv }, 400, 'Organization is required'],
      [
        { fields: { orgId: employer.orgId, jobId: other.jobId }, file: csv },
        404,
        "Job not found or you don't have access to it.",
      ],
      [
        { fields: { orgId: employer.orgId, jobId, stage: 'Offer' }, file: csv },
        400,
        "This stage is not one of the job's pipeline stages.",
      ],
      [
        {
          fields: { orgId: employer.orgId },
          file: csv,
          zip: { name: 'cvs.rar', bytes: new Uint8Array([1]) },
        },
        400,
        'The resumes must be a .zip file',
      ],
      [
        {
          fields: { orgId: employer.orgId },
          file: { name: 'big.csv', bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
        },
        413,
        'The file is over 10 MB',
      ],
    ];
    for (const [upload, status, message] of cases) {
      const response = await postImport(admin, upload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    const [{ n }] = (await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(importRuns)
      .where(eq(importRuns.orgId, employer.orgId))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses an organization whose CSV import is turned off', async () => {
    const employer = await createEmployer(app);
    await app.database.db
      .update(organizations)
      .set({ isCsvImportEnabled: false })
      .where(eq(organizations.id, employer.orgId));
    const response = await postImport(admin, {
      fields: { orgId: employer.orgId },
      file: { name: 'people.csv', bytes: 'Name,Email\nAma,ama@example.com\n' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'import_disabled' });
  });
});

describe('a dry run', () => {
  it('reports what would be created, updated and refused, and writes nothing', async () => {
    const { employer, jobId } = await employerWithJob(2);
    await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: { name: 'a.csv', bytes: csvOf(['Ama Mensah,ama@example.com,,,,,,']) },
    });
    const before = {
      people: await peopleOf(employer.orgId),
      applications: await applicationsOf(jobId),
      ledger: await ledgerOf(employer.orgId),
    };
    const resume = await pdfWithText(['Kofi Boateng', 'Accountant with IFRS and Excel']);
    const run = await importAndWait({
      fields: { orgId: employer.orgId, jobId, dryRun: 'true' },
      file: {
        name: 'b.csv',
        bytes: csvOf([
          'Ama Mensah,ama@example.com,,,,,,',
          'Kofi Boateng,kofi@example.com,,,,,kofi.pdf,',
          'Bad,bad,,,,,,',
        ]),
      },
      zip: { name: 'cvs.zip', bytes: zipSync({ 'kofi.pdf': resume }) },
    });
    expect(run).toMatchObject({
      status: 'completed',
      isDryRun: true,
      created: 1,
      updated: 1,
      failedCount: 1,
      creditsGranted: 0,
      resumes: { found: 1, matched: 1, unmatched: [] },
      result: { created: 1, updated: 1 },
    });
    expect(await peopleOf(employer.orgId)).toEqual(before.people);
    expect(await applicationsOf(jobId)).toEqual(before.applications);
    expect(await ledgerOf(employer.orgId)).toEqual(before.ledger);
  });
});

describe('resumes from the ZIP', () => {
  it('gives each resume to its row by file name, email or name; reads and stores it; lists the rest', async () => {
    const { employer, jobId } = await employerWithJob();
    const ama = await pdfWithText([
      'Ama Mensah',
      'Senior accountant: IFRS, Excel, SAP',
      '8 years of experience',
    ]);
    const kofi = await pdfWithText(['Kofi Boateng', 'Python and SQL developer']);
    const efua = await pdfWithText(['Efua Owusu', 'Bookkeeping']);
    const stray = await pdfWithText(['Someone Else']);
    const executable = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const zip = zipSync({
      'cvs/Ama-CV-final.pdf': ama,
      'cvs/kofi@example.com.pdf': kofi,
      'Efua_Owusu_Resume.pdf': efua,
      'stranger.pdf': stray,
      'invoice.pdf': executable,
      '../../etc/passwd.pdf': ama,
      'inner.zip': zipSync({ 'x.pdf': ama }),
    });
    const run = await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: {
        name: 'applicants.csv',
        bytes: csvOf([
          'Ama Mensah,ama@example.com,,,,,Ama-CV-final.pdf,',
          'Kofi Boateng,kofi@example.com,,,,,,',
          'Efua Owusu,efua@example.com,,,,,,',
        ]),
      },
      zip: { name: 'resumes.zip', bytes: zip },
    });
    expect(run.status, run.error ?? '').toBe('completed');
    expect(run.resumes.found).toBe(4);
    expect(run.resumes.matched).toBe(3);
    expect(run.resumes.unmatched).toEqual(['stranger.pdf']);
    expect(run.resumes.skipped.map((entry) => entry.path).sort()).toEqual(
      ['../../etc/passwd.pdf', 'inner.zip', 'invoice.pdf'].sort(),
    );
    const rows = await applicationsOf(jobId);
    expect(rows.every((row) => row.resumeFileKey !== null)).toBe(true);
    const people = await peopleOf(employer.orgId);
    const amaPerson = people.find((person) => person.email === 'ama@example.com')!;
    expect(amaPerson.skills).toEqual(expect.arrayContaining(['IFRS', 'Excel']));
    expect(amaPerson.experienceContext).toBe('Senior');
    expect(app.ctx.vault.open('resume_text', amaPerson.resumeText!)).toContain('Senior accountant');
    const stored = await app.ctx.storage.get(amaPerson.resumeFileKey!);
    // Sealed at rest; the same bytes once opened.
    expect(stored && Buffer.from(stored).equals(Buffer.from(ama))).toBe(false);
    expect(stored && Buffer.from(app.ctx.vault.openFile(stored)).equals(Buffer.from(ama))).toBe(
      true,
    );
  });

  it('refuses a ZIP bomb whole: the import fails and writes nothing', async () => {
    const { employer, jobId } = await employerWithJob();
    const bomb = zipSync({ 'ama.pdf': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    const run = await importAndWait({
      fields: { orgId: employer.orgId, jobId },
      file: { name: 'a.csv', bytes: csvOf(['Ama Mensah,ama@example.com,,,,,ama.pdf,']) },
      zip: { name: 'bomb.zip', bytes: bomb },
    });
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/Nothing was imported\.$/);
    expect(await peopleOf(employer.orgId)).toHaveLength(0);
  });
});

/** A run recorded as the POST records it (not queued): `count` people, one per row. */
async function recordRun(
  orgId: string,
  jobId: string,
  count: number,
  options: { markUnlocked: boolean },
) {
  const csv = [
    'Name,Email',
    ...Array.from({ length: count }, (_, i) => `Person ${i},person${i}@example.com`),
  ].join('\n');
  const fileKey = await app.ctx.storage.put('imports', new TextEncoder().encode(csv), 'csv');
  return insertRun(app.database.db, {
    orgId,
    jobId,
    markUnlocked: options.markUnlocked,
    isDryRun: false,
    fileName: 'people.csv',
    fileKey,
  });
}

describe('an import whose process stops', () => {
  it('goes on from its last committed batch when taken over: no row twice, no half batch', async () => {
    const { employer, jobId } = await employerWithJob(1);
    const balanceBefore = await balanceOf(app, employer.orgId);
    const count = IMPORT_BATCH_ROWS * 2 + 37;
    const run = await recordRun(employer.orgId, jobId, count, { markUnlocked: true });
    // The process dies after its first batch is committed: nothing more is written,
    // the run stays 'running' with its checkpoint, as a killed process leaves it.
    const killed = new AbortController();
    await runImport(app.ctx, run.id, { signal: killed.signal, afterBatch: () => killed.abort() });
    const [left] = await app.database.db.select().from(importRuns).where(eq(importRuns.id, run.id));
    expect(left).toMatchObject({
      status: 'running',
      nextRow: IMPORT_BATCH_ROWS,
      created: IMPORT_BATCH_ROWS,
    });
    expect(await applicationsOf(jobId)).toHaveLength(IMPORT_BATCH_ROWS);

    // Its claim is still live: another worker does not take it over yet...
    await runImport(app.ctx, run.id);
    expect(await applicationsOf(jobId)).toHaveLength(IMPORT_BATCH_ROWS);
    // ...once unheard of past the limit, the sweep queues it and a worker goes on from there.
    await app.database.db
      .update(importRuns)
      .set({ heartbeatAt: sql`now() - interval '5 minutes'` })
      .where(eq(importRuns.id, run.id));
    expect(await requeueStalledImports(app.ctx)).toBe(1);
    const finished = await waitForRun(run.id);
    expect(finished).toMatchObject({
      status: 'completed',
      created: count,
      updated: 0,
      creditsGranted: count,
    });
    const rows = await applicationsOf(jobId);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.email)).size).toBe(count);
    const grants = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.orgId, employer.orgId), eq(creditLedger.reason, 'grant')));
    expect(grants[0]!.n).toBe(count + 1);
    expect(await expectBalanceMatchesLedger(employer.orgId)).toBe(balanceBefore);
  });
});

describe("an import's batches", () => {
  it('are written two at a time, and committed in order', async () => {
    const { employer, jobId } = await employerWithJob(1);
    const balanceBefore = await balanceOf(app, employer.orgId);
    const count = IMPORT_BATCH_ROWS * 3;
    const run = await recordRun(employer.orgId, jobId, count, { markUnlocked: true });
    /** Batches whose turn a transaction holds now (decision 0067). */
    const batchesWriting = async () => {
      const result = (await app.database.db.execute(sql`
        select objid::int as batch from pg_locks
        where locktype = 'advisory' and objsubid = 2 and granted
          and classid = (hashtext(${run.id})::bigint & 4294967295)::oid`)) as unknown as {
        rows: Array<{ batch: number }>;
      };
      return result.rows.map((row) => row.batch).sort();
    };
    let whileFirstCommitted: { applications: number; isSecondWriting: boolean } | undefined;
    await runImport(app.ctx, run.id, {
      afterBatch: async (index) => {
        if (index !== 0) return;
        // The first batch has committed; the second is being written meanwhile, and
        // holds its turn until it commits after this.
        const deadline = Date.now() + 10_000;
        let writing = await batchesWriting();
        while (!writing.includes(1) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          writing = await batchesWriting();
        }
        whileFirstCommitted = {
          applications: (await applicationsOf(jobId)).length,
          isSecondWriting: writing.includes(1),
        };
      },
    });
    expect(whileFirstCommitted).toEqual({ applications: IMPORT_BATCH_ROWS, isSecondWriting: true });
    expect(await waitForRun(run.id)).toMatchObject({
      status: 'completed',
      created: count,
      creditsGranted: count,
    });
    expect(await applicationsOf(jobId)).toHaveLength(count);
    expect(await expectBalanceMatchesLedger(employer.orgId)).toBe(balanceBefore);
  });
});

describe('an import that hits an unexpected error', () => {
  it('fails cleanly with whole batches only, and says how to finish', async () => {
    const { employer, jobId } = await employerWithJob();
    const count = IMPORT_BATCH_ROWS + 10;
    const run = await recordRun(employer.orgId, jobId, count, { markUnlocked: false });
    await runImport(app.ctx, run.id, {
      afterBatch: () => {
        throw new Error('the database went away');
      },
    });
    const failed = await waitForRun(run.id);
    expect(failed).toMatchObject({ status: 'failed', created: IMPORT_BATCH_ROWS });
    expect(failed.error).toContain('import the file again to finish');
    expect(await applicationsOf(jobId)).toHaveLength(IMPORT_BATCH_ROWS);
  });
});
