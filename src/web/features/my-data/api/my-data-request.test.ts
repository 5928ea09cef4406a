import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isDataStale, isLinkInvalid, myDataErrorOf, myDataFailureMessage } from './my-data-request';

const LINK_INVALID =
  'This link is invalid or has expired. Enter your email on the job page to get a new one.';

describe('my-data errors', () => {
  it("keeps the server's message of a 401, which says how to get a new link", async () => {
    const response = new Response(
      JSON.stringify({ error: 'my_data_link_invalid', message: LINK_INVALID }),
      { status: 401, headers: { 'content-type': 'application/json' } },
    );
    const error = await myDataErrorOf(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe('my_data_link_invalid');
    expect(error.message).toBe(LINK_INVALID);
    expect(isLinkInvalid(error)).toBe(true);
  });

  it('reads a body that is not an error body as an HTTP error', async () => {
    const error = await myDataErrorOf(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('502: Bad Gateway');
    expect(isLinkInvalid(error)).toBe(false);
  });

  it('reloads the page after a dead link or a vanished application only', () => {
    expect(isDataStale(new ApiError(401, 'my_data_link_invalid', LINK_INVALID))).toBe(true);
    expect(isDataStale(new ApiError(404, 'my_data_application_not_found', 'gone'))).toBe(true);
    expect(isDataStale(new ApiError(500, 'internal', 'oops'))).toBe(false);
    expect(isDataStale(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("toasts the server's words, else the fallback", () => {
    const notFound = new ApiError(
      404,
      'my_data_application_not_found',
      'This application was not found among yours.',
    );
    expect(myDataFailureMessage(notFound, 'Try again.')).toBe(
      'This application was not found among yours.',
    );
    expect(myDataFailureMessage(new ApiError(401, 'my_data_link_invalid', LINK_INVALID), 'x')).toBe(
      LINK_INVALID,
    );
    expect(
      myDataFailureMessage(new ApiError(502, 'http_error', '502: Bad Gateway'), 'Try again.'),
    ).toBe('Try again.');
    expect(myDataFailureMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
  });
});
