import type { FastifyRequest } from 'fastify';

/**
 * What a request log line keeps. The query string is dropped: reset links carry their
 * token there (`/reset-password?token=...`), and logs outlive tokens.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}
