import type { ErrorBody } from '../../shared/errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A failed API call. `code` is the server's error code (src/shared/errors.ts)
 * when the body said one, `fieldErrors` the per-field validation messages,
 * `details` everything else the body's details said (an `originalUrl`, say).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly details: ErrorBody['details'];

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors?: Record<string, string[]>,
    details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.details = details;
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

/** The ApiError a failed response (not ok) stands for, read from its error body. */
async function errorOf(response: Response): Promise<ApiError> {
  const errorBody = await readErrorBody(response);
  if (response.status === 401) {
    // The spec's transport error for 401 is the bare word 'unauthenticated';
    // the code still says why (e.g. invalid_credentials on sign-in).
    return new ApiError(401, errorBody?.error ?? 'unauthenticated', 'unauthenticated');
  }
  if (errorBody) {
    return new ApiError(
      response.status,
      errorBody.error,
      errorBody.message,
      errorBody.details?.fieldErrors,
      errorBody.details,
    );
  }
  return new ApiError(response.status, 'http_error', `${response.status}: ${response.statusText}`);
}

/**
 * Sends one API call the way every caller does (spec section 7): cookies of the
 * same origin, no HTTP cache, a JSON content type only when there is a body. A
 * FormData body (a file upload) goes as multipart, its type set by the browser.
 */
export function sendRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  return fetch(path, {
    method,
    credentials: 'include',
    cache: 'no-store',
    headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
  });
}

/** The JSON body of a successful response; null for 204 or an empty body. */
export async function readJsonBody<T>(response: Response): Promise<T> {
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

/** The one way the web app talks to the API; a failure is an ApiError read from the error body. */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await sendRequest(method, path, body);
  if (!response.ok) throw await errorOf(response);
  return readJsonBody<T>(response);
}

/** A file the API answered with, and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else `fallbackName`. */
  fileName: string;
}

/**
 * Gets a file from the API (a resume), the same way as apiRequest: same-origin
 * cookies, no HTTP cache, and a failure as an ApiError read from the error body.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(path, { method: 'GET', credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw await errorOf(response);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), fileName: fileName ?? fallbackName };
}

/**
 * The file name a Content-Disposition header gives: its UTF-8 `filename*` when it
 * has one (RFC 6266), else its plain `filename`; null without either. Any folder
 * part is dropped, so the name never points outside the downloads folder.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
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
