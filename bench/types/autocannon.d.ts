// autocannon ships no type definitions and @types/autocannon is not a dependency:
// this declares only the part of its API that bench/ uses (autocannon 8).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** Percentiles are keyed like p50, p97_5, p99; latency values are whole milliseconds. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: `p${string}`]: number;
  }

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each send when present, so each request can differ. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    /** Called with each response to this request, before the instance's 'response' event. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
    title?: string;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Emits 'response' (client, statusCode, resBytes, responseTimeMs) for every response. */
  export interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;

  export default autocannon;
}
