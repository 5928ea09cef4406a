import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetailView } from '../../../shared/applications';
import type { PipelineView } from '../../../shared/jobs';
import { applications, candidates } from '../../db/schema';
import {
  createEmployer,
  createPublishedJob,
  unique,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { extractResumeText } from './resume/extract-text';

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
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.server.inject({
    method: 'POST',
    url: `/api/v1/public/jobs/${job.id}/apply`,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

async function applicationOf(email: string) {
  const [row] = await app.database.db
    .select({ id: applications.id, candidate: candidates })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(candidates.email, email));
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

  it('stores a broken PDF without its text, and still takes the application', async () => {
    const email = `${unique('broken')}@example.test`;
    const whole = await makePdf(RESUME_TEXT);
    const response = await applyWithResume(
      { fullName: 'Broken File', email },
      { bytes: whole.slice(0, 400), name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(201);
    const row = (await applicationOf(email))!;
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
