import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for
 * every other GET outside /api so the client router can take the path (its own
 * 404 page included). Unknown API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  let indexHtml: string | undefined;
  const sendIndex = (reply: FastifyReply) => {
    indexHtml ??= fs.readFileSync(indexFile, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  if (hasWebApp) {
    // Only the hashed bundles are files on the web; every other path is a page.
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing bundle (an old page after a deploy) must fail as a 404, not load HTML as script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPage || !hasWebApp) throw new AppError('not_found');
    return sendIndex(reply);
  });
}
