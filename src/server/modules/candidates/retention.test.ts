import { revealContact } from './candidates.service';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_CANDIDATE_NAME } from '../../../shared/privacy';
import {
  activityLog,
  applications,
  candidates,
  emailMessages,
  jobs,
  mailOutbox,
  organizations,
} from '../../db/schema';
import {
  candidateEmailIs,
  createEmployer,
  createPublishedJob,
  expectBalanceMatchesLedger,
  grantCredits,
  ledgerOf,
  openSealedIn,
  postForm,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';
import { applyRetention } from './retention.service';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_APPLY_PER_IP: '10000' });
});
afterAll(() => app.close());

async function resumePdf(name: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([595, 842])
    .drawText(`${name}, Accountant. Skills: IFRS, Excel`, { x: 50, y: 780, size: 11, font });
  return pdf.save();
}

interface Person {
  fullName: string;
  email: string;
  phone: string;
}

/** A public application with a resume and a cover note; answers the application's id. */
async function apply(jobId: string, person: Person): Promise<string> {
  const response = await postForm(app, null, `/api/v1/public/jobs/${jobId}/apply`, [
    ['fullName', person.fullName],
    ['email', person.email],
    ['phone', person.phone],
    ['coverNote', `${person.fullName} would love this role.`],
    [
      'resume',
      { name: 'cv.pdf', bytes: await resumePdf(person.fullName), type: 'application/pdf' },
    ],
  ]);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(candidateEmailIs(app, person.email.toLowerCase()))
    .orderBy(sql`${applications.createdAt} desc`)
    .limit(1);
  return row!.id;
}

async function closeJob(employer: Employer, jobId: string, monthsAgo: number) {
  const closed = await employer.client.post(`/api/v1/jobs/${jobId}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
  await app.database.db
    .update(jobs)
    .set({ closedAt: sql`now() - make_interval(months => ${monthsAgo})` })
    .where(eq(jobs.id, jobId));
}

async function applicationOf(id: string) {
  const [row] = await app.database.db.select().from(applications).where(eq(applications.id, id));
  return revealContact(app.ctx, row!);
}

async function candidateOf(applicationId: string) {
  const { candidateId } = await applicationOf(applicationId);
  const [row] = await app.database.db
    .select()
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return revealContact(app.ctx, row!);
}

/** Every text column of the organization's rows, as one string: what a dump would show. */
async function dumpOf(orgId: string): Promise<string> {
  const rows = await Promise.all(
    ['candidates', 'applications', 'application_notes', 'email_messages', 'application_events'].map(
      (table) =>
        app.database.db.execute(
          sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t where org_id = ${orgId}`,
        ),
    ),
  );
  const outbox = await app.database.db.select().from(mailOutbox);
  return [
    ...rows.flatMap((result) => (result as unknown as { rows: Array<{ row: string }> }).rows),
    ...outbox.map((row) =>
      JSON.stringify({
        ...row,
        to: row.to.stored,
        subject: row.subject.stored,
        text: row.text.stored,
        html: row.html?.stored ?? null,
      }),
    ),
  ]
    .map((row) => openSealedIn(app, typeof row === 'string' ? row : row.row))
    .join('\n');
}

describe('retention of applications of closed jobs', () => {
  it('anonymises what is past the organization’s months, keeps the rest, the counts and the ledger', async () => {
    const employer = await createEmployer(app);
    await grantCredits(app, employer.orgId, 5);
    const { name, slug } = (await employer.client.get('/api/v1/organization')).json().organization;
    await employer.client.patch('/api/v1/organization', {
      name,
      slug,
      applicationRetentionMonths: 6,
    });
    const old = await createPublishedJob(employer.client, { title: 'Old Accountant' });
    const recent = await createPublishedJob(employer.client, { title: 'Recent Accountant' });
    const open = await createPublishedJob(employer.client, { title: 'Open Accountant' });

    const abena = {
      fullName: 'Abena Quartey',
      email: 'abena.quartey@example.test',
      phone: '0244000111',
    };
    const kojo = { fullName: 'Kojo Antwi', email: 'kojo.antwi@example.test', phone: '0200000222' };
    const abenaOld = await apply(old.id, abena);
    const kojoOld = await apply(old.id, kojo);
    const kojoOpen = await apply(open.id, kojo);
    const efuaRecent = await apply(recent.id, {
      fullName: 'Efua Sarpong',
      email: 'efua.sarpong@example.test',
      phone: '0277000333',
    });
    // Abena was unlocked (paid 1 credit) and noted on; her confirmation email went out.
    const unlocked = await employer.client.post(`/api/v1/applications/${abenaOld}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    await employer.client.post(`/api/v1/applications/${abenaOld}/notes`, {
      body: 'Abena Quartey interviewed well',
    });
    await waitUntil(async () => {
      const sent = await app.database.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.applicationId, abenaOld));
      return sent.length > 0 && sent.every((message) => message.status !== 'QUEUED');
    });
    const abenaResume = (await candidateOf(abenaOld)).resumeFileKey!;
    expect(await app.ctx.storage.get(abenaResume)).not.toBeNull();
    await closeJob(employer, old.id, 7);
    await closeJob(employer, recent.id, 1);
    const balanceBefore = await expectBalanceMatchesLedger(app, employer.orgId);
    const ledgerBefore = await ledgerOf(app, employer.orgId);

    // A demo organization's old applications are its purge's, not retention's.
    const demo = await createEmployer(app);
    const demoJob = await createPublishedJob(demo.client);
    const demoApplication = await apply(demoJob.id, {
      fullName: 'Demo Person',
      email: 'demo.person@example.test',
      phone: '0244999888',
    });
    await closeJob(demo, demoJob.id, 24);
    await app.database.db
      .update(organizations)
      .set({ demoExpiresAt: sql`now() + interval '3 days'` })
      .where(eq(organizations.id, demo.orgId));

    expect(await applyRetention(app.ctx)).toBe(2);

    for (const id of [abenaOld, kojoOld]) {
      expect(await applicationOf(id)).toMatchObject({
        submittedFullName: null,
        submittedEmail: null,
        submittedPhone: null,
        coverNote: null,
        resumeFileKey: null,
        anonymizedAt: expect.any(Date),
      });
    }
    // Abena has nothing left here: she is erased, her resume file with her.
    expect(await candidateOf(abenaOld)).toMatchObject({
      fullName: ERASED_CANDIDATE_NAME,
      phone: null,
      resumeFileKey: null,
      resumeText: null,
      skills: [],
      anonymizedAt: expect.any(Date),
    });
    expect(await app.ctx.storage.get(abenaResume)).toBeNull();
    // Kojo still applies to an open job: his application there, and he, stay.
    expect(await candidateOf(kojoOpen)).toMatchObject({
      fullName: 'Kojo Antwi',
      anonymizedAt: null,
    });
    expect(await applicationOf(kojoOpen)).toMatchObject({ submittedFullName: 'Kojo Antwi' });
    expect(await applicationOf(efuaRecent)).toMatchObject({ anonymizedAt: null });
    expect(await applicationOf(demoApplication)).toMatchObject({ anonymizedAt: null });

    const dump = await dumpOf(employer.orgId);
    for (const text of ['Abena Quartey', 'abena.quartey@example.test', '0244000111', '244000111']) {
      expect(dump, text).not.toContain(text);
    }
    expect(dump).toContain('Kojo Antwi');

    // The employer still sees the application, paid for and unlocked, as an erased candidate.
    const detail = await employer.client.get(`/api/v1/applications/${abenaOld}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(ERASED_CANDIDATE_NAME);
    expect(detail.body).not.toContain('Abena');
    expect(await ledgerOf(app, employer.orgId)).toEqual(ledgerBefore);
    expect(await expectBalanceMatchesLedger(app, employer.orgId)).toBe(balanceBefore);
    // Both still count in the closed job's pipeline.
    const pipeline = await employer.client.get(`/api/v1/jobs/${old.id}/pipeline`);
    expect(pipeline.statusCode).toBe(200);
    expect(pipeline.body).toContain(abenaOld);
    expect(pipeline.body).toContain(kojoOld);

    const activity = await app.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.orgId, employer.orgId));
    expect(activity.filter((entry) => entry.type === 'applications_anonymized')).toMatchObject([
      { subject: '2 applications of closed jobs', data: { count: 2 } },
    ]);

    // Nothing is left to do the next night.
    expect(await applyRetention(app.ctx)).toBe(0);
  });
});
