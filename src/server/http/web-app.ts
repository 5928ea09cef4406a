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

/** A page rendered whole on the server: its body, and the script that enhances it. */
export interface ServerPage extends PageHead {
  body: string;
  /** The name of the build's entry that enhances it (vite.config.ts), instead of the app. */
  script: string;
}

/** How page routes answer: with the app, or with a page rendered on the server. */
export interface WebPages {
  /** index.html: the app takes the path; with a head, the page's own title and tags. */
  sendApp(request: FastifyRequest, reply: FastifyReply, head?: PageHead): Promise<FastifyReply>;
  /**
   * A page rendered on the server. With `memo`, the page as sent (assembled, compressed,
   * its ETag) is kept with that object under `variant` and reused while both are the
   * same: `page` is not even built then.
   */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: ServerPage | (() => ServerPage),
    memo?: { owner: object; variant: string },
  ): Promise<FastifyReply>;
}

/** Routes of pages the server answers itself (a public job), given how to send them. */
export type PageRoutes = (app: FastifyInstance, pages: WebPages) => void;

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

const APP_SCRIPTS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * index.html as a page rendered on the server: its head, the app's stylesheet, the
 * body in the root element, and the page's own script tags instead of the app's.
 */
export function serverPageHtml(indexHtml: string, page: ServerPage, scriptTags: string): string {
  return withHead(indexHtml, page)
    .replace(APP_SCRIPTS, '')
    .replace('</head>', () => `  ${scriptTags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The script tag of a build entry, and preloads of the chunks it imports. */
export function entryScriptTags(manifest: Record<string, ManifestChunk>, name: string): string {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.name === name);
  if (!entry) return '';
  const imported = new Set<string>();
  const visit = (keys: string[] = []) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || imported.has(chunk.file)) continue;
      imported.add(chunk.file);
      visit(chunk.imports);
    }
  };
  visit(entry.imports);
  return [
    `<script type="module" crossorigin src="/${escapeHtml(entry.file)}"></script>`,
    ...[...imported].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ].join('\n    ');
}

function readManifest(root: string): Record<string, ManifestChunk> {
  const file = path.join(root, '.vite', 'manifest.json');
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
}

/** index.html as built, with its compressed copies when the build wrote them. */
type IndexPage = Record<ContentEncoding | 'identity', Buffer> & { etag: string };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Pages written lately, by ETag: the same page again (a popular job) is not compressed again. */
const RENDERED_PAGES_KEPT = 500;
const renderedPages = new Map<string, IndexPage>();

/** A page written for a request: compressed now (tens of KB: about a millisecond), or as lately. */
async function renderedPage(html: string): Promise<IndexPage> {
  const identity = Buffer.from(html);
  const etag = etagOf(identity);
  const kept = renderedPages.get(etag);
  if (kept) return kept;
  const page = await compressedPage(identity, etag);
  if (renderedPages.size >= RENDERED_PAGES_KEPT) {
    renderedPages.delete(renderedPages.keys().next().value!);
  }
  renderedPages.set(etag, page);
  return page;
}

async function compressedPage(identity: Buffer, etag: string): Promise<IndexPage> {
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip(identity, { level: 6 }),
  ]);
  return { identity, br, gzip: gz, etag };
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
  pageRoutes: PageRoutes[] = [],
): Promise<void> {
  const root = path.resolve(webDistDir);
  const indexFile = path.join(root, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);

  let index: IndexPage | undefined;
  let manifest: Record<string, ManifestChunk> | undefined;
  const memoized = new WeakMap<object, Map<string, { page: IndexPage; status: number }>>();
  const indexHtml = () => (index ??= readIndexPage(indexFile)).identity.toString('utf8');

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: IndexPage,
    status = 200,
  ) => {
    reply
      .code(status)
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

  const pages: WebPages = {
    sendApp: async (request, reply, head) =>
      head
        ? send(request, reply, await renderedPage(withHead(indexHtml(), head)), head.status)
        : send(request, reply, (index ??= readIndexPage(indexFile))),
    sendPage: async (request, reply, pageOrBuild, memo) => {
      const kept = memo && memoized.get(memo.owner)?.get(memo.variant);
      if (kept) return send(request, reply, kept.page, kept.status);
      const page = typeof pageOrBuild === 'function' ? pageOrBuild() : pageOrBuild;
      manifest ??= readManifest(root);
      const html = serverPageHtml(indexHtml(), page, entryScriptTags(manifest, page.script));
      const written = await renderedPage(html);
      if (memo) {
        // One variant per owner at a time (the newest): an owner lives as long as its cache entry.
        memoized.set(memo.owner, new Map([[memo.variant, { page: written, status: page.status }]]));
      }
      return send(request, reply, written, page.status);
    },
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
    app.get('/', (request, reply) => pages.sendApp(request, reply));
    for (const routes of pageRoutes) routes(app, pages);
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing bundle (an old page after a deploy) must fail as a 404, not load HTML as script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/');
    if (!isPage || !hasWebApp) throw new AppError('not_found');
    return pages.sendApp(request, reply);
  });
}
