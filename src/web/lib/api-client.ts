import type { ErrorBody } from '../../shared/errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A failed API call. `code` is the server's error code (src/shared/errors.ts)
 * when the body said one, `fieldErrors` the per-field validation messages.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return isErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The one way the web app talks to the API (spec section 7): cookies of the
 * same origin, no HTTP cache, a JSON content type only when there is a body.
 * A FormData body (a file upload) goes as multipart, its type set by the browser.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
  });

  if (response.status === 401) {
    // The spec's transport error for 401 is the bare word 'unauthenticated';
    // the code still says why (e.g. invalid_credentials on sign-in).
    const errorBody = await readErrorBody(response);
    throw new ApiError(401, errorBody?.error ?? 'unauthenticated', 'unauthenticated');
  }

  if (!response.ok) {
    const errorBody = await readErrorBody(response);
    if (errorBody) {
      throw new ApiError(
        response.status,
        errorBody.error,
        errorBody.message,
        errorBody.details?.fieldErrors,
      );
    }
    throw new ApiError(response.status, 'http_error', `${response.status}: ${response.statusText}`);
  }

  if (response.status === 204) return null as T;
  const text = await response.text();
  if (text.trim() === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(
      response.status,
      'invalid_json_response',
      'Invalid JSON response from server',
    );
  }
}

/**
 * The text a failure toast shows: the server's message when it sent one,
 * else the screen's fallback. A 401's message is the transport word
 * 'unauthenticated', which tells a person nothing, so it falls back too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 401 && error.code !== 'http_error') {
    return error.message || fallback;
  }
  return fallback;
}
