import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
let app: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  const index = '<!doctype html><title>Shortlist</title>';
  fs.writeFileSync(path.join(webDir, 'index.html'), index);
  fs.writeFileSync(path.join(webDir, 'index.html.br'), zlib.brotliCompressSync(index));
  fs.writeFileSync(path.join(webDir, 'index.html.gz'), zlib.gzipSync(index));
  const script = `console.log(${JSON.stringify('Shortlist '.repeat(200))})`;
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), script);
  fs.writeFileSync(
    path.join(webDir, 'assets', 'main-abc123.js.br'),
    zlib.brotliCompressSync(script),
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js.map'), '{"version":3}');
  app = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url, headers });

describe('serving the web app', () => {
  it('serves index.html for the landing page and every client route, with security headers', async () => {
    for (const url of ['/', '/signin', '/jobs/new', '/no/such/page']) {
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

  it('sends the build’s Brotli or gzip copy of pages and bundles, as the browser accepts', async () => {
    for (const url of ['/', '/jobs/backend-engineer', '/assets/main-abc123.js']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toContain('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toContain('Shortlist');
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString(), url).toContain('Shortlist');
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('Shortlist');
    }
    const script = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page by its ETag: unchanged, a 304 without a body', async () => {
    const first = await get('/signin');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/signin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never serves source maps', async () => {
    const response = await get('/assets/main-abc123.js.map');
    expect(response.statusCode).toBe(404);
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
