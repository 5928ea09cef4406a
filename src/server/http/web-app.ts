import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  let indexHtml: string | undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!isPage || !hasWebApp) throw new AppError('not_found');
    indexHtml ??= fs.readFileSync(indexFile, 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
