import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
let app: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Shortlist</title>');
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  app = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => app.server.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('serves index.html for the landing page and every client route, with security headers', async () => {
    for (const url of ['/', '/signin', '/jobs/backend-engineer', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Shortlist</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing bundle with 404, never with the page', async () => {
    const response = await get('/assets/main-gone.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});
