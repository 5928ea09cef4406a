import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin as createSuperAdminFromCli } from '../../cli/create-superadmin';
import { adminSessions } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import {
  Client,
  createEmployer,
  createSuperAdmin,
  signInAdminConsole,
  TEST_ADMIN_PASSWORD,
  unique,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
});

afterAll(async () => {
  await app.close();
});

/** Every admin route the app serves, as [method, url with sample ids]. */
function adminRoutes(): Array<[string, string]> {
  const sampleId = '00000000-0000-4000-8000-000000000000';
  const routes: Array<[string, string]> = [];
  for (const line of app.server.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/api\/v1\/admin\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const url = match[1]!.replace(/:[A-Za-z]+/g, sampleId);
    for (const method of match[2]!.split(', ')) {
      if (method !== 'HEAD') routes.push([method, url]);
    }
  }
  return routes;
}

const PUBLIC_ADMIN_ROUTES = ['/api/v1/admin/auth', '/api/v1/admin/logout', '/api/v1/admin/console'];

describe('the admin API guard', () => {
  it('answers 401 on every admin route without a session, and 403 for an organization admin', async () => {
    const routes = adminRoutes().filter(([, url]) => !PUBLIC_ADMIN_ROUTES.includes(url));
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const employer = await createEmployer(app);
    expect(employer.user.role).toBe('ADMIN');
    for (const [method, url] of routes) {
      const signedOut = await app.server.inject({ method: method as 'GET', url });
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const member = await employer.client.request(method as 'GET', url, {});
      expect(member.statusCode, `${method} ${url} as a member`).toBe(403);
      expect(member.json()).toMatchObject({ error: 'platform_only' });
    }
  });

  it('lets a signed-in SUPERADMIN in, and answers them 404 on organization routes', async () => {
    const superAdmin = await createSuperAdmin(app, 'Esi Asante');
    const session = await superAdmin.client.get('/api/v1/admin/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      authenticated: true,
      kind: 'superadmin',
      name: 'Esi Asante',
      roleLabel: 'Super Admin',
      expiresAt: null,
    });
    const me = await superAdmin.client.get('/api/v1/auth/me');
    expect(me.json().user).toMatchObject({ role: 'SUPERADMIN', orgId: null, organization: null });
    for (const url of [
      '/api/v1/jobs',
      '/api/v1/credits',
      '/api/v1/candidates',
      '/api/v1/interviews',
      '/api/v1/dashboard',
    ]) {
      const response = await superAdmin.client.get(url);
      expect(response.statusCode, url).toBe(404);
    }
    const create = await superAdmin.client.post('/api/v1/jobs', { title: 'Nowhere' });
    expect(create.statusCode).toBe(404);
  });
});

describe('the password console session', () => {
  it('signs in with the configured password and sets its own strict, httpOnly cookie', async () => {
    const client = new Client(app);
    const response = await client.post('/api/v1/admin/auth', { password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      expiresIn: '1h',
      message: 'Admin access granted. Session expires in 1h',
    });
    const cookie = response.cookies.find((c) => c.name === 'shortlist_admin')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.secure).toBeFalsy();
    expect(response.cookies.find((c) => c.name === 'shortlist_session')).toBeUndefined();
    // Stored server-side, as a hash of the token only.
    const stored = await app.database.db
      .select({ tokenHash: adminSessions.tokenHash })
      .from(adminSessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.tokenHash)).not.toContain(cookie.value);

    const session = await client.get('/api/v1/admin/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      kind: 'password',
      name: 'Platform admin (password)',
      roleLabel: null,
    });
    const expiresAt = Date.parse(session.json().expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('marks the admin cookie Secure behind https', async () => {
    const httpsApp = await createTestApp({ TRUST_PROXY: 'true', ADMIN_PASSWORD: 'x-secret-1' });
    try {
      const response = await new Client(httpsApp).post(
        '/api/v1/admin/auth',
        { password: 'x-secret-1' },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.cookies.find((c) => c.name === 'shortlist_admin')!.secure).toBe(true);
    } finally {
      await httpsApp.close();
    }
  });

  it('refuses a wrong password of any length with 401, and an empty one with the spec message', async () => {
    for (const password of ['x', 'platform admin passphrasf', 'p'.repeat(256)]) {
      const response = await new Client(app).post('/api/v1/admin/auth', { password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'invalid_admin_password',
        message: 'Invalid password',
      });
      expect(response.cookies.find((c) => c.name === 'shortlist_admin')).toBeUndefined();
    }
    const empty = await new Client(app).post('/api/v1/admin/auth', { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fieldErrors.password).toEqual(['Please enter the admin password']);
  });

  it('ends the session at logout', async () => {
    const client = await signInAdminConsole(app);
    const stolen = client.adminCookie!;
    expect((await client.post('/api/v1/admin/logout')).statusCode).toBe(204);
    expect(client.adminCookie).toBeUndefined();
    const replay = await app.server.inject({
      method: 'GET',
      url: '/api/v1/admin/session',
      headers: { cookie: stolen },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      error: 'admin_session_expired',
      message: 'Session expired. Please login again.',
    });
  });

  it('lets an organization member who knows the password use the console', async () => {
    const employer = await createEmployer(app);
    await employer.client.post('/api/v1/admin/auth', { password: TEST_ADMIN_PASSWORD });
    const session = await employer.client.get('/api/v1/admin/session');
    expect(session.json()).toMatchObject({ kind: 'password' });
  });

  it('records sign-ins, failures and sign-outs in the audit log, which cannot be changed', async () => {
    const ip = '203.0.113.77';
    const client = new Client(app);
    await client.post('/api/v1/admin/auth', { password: 'wrong one' }, { 'x-forwarded-for': ip });
    await client.post('/api/v1/admin/auth', { password: TEST_ADMIN_PASSWORD });
    await client.post('/api/v1/admin/logout');
    const reader = await signInAdminConsole(app);
    const failed = await reader.get('/api/v1/admin/audit-log?action=admin_login_failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().entries[0]).toMatchObject({
      action: 'admin_login_failed',
      actorKind: 'anonymous',
      summary: 'Wrong admin password',
    });
    const logins = await reader.get('/api/v1/admin/audit-log?action=admin_login');
    expect(logins.json().entries[0]).toMatchObject({
      actorLabel: 'Platform admin (password)',
    });
    expect(logins.json().total).toBeGreaterThanOrEqual(2);
    const logouts = await reader.get('/api/v1/admin/audit-log?action=admin_logout');
    expect(logouts.json().total).toBeGreaterThanOrEqual(1);

    for (const statement of [
      sql`update audit_log set summary = 'nothing happened'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await app.database.db.execute(statement).then(
        () => null,
        (failure: unknown) => failure as { cause?: Error },
      );
      expect(error?.cause?.message).toMatch(/append-only/);
    }
  });
});

describe('admin session configuration', () => {
  it('expires the session after ADMIN_SESSION_TTL', async () => {
    const shortApp = await createTestApp({
      ADMIN_PASSWORD: 'short-lived',
      ADMIN_SESSION_TTL: '1s',
    });
    try {
      const client = new Client(shortApp);
      const login = await client.post('/api/v1/admin/auth', { password: 'short-lived' });
      expect(login.json().expiresIn).toBe('1s');
      expect((await client.get('/api/v1/admin/session')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const expired = await client.get('/api/v1/admin/session');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Session expired. Please login again.');
    } finally {
      await shortApp.close();
    }
  });

  it('is disabled without a configured password: no default password works', async () => {
    const closed = await createTestApp();
    try {
      const status = await new Client(closed).get('/api/v1/admin/console');
      expect(status.json()).toEqual({ isPasswordLoginEnabled: false });
      for (const password of ['admin', 'password', 'admin123', '']) {
        const response = await new Client(closed).post('/api/v1/admin/auth', { password });
        expect([400, 403]).toContain(response.statusCode);
        expect(response.cookies.find((c) => c.name === 'shortlist_admin')).toBeUndefined();
      }
      const refused = await new Client(closed).post('/api/v1/admin/auth', { password: 'admin' });
      expect(refused.json()).toMatchObject({ error: 'admin_login_disabled' });
    } finally {
      await closed.close();
    }
  });

  it('accepts an argon2 hash of the password instead of the password', async () => {
    const hashed = await createTestApp({
      ADMIN_PASSWORD_HASH: await hashPassword('hashed secret'),
    });
    try {
      const wrong = await new Client(hashed).post('/api/v1/admin/auth', { password: 'hashed' });
      expect(wrong.statusCode).toBe(401);
      const right = await new Client(hashed).post('/api/v1/admin/auth', {
        password: 'hashed secret',
      });
      expect(right.statusCode).toBe(200);
    } finally {
      await hashed.close();
    }
  });

  it('rate-limits password attempts per IP, the right password included', async () => {
    const strict = await createTestApp({
      ADMIN_PASSWORD: 'limited secret',
      RATE_LIMIT_ADMIN_LOGIN_PER_IP: '3',
    });
    try {
      const codes = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await new Client(strict).post('/api/v1/admin/auth', { password: 'no' });
        codes.push(response.statusCode);
      }
      const right = await new Client(strict).post('/api/v1/admin/auth', {
        password: 'limited secret',
      });
      codes.push(right.statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(right.json()).toMatchObject({ error: 'admin_login_rate_limited' });
    } finally {
      await strict.close();
    }
  });
});

describe('a SUPERADMIN made on the command line', () => {
  it('signs in with the one-time password, must choose a new one, then reaches the console', async () => {
    const email = `${unique('ops')}@example.test`;
    const { tempPassword } = await createSuperAdminFromCli(app.database.db, {
      email,
      name: 'Yaw Darko',
    });
    expect(tempPassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const client = new Client(app);
    const login = await client.post('/api/v1/auth/login', { email, password: tempPassword });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'SUPERADMIN', mustChangePassword: true });

    const blocked = await client.get('/api/v1/admin/session');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'password_change_required' });

    const tooShort = await client.post('/api/v1/auth/change-password', {
      currentPassword: tempPassword,
      password: 'short',
    });
    expect(tooShort.json().details.fieldErrors.password).toEqual([
      'Password must be at least 8 characters',
    ]);
    const wrongCurrent = await client.post('/api/v1/auth/change-password', {
      currentPassword: 'not it at all',
      password: 'a brand new password',
    });
    expect(wrongCurrent.json()).toMatchObject({ error: 'wrong_current_password' });

    const changed = await client.post('/api/v1/auth/change-password', {
      currentPassword: tempPassword,
      password: 'a brand new password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.mustChangePassword).toBe(false);
    expect((await client.get('/api/v1/admin/session')).statusCode).toBe(200);

    const oldPassword = await new Client(app).post('/api/v1/auth/login', {
      email,
      password: tempPassword,
    });
    expect(oldPassword.statusCode).toBe(401);
  });
});

describe('a member with a temporary password', () => {
  it('can only change it: every other call answers 403 password_change_required', async () => {
    const employer = await createEmployer(app);
    await app.database.db.execute(
      sql`update users set must_change_password = true where id = ${employer.user.id}`,
    );
    const jobs = await employer.client.get('/api/v1/jobs');
    expect(jobs.statusCode).toBe(403);
    expect(jobs.json()).toMatchObject({
      error: 'password_change_required',
      message: 'Please choose a new password before you continue.',
    });
    const me = await employer.client.get('/api/v1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.mustChangePassword).toBe(true);
    const changed = await employer.client.post('/api/v1/auth/change-password', {
      currentPassword: employer.password,
      password: 'another good password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await employer.client.get('/api/v1/jobs')).statusCode).toBe(200);
  });
});
