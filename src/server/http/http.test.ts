import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployer, type Employer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

let app: TestApp;
let employer: Employer;

beforeAll(async () => {
  app = await createTestApp();
  employer = await createEmployer(app);
});
afterAll(() => app.close());

const inject = (options: InjectOptions) => app.server.inject(options);

describe('bad input', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: { 'content-type': 'application/json', cookie: employer.client.cookie! },
      payload: JSON.stringify({ title: 'Big', descriptionMd: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('answers an unknown API path with a JSON 404, signed in or not', async () => {
    for (const headers of [{}, { cookie: employer.client.cookie! }]) {
      const response = await inject({ method: 'GET', url: '/api/v1/nope', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers a path with a broken escape as a JSON 404 with security headers', async () => {
    const response = await inject({ method: 'GET', url: '/api/v1/jobs/%E0%A4%A' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a body that is not an object with 400, not 500', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses non-JSON bodies with a clear error', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a',
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('headers', () => {
  it('sends the security headers on every response', async () => {
    for (const url of ['/healthz', '/api/v1/nope', '/api/v1/auth/me']) {
      const response = await inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers /healthz', async () => {
    const response = await inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('sessions guard every employer route', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/v1/auth/me'],
    ['GET', '/api/v1/dashboard'],
    ['GET', '/api/v1/credits'],
    ['GET', '/api/v1/jobs'],
    ['POST', '/api/v1/jobs'],
    ['GET', `/api/v1/jobs/${someId}`],
    ['PATCH', `/api/v1/jobs/${someId}`],
    ['PUT', `/api/v1/jobs/${someId}`],
    ['POST', `/api/v1/jobs/${someId}/publish`],
    ['POST', `/api/v1/jobs/${someId}/close`],
    ['DELETE', `/api/v1/jobs/${someId}`],
    ['GET', `/api/v1/jobs/${someId}/pipeline`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await inject({
      method,
      url,
      ...(method === 'GET' || method === 'DELETE'
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: '{"title":"x"}' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/v1/jobs',
      headers: { cookie: 'shortlist_session=forged-token-value' },
    });
    expect(response.statusCode).toBe(401);
  });
});
