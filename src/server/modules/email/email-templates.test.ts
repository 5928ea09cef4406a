import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTemplateView } from '../../../shared/email';
import { emailTemplates, organizations } from '../../db/schema';
import { createEmployer, createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('email templates', () => {
  it('gives every new organization the default templates with their variables', async () => {
    const employer = await createEmployer(app);
    const response = await employer.client.get(`/api/v1/email-templates/${employer.orgId}`);
    expect(response.statusCode).toBe(200);
    const templates = response.json<EmailTemplateView[]>();
    expect(templates.map((template) => template.name).sort()).toEqual([
      'Application received',
      'Application update',
      'Interview invitation',
      'Offer',
    ]);
    expect(templates.every((template) => template.isDefault)).toBe(true);
    const received = templates.find((template) => template.name === 'Application received')!;
    expect(received.variables).toEqual(['jobTitle', 'candidateName', 'companyName', 'senderName']);
  });

  it('answers 404 for another organization and lets members of it read only its own', async () => {
    const employer = await createEmployer(app);
    const rival = await createEmployer(app);
    expect((await rival.client.get(`/api/v1/email-templates/${employer.orgId}`)).statusCode).toBe(
      404,
    );
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    expect(
      (await recruiter.client.get(`/api/v1/email-templates/${employer.orgId}`)).statusCode,
    ).toBe(200);
  });

  it('gives an organization that predates templates its defaults once, even when asked twice at once', async () => {
    const employer = await createEmployer(app);
    await app.database.db.delete(emailTemplates).where(eq(emailTemplates.orgId, employer.orgId));
    await app.database.db
      .update(organizations)
      .set({ hasDefaultTemplates: false })
      .where(eq(organizations.id, employer.orgId));
    const path = `/api/v1/email-templates/${employer.orgId}`;
    await Promise.all([employer.client.get(path), employer.client.get(path)]);
    expect((await employer.client.get(path)).json<EmailTemplateView[]>()).toHaveLength(4);
  });

  it('lets an admin create, edit and delete own templates, and edit but not delete the defaults', async () => {
    const employer = await createEmployer(app);
    const path = `/api/v1/email-templates/${employer.orgId}`;
    const created = await employer.client.post('/api/v1/email-templates', {
      name: 'Assessment',
      category: 'Interview Management',
      subject: 'Your assessment for {{jobTitle}}',
      content: 'Hello {{candidateName}}, please complete it by {{deadline}}.',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<EmailTemplateView>();
    expect(template).toMatchObject({ isDefault: false });
    expect(template.variables).toEqual(['jobTitle', 'candidateName', 'deadline']);

    const offer = (await employer.client.get(path))
      .json<EmailTemplateView[]>()
      .find((item) => item.name === 'Offer')!;
    const edited = await employer.client.patch(`/api/v1/email-templates/${offer.id}`, {
      subject: 'Good news about {{jobTitle}}',
    });
    // Only the subject changes: the rest (its category too) stays as it was.
    expect(edited.json<EmailTemplateView>()).toMatchObject({
      subject: 'Good news about {{jobTitle}}',
      category: offer.category,
      content: offer.content,
      isDefault: true,
    });
    const refused = await employer.client.delete(`/api/v1/email-templates/${offer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'default_template_protected',
      message: 'Default templates can be edited but not deleted',
    });
    expect(
      (await employer.client.delete(`/api/v1/email-templates/${template.id}`)).statusCode,
    ).toBe(204);
    const names = (await employer.client.get(path))
      .json<EmailTemplateView[]>()
      .map((item) => item.name);
    expect(names).toContain('Offer');
    expect(names).not.toContain('Assessment');
  });

  it('validates with the shared schema and keeps templates to admins and to their organization', async () => {
    const employer = await createEmployer(app);
    const blank = await employer.client.post('/api/v1/email-templates', {
      name: ' ',
      subject: '',
      content: 'x',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.fieldErrors).toMatchObject({
      name: ['Template name is required'],
      subject: ['Subject is required'],
    });
    const recruiter = await createMember(app, employer.orgId, 'RECRUITER');
    const refused = await recruiter.client.post('/api/v1/email-templates', {
      name: 'Mine',
      subject: 'Hi',
      content: 'Hello',
    });
    expect(refused.statusCode).toBe(403);
    const [someone] = (await employer.client.get(`/api/v1/email-templates/${employer.orgId}`)).json<
      EmailTemplateView[]
    >();
    const rival = await createEmployer(app);
    expect(
      (await rival.client.patch(`/api/v1/email-templates/${someone!.id}`, { subject: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await rival.client.delete(`/api/v1/email-templates/${someone!.id}`)).statusCode).toBe(
      404,
    );
  });
});
