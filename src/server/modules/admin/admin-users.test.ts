import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminUsersPage,
  AdminUserView,
  CreateUserResponse,
  ResetUserPasswordResponse,
} from '../../../shared/admin';
import { sessions, users } from '../../db/schema';
import {
  Client,
  createEmployer,
  createMember,
  createSuperAdmin,
  outboxMail,
  TEST_ADMIN_PASSWORD,
  unique,
  waitUntil,
  type Employer,
} from '../../../../test/factories';
import {
  auditDetails,
  auditEntries,
  createPlatformCallers,
  expectPlatformOnly,
  type PlatformCallers,
} from '../../../../test/factories/platform-access';
import { createSmtpTestApp, type SmtpTestApp } from '../../../../test/setup/test-app';

const SITE = 'https://shortlist.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NEW_PASSWORD = 'my own password 42';

let app: SmtpTestApp;
let callers: PlatformCallers;

beforeAll(async () => {
  // Mail goes over SMTP to a local server, so a demo's mail kept in the outbox shows.
  app = await createSmtpTestApp({
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PUBLIC_URL: SITE,
    RATE_LIMIT_LOGIN_PER_IP: '100000',
  });
  callers = await createPlatformCallers(app);
});
afterAll(() => app.close());

function newUserInput(orgId: string, role?: string) {
  return {
    orgId,
    name: 'Abena Ofori',
    email: `${unique('abena')}@example.test`,
    ...(role ? { role } : {}),
  };
}

async function createUser(orgId: string, role?: string): Promise<CreateUserResponse> {
  const response = await callers.superAdmin.client.post(
    '/api/v1/admin/users',
    newUserInput(orgId, role),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreateUserResponse;
}

async function logIn(email: string, password: string) {
  const client = new Client(app);
  const response = await client.post('/api/v1/auth/login', { email, password });
  return { client, response };
}

describe('who may use the user routes', () => {
  it('refuses signed-out visitors (401) and organization admins (403); lets both consoles in', async () => {
    const employer = await createEmployer(app);
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/users'));
    await expectPlatformOnly(callers, (client) => client.get('/api/v1/admin/users/all'));
    await expectPlatformOnly(
      callers,
      (client) => client.post('/api/v1/admin/users', newUserInput(employer.orgId)),
      201,
    );
    // Each call acts on a user of its own: a refused call must leave its user alone.
    const targets: string[] = [];
    await expectPlatformOnly(callers, async (client) => {
      const member = await createMember(app, employer.orgId, 'RECRUITER');
      targets.push(member.user.id);
      return client.delete(`/api/v1/admin/users/${member.user.id}`);
    });
    const remaining = await app.database.db.select({ id: users.id }).from(users);
    const remainingIds = remaining.map((row) => row.id);
    expect(targets.filter((id) => remainingIds.includes(id))).toEqual(targets.slice(0, 2));
    await expectPlatformOnly(callers, async (client) => {
      const member = await createMember(app, employer.orgId, 'HM');
      return client.post(`/api/v1/admin/users/${member.user.id}/reset-password`);
    });
  });
});

describe('listing users', () => {
  it('lists every user, SUPERADMINs included, newest first, with organization and last login', async () => {
    const employer = await createEmployer(app, { orgName: `Volta Textiles ${unique('v')}` });
    const created = await createUser(employer.orgId, 'HM');
    const superAdmin = await createSuperAdmin(app, 'Nana Yeboah');

    const response = await callers.console.get('/api/v1/admin/users?pageSize=100');
    expect(response.statusCode).toBe(200);
    const page = response.json() as AdminUsersPage;
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    expect(page.users[0]!.id).toBe(superAdmin.user.id);
    const dates = page.users.map((user) => user.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const byId = new Map(page.users.map((user) => [user.id, user]));
    expect(byId.get(superAdmin.user.id)).toMatchObject({
      role: 'SUPERADMIN',
      orgId: null,
      orgName: null,
      lastLoginAt: expect.any(String),
    });
    expect(byId.get(created.user.id)).toEqual({
      id: created.user.id,
      name: 'Abena Ofori',
      email: created.user.email,
      orgId: employer.orgId,
      orgName: expect.stringContaining('Volta Textiles'),
      role: 'HM',
      lastLoginAt: null,
      createdAt: expect.any(String),
      mustChangePassword: true,
    } satisfies AdminUserView);
    expect(JSON.stringify(page)).not.toMatch(/password_hash|passwordHash|\$argon/);

    const all = await callers.superAdmin.client.get('/api/v1/admin/users/all?pageSize=100');
    expect(all.json()).toEqual(page);
  });

  it('searches by name, email or organization name, with % and _ taken literally', async () => {
    const employer = await createEmployer(app, {
      orgName: `Ashanti 50%_Gold ${unique('a')}`,
      name: 'Kwesi Appiah',
      email: `${unique('kwesi.appiah')}@example.test`,
    });
    const search = async (q: string) =>
      (
        (
          await callers.console.get(`/api/v1/admin/users?q=${encodeURIComponent(q)}`)
        ).json() as AdminUsersPage
      ).users.map((user) => user.id);
    expect(await search('kwesi appiah')).toContain(employer.user.id);
    expect(await search(employer.email.toUpperCase())).toEqual([employer.user.id]);
    expect(await search('ashanti 50%_gold')).toEqual([employer.user.id]);
    expect(await search('50%_')).toEqual([employer.user.id]);
    expect(await search('%')).toEqual([employer.user.id]);
    expect(await search('nobody-has-this-name')).toEqual([]);
  });
});

describe('creating users', () => {
  it('creates a member who must choose a password, emails them (never the password), and audits it', async () => {
    const employer = await createEmployer(app);
    const input = newUserInput(employer.orgId);
    const response = await callers.console.post('/api/v1/admin/users', {
      ...input,
      email: `  ${input.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    const { user, tempPassword } = response.json() as CreateUserResponse;
    expect(user).toMatchObject({
      email: input.email,
      role: 'RECRUITER',
      orgId: employer.orgId,
      mustChangePassword: true,
      lastLoginAt: null,
    });
    expect(tempPassword.length).toBeGreaterThanOrEqual(12);

    const mail = await outboxMail(app, input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('The Shortlist team created an account for you for');
    expect(mail[0]!.text).toContain(`${SITE}/signin`);
    expect(mail[0]!.text).not.toContain(tempPassword);
    expect(mail[0]!.subject).not.toContain(tempPassword);

    const { client, response: login } = await logIn(input.email, tempPassword);
    expect(login.statusCode).toBe(200);
    const jobs = await client.get('/api/v1/jobs');
    expect(jobs.statusCode).toBe(403);
    expect(jobs.json()).toMatchObject({ error: 'password_change_required' });
    const change = await client.post('/api/v1/auth/change-password', {
      currentPassword: tempPassword,
      password: NEW_PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await client.get('/api/v1/jobs')).statusCode).toBe(200);
    expect((await logIn(input.email, tempPassword)).response.statusCode).toBe(401);

    const [entry] = await auditEntries(callers.console, 'user_created', { q: input.email });
    expect(entry).toMatchObject({
      actorKind: 'password',
      orgId: employer.orgId,
      targetType: 'user',
      targetId: user.id,
      summary: expect.stringContaining(`Abena Ofori <${input.email}> as Recruiter of`),
    });
    expect(JSON.stringify(await auditDetails(app, entry!.id))).not.toContain(tempPassword);
  });

  it('provisions an admin with the same route', async () => {
    const employer = await createEmployer(app);
    const { user, tempPassword } = await createUser(employer.orgId, 'ADMIN');
    expect(user.role).toBe('ADMIN');
    const { client } = await logIn(user.email, tempPassword);
    await client.post('/api/v1/auth/change-password', {
      currentPassword: tempPassword,
      password: NEW_PASSWORD,
    });
    expect((await client.get('/api/v1/organization/invitations')).statusCode).toBe(200);
  });

  it("delivers the email over SMTP, but keeps a demo organization's in the outbox", async () => {
    const employer = await createEmployer(app);
    const { user } = await createUser(employer.orgId);
    await waitUntil(async () => app.smtp.received.some((mail) => mail.to.includes(user.email)));

    const demo = await new Client(app).post('/api/v1/demo/create-account');
    expect(demo.statusCode, demo.body).toBe(201);
    const orgId = (demo.json() as { user: { orgId: string } }).user.orgId;
    const { user: demoUser } = await createUser(orgId);
    const [mail] = await outboxMail(app, demoUser.email);
    expect(mail).toMatchObject({ transport: 'outbox' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.smtp.received.some((received) => received.to.includes(demoUser.email))).toBe(false);
  });

  it("says the spec's messages, and refuses an unknown organization or a taken email", async () => {
    const missing = await callers.superAdmin.client.post('/api/v1/admin/users', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fieldErrors).toEqual({
      orgId: ['Organization is required'],
      name: ['Name is required'],
      email: ['Valid email is required'],
    });
    const bad = await callers.superAdmin.client.post('/api/v1/admin/users', {
      orgId: 'acme',
      name: ' ',
      email: 'not-an-email',
      role: 'SUPERADMIN',
    });
    expect(bad.json().details.fieldErrors).toMatchObject({
      orgId: ['Organization is required'],
      name: ['Name is required'],
      email: ['Valid email is required'],
      role: expect.any(Array),
    });

    const unknownOrg = await callers.superAdmin.client.post(
      '/api/v1/admin/users',
      newUserInput(UNKNOWN_ID),
    );
    expect(unknownOrg.statusCode).toBe(404);
    expect(unknownOrg.json()).toMatchObject({ error: 'organization_not_found' });

    const employer = await createEmployer(app);
    const taken = await callers.superAdmin.client.post('/api/v1/admin/users', {
      ...newUserInput(employer.orgId),
      email: employer.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'email_taken' });
    const entries = await auditEntries(callers.console, 'user_created', { q: employer.email });
    expect(entries).toEqual([]);
  });
});

describe('deleting users', () => {
  it('deletes a member: their session ends, they cannot sign in, and it is audited', async () => {
    const employer = await createEmployer(app);
    const member = await createMember(app, employer.orgId, 'RECRUITER');
    expect((await member.client.get('/api/v1/jobs')).statusCode).toBe(200);

    const response = await callers.superAdmin.client.delete(
      `/api/v1/admin/users/${member.user.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User deleted successfully' });
    expect((await member.client.get('/api/v1/jobs')).statusCode).toBe(401);
    expect((await logIn(member.email, member.password)).response.statusCode).toBe(401);
    const left = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left).toEqual([]);

    const [entry] = await auditEntries(callers.console, 'user_deleted', { orgId: employer.orgId });
    expect(entry).toMatchObject({
      actorKind: 'superadmin',
      targetId: member.user.id,
      summary: expect.stringContaining(`${member.user.name} <${member.email}>`),
    });

    const again = await callers.superAdmin.client.delete(`/api/v1/admin/users/${member.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'user_not_found' });
  });

  it("keeps an organization's last admin (409 last_admin), and deletes an admin who has another", async () => {
    const employer = await createEmployer(app);
    const lastAdmin = await callers.console.delete(`/api/v1/admin/users/${employer.user.id}`);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toMatchObject({ error: 'last_admin' });
    expect((await employer.client.get('/api/v1/jobs')).statusCode).toBe(200);

    const second = await createMember(app, employer.orgId, 'ADMIN');
    const deleted = await callers.console.delete(`/api/v1/admin/users/${employer.user.id}`);
    expect(deleted.statusCode).toBe(200);
    const orphan = await callers.console.delete(`/api/v1/admin/users/${second.user.id}`);
    expect(orphan.json()).toMatchObject({ error: 'last_admin' });
  });

  it('keeps one of two admins deleted at the same moment', async () => {
    const employer = await createEmployer(app);
    const second = await createMember(app, employer.orgId, 'ADMIN');
    const responses = await Promise.all(
      [employer.user.id, second.user.id].map((id) =>
        callers.console.delete(`/api/v1/admin/users/${id}`),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('does not let a SUPERADMIN delete themselves, but another SUPERADMIN can', async () => {
    const superAdmin = await createSuperAdmin(app, 'Adjoa Mensah');
    const self = await superAdmin.client.delete(`/api/v1/admin/users/${superAdmin.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ error: 'cannot_delete_self' });
    const byOther = await callers.superAdmin.client.delete(
      `/api/v1/admin/users/${superAdmin.user.id}`,
    );
    expect(byOther.statusCode).toBe(200);
    expect((await superAdmin.client.get('/api/v1/admin/session')).statusCode).toBe(401);
  });

  it("does not let the password console reset or delete a SUPERADMIN's account", async () => {
    const superAdmin = await createSuperAdmin(app, 'Kwesi Appiah');
    const url = `/api/v1/admin/users/${superAdmin.user.id}`;
    for (const response of [
      await callers.console.post(`${url}/reset-password`),
      await callers.console.delete(url),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'superadmin_protected' });
    }
    // Nothing happened: their session and password still work.
    expect((await superAdmin.client.get('/api/v1/admin/session')).statusCode).toBe(200);
    const login = await new Client(app).post('/api/v1/auth/login', {
      email: superAdmin.email,
      password: superAdmin.password,
    });
    expect(login.statusCode).toBe(200);
    // Another SUPERADMIN may reset it.
    expect((await callers.superAdmin.client.post(`${url}/reset-password`)).statusCode).toBe(200);
  });

  it('answers 404 user_not_found for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const deleted = await callers.console.delete(`/api/v1/admin/users/${id}`);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toMatchObject({ error: 'user_not_found' });
      const reset = await callers.console.post(`/api/v1/admin/users/${id}/reset-password`);
      expect(reset.statusCode).toBe(404);
      expect(reset.json()).toMatchObject({ error: 'user_not_found' });
    }
  });
});

describe('resetting passwords', () => {
  it('gives a temporary password: the old one and every session stop working, and it is audited', async () => {
    const employer = await createEmployer(app);
    const member: Employer = await createMember(app, employer.orgId, 'HM');
    const otherBrowser = (await logIn(member.email, member.password)).client;

    const response = await callers.console.post(
      `/api/v1/admin/users/${member.user.id}/reset-password`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as ResetUserPasswordResponse;
    expect(body).toEqual({
      success: true,
      tempPassword: expect.any(String),
      message: 'Password reset successful',
    });

    expect((await member.client.get('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await otherBrowser.get('/api/v1/auth/me')).statusCode).toBe(401);
    const old = await logIn(member.email, member.password);
    expect(old.response.statusCode).toBe(401);
    const fresh = await logIn(member.email, body.tempPassword);
    expect(fresh.response.statusCode).toBe(200);
    expect((await fresh.client.get('/api/v1/jobs')).json()).toMatchObject({
      error: 'password_change_required',
    });

    const [entry] = await auditEntries(callers.console, 'user_password_reset', {
      orgId: employer.orgId,
    });
    expect(entry).toMatchObject({
      actorKind: 'password',
      targetId: member.user.id,
      summary: `Reset the password of ${member.user.name} <${member.email}>`,
    });
  });
});
