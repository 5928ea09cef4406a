import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { AppError } from './app-error';

/** Framework and plugin errors by status, so they keep theirs and read like ours. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One place turns every failure into `{ error, message, details }` (DESIGN.md 4). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      appError = new AppError('payload_too_large');
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      appError = new AppError('unsupported_media_type');
    } else if (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP')) {
      appError = new AppError('invalid_json');
    } else if (error.statusCode && error.statusCode < 500 && error.statusCode >= 400) {
      appError = new AppError(CLIENT_ERROR_CODES[error.statusCode] ?? 'validation_failed');
    } else {
      request.log.error({ err: error }, 'Unexpected error');
      const body: ErrorBody = {
        error: 'internal',
        message: new AppError('internal').message,
        details: { requestId: String(request.id) },
      };
      return reply.status(500).send(body);
    }
    const retryAfter = appError.details?.retryAfterSeconds;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.status(appError.status).send(appError.toBody());
  });
}
