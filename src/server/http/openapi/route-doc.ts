import type { ZodType } from 'zod';
import type { ErrorCode } from '../../../shared/errors';
import type { Capability } from '../../../shared/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `session` and `platform` are what the session guard enforces
 * (session.ts: no `config.public`, and `config.platform`); the others are public to
 * the guard and checked by the handler.
 */
export type Access =
  | 'public'
  /** A member's session cookie. */
  | 'session'
  /** A signed-in SUPERADMIN's session, or the password console's. */
  | 'platform'
  /** The token of a candidate's private link, as `Authorization: Bearer`. */
  | 'privateLink'
  /** METRICS_TOKEN as `Authorization: Bearer`, when it is set. */
  | 'metricsToken'
  /** A webhook: the sender signs the raw body in this header. */
  | { signatureHeader: string };

/** A body that is not plain JSON of one schema. */
export interface RequestBody {
  /** The schema the handler parses it with (parseInput), from src/shared. */
  schema?: ZodType;
  description?: string;
  /** Sent as a multipart form (with files); JSON is accepted too when `isJsonAccepted`. */
  form?: {
    files: Record<string, { description: string; isRequired?: boolean }>;
    /** The schema travels as JSON text in this one field, not one field per property. */
    jsonField?: string;
    isJsonAccepted?: boolean;
  };
}

/** A success answer of a route. */
export interface SuccessResponse {
  /** 200 unless said. */
  status?: number;
  description: string;
  /**
   * The answer's TypeScript type, written over types exported by src/shared
   * (`JobView[]`, `{ interview: InterviewView }`): the test checks the names exist.
   */
  type?: string;
  /** A zod schema of the answer, when src/shared has one. */
  schema?: ZodType;
  /** application/json unless said; a 204 has none. */
  contentType?: string;
}

/** One route of the API as the documentation tells it: the registry's entry. */
export interface RouteDoc {
  method: HttpMethod;
  /** Fastify's pattern, as registered: `/api/v1/jobs/:id`. */
  path: string;
  /** Unique across the API: names the operation in clients and on the page. */
  operationId: string;
  summary: string;
  description?: string;
  /** The page's section: set for a whole registry file by docsOf. */
  tag: DocTag;
  access: Access;
  /** The member capability the handler requires (shared/permissions.ts): 403 without it. */
  capability?: Capability;
  /** Path parameters that are not ids (an `id` or `…Id` is a UUID unless given here). */
  params?: Record<string, ZodType>;
  /** The schema the handler parses the query string with. */
  query?: ZodType;
  /** The schema the handler parses the JSON body with, or how the body is sent. */
  body?: ZodType | RequestBody;
  response: SuccessResponse | SuccessResponse[];
  /** Error codes this route answers with, beyond those its access and input imply. */
  errors?: ErrorCode[];
}

export interface DocTag {
  name: string;
  description: string;
}

/** Tags the entries of one registry file (one routes module). */
export function docsOf(tag: DocTag, docs: Omit<RouteDoc, 'tag'>[]): RouteDoc[] {
  return docs.map((doc) => ({ ...doc, tag }));
}
