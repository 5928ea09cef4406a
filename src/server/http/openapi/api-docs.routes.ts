import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { addVaryAcceptEncoding, preferredEncoding } from '../compression';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { ROUTE_DOCS } from './registry';

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/docs/openapi.json';

const PUBLIC = { config: { public: true } } as const;
/** The documentation changes with a deploy only; a few minutes of caching cost nothing. */
const CACHE_CONTROL = 'public, max-age=300';

/** The page as sent: written and compressed once, on its first request. */
interface DocsPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed off the event loop; at these levels about 350 KB becomes about 23 KB. */
async function compressedPage(html: string): Promise<DocsPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * GET /api/docs (the browsable page) and /api/docs/openapi.json (OpenAPI 3.1), both
 * built from the route registry on first use: the registry is code, so they change
 * only with a deploy.
 */
export function apiDocsRoutes(app: FastifyInstance): void {
  let document: OpenApiDocument | undefined;
  let documentJson: string | undefined;
  let page: Promise<DocsPage> | undefined;
  const documentOf = () => (document ??= buildOpenApiDocument(ROUTE_DOCS));

  app.get(OPENAPI_DOCUMENT_PATH, PUBLIC, async (_request, reply) => {
    documentJson ??= JSON.stringify(documentOf());
    // JSON: the compression hook compresses it like any API answer.
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/json; charset=utf-8')
      .send(documentJson);
  });

  app.get(API_DOCS_PATH, PUBLIC, async (request, reply) => {
    page ??= compressedPage(renderDocsPage(documentOf(), OPENAPI_DOCUMENT_PATH));
    const sent = await page;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .header('vary', addVaryAcceptEncoding(reply.getHeader('vary')))
      .type('text/html; charset=utf-8')
      .send(encoding ? sent[encoding] : sent.identity);
  });
}
