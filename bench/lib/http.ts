import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { percentile } from './stats';

export interface LoadTest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The one status a correct answer has; anything else counts as an error. */
  expectedStatus: number;
  /** A fresh JSON body for every request, for endpoints whose effect depends on it. */
  nextBody?: () => unknown;
  /** Sent with every request, e.g. the session cookie of a signed-in member. */
  headers?: Record<string, string>;
  /** Overrides the run's connection count, for endpoints measured at their own concurrency. */
  connections?: number;
  /**
   * Several paths every connection takes in turn (instead of `path`), each also
   * reported on its own: one search endpoint with different queries, say.
   */
  variants?: Array<{ name: string; path: string }>;
}

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface VariantLatency {
  name: string;
  path: string;
  responses: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
}

export interface LoadResult {
  name: string;
  method: string;
  path: string;
  connections: number;
  durationSeconds: number;
  /** Mean of the per-second samples. */
  requestsPerSecond: number;
  totalResponses: number;
  /** Whole milliseconds: autocannon's histogram resolution. */
  latencyP50Ms: number;
  /** autocannon reports no p95: taken from every response time, truncated to whole ms like the others. */
  latencyP95Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  /** Connection errors and timeouts plus responses with another status than expected. */
  errors: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  /** Per-variant latencies, for tests with `variants`. */
  variants?: VariantLatency[];
}

/** Every response's time in ms, and which variant it answered (or the test's name). */
interface Samples {
  byName: Map<string, number[]>;
  all: number[];
}

function run(options: Options, samples?: Samples, nameOfLast?: () => string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (!samples || !nameOfLast) return;
    // A request's onResponse and this event fire one after the other for the same
    // response, synchronously, so nameOfLast() names the request this time is for.
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      samples.all.push(ms);
      const name = nameOfLast();
      const list = samples.byName.get(name);
      if (list) list.push(ms);
      else samples.byName.set(name, [ms]);
    });
  });
}

function autocannonOptions(
  test: LoadTest,
  settings: LoadSettings,
  seconds: number,
  onVariantResponse: (name: string) => void,
): Options {
  const headers: Record<string, string> = { accept: 'application/json', ...test.headers };
  const requests: Request[] = (test.variants ?? [{ name: test.name, path: test.path }]).map(
    (variant) => ({
      method: test.method,
      path: variant.path,
      headers,
      onResponse: () => onVariantResponse(variant.name),
    }),
  );
  if (test.nextBody) {
    const nextBody = test.nextBody;
    headers['content-type'] = 'application/json';
    // setupRequest runs before every send, so each request carries its own body.
    for (const request of requests) {
      request.setupRequest = (current) => ({ ...current, body: JSON.stringify(nextBody()) });
    }
  }
  return {
    url: settings.baseUrl,
    connections: test.connections ?? settings.connections,
    duration: seconds,
    requests,
  };
}

/** Whole milliseconds, as autocannon's histogram reports them. */
const wholeMs = (samples: number[], p: number) => Math.floor(percentile(samples, p));

function toLoadResult(test: LoadTest, result: Result, samples: Samples): LoadResult {
  const statusCounts = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const totalResponses = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  const expected = statusCounts[String(test.expectedStatus)] ?? 0;
  return {
    name: test.name,
    method: test.method,
    path: test.path,
    connections: result.connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    totalResponses,
    latencyP50Ms: result.latency.p50,
    latencyP95Ms: wholeMs(samples.all, 95),
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    errors: result.errors + (totalResponses - expected),
    non2xx: result.non2xx,
    statusCounts,
    ...(test.variants
      ? {
          variants: test.variants.map((variant) => {
            const times = samples.byName.get(variant.name) ?? [];
            return {
              name: variant.name,
              path: variant.path,
              responses: times.length,
              latencyP50Ms: wholeMs(times, 50),
              latencyP95Ms: wholeMs(times, 95),
              latencyP99Ms: wholeMs(times, 99),
            };
          }),
        }
      : {}),
  };
}

/**
 * One endpoint under constant concurrency: a warm-up whose figures are thrown
 * away (JIT, connection pools and PostgreSQL caches fill up), then the measured run.
 */
export async function measureLoad(test: LoadTest, settings: LoadSettings): Promise<LoadResult> {
  let last = test.name;
  const remember = (name: string) => {
    last = name;
  };
  if (settings.warmupSeconds > 0) {
    await run(autocannonOptions(test, settings, settings.warmupSeconds, remember));
  }
  const samples: Samples = { byName: new Map(), all: [] };
  const result = await run(
    autocannonOptions(test, settings, settings.durationSeconds, remember),
    samples,
    () => last,
  );
  return toLoadResult(test, result, samples);
}
