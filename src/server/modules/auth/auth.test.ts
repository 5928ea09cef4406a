import { outboxTo } from '../candidates/candidates.service';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLedger,
  mailOutbox,
  organizations,
  passwordResetTokens,
  sessions,
  users,
} from '../../db/schema';
import { Client, createEmployer, outboxMail, unique } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_LOGIN_PER_EMAIL: '4', RATE_LIMIT_LOGIN_PER_IP: '1000' });
});
afterAll(() => app.close());

const signUpBody = () => ({
  orgName: 'Kente Ventures',
  name: 'Akosua Owusu',
  email: `${unique('akosua')}@example.test`,
  password: 'password123',
});

describe('sign up', () => {
  it('creates the organization, an ADMIN and 5 trial credits as a ledger entry', async () => {
    const client = new Client(app);
    const body = signUpBody();
    const response = await client.post('/api/v1/auth/signup', body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ name: 'Akosua Owusu', email: body.email, role: 'ADMIN' });
    expect(user.organization.slug).toMatch(/^kente-ventures(-\d+)?$/);
    expect(JSON.stringify(user)).not.toContain('argon2');

    const [org] = await app.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org!.creditBalance).toBe(5);
    const ledger = await app.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.orgId, user.orgId));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 5, reason: 'trial', balanceAfter: 5 }),
    ]);

    const credits = await client.get('/api/v1/credits');
    expect(credits.json()).toMatchObject({
      balance: 5,
      history: [{ delta: 5, reason: 'trial', balanceAfter: 5 }],
    });
  });

  it('sets an httpOnly SameSite=Lax session cookie that is stored only as a hash', async () => {
    const client = new Client(app);
    const response = await client.post('/api/v1/auth/signup', signUpBody());
    const cookie = response.cookies.find((c) => c.name === 'shortlist_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const stored = await app.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.tokenHash === cookie.value)).toBe(false);
  });

  it('marks the cookie Secure behind https', async () => {
    const httpsApp = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await new Client(httpsApp).post('/api/v1/auth/signup', signUpBody(), {
        'x-forwarded-proto': 'https',
      });
      expect(response.cookies.find((c) => c.name === 'shortlist_session')!.secure).toBe(true);
    } finally {
      await httpsApp.close();
    }
  });

  it('gives each organization a unique slug made from its name', async () => {
    const a = await createEmployer(app, { orgName: 'Gold Coast Logistics' });
    const b = await createEmployer(app, { orgName: 'Gold Coast Logistics' });
    expect(a.user.organization!.slug).toBe('gold-coast-logistics');
    expect(b.user.organization!.slug).toBe('gold-coast-logistics-2');
  });

  it('gives distinct slugs to organizations with the same name signing up at once', async () => {
    const employers = await Promise.all(
      Array.from({ length: 5 }, () => createEmployer(app, { orgName: 'Simultaneous Ltd' })),
    );
    const slugs = employers.map((employer) => employer.user.organization!.slug).sort();
    expect(slugs).toEqual([
      'simultaneous-ltd',
      'simultaneous-ltd-2',
      'simultaneous-ltd-3',
      'simultaneous-ltd-4',
      'simultaneous-ltd-5',
    ]);
  });

  it('hashes passwords with argon2id at m=19 MiB, t=2, p=1', async () => {
    const employer = await createEmployer(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, employer.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['orgName', { orgName: '' }, 'Organization name is required'],
    ['orgName', { orgName: undefined }, 'Organization name is required'],
    ['name', { name: '   ' }, 'Your name is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const response = await new Client(app).post('/api/v1/auth/signup', {
      ...signUpBody(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation_failed');
    expect(body.details.fieldErrors[field]).toContain(message);
  });

  it('rate-limits sign-ups per IP', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await new Client(strict).post('/api/v1/auth/signup', signUpBody())).statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const employer = await createEmployer(app);
    const response = await new Client(app).post('/api/v1/auth/signup', {
      ...signUpBody(),
      email: employer.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('email_taken');
  });
});

describe('sessions', () => {
  it('answers /auth/me with 401 unauthenticated without a session', async () => {
    const response = await new Client(app).get('/api/v1/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated', message: 'unauthenticated' });
  });

  it('signs in, answers /auth/me, and refuses the old cookie after logout', async () => {
    const employer = await createEmployer(app);
    const client = new Client(app);
    const login = await client.post('/api/v1/auth/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(employer.email);
    const cookie = client.cookie!;
    expect((await client.get('/api/v1/auth/me')).json().user.name).toBe('Ama Mensah');

    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    const replay = await app.server.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('rotates the session at login: the cookie held before no longer works', async () => {
    const employer = await createEmployer(app);
    const before = employer.client.cookie!;
    await employer.client.post('/api/v1/auth/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(employer.client.cookie).not.toBe(before);
    const replay = await app.server.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: before },
    });
    expect(replay.statusCode).toBe(401);
    expect((await employer.client.get('/api/v1/auth/me')).statusCode).toBe(200);
  });

  it('refuses wrong passwords and unknown emails alike', async () => {
    const employer = await createEmployer(app);
    const wrong = await new Client(app).post('/api/v1/auth/login', {
      email: employer.email,
      password: 'nope-nope',
    });
    const unknown = await new Client(app).post('/api/v1/auth/login', {
      email: `${unique('ghost')}@example.test`,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it.each([
    [{ email: 'x', password: 'abc' }, 'email', 'Please enter a valid email'],
    [{ email: 'a@b.test', password: '' }, 'password', 'Password is required'],
  ])('validates sign-in input', async (body, field, message) => {
    const response = await new Client(app).post('/api/v1/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors[field]).toContain(message);
  });

  it('expires a session after the idle limit and after the absolute limit', async () => {
    const idle = await createEmployer(app);
    await app.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '13 hours'` })
      .where(eq(sessions.userId, idle.user.id));
    expect((await idle.client.get('/api/v1/auth/me')).statusCode).toBe(401);

    const old = await createEmployer(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.user.id));
    expect((await old.client.get('/api/v1/auth/me')).statusCode).toBe(401);
  });

  it('rate-limits sign-in attempts per email', async () => {
    const employer = await createEmployer(app);
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        (
          await new Client(app).post('/api/v1/auth/login', {
            email: employer.email,
            password: 'wrong-password',
          })
        ).statusCode,
      );
    }
    expect(attempts).toEqual([401, 401, 401, 401, 429]);
    // Even the right password waits until the window ends.
    const right = await new Client(app).post('/api/v1/auth/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const strict = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const response = await new Client(strict).post('/api/v1/auth/login', {
          email: `${unique('someone')}@example.test`,
          password: 'whatever1',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated state change from another origin', async () => {
    const employer = await createEmployer(app);
    const evil = await employer.client.post(
      '/api/v1/jobs',
      { title: 'Injected' },
      { origin: 'https://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error).toBe('cross_site_request');
    const fetchSite = await employer.client.post(
      '/api/v1/jobs',
      { title: 'Injected' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.statusCode).toBe(403);
    const jobs = await employer.client.get('/api/v1/jobs');
    expect(jobs.json()).toEqual([]);

    const sameOrigin = await employer.client.post(
      '/api/v1/jobs',
      { title: 'Legit' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const employer = await createEmployer(app);
    const response = await new Client(app).post(
      '/api/v1/auth/login',
      { email: employer.email, password: employer.password },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  async function lastMailTo(email: string) {
    const rows = await outboxMail(app, email);
    return rows.at(-1);
  }
  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const employer = await createEmployer(app);
    const known = await new Client(app).post('/api/v1/auth/request-password-reset', {
      email: employer.email,
    });
    const ghostEmail = `${unique('ghost')}@example.test`;
    const unknown = await new Client(app).post('/api/v1/auth/request-password-reset', {
      email: ghostEmail,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account exists with this email, you will receive a password reset link shortly.',
    );
    expect(await lastMailTo(employer.email)).toBeDefined();
    expect(await lastMailTo(ghostEmail)).toBeUndefined();
  });

  it('resets the password once with a token that is stored hashed, and ends old sessions', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const mail = await lastMailTo(employer.email);
    const token = tokenIn(mail!.text);
    expect(mail!.text).toContain('/reset-password?token=');
    const stored = await app.database.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const reset = await new Client(app).post('/api/v1/auth/reset-password', {
      token,
      password: 'brand new pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await employer.client.get('/api/v1/auth/me')).statusCode).toBe(401);

    const again = await new Client(app).post('/api/v1/auth/reset-password', {
      token,
      password: 'another pass 2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_reset_token');

    const oldLogin = await new Client(app).post('/api/v1/auth/login', {
      email: employer.email,
      password: employer.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await new Client(app).post('/api/v1/auth/login', {
      email: employer.email,
      password: 'brand new pass',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('ends every other reset link of the account once one is used', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const first = tokenIn((await lastMailTo(employer.email))!.text);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const second = tokenIn((await lastMailTo(employer.email))!.text);
    expect(second).not.toBe(first);
    const used = await new Client(app).post('/api/v1/auth/reset-password', {
      token: second,
      password: 'brand new pass',
    });
    expect(used.statusCode).toBe(200);
    const stale = await new Client(app).post('/api/v1/auth/reset-password', {
      token: first,
      password: 'another pass 2',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('rate-limits reset attempts per IP', async () => {
    const strict = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const response = await new Client(strict).post('/api/v1/auth/reset-password', {
          token: `guess-${i}`,
          password: 'guessing pass',
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('refuses a token older than one hour', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const token = tokenIn((await lastMailTo(employer.email))!.text);
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, employer.user.id));
    const response = await new Client(app).post('/api/v1/auth/reset-password', {
      token,
      password: 'brand new pass',
    });
    expect(response.statusCode).toBe(400);
  });

  it('makes tokens valid for one hour', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    const [row] = await app.database.db
      .select({ minutes: sql<number>`extract(epoch from (expires_at - created_at)) / 60` })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, employer.user.id));
    expect(Math.round(Number(row!.minutes))).toBe(60);
  });

  it('removes the reset link from the outbox once it has expired', async () => {
    const employer = await createEmployer(app);
    await new Client(app).post('/api/v1/auth/request-password-reset', { email: employer.email });
    expect((await lastMailTo(employer.email))!.text).toContain('token=');
    await app.ctx.mailer.redactExpired();
    expect((await lastMailTo(employer.email))!.text).toContain('token=');
    await app.database.db
      .update(mailOutbox)
      .set({ redactAfter: sql`now() - interval '1 second'` })
      .where(outboxTo(app.ctx, employer.email));
    await app.ctx.mailer.redactExpired();
    expect((await lastMailTo(employer.email))!.text).not.toContain('token=');
  });

  it('validates the new password and the email', async () => {
    const short = await new Client(app).post('/api/v1/auth/reset-password', {
      token: 'abc',
      password: 'short',
    });
    expect(short.json().details.fieldErrors.password).toContain(
      'Password must be at least 8 characters',
    );
    const email = await new Client(app).post('/api/v1/auth/request-password-reset', {
      email: 'nope',
    });
    expect(email.json().details.fieldErrors.email).toContain('Please enter a valid email');
  });
});
