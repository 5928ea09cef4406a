import { z, type ZodType } from 'zod';
import { errorCatalog, type ErrorCode } from '../../../shared/errors';
import { CAPABILITIES } from '../../../shared/permissions';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../session';
import { errorBodySchema } from './error-body-schema';
import type { Access, DocTag, RequestBody, RouteDoc, SuccessResponse } from './route-doc';
import { sharedSchemaNames } from './shared-schema-names';

export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiRequestBody {
  description?: string;
  required: boolean;
  content: Record<string, OpenApiMediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: SecurityRequirement[];
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses: Record<string, OpenApiResponse>;
}

export interface SecurityScheme {
  type: 'apiKey' | 'http';
  description: string;
  name?: string;
  in?: 'cookie' | 'header';
  scheme?: 'bearer';
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: DocTag[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';
const ERROR_BODY = 'ErrorBody';
const ERROR_CONTENT = {
  'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}${ERROR_BODY}` } },
};

const INFO = {
  title: 'Shortlist API',
  version: 'v1',
  description: [
    "Shortlist's HTTP API, generated from the zod schemas of src/shared that the server checks every request body and query string with.",
    'Errors answer `{ "error": code, "message": text, "details"?: … }` with the status of the code.',
    'A state-changing request that another site sends is refused (403 `cross_site_request`); the API is for this site and the partners whose routes say so.',
  ].join('\n\n'),
};

const SECURITY_SCHEMES: Record<string, SecurityScheme> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      "A member's session: set by sign-up, sign-in and accepting an invitation. While a temporary password must be changed, routes other than /api/v1/auth/me and change-password answer 403 `password_change_required`.",
  },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_SESSION_COOKIE,
    description:
      "The password console's session (POST /api/v1/admin/auth). Platform routes take it, or a signed-in SUPERADMIN's session.",
  },
  privateLink: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token of the private link emailed to a candidate (POST /api/v1/my-data/link), as `Authorization: Bearer …`, never in a URL.',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, when the server has one; without it /metrics is open.',
  },
};

/** `/api/v1/jobs/:id` -> `/api/v1/jobs/{id}`. */
export function toOpenApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:(\w+)/g, '{$1}');
}

function pathParameterNames(fastifyPath: string): string[] {
  return [...fastifyPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** A zod schema as JSON Schema 2020-12, without the dialect and id OpenAPI 3.1 sets itself. */
function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return json;
}

/**
 * Builds the document's schemas once: every named request schema becomes a component
 * (so the page and clients see `CreateJobInput`, not an anonymous object), anything
 * else is written in place.
 */
class SchemaCatalog {
  private readonly names = sharedSchemaNames();
  private readonly registry = z.registry<{ id: string }>();
  private readonly schemasById = new Map<string, ZodType>();

  constructor() {
    this.register(errorBodySchema, ERROR_BODY);
  }

  /** A request schema: a reference to its component when src/shared names it. */
  refer(schema: ZodType): JsonSchema {
    const name = this.names.get(schema);
    if (!name) return toJsonSchema(schema, 'input');
    this.register(schema, name);
    return { $ref: `${SCHEMA_REF_PREFIX}${name}` };
  }

  /** The components of every schema referred to; one schema's reference to another stays one. */
  components(): Record<string, JsonSchema> {
    const { schemas } = z.toJSONSchema(this.registry, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      uri: (id) => `${SCHEMA_REF_PREFIX}${id}`,
    });
    const components: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _dialect, $id: _id, ...json } = schema;
      components[id] = json;
    }
    return components;
  }

  private register(schema: ZodType, id: string): void {
    const named = this.schemasById.get(id);
    if (named === schema) return;
    if (named) throw new Error(`Two schemas of src/shared would both be named ${id}`);
    this.schemasById.set(id, schema);
    this.registry.add(schema, { id });
  }
}

function pathParameters(doc: RouteDoc): OpenApiParameter[] {
  return pathParameterNames(doc.path).map((name) => {
    const given = doc.params?.[name];
    // Ids are UUIDs: the handlers answer 404 for anything else (parseId).
    const schema = given
      ? toJsonSchema(given, 'input')
      : /(^id|Id)$/.test(name)
        ? { type: 'string', format: 'uuid' }
        : { type: 'string' };
    return { name, in: 'path', required: true, ...descriptionOf(schema), schema };
  });
}

function queryParameters(doc: RouteDoc): OpenApiParameter[] {
  if (!doc.query) return [];
  const json = toJsonSchema(doc.query, 'input');
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) {
    throw new Error(`${doc.operationId}: a query schema must be an object`);
  }
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...descriptionOf(schema),
    schema,
  }));
}

function descriptionOf(schema: JsonSchema): { description?: string } {
  return typeof schema.description === 'string' ? { description: schema.description } : {};
}

function requestBodyOf(doc: RouteDoc, catalog: SchemaCatalog): OpenApiRequestBody | undefined {
  if (!doc.body) return undefined;
  const body: RequestBody = doc.body instanceof z.ZodType ? { schema: doc.body } : doc.body;
  const schema = body.schema ? catalog.refer(body.schema) : undefined;
  const content: Record<string, OpenApiMediaType> = {};
  if (!body.form || body.form.isJsonAccepted)
    content['application/json'] = schema ? { schema } : {};
  if (body.form) content['multipart/form-data'] = { schema: formSchema(body, schema) };
  return {
    ...(body.description ? { description: body.description } : {}),
    // The handlers parse a missing body as {}: it is optional when the schema accepts that.
    required: !body.schema || !body.schema.safeParse({}).success,
    content,
  };
}

/** A multipart form: the schema's fields (or its JSON in one field) beside the files. */
function formSchema(body: RequestBody, schema: JsonSchema | undefined): JsonSchema {
  const form = body.form!;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, file] of Object.entries(form.files)) {
    properties[name] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: file.description,
    };
    if (file.isRequired) required.push(name);
  }
  if (form.jsonField) {
    properties[form.jsonField] = {
      type: 'string',
      contentMediaType: 'application/json',
      ...(schema ? { contentSchema: schema } : {}),
    };
  }
  const files: JsonSchema = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
  };
  if (!schema || form.jsonField) return files;
  return Object.keys(properties).length > 0 ? { allOf: [schema, files] } : schema;
}

function successResponse(response: SuccessResponse): OpenApiResponse {
  const description = response.type
    ? `${response.description}: \`${response.type}\``
    : response.description;
  const status = response.status ?? 200;
  if (status === 204) return { description };
  const schema = response.schema ? toJsonSchema(response.schema, 'output') : undefined;
  return {
    description,
    content: { [response.contentType ?? 'application/json']: schema ? { schema } : {} },
  };
}

/** The error codes a route can answer with: those its access and input imply, and its own. */
function errorCodesOf(doc: RouteDoc): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const hasSchema = doc.query || (doc.body && (doc.body instanceof z.ZodType || doc.body.schema));
  if (hasSchema) codes.push('validation_failed');
  if (doc.access === 'session') codes.push('unauthenticated');
  if (doc.capability) codes.push('forbidden');
  if (doc.access === 'platform') codes.push('unauthenticated', 'platform_only');
  if (doc.access === 'privateLink') codes.push('my_data_link_invalid');
  if (typeof doc.access === 'object') codes.push('invalid_signature');
  const own = doc.errors ?? [];
  const hasNotFound = own.some((code) => errorCatalog[code].status === 404);
  if (pathParameterNames(doc.path).length > 0 && !hasNotFound) codes.push('not_found');
  return [...new Set([...codes, ...own])];
}

function errorResponses(doc: RouteDoc): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(doc)) {
    const status = errorCatalog[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const lines = codes.map((code) => `\`${code}\`: ${errorCatalog[code].message}`);
    responses[String(status)] = { description: lines.join('\n\n'), content: ERROR_CONTENT };
  }
  responses.default = {
    description: 'Any other error, in the same shape; a 500 `internal` carries the request id.',
    content: ERROR_CONTENT,
  };
  return responses;
}

function responsesOf(doc: RouteDoc): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {};
  for (const response of [doc.response].flat()) {
    responses[String(response.status ?? 200)] = successResponse(response);
  }
  if (doc.access === 'metricsToken') {
    responses['401'] = { description: 'METRICS_TOKEN is set and the request does not carry it.' };
  }
  // Only the API answers errors in the error envelope; pages answer pages.
  if (!doc.path.startsWith('/api/')) return responses;
  return { ...errorResponses(doc), ...responses };
}

function signatureSchemeName(header: string): string {
  return `signature.${header}`;
}

function securityOf(access: Access): SecurityRequirement[] {
  if (typeof access === 'object') return [{ [signatureSchemeName(access.signatureHeader)]: [] }];
  switch (access) {
    case 'public':
      return [];
    case 'session':
      return [{ session: [] }];
    case 'platform':
      return [{ session: [] }, { adminSession: [] }];
    case 'privateLink':
      return [{ privateLink: [] }];
    case 'metricsToken':
      // Empty: without a configured token, no credentials are needed.
      return [{ metricsToken: [] }, {}];
  }
}

function securitySchemesOf(docs: RouteDoc[]): Record<string, SecurityScheme> {
  const schemes = { ...SECURITY_SCHEMES };
  for (const { access } of docs) {
    if (typeof access !== 'object') continue;
    schemes[signatureSchemeName(access.signatureHeader)] = {
      type: 'apiKey',
      in: 'header',
      name: access.signatureHeader,
      description: "The sender's HMAC signature of the raw body; refused without a valid one.",
    };
  }
  return schemes;
}

function descriptionOfOperation(doc: RouteDoc): string | undefined {
  const capability = doc.capability
    ? `Only for the roles that may \`${doc.capability}\`: ${CAPABILITIES[doc.capability].join(', ')}.`
    : undefined;
  const parts = [doc.description, capability].filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

function operationOf(doc: RouteDoc, catalog: SchemaCatalog): OpenApiOperation {
  const parameters = [...pathParameters(doc), ...queryParameters(doc)];
  const requestBody = requestBodyOf(doc, catalog);
  const description = descriptionOfOperation(doc);
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    ...(description ? { description } : {}),
    tags: [doc.tag.name],
    security: securityOf(doc.access),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(doc),
  };
}

/** The tags in the order their routes first come, each described once. */
function tagsOf(docs: RouteDoc[]): DocTag[] {
  const tags = new Map<string, DocTag>();
  for (const { tag } of docs) {
    const known = tags.get(tag.name);
    if (known && known.description !== tag.description) {
      throw new Error(`The tag ${tag.name} is described twice`);
    }
    tags.set(tag.name, tag);
  }
  return [...tags.values()];
}

/** The OpenAPI 3.1 document of the registry's routes. */
export function buildOpenApiDocument(docs: RouteDoc[]): OpenApiDocument {
  const catalog = new SchemaCatalog();
  const paths: OpenApiDocument['paths'] = {};
  for (const doc of docs) {
    const path = (paths[toOpenApiPath(doc.path)] ??= {});
    const method = doc.method.toLowerCase();
    if (path[method]) throw new Error(`${doc.method} ${doc.path} is documented twice`);
    path[method] = operationOf(doc, catalog);
  }
  return {
    openapi: '3.1.1',
    info: INFO,
    tags: tagsOf(docs),
    paths,
    components: { schemas: catalog.components(), securitySchemes: securitySchemesOf(docs) },
  };
}
