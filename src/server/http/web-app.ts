import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { addVaryAcceptEncoding, preferredEncoding, type ContentEncoding } from './compression';

/** index.html as built, with its compressed copies when the build wrote them. */
type IndexPage = Record<ContentEncoding | 'identity', Buffer> & { etag: string };

function readIndexPage(file: string): IndexPage {
  const identity = fs.readFileSync(file);
  const copy = (extension: string) =>
    fs.existsSync(`${file}${extension}`) ? fs.readFileSync(`${file}${extension}`) : identity;
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { identity, br: copy('.br'), gzip: copy('.gz'), etag: `"${hash}"` };
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for
 * every other GET outside /api so the client router can take the path (its own
 * 404 page included), revalidated each time by its ETag. Both are sent as the
 * build's Brotli or gzip copy when the browser accepts it. Unknown API paths get a
 * JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  let index: IndexPage | undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    index ??= readIndexPage(indexFile);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', index.etag)
      .header('vary', addVaryAcceptEncoding(reply.getHeader('vary')))
      .type('text/html; charset=utf-8');
    // Revalidated on every visit: unchanged since the last, it costs a 304 and no body.
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding ? index[encoding] : index.identity;
    if (encoding && body !== index.identity) reply.header('content-encoding', encoding);
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
