import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { addVaryAcceptEncoding, preferredEncoding, type ContentEncoding } from './compression';

/** What a page's <head> says of it beyond the app's defaults, and its status. */
export interface PageHead {
  status: number;
  title: string;
  /** Tags for the head, escaped already. */
  tags: string;
}

/** A page whose head the server writes (a public job's title, preview tags, JSON-LD). */
export interface PageRoute {
  url: string;
  /** Its head; null for the app's own. */
  head: (request: FastifyRequest) => Promise<PageHead | null>;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const DEFAULT_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>\s*/;

/** index.html with the page's title and tags in its head (its own description left out). */
export function withHead(indexHtml: string, head: PageHead): string {
  return indexHtml
    .replace(DEFAULT_DESCRIPTION, '')
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(head.title)}</title>\n    ${head.tags}`,
    );
}

/** index.html as built, with its compressed copies when the build wrote them. */
type IndexPage = Record<ContentEncoding | 'identity', Buffer> & { etag: string };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page written for one request: compressed now (a few KB: well under a millisecond). */
async function renderedPage(indexHtml: string, head: PageHead): Promise<IndexPage> {
  const identity = Buffer.from(withHead(indexHtml, head));
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz, etag: etagOf(identity) };
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
}

function readIndexPage(file: string): IndexPage {
  const identity = fs.readFileSync(file);
  const copy = (extension: string) =>
    fs.existsSync(`${file}${extension}`) ? fs.readFileSync(`${file}${extension}`) : identity;
  return { identity, br: copy('.br'), gzip: copy('.gz'), etag: etagOf(identity) };
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for
 * every other GET outside /api so the client router can take the path (its own
 * 404 page included), revalidated each time by its ETag. Both are sent as the
 * build's Brotli or gzip copy when the browser accepts it. Unknown API paths get a
 * JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pages: PageRoute[] = [],
): Promise<void> {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  let index: IndexPage | undefined;
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, head?: PageHead) => {
    index ??= readIndexPage(indexFile);
    const page = head ? await renderedPage(index.identity.toString('utf8'), head) : index;
    reply
      .code(head?.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', addVaryAcceptEncoding(reply.getHeader('vary')))
      .type('text/html; charset=utf-8');
    // Revalidated on every visit: unchanged since the last, it costs a 304 and no body.
    if (request.headers['if-none-match'] === page.etag && reply.statusCode === 200) {
      return reply.code(304).send();
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding ? page[encoding] : page.identity;
    if (encoding && body !== page.identity) reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  if (hasWebApp) {
    // Only the hashed bundles are files on the web; every other path is a page.
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      cacheControl: false,
      // The build's Brotli and gzip copies, as the browser accepts them.
      preCompressed: true,
      // Source maps stay on the server (for error reports), never public.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.get('/', (request, reply) => sendIndex(request, reply));
    for (const page of pages) {
      app.get(page.url, async (request, reply) =>
        sendIndex(request, reply, (await page.head(request)) ?? undefined),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing bundle (an old page after a deploy) must fail as a 404, not load HTML as script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPage || !hasWebApp) throw new AppError('not_found');
    return sendIndex(request, reply);
  });
}
