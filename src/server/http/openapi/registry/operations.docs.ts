import { docsOf } from '../route-doc';

const OPERATIONS = {
  name: 'Operations',
  description: 'For process supervisors, load balancers and Prometheus; and this documentation.',
};

export const operationsDocs = docsOf(OPERATIONS, [
  {
    method: 'GET',
    path: '/healthz',
    operationId: 'getHealth',
    summary: 'Whether the process answers',
    access: 'public',
    response: { description: '`{ "status": "ok" }`' },
  },
  {
    method: 'GET',
    path: '/readyz',
    operationId: 'getReadiness',
    summary: 'Whether the database and the task queue answer',
    description: 'A load balancer sends traffic to this process only while it answers 200.',
    access: 'public',
    response: [
      { description: '`{ "status": "ready", "checks": { "database": true, "queue": true } }`' },
      {
        status: 503,
        description: '`{ "status": "not_ready", "checks": … }`: which of the two does not answer',
      },
    ],
  },
  {
    method: 'GET',
    path: '/metrics',
    operationId: 'getMetrics',
    summary: "This process's metrics, in Prometheus' text format",
    description:
      'Requests by method, route pattern and status, their durations, the event loop delay, queue depths and database pool connections.',
    access: 'metricsToken',
    response: { description: 'Prometheus text exposition format', contentType: 'text/plain' },
  },
  {
    method: 'GET',
    path: '/api/docs',
    operationId: 'getApiDocsPage',
    summary: 'This documentation, as a page',
    access: 'public',
    response: { description: 'An HTML page', contentType: 'text/html' },
  },
  {
    method: 'GET',
    path: '/api/docs/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This documentation, as an OpenAPI 3.1 document',
    access: 'public',
    response: { description: 'The OpenAPI 3.1 document' },
  },
]);
