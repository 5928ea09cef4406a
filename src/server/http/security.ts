import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { AppError } from './app-error';
import { siteOrigin } from './site-origin';

/** For the few answers given before any hook runs (a URL the router cannot decode). */
export const BASELINE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers on every response, and cross-site request refusal: a
 * state-changing request whose Origin (or Sec-Fetch-Site) says it came from
 * another site is refused before it reaches a handler. SameSite=Lax cookies
 * are the first line; this is the second, and covers login CSRF too.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.allowCrossSite) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== siteOrigin(config, request)) throw new AppError('cross_site_request');
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('cross_site_request');
  });
}

/**
 * Helmet's headers for `options`, worked out once: they are the same for every answer
 * (no nonces). The Fastify plugin rebuilt Helmet, parsing the whole policy, on every
 * request: a tenth of the server's time under load (issue 20's CPU profile).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
