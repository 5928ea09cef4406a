import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVaryAcceptEncoding, preferredEncoding, registerCompression } from './compression';

describe('choosing an encoding', () => {
  it('takes Brotli, else gzip, as Accept-Encoding allows', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(addVaryAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(addVaryAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(addVaryAcceptEncoding('accept-encoding')).toBe('accept-encoding');
  });
});

describe('compressing JSON answers', () => {
  const app = Fastify();
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Candidate ${i}` })) };
  beforeAll(async () => {
    registerCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_request, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends JSON over 1 KB as Brotli or gzip, as accepted, and the same JSON comes out', async () => {
    const br = await get('/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(big);

    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.json()).toEqual(big);
  });

  it('leaves small answers and other types as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await get('/text', 'br');
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
