import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataView } from '../../../shared/my-data';
import {
  applicationEvents,
  applications,
  candidateAccessTokens,
  candidates,
  emailMessages,
} from '../../db/schema';
import {
  candidateEmailIs,
  createEmployer,
  createPublishedJob,
  expectBalanceMatchesLedger,
  grantCredits,
  opened,
  openSealedIn,
  outboxMail,
  postForm,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { issueAccessToken } from './my-data.service';
import { extractResumeText } from './resume/extract-text';

let app: TestApp;
let first: Employer;
let second: Employer;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
  first = await createEmployer(app, { orgName: 'Adinkra Foods' });
  second = await createEmployer(app, { orgName: 'Volta Clinics' });
});
afterAll(() => app.close());

const AMA = { fullName: 'Ama Serwaa', email: 'ama.serwaa@example.test', phone: '0244123987' };

async function apply(jobId: string, person: typeof AMA, withResume = false): Promise<string> {
  const parts: Array<[string, string | { name: string; bytes: Uint8Array; type: string }]> = [
    ['fullName', person.fullName],
    ['email', person.email],
    ['phone', person.phone],
    ['coverNote', `${person.fullName} cover note`],
  ];
  if (withResume) {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText(`${person.fullName} resume: IFRS`, { x: 50, y: 700, size: 12, font });
    parts.push(['resume', { name: 'cv.pdf', bytes: await pdf.save(), type: 'application/pdf' }]);
  }
  const response = await postForm(app, null, `/api/v1/public/jobs/${jobId}/apply`, parts);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.jobId, jobId))
    .orderBy(sql`${applications.createdAt} desc`)
    .limit(1);
  return row!.id;
}

/** `count` people named `name` and a number, with emails and phones of their own. */
const crowd = (name: string, count: number, phonePrefix: string): Array<typeof AMA> =>
  Array.from({ length: count }, (_, i) => ({
    fullName: `${name} ${i}`,
    email: `${name.toLowerCase().replace(' ', '.')}.${i}@example.test`,
    phone: `${phonePrefix}${i}`,
  }));

const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  app.server.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('a candidate’s own data', () => {
  it('is reached by the private link of the confirmation email, which only the candidate gets', async () => {
    const job = await createPublishedJob(first.client, { title: 'Cook' });
    const id = await apply(job.id, {
      fullName: 'Esi Link',
      email: 'esi.link@example.test',
      phone: '0209990001',
    });
    let sent: string | undefined;
    await waitUntil(async () => {
      const [mail] = await outboxMail(app, 'esi.link@example.test');
      sent = mail?.text;
      return sent !== undefined;
    });
    const token = decodeURIComponent(/\/my-data#token=([^\s]+)/.exec(sent!)![1]!);
    const seen = (await call('GET', '/api/v1/my-data', token)).json() as MyDataView;
    expect(seen.organizations[0]?.applications.map((application) => application.id)).toEqual([id]);
    // The copy kept with the application (the employer's timeline shows it) has no link.
    const [kept] = await app.database.db
      .select({ text: emailMessages.text })
      .from(emailMessages)
      .where(eq(emailMessages.applicationId, id));
    const keptText = opened(app, 'message_text', kept!.text);
    expect(keptText).toContain('[your private link]');
    expect(keptText).not.toContain(token);
  });

  it('gives each of many applicants confirmed together their own link', async () => {
    const job = await createPublishedJob(first.client, { title: 'Baker' });
    const people = crowd('Crowd Baker', 6, '020999100');
    await Promise.all(people.map((person) => apply(job.id, person)));
    const links = new Map<string, string>();
    await waitUntil(async () => {
      for (const person of people) {
        const [mail] = await outboxMail(app, person.email);
        const token = mail && /\/my-data#token=([^\s]+)/.exec(mail.text)?.[1];
        if (token) links.set(person.email, decodeURIComponent(token));
      }
      return links.size === people.length;
    });
    expect(new Set(links.values()).size).toBe(people.length);
    for (const person of people) {
      const seen = (await call('GET', '/api/v1/my-data', links.get(person.email))).json();
      expect((seen as MyDataView).email).toBe(person.email);
    }
  });

  it('stores each new applicant’s link with their application, named by its confirmation (decision 0069)', async () => {
    const job = await createPublishedJob(first.client, { title: 'Porter' });
    const people = crowd('Chained Porter', 4, '020999200');
    await Promise.all(people.map((person) => apply(job.id, person)));
    // Stored before anything is sent: what wrote the application wrote it.
    const stored = await app.database.db
      .select({ messageId: emailMessages.id, tokenHash: candidateAccessTokens.tokenHash })
      .from(emailMessages)
      .innerJoin(applications, eq(applications.id, emailMessages.applicationId))
      .innerJoin(candidateAccessTokens, eq(candidateAccessTokens.id, emailMessages.id))
      .where(eq(applications.jobId, job.id));
    expect(stored).toHaveLength(people.length);
    for (const person of people) {
      await waitUntil(async () => (await outboxMail(app, person.email)).length > 0);
      const [mail] = await outboxMail(app, person.email);
      const token = decodeURIComponent(/\/my-data#token=([^\s]+)/.exec(mail!.text)![1]!);
      const hash = createHash('sha256').update(token).digest('hex');
      expect(stored.map((row) => row.tokenHash)).toContain(hash);
      const seen = (await call('GET', '/api/v1/my-data', token)).json() as MyDataView;
      expect(seen.email).toBe(person.email);
    }
    // No other token was made for them as their confirmations left.
    const tokens = await app.database.db
      .select({ id: candidateAccessTokens.id })
      .from(candidateAccessTokens)
      .where(
        inArray(
          candidateAccessTokens.emailIndex,
          people.map((person) => app.ctx.vault.emailIndex(person.email)),
        ),
      );
    expect(tokens).toHaveLength(people.length);
  });

  it('sends a new link to an email that applied, and answers the same for any other', async () => {
    const job = await createPublishedJob(first.client, { title: 'Driver' });
    await apply(job.id, {
      fullName: 'Kwesi Renew',
      email: 'kwesi.renew@example.test',
      phone: '0551230000',
    });
    const ask = (email: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/v1/my-data/link',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
    const answer = {
      success: true,
      message: 'If we hold applications under this email, a new link is on its way to it.',
    };
    const unknown = await ask('nobody.here@example.test');
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(answer);
    const outbox = async (to: string) => outboxMail(app, to);
    expect(await outbox('nobody.here@example.test')).toEqual([]);

    const known = await ask('Kwesi.Renew@example.test');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(answer);
    const mail = (await outbox('kwesi.renew@example.test')).find((row) =>
      row.subject.startsWith('Your private link'),
    );
    const token = decodeURIComponent(/\/my-data#token=([^\s]+)/.exec(mail!.text)![1]!);
    expect((await call('GET', '/api/v1/my-data', token)).statusCode).toBe(200);

    const invalid = await ask('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Please enter a valid email' });
    await ask('kwesi.renew@example.test');
    await ask('kwesi.renew@example.test');
    const limited = await ask('kwesi.renew@example.test');
    expect(limited.statusCode).toBe(429);
  });

  it('opens only with a live link of theirs', async () => {
    const job = await createPublishedJob(first.client);
    await apply(job.id, {
      fullName: 'Kofi Link',
      email: 'kofi.link@example.test',
      phone: '0209876543',
    });
    const message =
      'This link is invalid or has expired. Enter your email on the job page to get a new one.';
    for (const token of [undefined, 'not-a-real-token-but-long-enough', 'x']) {
      const response = await call('GET', '/api/v1/my-data', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'my_data_link_invalid', message });
    }
    const token = await issueAccessToken(app.ctx, app.database.db, 'Kofi.Link@example.test');
    expect((await call('GET', '/api/v1/my-data', token)).statusCode).toBe(200);
    // Stored only as its hash.
    const stored = await app.database.db.select().from(candidateAccessTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    await app.database.db
      .update(candidateAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(
        eq(candidateAccessTokens.emailIndex, app.ctx.vault.emailIndex('kofi.link@example.test')),
      );
    expect((await call('GET', '/api/v1/my-data', token)).statusCode).toBe(401);
  });

  it('shows what each organization holds, exports it, withdraws one application and erases the rest', async () => {
    await grantCredits(app, first.orgId, 3);
    const foods = await createPublishedJob(first.client, { title: 'Quality Officer' });
    const clinic = await createPublishedJob(second.client, { title: 'Nurse' });
    const amaFoods = await apply(foods.id, AMA, true);
    const amaClinic = await apply(clinic.id, AMA);
    const other = await apply(foods.id, {
      fullName: 'Yaw Other',
      email: 'yaw.other@example.test',
      phone: '0200111222',
    });
    expect((await first.client.post(`/api/v1/applications/${amaFoods}/unlock`)).statusCode).toBe(
      200,
    );
    const balance = await expectBalanceMatchesLedger(app, first.orgId);
    const token = await issueAccessToken(app.ctx, app.database.db, AMA.email);

    const seen = (await call('GET', '/api/v1/my-data', token)).json() as MyDataView;
    expect(seen.email).toBe(AMA.email);
    expect(seen.organizations.map((org) => org.organizationName)).toEqual([
      'Adinkra Foods',
      'Volta Clinics',
    ]);
    expect(seen.organizations[0]).toMatchObject({
      profile: { fullName: 'Ama Serwaa', email: AMA.email, phone: '0244123987' },
      applications: [
        {
          id: amaFoods,
          jobTitle: 'Quality Officer',
          stage: 'Applied',
          status: 'In progress',
          coverNote: 'Ama Serwaa cover note',
          resume: { type: 'pdf', bytes: expect.any(Number) },
        },
      ],
    });
    expect(JSON.stringify(seen)).not.toContain('Yaw Other');

    const exported = await call('GET', '/api/v1/my-data/export.json', token);
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(JSON.parse(exported.body)).toMatchObject({
      exportedAt: expect.any(String),
      email: AMA.email,
      organizations: seen.organizations,
    });
    // The same records as a PDF to read and keep, and nobody else's.
    const pdf = await call('GET', '/api/v1/my-data/export.pdf', token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="my-data.pdf"');
    const pdfText = await extractResumeText(new Uint8Array(pdf.rawPayload), 'pdf');
    for (const words of [
      'Your data at Shortlist',
      AMA.email,
      'Adinkra Foods',
      'Volta Clinics',
      'Name: Ama Serwaa',
      'Phone: 0244123987',
      'Quality Officer',
      'Nurse',
      'Stage: Applied',
      'Status: In progress',
      'Cover note: Ama Serwaa cover note',
      'Resume: PDF file',
    ]) {
      expect(pdfText, words).toContain(words);
    }
    expect(pdfText).not.toContain('Yaw Other');
    expect((await call('GET', '/api/v1/my-data/export.pdf')).statusCode).toBe(401);

    // Their name and phone, corrected once, everywhere.
    const patch = (body: unknown, withToken = true) =>
      app.server.inject({
        method: 'PATCH',
        url: '/api/v1/my-data/contact',
        headers: {
          'content-type': 'application/json',
          ...(withToken ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify(body),
      });
    expect((await patch({ fullName: 'Ama S. Serwaa' }, false)).statusCode).toBe(401);
    const blank = await patch({ fullName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Full name is required' });
    const corrected = await patch({ fullName: 'Ama S. Serwaa', phone: '0201112233' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      (corrected.json() as MyDataView).organizations.map((org) => [
        org.profile.fullName,
        org.profile.phone,
      ]),
    ).toEqual([
      ['Ama S. Serwaa', '0201112233'],
      ['Ama S. Serwaa', '0201112233'],
    ]);

    // Someone else's application is not theirs to withdraw.
    expect(
      (await call('POST', `/api/v1/my-data/applications/${other}/withdraw`, token)).statusCode,
    ).toBe(404);
    const withdrawn = await call(
      'POST',
      `/api/v1/my-data/applications/${amaClinic}/withdraw`,
      token,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const clinicView = (withdrawn.json() as MyDataView).organizations.find(
      (org) => org.organizationName === 'Volta Clinics',
    );
    expect(clinicView?.applications ?? []).toEqual([]);
    const clinicEvents = await app.database.db
      .select({ type: applicationEvents.type })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, amaClinic));
    expect(clinicEvents.map((event) => event.type)).toContain('withdrawn');

    // Her resume files, to be gone from the files folder with her.
    const heldFiles = (
      await app.database.db
        .select({
          candidateKey: candidates.resumeFileKey,
          applicationKey: applications.resumeFileKey,
        })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .where(candidateEmailIs(app, AMA.email))
    ).flatMap((row) => [row.candidateKey, row.applicationKey].filter((key) => key !== null));
    expect(heldFiles.length).toBeGreaterThan(0);

    const erased = await call('POST', '/api/v1/my-data/erase', token);
    expect(erased.statusCode).toBe(204);
    expect((await call('GET', '/api/v1/my-data', token)).statusCode).toBe(401);
    const foodsEvents = await app.database.db
      .select({ type: applicationEvents.type })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, amaFoods));
    expect(foodsEvents.map((event) => event.type)).toContain('erased');

    // No personal string of hers is left in any table; the ledger and the paid unlock stand.
    const dump = await app.database.db.execute(sql`
      select string_agg(t::text, ' ') as dump from (
        select to_jsonb(c)::text as t from candidates c
        union all select to_jsonb(a)::text from applications a
        union all select to_jsonb(m)::text from email_messages m
        union all select to_jsonb(o)::text from mail_outbox o
        union all select to_jsonb(k)::text from candidate_access_tokens k
        union all select to_jsonb(e)::text from application_events e
      ) rows
    `);
    // With every sealed value opened: what the rows say, not their ciphertext.
    const text = openSealedIn(
      app,
      (dump as unknown as { rows: Array<{ dump: string }> }).rows[0]!.dump,
    );
    for (const personal of ['Ama Serwaa', 'Ama S. Serwaa', AMA.email, '244123987', '201112233']) {
      expect(text, personal).not.toContain(personal);
    }
    expect(text).toContain('Yaw Other');
    // And none in the files folder: her resume files are deleted; what is left, opened, never names her.
    for (const key of heldFiles) expect(await app.ctx.storage.get(key!)).toBeNull();
    const root = path.join(app.ctx.config.DATA_DIR, 'files');
    const files = fs.existsSync(root)
      ? (fs.readdirSync(root, { recursive: true }) as string[])
          .map((name) => path.join(root, name))
          .filter((file) => fs.statSync(file).isFile())
      : [];
    for (const file of files) {
      const opened = Buffer.from(app.ctx.vault.openFile(fs.readFileSync(file)));
      const words =
        opened.toString('latin1') + (await extractResumeText(opened, 'pdf').catch(() => ''));
      for (const personal of ['Ama Serwaa', AMA.email, '244123987']) {
        expect(words, `${personal} in ${file}`).not.toContain(personal);
      }
    }
    expect(await expectBalanceMatchesLedger(app, first.orgId)).toBe(balance);
    const [foodsRow] = await app.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, amaFoods));
    expect(foodsRow).toMatchObject({ unlockStatus: 'UNLOCKED', anonymizedAt: expect.any(Date) });
  });
});
