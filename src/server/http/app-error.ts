import type { ZodError, ZodType, output } from 'zod';
import { errorCatalog, type ErrorBody, type ErrorCode } from '../../shared/errors';

/** Thrown by services; the error handler turns it into the catalog's status and message. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: ErrorBody['details'],
    message?: string,
  ) {
    super(message ?? errorCatalog[code].message);
    this.status = errorCatalog[code].status;
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export function validationError(error: ZodError): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  // The first message leads, so a client that reads only `message` still shows the spec's words.
  return new AppError('validation_failed', { fieldErrors }, error.issues[0]?.message);
}

/** Parses input with a shared schema; a failure is a 400 carrying the schema's messages. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not an id names nothing: 404, never a 500 from the database. */
export function parseId(value: unknown, notFound: ErrorCode = 'not_found'): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new AppError(notFound);
  return value.toLowerCase();
}

/** PostgreSQL's unique_violation, optionally on one named constraint. */
/** Whether a database error (or its cause) is PostgreSQL's `code`, on `constraint` if given. */
function isDatabaseError(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === code) {
      return !constraint || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isDatabaseError(error, '23505', constraint);
}

/** A check failed: a CHECK constraint, or a trigger raising check_violation under `constraint`. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  return isDatabaseError(error, '23514', constraint);
}

/** A row referenced a row that is gone (deleted by a request that committed meanwhile). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isDatabaseError(error, '23503', constraint);
}
