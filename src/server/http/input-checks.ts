import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCatalog } from '../../shared/errors';
import { AppError } from './app-error';

const NUL = '\u0000';

/**
 * Text with a NUL character is refused at the door, wherever it comes in: PostgreSQL
 * cannot store NUL in text, so it would otherwise fail as a 500 deep in some query.
 * The URL (path parameters and query) is checked before the session is looked up, the body
 * before validation, and a multipart form part by part as the handler reads it.
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // `%00` is the only escape that decodes to NUL: the path and query parsers make none otherwise.
    if (request.url.includes('%00') || request.url.includes(NUL)) {
      throw new AppError('invalid_characters');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (isMultipartRequest(request)) {
      checkMultipartParts(request);
      return;
    }
    assertNoNulCharacter(request.body);
  });
}

/** Throws `invalid_characters`, naming the field, when any text in a parsed JSON value holds NUL. */
export function assertNoNulCharacter(value: unknown): void {
  const field = findNulCharacter(value);
  if (field !== null) throw nulError(field);
}

/**
 * Where a JSON value holds a NUL character: the dotted path of the value (`_` for the
 * whole value, or for the object a key with NUL sits in), or null when there is none.
 * Walked without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findNulCharacter(value: unknown): string | null {
  const pending: Entry[] = [{ value, key: null, parent: null }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return fieldName(entry);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: entry }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return fieldName(entry);
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}

/** A value to look at, linked to its parent so a deep body costs no copies of its path. */
interface Entry {
  value: unknown;
  key: string | number | null;
  parent: Entry | null;
}

function fieldName(entry: Entry): string {
  const path: string[] = [];
  for (let at: Entry | null = entry; at?.key != null; at = at.parent) path.push(String(at.key));
  return path.reverse().join('.') || '_';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function nulError(field?: string): AppError {
  const message = errorCatalog.invalid_characters.message;
  return new AppError(
    'invalid_characters',
    field ? { fieldErrors: { [field]: [message] } } : undefined,
  );
}

/** Multipart support is a plugin of some scopes only; elsewhere the request has no `isMultipart`. */
function isMultipartRequest(request: FastifyRequest): boolean {
  const { isMultipart } = request as Partial<Pick<FastifyRequest, 'isMultipart'>>;
  return typeof isMultipart === 'function' && isMultipart.call(request);
}

/**
 * A multipart form is streamed to the handler, so its parts are checked as they are
 * read: this request's `parts()` hands them on only when their text holds no NUL, and
 * a body the parser cannot read (no boundary, a wrong one, cut short) becomes
 * `invalid_form` instead of the parser's bare error.
 */
function checkMultipartParts(request: FastifyRequest): void {
  const readParts = request.parts.bind(request);
  request.parts = (options) => checkedParts(readParts(options));
}

async function* checkedParts(parts: AsyncIterableIterator<Multipart>) {
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw asFormError(error);
    });
    if (next.done) return;
    const part = next.value;
    const field = nulFieldOf(part);
    if (field !== null) {
      await drainParts(part, parts);
      throw nulError(field);
    }
    if (part.type === 'file') {
      const toBuffer = part.toBuffer.bind(part);
      part.toBuffer = () =>
        toBuffer().catch((error: unknown) => {
          throw asFormError(error);
        });
    }
    yield part;
  }
}

/** The field a part's text with NUL belongs to (`_` when its name holds it), or null. */
function nulFieldOf(part: Multipart): string | null {
  if (part.fieldname.includes(NUL)) return '_';
  const text = part.type === 'file' ? part.filename : part.value;
  return typeof text === 'string' && text.includes(NUL) ? part.fieldname : null;
}

/** Reads the rest of a refused form, so the parser is not left waiting on an unread file. */
async function drainParts(current: Multipart, parts: AsyncIterableIterator<Multipart>) {
  try {
    if (current.type === 'file') current.file.resume();
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch {
    // The form is refused either way; a parsing error after the NUL changes nothing.
  }
}

/**
 * The multipart plugin's own errors carry a code and a status and are left as they are
 * (a file too large is 413); the parser's bare errors mean the body is not a readable form.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number') return error;
  return new AppError('invalid_form');
}
