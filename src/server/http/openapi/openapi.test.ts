import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/setup/test-app';
import { createWebTestApp } from '../../../../test/setup/web-test-app';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from './api-docs.routes';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { ROUTE_DOCS } from './registry';
import type { RouteDoc } from './route-doc';
import { UNDOCUMENTED_ROUTES } from './undocumented-routes';

interface RegisteredRoute {
  method: string;
  url: string;
  config: { public?: boolean; platform?: boolean };
}

const routes: RegisteredRoute[] = [];
let app: TestApp;

/** Every route as Fastify registers it; HEAD is GET's twin, documented with it. */
function onRoute(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config ?? {} });
  }
}

beforeAll(async () => {
  // With a web build, so the page routes are registered too; the payment sandbox is on.
  app = await createWebTestApp({}, { onRoute });
});
afterAll(() => app.close());

const keyOf = (route: { method: string; path?: string; url?: string }) =>
  `${route.method} ${route.path ?? route.url}`;

describe('the route registry', () => {
  it('documents every route the app registers', () => {
    const documented = new Set(ROUTE_DOCS.map(keyOf));
    const undocumented = routes
      .map(keyOf)
      .filter((key) => !documented.has(key) && !UNDOCUMENTED_ROUTES.has(key));
    expect(
      undocumented,
      'Routes without an entry: add one to their module file in src/server/http/openapi/registry/',
    ).toEqual([]);
  });

  it('documents only routes that exist, each once', () => {
    const registered = new Set(routes.map(keyOf));
    const keys = ROUTE_DOCS.map(keyOf);
    expect(
      keys.filter((key) => !registered.has(key)),
      'Documented routes the app does not register',
    ).toEqual([]);
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'Documented twice',
    ).toEqual([]);
    const registeredKeys = [...UNDOCUMENTED_ROUTES].filter((key) => !registered.has(key));
    expect(registeredKeys, 'Left out on purpose, but no longer registered').toEqual([]);
  });

  it("says who may call each route as the session guard decides from the route's config", () => {
    const guardOfRoute = (route: RegisteredRoute) => {
      // The guard reads sessions under /api/ only, and lets public routes through.
      if (!route.url.startsWith('/api/') || route.config.public) return 'none';
      return route.config.platform ? 'platform' : 'session';
    };
    const guardOfDoc = (doc: RouteDoc) =>
      doc.access === 'session' || doc.access === 'platform' ? doc.access : 'none';
    const byKey = new Map(routes.map((route) => [keyOf(route), route]));
    const mismatches = ROUTE_DOCS.flatMap((doc) => {
      const route = byKey.get(keyOf(doc));
      if (!route || guardOfRoute(route) === guardOfDoc(doc)) return [];
      return [`${keyOf(doc)}: documented ${guardOfDoc(doc)}, guarded ${guardOfRoute(route)}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('names answer types that src/shared exports', () => {
    const sharedDir = path.resolve(import.meta.dirname, '../../../shared');
    const sharedSource = fs
      .readdirSync(sharedDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => fs.readFileSync(path.join(sharedDir, file), 'utf8'))
      .join('\n');
    const isExported = (name: string) =>
      new RegExp(`export (interface|type) ${name}\\b`).test(sharedSource);
    const unknown = ROUTE_DOCS.flatMap((doc) =>
      [doc.response].flat().flatMap((response) =>
        [...(response.type ?? '').matchAll(/\b[A-Z]\w*/g)]
          .map(([name]) => name)
          .filter((name) => !isExported(name))
          .map((name) => `${keyOf(doc)}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(ROUTE_DOCS);

  it('is OpenAPI 3.1 with unique operation ids, tags and security schemes it declares', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const tags = new Set(document.tags.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const problems = operations.flatMap(({ key, operation }) => [
      ...operation.tags.filter((tag) => !tags.has(tag)).map((tag) => `${key}: tag ${tag}`),
      ...operation.security
        .flatMap((requirement) => Object.keys(requirement))
        .filter((scheme) => !schemes.has(scheme))
        .map((scheme) => `${key}: security scheme ${scheme}`),
    ]);
    expect(problems).toEqual([]);
  });

  it('declares every path parameter of every path, and no other', () => {
    const problems = operationsOf(document).flatMap(({ key, path: template, operation }) => {
      const inPath = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
      const parameters = operation.parameters ?? [];
      const declared = parameters
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      const notRequired = parameters.filter((p) => p.in === 'path' && !p.required);
      const names = parameters.map((parameter) => `${parameter.in} ${parameter.name}`);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      return [
        ...(inPath.join() === declared.join() ? [] : [`${key}: declares ${declared.join()}`]),
        ...notRequired.map((parameter) => `${key}: ${parameter.name} must be required`),
        ...repeated.map((name) => `${key}: ${name} declared twice`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('gives every operation described responses under valid status keys', () => {
    const problems = operationsOf(document).flatMap(({ key, operation }) => {
      const entries = Object.entries(operation.responses);
      if (entries.length === 0) return [`${key}: no responses`];
      return entries.flatMap(([status, response]) => [
        ...(/^([1-5]\d\d|[1-5]XX|default)$/.test(status) ? [] : [`${key}: status ${status}`]),
        ...(response.description ? [] : [`${key}: ${status} has no description`]),
      ]);
    });
    expect(problems).toEqual([]);
  });

  it('resolves every $ref, and names components as OpenAPI allows', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => resolvePointer(document, ref) === undefined)).toEqual([]);
    expect(
      Object.keys(document.components.schemas).filter((name) => !/^[\w.-]+$/.test(name)),
    ).toEqual([]);
  });

  it('describes bodies and queries with the schemas the handlers parse with', () => {
    const patch = document.paths['/api/v1/jobs/{id}']!.patch!;
    expect(patch.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/UpdateJobInput',
    });
    const list = document.paths['/api/v1/candidates']!.get!;
    expect(list.parameters?.map((parameter) => parameter.name)).toEqual([
      'q',
      'page',
      'pageSize',
      'jobId',
      'sort',
    ]);
    const signUp = document.components.schemas.SignUpInput!;
    expect(signUp.required).toEqual(['orgName', 'name', 'email', 'password']);
    const apply = document.paths['/api/v1/public/jobs/{id}/apply']!.post!.requestBody!;
    expect(Object.keys(apply.content)).toEqual(['application/json', 'multipart/form-data']);
  });
});

describe('serving the documentation', () => {
  it('answers the OpenAPI document as JSON, without a session', async () => {
    const response = await app.server.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument(ROUTE_DOCS))));
  });

  it('answers a page of plain HTML: every operation and schema, landmarks, no script', async () => {
    const response = await app.server.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const landmark of [
      '<header>',
      '<nav aria-label=',
      '<main id="main">',
      '<footer>',
      '<h1>',
    ]) {
      expect(html).toContain(landmark);
    }
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    for (const doc of ROUTE_DOCS)
      expect(ids.has(`op-${doc.operationId}`), doc.operationId).toBe(true);
    const document = buildOpenApiDocument(ROUTE_DOCS);
    for (const name of Object.keys(document.components.schemas)) {
      expect(ids.has(`schema-${name}`), name).toBe(true);
    }
    const brokenLinks = [...html.matchAll(/href="#([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((id) => !ids.has(id));
    expect(brokenLinks).toEqual([]);
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const plain = await app.server.inject({ method: 'GET', url: API_DOCS_PATH });
    const response = await app.server.inject({
      method: 'GET',
      url: API_DOCS_PATH,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });
});

type Operation = OpenApiDocument['paths'][string][string];

function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]: [string, Operation]) => ({
      key: `${method.toUpperCase()} ${template}`,
      path: template,
      operation,
    })),
  );
}

function collectRefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectRefs);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : collectRefs(child),
  );
}

/** A local JSON pointer (`#/components/schemas/X`) in the document, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, token) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined,
      document,
    );
}
