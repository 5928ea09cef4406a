import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidatesPageView } from '../../../shared/applications';
import { INTERVIEW_TYPES } from '../../../shared/interviews';
import {
  applications,
  candidateAccessTokens,
  candidates,
  emailMessages,
  mailOutbox,
} from '../../db/schema';
import {
  createEmployer,
  createPublishedJob,
  grantCredits,
  postForm,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, TEST_DATA_KEY, type TestApp } from '../../../../test/setup/test-app';
import { queryRows } from '../../db/client';
import { readResumeFile } from './candidates.service';
import { ContactVault, parseDataKey, searchWords } from './contact-vault';
import { resealContactData } from './reseal';

let app: TestApp;
let employer: Employer;
let dataDir: string;

beforeAll(async () => {
  app = await createTestApp();
  dataDir = app.ctx.config.DATA_DIR;
  employer = await createEmployer(app, { orgName: 'Adinkra Foods' });
  await grantCredits(app, employer.orgId, 10);
});
afterAll(() => app.close());

const PERSON = {
  fullName: 'Nhyira Ofosuhene',
  email: `nhyira.ofosuhene.${process.pid}@example.test`,
  phone: '0243917265',
};
/** Every way the person's contact data could be written down. */
const SECRETS = [
  'Nhyira',
  'Ofosuhene',
  'nhyira',
  'ofosuhene',
  PERSON.email,
  PERSON.email.split('@')[0]!,
  '0243917265',
  '243917265',
  '917265',
];

async function resumePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  [
    PERSON.fullName,
    `${PERSON.email} | ${PERSON.phone}`,
    'Quality Manager with 9 years in food processing.',
    'Skills: HACCP, ISO 22000, Quality Assurance',
  ].forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 16, size: 11, font }));
  return pdf.save({ useObjectStreams: false });
}

/**
 * A full dump of the database's data: pg_dump's when the machine has it, else every
 * row of every table of every schema as JSON (the same data, without pg_dump).
 */
async function dumpDatabase(): Promise<string> {
  try {
    return execFileSync('pg_dump', ['--no-owner', '--data-only', app.database.url], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    const tables = await queryRows<{ name: string }>(
      app.database.db,
      sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
          from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const rows = await Promise.all(
      tables.map(({ name }) =>
        queryRows<{ row: string }>(
          app.database.db,
          sql.raw(`select to_jsonb(t)::text as row from ${name} t`),
        ),
      ),
    );
    return rows
      .flat()
      .map((row) => row.row)
      .join('\n');
  }
}

/** Every file the app stored, read raw. */
function storedFiles(): Buffer[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((name) => path.join(root, name))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file));
}

function expectNoSecrets(where: string, text: string) {
  for (const secret of SECRETS) {
    expect(text.toLowerCase().includes(secret.toLowerCase()), `${secret} in ${where}`).toBe(false);
  }
}

describe('contact data at rest', () => {
  let applicationId: string;

  it('is in no table and no file in the clear, while the employer reads and finds it', async () => {
    const job = await createPublishedJob(employer.client, { title: 'Quality Manager' });
    const applied = await postForm(app, null, `/api/v1/public/jobs/${job.id}/apply`, [
      ['fullName', PERSON.fullName],
      ['email', PERSON.email],
      ['phone', PERSON.phone],
      ['coverNote', 'I have run HACCP audits for nine years.'],
      ['resume', { name: 'cv.pdf', bytes: await resumePdf(), type: 'application/pdf' }],
    ]);
    expect(applied.statusCode, applied.body).toBe(201);
    const [row] = await app.database.db
      .select({ id: applications.id, candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.jobId, job.id));
    applicationId = row!.id;
    expect(
      (await employer.client.post(`/api/v1/applications/${applicationId}/unlock`)).statusCode,
    ).toBe(200);
    const sent = await employer.client.post('/api/v1/send-email', {
      candidateIds: [row!.candidateId],
      subject: 'Next steps, {{candidateName}}',
      content: 'Dear {{candidateFirstName}}, please call us back.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const interview = await employer.client.post('/api/v1/interviews/schedule', {
      applicationId,
      type: INTERVIEW_TYPES[0],
      scheduledStart: start,
    });
    expect(interview.statusCode, interview.body).toBe(201);
    // The confirmation, the email and the invite, delivered to the outbox.
    await waitUntil(async () => {
      const mail = await app.database.db.select().from(mailOutbox);
      return mail.length >= 3;
    });

    expectNoSecrets('the database dump', await dumpDatabase());
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expectNoSecrets('a stored file', file.toString('latin1'));

    // The employer sees, searches and downloads them as before.
    const detail = (await employer.client.get(`/api/v1/applications/${applicationId}`)).json();
    expect(detail.candidate).toMatchObject({
      fullName: PERSON.fullName,
      email: PERSON.email,
      phone: PERSON.phone,
    });
    for (const q of ['Nhyira', 'ofosu', 'nhyira ofosuhene', PERSON.email]) {
      const found = (
        await employer.client.get(`/api/v1/candidates?q=${encodeURIComponent(q)}`)
      ).json<CandidatesPageView>();
      expect(
        found.items.map((item) => item.id),
        q,
      ).toContain(applicationId);
    }
    const resume = await employer.client.get(`/api/v1/applications/${applicationId}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('finds people by the tokens made before decision 0061, which the rotation makes anew', async () => {
    const { db } = app.database;
    const vault = app.ctx.vault;
    const [row] = await db
      .select({ candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    // The person's document as it was made before: each word start's HMAC token.
    const starts = new Set(
      searchWords(`${PERSON.fullName} ${PERSON.email}`).flatMap((word) =>
        [...word.slice(0, 8)].map((_, end) => word.slice(0, end + 1)),
      ),
    );
    const before = [...starts].map((start) => vault.queryTokens(start)[1]!);
    expect(before.every((token) => token.length === 10)).toBe(true);
    await db
      .update(candidates)
      .set({ contactSearch: before.join(' ') })
      .where(eq(candidates.id, row!.candidateId));
    const found = async (q: string) =>
      (await employer.client.get(`/api/v1/candidates?q=${encodeURIComponent(q)}`))
        .json<CandidatesPageView>()
        .items.map((item) => item.id);
    expect(await found('ofosu')).toContain(applicationId);

    const report = await resealContactData({ db, vault, storage: app.ctx.storage });
    expect(report.candidates).toBe(1);
    const [after] = await db
      .select({ contactSearch: candidates.contactSearch })
      .from(candidates)
      .where(eq(candidates.id, row!.candidateId));
    const lexemes = (document: string) => document.replaceAll("'", '').split(' ').sort();
    expect(lexemes(after!.contactSearch!)).toEqual(
      vault.searchTokens(PERSON.fullName, PERSON.email).sort(),
    );
    expect(await found('ofosu')).toContain(applicationId);
    expect(await found('nhyira ofosuhene')).toContain(applicationId);
  });

  it('stays readable through a key rotation, after which the old key can go', async () => {
    const oldVault = app.ctx.vault;
    const newKey = randomBytes(32);
    const rotating = new ContactVault(newKey, [parseDataKey(TEST_DATA_KEY)]);
    const report = await resealContactData({
      db: app.database.db,
      vault: rotating,
      storage: app.ctx.storage,
    });
    expect(report.candidates).toBeGreaterThan(0);
    expect(report.resumeFiles).toBeGreaterThan(0);
    // Again: nothing left to do.
    expect(
      await resealContactData({ db: app.database.db, vault: rotating, storage: app.ctx.storage }),
    ).toEqual({
      candidates: 0,
      applications: 0,
      messages: 0,
      outbox: 0,
      links: 0,
      resumeFiles: 0,
    });

    const dump = await dumpDatabase();
    expect(dump).not.toContain(`v1:${oldVault.keyId}:`);
    expectNoSecrets('the database dump after rotation', dump);

    // Only the new key now: everything opens.
    const newOnly = new ContactVault(newKey);
    const people = await app.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.orgId, employer.orgId));
    const person = people.find(
      (candidate) => newOnly.open('email', candidate.email.stored) === PERSON.email,
    )!;
    expect(newOnly.open('full_name', person.fullName.stored)).toBe(PERSON.fullName);
    expect(newOnly.open('phone', person.phone!.stored)).toBe(PERSON.phone);
    expect(person.emailIndex).toBe(newOnly.emailIndex(PERSON.email));
    const bytes = await readResumeFile(
      { storage: app.ctx.storage, vault: newOnly },
      person.resumeFileKey!,
    );
    expect(Buffer.from(bytes!).subarray(0, 5).toString()).toBe('%PDF-');
    const [application] = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(newOnly.open('submitted_email', application!.submittedEmail!.stored)).toBe(PERSON.email);
    for (const message of await app.database.db.select().from(emailMessages)) {
      expect(newOnly.open('message_to', message.toEmail.stored)).toContain('@');
    }
    for (const mail of await app.database.db.select().from(mailOutbox)) {
      expect(newOnly.open('outbox_text', mail.text.stored).length).toBeGreaterThan(0);
    }
    for (const link of await app.database.db.select().from(candidateAccessTokens)) {
      expect(newOnly.open('email', link.email.stored)).toContain('@');
    }
  });
});
