import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The origin pages of this site are served from: PUBLIC_URL's, else the request's. */
export function siteOrigin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}
