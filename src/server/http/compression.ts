import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Answers smaller than this are sent as they are: compressing them saves nothing. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The best encoding the request accepts among Brotli and gzip, or null (identity).
 * Reads `Accept-Encoding` with its q-values: `br;q=0` refuses Brotli, `*` accepts
 * both; at equal preference Brotli wins (smaller).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .map((name) => ({ name, weight: weightOf(name) }))
    .filter((candidate) => candidate.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return best?.name ?? null;
}

/** Whether a response varies by encoding already says so; if not, says it. */
export function addVaryAcceptEncoding(current: string | string[] | number | undefined): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) {
    return values.join(', ');
  }
  return [...values, 'Accept-Encoding'].join(', ');
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType);
}

/**
 * JSON answers of the API over COMPRESS_MIN_BYTES are compressed for clients that
 * accept it (a pipeline of 2,000 cards is 1.4 MB as JSON, ~150 KB compressed):
 * Brotli at a middling quality (fast enough per request, far better than gzip),
 * else gzip, off the event loop (zlib's thread pool). Files and pages carry their
 * own compressed copies (web-app.ts) and are left alone here.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) {
      return payload;
    }
    if (reply.getHeader('content-encoding') || !isJson(reply.getHeader('content-type'))) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Whether it is compressed or not, what is sent depends on Accept-Encoding.
    reply.header('vary', addVaryAcceptEncoding(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
