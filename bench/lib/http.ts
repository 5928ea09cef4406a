import autocannon, { type Options, type Request, type Result } from 'autocannon';

export interface LoadTest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The one status a correct answer has; anything else counts as an error. */
  expectedStatus: number;
  /** A fresh JSON body for every request, for endpoints whose effect depends on it. */
  nextBody?: () => unknown;
}

export interface LoadSettings {
  baseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
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
  latencyP99Ms: number;
  latencyMeanMs: number;
  /** Connection errors and timeouts plus responses with another status than expected. */
  errors: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

function run(options: Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function autocannonOptions(test: LoadTest, settings: LoadSettings, seconds: number): Options {
  const headers: Record<string, string> = { accept: 'application/json' };
  const request: Request = { method: test.method, path: test.path };
  if (test.nextBody) {
    const nextBody = test.nextBody;
    headers['content-type'] = 'application/json';
    // setupRequest runs before every send, so each request carries its own body.
    request.setupRequest = (current) => ({ ...current, body: JSON.stringify(nextBody()) });
  }
  request.headers = headers;
  return {
    url: settings.baseUrl,
    connections: settings.connections,
    duration: seconds,
    requests: [request],
  };
}

function toLoadResult(test: LoadTest, result: Result): LoadResult {
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
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.mean,
    errors: result.errors + (totalResponses - expected),
    non2xx: result.non2xx,
    statusCounts,
  };
}

/**
 * One endpoint under constant concurrency: a warm-up whose figures are thrown
 * away (JIT, connection pools and PostgreSQL caches fill up), then the measured run.
 */
export async function measureLoad(test: LoadTest, settings: LoadSettings): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) {
    await run(autocannonOptions(test, settings, settings.warmupSeconds));
  }
  const result = await run(autocannonOptions(test, settings, settings.durationSeconds));
  return toLoadResult(test, result);
}
