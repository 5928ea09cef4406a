import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';
import { entryScriptTags, serverPageHtml } from './web-app';

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

describe('a page rendered on the server', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index-A1.js',
      name: 'index',
      isEntry: true,
      imports: ['_react.js'],
    },
    'features/public-jobs/enhance/enhance-public-job.ts': {
      file: 'assets/public-job-B2.js',
      name: 'public-job',
      isEntry: true,
      imports: ['_schemas.js', '_errors.js'],
    },
    '_react.js': { file: 'assets/react-C3.js' },
    '_schemas.js': { file: 'assets/schemas-D4.js', imports: ['_errors.js'] },
    '_errors.js': { file: 'assets/errors-E5.js' },
  };

  it('loads its own entry and preloads each chunk it imports once, none of the app’s', () => {
    const tags = entryScriptTags(manifest, 'public-job');
    expect(tags.split('\n').map((line) => line.trim())).toEqual([
      '<script type="module" crossorigin src="/assets/public-job-B2.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/schemas-D4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/errors-E5.js">',
    ]);
    expect(entryScriptTags(manifest, 'no-such-entry')).toBe('');
  });

  it('takes the built page’s head and stylesheet, its body in the root, its script instead of the app’s', () => {
    const built = [
      '<!doctype html><html><head><title>Shortlist</title>',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-C3.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-F6.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const html = serverPageHtml(
      built,
      {
        status: 200,
        title: 'Baker at Adinkra',
        tags: '<meta name="x" />',
        body: '<h1>$& Baker</h1>',
        script: 'public-job',
      },
      entryScriptTags(manifest, 'public-job'),
    );
    expect(html).toContain('<title>Baker at Adinkra</title>');
    expect(html).toContain('<meta name="x" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-F6.css">');
    expect(html).toContain('<div id="root"><h1>$& Baker</h1></div>');
    expect(html).toContain('src="/assets/public-job-B2.js"');
    expect(html).not.toContain('index-A1.js');
    expect(html).not.toContain('react-C3.js');
  });
});
