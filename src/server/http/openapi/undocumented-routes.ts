import { SANDBOX_API_PATH } from '../../adapters/payments/sandbox-provider';

/**
 * Routes the API documentation leaves out on purpose, as `METHOD pattern`. Anything
 * else the app registers must have an entry in registry/ (openapi.test.ts).
 */
export const UNDOCUMENTED_ROUTES: ReadonlySet<string> = new Set([
  // The web app: its pages and hashed bundles (web-app.ts).
  'GET /',
  'GET /assets/*',
  // For search engines' crawlers, not clients of the API (public-job-page.ts).
  'GET /sitemap.xml',
  'GET /robots.txt',
  // The local stand-in for the payment provider, registered only with PAYMENTS_SANDBOX
  // (development and tests): it plays Paystack's API and checkout page.
  `POST ${SANDBOX_API_PATH}/transaction/initialize`,
  `GET ${SANDBOX_API_PATH}/transaction/verify/:reference`,
  'GET /sandbox/checkout/:accessCode',
  'POST /sandbox/checkout/:accessCode/approve',
  'POST /sandbox/checkout/:accessCode/decline',
]);
