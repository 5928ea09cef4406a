import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDownload,
  apiRequest,
  failureMessage,
  fileNameFromDisposition,
} from './api-client';

function respondWith(body: string, init: ResponseInit) {
  // A 204 may not carry a body, not even an empty string.
  const fetchMock = vi.fn(async () => new Response(init.status === 204 ? null : body, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies, skips the HTTP cache and sets a JSON type only with a body', async () => {
    const fetchMock = respondWith('{"ok":true}', { status: 200 });
    await apiRequest('GET', '/api/v1/jobs');
    await apiRequest('POST', '/api/v1/jobs', { title: 'Analyst' });

    expect(fetchMock).toHaveBeenNthCalledWith(1, '/api/v1/jobs', {
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
      headers: undefined,
      body: undefined,
    });
    expect(fetchMock).toHaveBeenNthCalledWith(2, '/api/v1/jobs', {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Analyst"}',
    });
  });

  it('returns parsed JSON, and null for 204 or an empty body', async () => {
    respondWith('{"balance":5}', { status: 200 });
    await expect(apiRequest('GET', '/api/v1/credits')).resolves.toEqual({ balance: 5 });
    respondWith('', { status: 204 });
    await expect(apiRequest('DELETE', '/api/v1/jobs/1')).resolves.toBeNull();
    respondWith('', { status: 200 });
    await expect(apiRequest('POST', '/api/v1/auth/logout')).resolves.toBeNull();
  });

  it('rejects a success body that is not JSON', async () => {
    respondWith('<html>', { status: 200 });
    await expect(apiRequest('GET', '/api/v1/jobs')).rejects.toThrow(
      'Invalid JSON response from server',
    );
  });

  it("turns a 401 into 'unauthenticated', keeping the server's code", async () => {
    respondWith('{"error":"invalid_credentials","message":"Invalid email or password."}', {
      status: 401,
    });
    const error = await apiRequest('POST', '/api/v1/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'unauthenticated',
    });
  });

  it('reads the error body: code, message and field errors', async () => {
    respondWith(
      JSON.stringify({
        error: 'validation_failed',
        message: 'Job title is required',
        details: { fieldErrors: { title: ['Job title is required'] } },
      }),
      { status: 400 },
    );
    await expect(apiRequest('POST', '/api/v1/jobs', {})).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Job title is required',
      fieldErrors: { title: ['Job title is required'] },
    });
  });

  it('falls back to status and status text when the error body is not JSON', async () => {
    respondWith('upstream down', { status: 502, statusText: 'Bad Gateway' });
    await expect(apiRequest('GET', '/api/v1/jobs')).rejects.toMatchObject({
      status: 502,
      message: '502: Bad Gateway',
    });
  });
});

describe('apiDownload', () => {
  it('answers the file with the name the server gave it', async () => {
    respondWith('%PDF-1.7', {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="resume.pdf"; filename*=UTF-8''Ama%20Mensah%20resume.pdf`,
      },
    });
    const file = await apiDownload('/api/v1/applications/a1/resume', 'resume');
    expect(file.fileName).toBe('Ama Mensah resume.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it("keeps the error body's details, such as where the original file is", async () => {
    respondWith(
      JSON.stringify({
        error: 'resume_watermark_failed',
        message: 'The watermarked copy of this resume could not be made.',
        details: { originalUrl: '/api/v1/applications/a1/resume?original=true' },
      }),
      { status: 422 },
    );
    await expect(apiDownload('/api/v1/applications/a1/resume', 'resume')).rejects.toMatchObject({
      status: 422,
      code: 'resume_watermark_failed',
      details: { originalUrl: '/api/v1/applications/a1/resume?original=true' },
    });
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, and drops folders', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''Kw%C3%A1me.docx`)).toBe(
      'Kwáme.docx',
    );
    expect(fileNameFromDisposition('attachment; filename="resume.pdf"')).toBe('resume.pdf');
    expect(fileNameFromDisposition('attachment; filename=cv.pdf')).toBe('cv.pdf');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('failureMessage', () => {
  it("shows the server's message", () => {
    const error = new ApiError(409, 'job_closed', 'This job is closed.');
    expect(failureMessage(error, 'Please try again later.')).toBe('This job is closed.');
  });

  it('falls back for 401s, bodies without a message and unknown errors', () => {
    const fallback = 'Please check your credentials and try again.';
    expect(
      failureMessage(new ApiError(401, 'invalid_credentials', 'unauthenticated'), fallback),
    ).toBe(fallback);
    expect(failureMessage(new ApiError(502, 'http_error', '502: Bad Gateway'), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
