import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Request durations' bucket bounds, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  buckets: number[];
  count: number;
  sum: number;
}

/** Label values in Prometheus' text format: backslash, quote and newline escaped. */
const label = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

/**
 * What this process has served, for Prometheus (issue 20): requests by route and
 * status, their durations, and the event loop's delay. Each process counts its own;
 * Prometheus scrapes each and sums.
 */
export class HttpMetrics {
  private readonly requests = new Map<string, number>();
  private readonly durations = new Map<string, Histogram>();
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loopDelay.enable();
  }

  record(method: string, route: string, status: number, seconds: number): void {
    const counted = `${method}\u0000${route}\u0000${status}`;
    this.requests.set(counted, (this.requests.get(counted) ?? 0) + 1);
    const timed = `${method}\u0000${route}`;
    let histogram = this.durations.get(timed);
    if (!histogram) {
      histogram = { buckets: BUCKETS.map(() => 0), count: 0, sum: 0 };
      this.durations.set(timed, histogram);
    }
    histogram.count += 1;
    histogram.sum += seconds;
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.buckets[index]! += 1;
    });
  }

  /**
   * The event loop's delay percentiles since the previous call (each scrape reads a
   * window of its own: a stall shows in the scrape after it, not forever after), in s.
   */
  loopDelaySeconds() {
    const at = (percentile: number) => this.loopDelay.percentile(percentile) / 1e9;
    const delay = { p50: at(50), p99: at(99), max: this.loopDelay.max / 1e9 };
    this.loopDelay.reset();
    return delay;
  }

  stop(): void {
    this.loopDelay.disable();
  }

  /** The process's metrics in Prometheus' text exposition format. */
  render(extra: string[] = []): string {
    const lines: string[] = [
      '# HELP http_requests_total Requests answered, by method, route and status.',
      '# TYPE http_requests_total counter',
    ];
    for (const [key, count] of this.requests) {
      const [method, route, status] = key.split('\u0000') as [string, string, string];
      lines.push(
        `http_requests_total{method="${method}",route="${label(route)}",status="${status}"} ${count}`,
      );
    }
    lines.push(
      '# HELP http_request_duration_seconds Time to answer, by method and route.',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const [key, histogram] of this.durations) {
      const [method, route] = key.split('\u0000') as [string, string];
      const labels = `method="${method}",route="${label(route)}"`;
      BUCKETS.forEach((bound, index) => {
        lines.push(
          `http_request_duration_seconds_bucket{${labels},le="${bound}"} ${histogram.buckets[index]}`,
        );
      });
      lines.push(
        `http_request_duration_seconds_bucket{${labels},le="+Inf"} ${histogram.count}`,
        `http_request_duration_seconds_sum{${labels}} ${histogram.sum}`,
        `http_request_duration_seconds_count{${labels}} ${histogram.count}`,
      );
    }
    const delay = this.loopDelaySeconds();
    lines.push(
      '# HELP nodejs_eventloop_delay_seconds Event-loop delay of this process since the previous scrape.',
      '# TYPE nodejs_eventloop_delay_seconds gauge',
      `nodejs_eventloop_delay_seconds{quantile="0.5"} ${delay.p50}`,
      `nodejs_eventloop_delay_seconds{quantile="0.99"} ${delay.p99}`,
      `nodejs_eventloop_delay_seconds{quantile="1"} ${delay.max}`,
      ...extra,
    );
    return `${lines.join('\n')}\n`;
  }
}

/** Whether the header is `Bearer <token>`, compared in constant time. */
function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The database pool's connections: open, idle, and requests waiting for one. */
function poolLines(poolStats?: () => { total: number; idle: number; waiting: number }): string[] {
  if (!poolStats) return [];
  const stats = poolStats();
  return [
    '# HELP db_pool_connections Database pool connections (open, idle) and queries waiting for one.',
    '# TYPE db_pool_connections gauge',
    `db_pool_connections{state="open"} ${stats.total}`,
    `db_pool_connections{state="idle"} ${stats.idle}`,
    `db_pool_connections{state="waiting"} ${stats.waiting}`,
  ];
}

/** The queue's tasks by queue and state, as gauges (queue depth, failed jobs). */
async function queueLines(ctx: AppContext): Promise<string[]> {
  const counts = await ctx.queue.counts();
  return [
    '# HELP queue_jobs Background tasks by queue and state (created and retry wait; failed gave up).',
    '# TYPE queue_jobs gauge',
    ...counts.map(
      (row) => `queue_jobs{queue="${label(row.name)}",state="${label(row.state)}"} ${row.count}`,
    ),
  ];
}

/**
 * GET /metrics (Prometheus), /healthz (the process answers) and /readyz (the database
 * and the queue answer: a load balancer sends traffic only then).
 */
export function registerOperations(
  app: FastifyInstance,
  ctx: AppContext,
  metrics: HttpMetrics,
  poolStats?: () => { total: number; idle: number; waiting: number },
) {
  // Every answer names its request: the id in the logs' lines about it (and in error bodies).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/jobs/:slug), never the path: ids would make endless series.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    const token = ctx.config.METRICS_TOKEN;
    if (token && !isBearer(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send();
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(metrics.render([...poolLines(poolStats), ...(await queueLines(ctx))]));
  });

  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    const database = await ctx.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);
    const queue = await ctx.queue.isReachable();
    const isReady = database && queue;
    return reply
      .status(isReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: isReady ? 'ready' : 'not_ready', checks: { database, queue } });
  });
}
