import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/setup/test-app';
import { HttpMetrics } from './metrics';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.server.inject({ method: 'GET', url });

describe('operations endpoints', () => {
  it('/metrics counts requests by route pattern and status, with durations, loop delay and queues', async () => {
    await get('/healthz');
    await get('/healthz');
    await get('/api/v1/public/jobs/no-such-job');
    const response = await get('/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = response.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/healthz",status="200"\} [2-9]/m,
    );
    // The route's pattern, never the slug asked for.
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/v1/public/jobs/:slug",status="404"} 1',
    );
    expect(text).not.toContain('no-such-job');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} [2-9]/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0.99"\} [\d.e+-]+$/m);
    expect(text).toContain('# TYPE queue_jobs gauge');
    expect(text).toMatch(/^db_pool_connections\{state="open"\} \d+$/m);
  });

  it('names each request in its answer, never taking an id from an untrusted client', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries on the request id of a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.server.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-4f2a' },
      });
      expect(response.headers['x-request-id']).toBe('edge-4f2a');
    } finally {
      await proxied.close();
    }
  });

  it('/readyz answers ready when the database and the queue answer', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: true, queue: true },
    });
  });
});

describe('/metrics behind a token', () => {
  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-metrics-token' });
    try {
      const inject = (authorization?: string) =>
        guarded.server.inject({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
      expect((await inject()).statusCode).toBe(401);
      expect((await inject('Bearer wrong-token-of-length')).statusCode).toBe(401);
      expect((await inject('Bearer a-long-metrics-token')).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('the metrics registry', () => {
  it('fills histogram buckets cumulatively and escapes label values', () => {
    const metrics = new HttpMetrics();
    metrics.record('GET', '/a"b', 200, 0.02);
    metrics.record('GET', '/a"b', 200, 3);
    const text = metrics.render();
    metrics.stop();
    expect(text).toContain('http_requests_total{method="GET",route="/a\\"b",status="200"} 2');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="0.01"} 0',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="0.025"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{method="GET",route="/a\\"b",le="5"} 2',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/a\\"b"} 2');
  });
});
