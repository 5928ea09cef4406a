import type { ErrorBody } from '../../../../shared/errors';
import { ApiError, isApiError, readJsonBody, type HttpMethod } from '../../../lib/api-client';

/**
 * The my-data calls carry the private link's token as `Authorization: Bearer …`, and
 * no cookie: the page is the candidate's, whoever else is signed in on this browser.
 */
export function sendMyDataRequest(method: HttpMethod, path: string, token: string, body?: unknown) {
  return fetch(path, {
    method,
    credentials: 'omit',
    cache: 'no-store',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}

/**
 * The ApiError of a failed response. Unlike the app's sessions, a 401 here keeps the
 * server's message: it is the one that says how to get a new link.
 */
export async function myDataErrorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = null;
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.error, body.message, undefined, body.details);
  }
  return new ApiError(response.status, 'http_error', `${response.status}: ${response.statusText}`);
}

/** One my-data call: its JSON answer (null for 204), or an ApiError. */
export async function myDataRequest<T>(
  method: HttpMethod,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const response = await sendMyDataRequest(method, path, token, body);
  if (!response.ok) throw await myDataErrorOf(response);
  return readJsonBody<T>(response);
}

/** The link no longer opens anything (wrong, expired, or the data was erased). */
export function isLinkInvalid(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

/**
 * A failed action that says the page shows what is no longer so: the link died, or
 * the application is gone (withdrawn in another tab). The page loads its data again.
 */
export function isDataStale(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 404);
}

/** What a failed action's toast says: the server's own words when it sent some. */
export function myDataFailureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.code !== 'http_error' && error.message
    ? error.message
    : fallback;
}
