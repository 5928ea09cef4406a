import fs from 'node:fs';
import path from 'node:path';
import { revealContact } from './candidates.service';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import type { PipelineView } from '../../../shared/jobs';
import { applications, candidates } from '../../db/schema';
import {
  candidateEmailIs,
  createApplication,
  createEmployer,
  createPublishedJob,
  grantCredits,
  unique,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { extractResumeText } from './resume/extract-text';
import { readZipEntries } from './resume/file-type';

let app: TestApp;
let employer: Employer;
let job: { id: string; orgId: string };

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '100000' });
  employer = await createEmployer(app, { orgName: 'Volta Fintech' });
  job = await createPublishedJob(employer.client);
});
afterAll(() => app.close());

async function makePdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split('\n').forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font });
    });
  }
  return pdf.save();
}

function makeDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/** A multipart application, as the public form sends it. */
async function applyWithResume(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
  jobId = job.id,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.server.inject({
    method: 'POST',
    url: `/api/v1/public/jobs/${jobId}/apply`,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function applicationOf(email: string) {
  const [row] = await app.database.db
    .select({ id: applications.id, candidate: candidates })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(candidateEmailIs(app, email));
  return row;
}

const RESUME_TEXT = [
  'Akosua Darko-Mensah\nakosua.private@example.test | +233 20 777 1234\nSenior Software Engineer',
  'Experience\nPayments Lead, Hubtel, 2016 - Present\n8 years of experience with TypeScript, React and PostgreSQL.\nAlso Docker and AWS.',
];

describe('applying with a resume', () => {
  it('reads skills and experience from a PDF, and hides all but two skills while locked', async () => {
    const email = `${unique('akosua')}@example.test`;
    const response = await applyWithResume(
      { fullName: 'Akosua Darko-Mensah', email, phone: '020 777 1234' },
      { bytes: await makePdf(RESUME_TEXT), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(201);
    const row = (await applicationOf(email))!;
    expect(row.candidate.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'React', 'PostgreSQL', 'Docker', 'AWS']),
    );
    expect(row.candidate.experienceContext).toBe('Senior');
    expect(row.candidate.resumeFileType).toBe('pdf');

    const board = await employer.client.get(`/api/v1/jobs/${job.id}/pipeline`);
    const card = board.json<PipelineView>().Applied!.find((c) => c.id === row.id)!;
    expect(card.candidate.skills).toHaveLength(2);
    expect(card.candidate.hiddenSkillCount).toBe(row.candidate.skills.length - 2);
    expect(card.candidate.hasResume).toBe(true);
    // The resume's first lines name the person: no part of them leaves while locked.
    expect(board.body).not.toContain('Darko-Mensah');
    expect(board.body).not.toContain('akosua.private');
    const detail = await employer.client.get(`/api/v1/applications/${row.id}`);
    expect(detail.body).not.toContain('Darko-Mensah');
    expect(detail.body).not.toContain('resume_file');

    const locked = await employer.client.get(`/api/v1/applications/${row.id}/resume`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Unlock this candidate to download their resume.');
    expect(locked.headers['content-type']).toMatch(/json/);
  });

  it('serves an unlocked PDF with the organization and date watermarked on every page', async () => {
    const email = `${unique('kwame')}@example.test`;
    await applyWithResume(
      { fullName: 'Kwame Asante', email },
      { bytes: await makePdf(RESUME_TEXT), name: 'resume.pdf', type: 'application/pdf' },
    );
    const row = (await applicationOf(email))!;
    await employer.client.post(`/api/v1/applications/${row.id}/unlock`, {});
    const detail = (
      await employer.client.get(`/api/v1/applications/${row.id}`)
    ).json<ApplicationDetailView>();
    expect(detail.candidate.isUnlocked && detail.candidate.resumeUrl).toBe(
      `/api/v1/applications/${row.id}/resume`,
    );

    const download = await employer.client.get(`/api/v1/applications/${row.id}/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toContain('attachment');
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const year = String(new Date().getFullYear());
    for (let page = 0; page < 2; page++) {
      const single = await PDFDocument.create();
      const [copied] = await single.copyPages(pdf, [page]);
      single.addPage(copied);
      const text = await extractResumeText(await single.save(), 'pdf');
      expect(text).toContain('Volta Fintech');
      expect(text).toContain(year);
    }

    const rival = await createEmployer(app);
    expect((await rival.client.get(`/api/v1/applications/${row.id}/resume`)).statusCode).toBe(404);
  });

  it('accepts a DOCX', async () => {
    const email = `${unique('docx')}@example.test`;
    const response = await applyWithResume(
      { fullName: 'Esi Owusu', email },
      {
        bytes: makeDocx(['Esi Owusu', 'Junior accountant', 'Skills: Excel, QuickBooks, Sage']),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    );
    expect(response.statusCode).toBe(201);
    const row = (await applicationOf(email))!;
    expect(row.candidate.resumeFileType).toBe('docx');
    expect(row.candidate.skills).toEqual(expect.arrayContaining(['Excel', 'QuickBooks']));
  });

  it('judges the type from the bytes, not the name: a renamed text file is refused', async () => {
    const email = `${unique('fake')}@example.test`;
    const response = await applyWithResume(
      { fullName: 'Fake File', email },
      { bytes: strToU8('just some text, not a pdf'), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('The resume must be a PDF or Word (DOCX) file.');
    expect(await applicationOf(email)).toBeUndefined();
  });

  it('refuses a file over 5 MB and keeps nothing', async () => {
    const email = `${unique('big')}@example.test`;
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(strToU8('%PDF-1.7\n'));
    const response = await applyWithResume(
      { fullName: 'Big File', email },
      { bytes: big, name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The resume must be at most 5 MB.');
    expect(await applicationOf(email)).toBeUndefined();
  });

  it('stores a PDF without readable text (a scan), and still takes the application', async () => {
    const email = `${unique('scan')}@example.test`;
    const response = await applyWithResume(
      { fullName: 'Scanned File', email },
      { bytes: await makePdf(['']), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(201);
    const row = (await applicationOf(email))!;
    expect(row.candidate.resumeFileType).toBe('pdf');
    expect(row.candidate.resumeText).toBeNull();
    expect(row.candidate.experienceContext).toBe('Not specified');
  });

  it('validates the fields of a multipart application like a JSON one', async () => {
    const response = await applyWithResume({ fullName: '', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toMatchObject({
      fullName: ['Full name is required'],
      email: ['Please enter a valid email'],
    });
  });
});

/** A PDF whose trailer asks for a password (pdf-lib cannot encrypt, so the dictionary is written by hand). */
async function makeEncryptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Confidential resume', { x: 40, y: 700, size: 12, font });
  const hex = (count: number) => PDFHexString.of('ab'.repeat(count));
  const { context } = document;
  context.trailerInfo.Encrypt = context.register(
    context.obj({ Filter: 'Standard', V: 1, R: 2, O: hex(32), U: hex(32), P: -44 }),
  );
  context.trailerInfo.ID = context.obj([hex(16), hex(16)]);
  return document.save({ useObjectStreams: false });
}

/** A PDF header, then bytes that are no PDF. */
function makeCorruptedPdf(): Uint8Array {
  const garbage = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919 + 13) % 256);
  const bytes = new Uint8Array(9 + garbage.length);
  bytes.set(strToU8('%PDF-1.4\n'));
  bytes.set(garbage, 9);
  return bytes;
}

/** A DOCX whose document part no longer inflates, as a transfer cut short would leave it. */
function makeDamagedDocx(): Uint8Array {
  const docx = makeDocx(['Yaw Boateng', 'Accountant']);
  const part = readZipEntries(docx)!.find((entry) => entry.name === 'word/document.xml')!;
  // 0xff starts a deflate block of the reserved type: no inflater reads past it.
  docx.fill(0xff, part.dataOffset, part.dataOffset + part.compressedSize);
  return docx;
}

function storedResumeCount(orgId: string): number {
  const dir = path.join(app.ctx.config.DATA_DIR, 'files', 'resumes', orgId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

const UNREADABLE_MESSAGE =
  "We couldn't read this file. It may be damaged or password-protected: please upload an unprotected PDF or a Word document (DOCX).";

describe('a resume the watermark cannot read', () => {
  it.each([
    ['a corrupted PDF', 'cv.pdf', 'application/pdf', () => Promise.resolve(makeCorruptedPdf())],
    [
      'a truncated PDF',
      'cv.pdf',
      'application/pdf',
      async () => (await makePdf(RESUME_TEXT)).slice(0, 400),
    ],
    ['an encrypted PDF', 'cv.pdf', 'application/pdf', makeEncryptedPdf],
    [
      'a damaged DOCX',
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      () => Promise.resolve(makeDamagedDocx()),
    ],
  ])('refuses %s at upload and keeps nothing', async (_, name, type, make) => {
    const email = `${unique('unreadable')}@example.test`;
    const filesBefore = storedResumeCount(job.orgId);
    const response = await applyWithResume(
      { fullName: 'Unreadable File', email },
      { bytes: await make(), name, type },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'resume_unreadable',
      message: UNREADABLE_MESSAGE,
    });
    expect(await applicationOf(email)).toBeUndefined();
    const stored = await app.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(candidateEmailIs(app, email));
    expect(stored).toEqual([]);
    expect(storedResumeCount(job.orgId)).toBe(filesBefore);
  });

  /** An application whose resume was stored before uploads were checked. */
  async function applicationWithStoredResume(bytes: Uint8Array) {
    const application = await createApplication(app, job, { fullName: 'Abena Legacy' });
    const key = await app.ctx.storage.put(`resumes/${job.orgId}`, bytes, 'pdf');
    const resume = {
      resumeFileKey: key,
      resumeFileType: 'pdf' as const,
      resumeFileSize: bytes.length,
    };
    await app.database.db
      .update(candidates)
      .set(resume)
      .where(eq(candidates.id, application.candidateId));
    await app.database.db
      .update(applications)
      .set(resume)
      .where(eq(applications.id, application.id));
    return application;
  }

  it('answers 422 with the URL of the original, which only the unlocking organization gets', async () => {
    const encrypted = await makeEncryptedPdf();
    const application = await applicationWithStoredResume(encrypted);
    const resumeUrl = `/api/v1/applications/${application.id}/resume`;
    const originalUrl = `${resumeUrl}?original=true`;

    const locked = await employer.client.get(originalUrl);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('resume_locked');

    expect(
      (await employer.client.post(`/api/v1/applications/${application.id}/unlock`, {})).statusCode,
    ).toBe(200);
    const failed = await employer.client.get(resumeUrl);
    expect(failed.statusCode).toBe(422);
    expect(failed.headers['content-type']).toMatch(/json/);
    expect(failed.json()).toEqual({
      error: 'resume_watermark_failed',
      message:
        'The watermarked copy of this resume could not be made, because the file is damaged or password-protected. You can download the original file instead.',
      details: { originalUrl },
    });

    const original = await employer.client.get(originalUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.headers['content-disposition']).toContain('attachment');
    expect(original.headers['content-disposition']).toContain('Abena%20Legacy%20resume.pdf');
    expect(new Uint8Array(original.rawPayload)).toEqual(encrypted);

    const rival = await createEmployer(app);
    expect((await rival.client.get(originalUrl)).statusCode).toBe(404);
  });

  it('serves a corrupted stored PDF as uploaded on request, never a 500', async () => {
    const corrupted = makeCorruptedPdf();
    const application = await applicationWithStoredResume(corrupted);
    await employer.client.post(`/api/v1/applications/${application.id}/unlock`, {});
    const resumeUrl = `/api/v1/applications/${application.id}/resume`;
    expect((await employer.client.get(resumeUrl)).statusCode).toBe(422);
    const original = await employer.client.get(`${resumeUrl}?original=true`);
    expect(original.statusCode).toBe(200);
    expect(new Uint8Array(original.rawPayload)).toEqual(corrupted);
  });

  it('still watermarks a readable PDF when the original is asked for', async () => {
    const email = `${unique('original')}@example.test`;
    const uploaded = await makePdf(RESUME_TEXT);
    await applyWithResume(
      { fullName: 'Yaa Original', email },
      { bytes: uploaded, name: 'cv.pdf', type: 'application/pdf' },
    );
    const row = (await applicationOf(email))!;
    await employer.client.post(`/api/v1/applications/${row.id}/unlock`, {});
    const download = await employer.client.get(
      `/api/v1/applications/${row.id}/resume?original=true`,
    );
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).not.toEqual(uploaded);
    expect(await extractResumeText(download.rawPayload, 'pdf')).toContain('Volta Fintech');
  });
});

describe('applying again with an email that applied before (issue 14.2)', () => {
  it('never changes the stored candidate, keeps what was sent with each application, and answers alike', async () => {
    const email = `${unique('ama.victim')}@example.test`;
    const original = await applyWithResume(
      { fullName: 'Ama Owusu-Ansah', email, phone: '024 412 3456' },
      { bytes: await makePdf(RESUME_TEXT), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(original.statusCode).toBe(201);
    const before = (await applicationOf(email))!.candidate;

    // Someone else, signed out, applies to another job with her email.
    const otherJob = await createPublishedJob(employer.client, { title: unique('Analyst') });
    const forged = await applyWithResume(
      { fullName: 'Mallory Impostor', email, phone: '020 000 0000' },
      {
        bytes: await makePdf(['Mallory Impostor\nmallory@evil.test\nCOBOL, Fortran']),
        name: 'x.pdf',
        type: 'application/pdf',
      },
      otherJob.id,
    );
    // The answer does not tell whether the email had applied.
    expect(forged.statusCode).toBe(original.statusCode);
    expect(forged.json()).toEqual(original.json());
    // Nor does applying to the same job again.
    const repeated = await applyWithResume({ fullName: 'Mallory Impostor', email });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json()).toEqual(original.json());

    const [after] = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, before.id));
    expect(after).toEqual(before);

    const [forgedApplication] = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.jobId, otherJob.id));
    expect(revealContact(app.ctx, forgedApplication!)).toMatchObject({
      candidateId: before.id,
      submittedFullName: 'Mallory Impostor',
      submittedEmail: email,
      submittedPhone: '020 000 0000',
      resumeFileType: 'pdf',
    });
    expect(forgedApplication!.resumeFileKey).not.toBe(before.resumeFileKey);

    // Once unlocked, the team sees the record and, apart, what was given with this application.
    await grantCredits(app, employer.orgId, 1);
    await employer.client.post(`/api/v1/applications/${forgedApplication!.id}/unlock`, {});
    const detail = (
      await employer.client.get(`/api/v1/applications/${forgedApplication!.id}`)
    ).json<ApplicationDetailView>();
    expect(detail.candidate).toMatchObject({ fullName: 'Ama Owusu-Ansah' });
    expect(detail.submittedContact).toEqual({
      fullName: 'Mallory Impostor',
      email,
      phone: '020 000 0000',
    });
    // Each application's resume is the one sent with it.
    const resume = await employer.client.get(
      `/api/v1/applications/${forgedApplication!.id}/resume`,
    );
    expect(resume.statusCode).toBe(200);
    const text = await extractResumeText(new Uint8Array(resume.rawPayload), 'pdf');
    expect(text).toContain('Mallory Impostor');
  });
});
