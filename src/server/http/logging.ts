import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * What a request log line keeps. The query string is dropped: reset links carry their
 * token there (`/reset-password?token=...`), searches carry candidates' names and emails,
 * and logs outlive both.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/**
 * Fields that name what failed, never a value: PostgreSQL's sqlstate and schema names,
 * Node's system call, Fastify's code and status. A database error's message, `detail` and
 * `where` quote the values sent (`Key (email)=(ama@example.com)`), and the ORM's message
 * lists every parameter of the query, so none of those are kept.
 */
const IDENTIFYING_FIELDS = [
  'code',
  'statusCode',
  'status',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'syscall',
] as const;

const MAX_CAUSES = 3;
const WITHHELD = '(withheld: it may quote the input)';

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * What an error log line keeps: the error's type, identifying fields, stack frames and
 * causes, but no message unless it is one of ours (an AppError's is the catalog's). A
 * message can quote the input that caused it (a JSON parse error quotes the body, a
 * database error the value), and error logs must not hold candidates' data.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message: error instanceof AppError || isLogSafe(error) ? error.message : WITHHELD,
    stack: stackFrames(error.stack),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of IDENTIFYING_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/**
 * An error whose message is written by our code from no input of a person (the payment
 * client's: which call failed and how) says `isLogSafe`, so operators can read it.
 */
function isLogSafe(error: Error): boolean {
  return (error as { isLogSafe?: unknown }).isLogSafe === true;
}

/** The stack without its first lines, which repeat the message. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
