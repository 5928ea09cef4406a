import {
  ApiError,
  fileNameFromDisposition,
  readJsonBody,
  sendRequest,
  type DownloadedFile,
  type HttpMethod,
} from '../../../lib/api-client';

/** Spec section 8: what an admin call's 401 says. */
export const ADMIN_SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Called when an admin call answers 401: the console's session is over. The admin
 * area listens (useAdminSessionExpiry) to say so and show the Admin Access screen.
 */
export function onAdminSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function isAdminSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

interface AdminRequestOptions {
  /**
   * The call whose 401 is an answer, not an ended session: the session probe and
   * the password sign-in ('Invalid password').
   */
  isSessionCall?: boolean;
}

/**
 * Spec section 8, admin calls: the server's JSON message when it sent one, else
 * 'Request failed' (a JSON body without one) or 'HTTP {status}'.
 */
async function adminErrorOf(response: Response, options: AdminRequestOptions): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = null;
  }
  const record =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  const code = typeof record?.error === 'string' ? record.error : 'http_error';
  const serverMessage = typeof record?.message === 'string' ? record.message : null;
  const details = record?.details as ApiError['details'];
  if (response.status === 401 && !options.isSessionCall) {
    for (const listener of sessionEndedListeners) listener();
    return new ApiError(401, code, ADMIN_SESSION_EXPIRED_MESSAGE);
  }
  const message = serverMessage ?? (record ? 'Request failed' : `HTTP ${response.status}`);
  return new ApiError(
    response.status,
    // A message of our own making is still worth showing: not the generic 'http_error'.
    code === 'http_error' ? 'admin_request_failed' : code,
    message,
    details?.fieldErrors,
    details,
  );
}

/**
 * The admin console's calls (spec section 7, "Admin calls read JSON error bodies for
 * a message"): same-origin cookies (the user session or the console's admin cookie),
 * no HTTP cache, JSON or multipart bodies.
 */
export async function adminRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: AdminRequestOptions = {},
): Promise<T> {
  const response = await sendRequest(method, path, body);
  if (!response.ok) throw await adminErrorOf(response, options);
  return readJsonBody<T>(response);
}

/** A file from the admin API (the pipeline's CSV), its failures read as adminRequest's. */
export async function adminDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await fetch(path, { method: 'GET', credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw await adminErrorOf(response, {});
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), fileName: fileName ?? fallbackName };
}

/** `?q=..&page=..` of a paged list, leaving out what is empty. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `/api/v1/admin` plus a path of encoded segments. */
export function adminPath(...segments: string[]): string {
  return ['/api/v1/admin', ...segments.map(encodeURIComponent)].join('/');
}
