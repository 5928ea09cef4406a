import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** e.g. http://127.0.0.1:41234: where the browser goes. */
  url: string;
  /** How many requests each backend was given, in the order of `setBackends`. */
  counts(): number[];
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

/**
 * The load balancer in front of the browser tests' web processes (decision 0038):
 * each request goes to the next process in turn, whatever connection it came on, so
 * the requests of one page really alternate between processes. It says who the client
 * is in X-Forwarded-For and keeps the Host the browser asked for, as nginx or a cloud
 * load balancer would with the server's TRUST_PROXY=true.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let backends: URL[] = [];
  let counts: number[] = [];
  let next = 0;
  // Kept-alive connections to the backends, so alternating costs no new handshake.
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((request, response) => {
    if (backends.length === 0) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('No backend yet');
      return;
    }
    const index = next++ % backends.length;
    const target = backends[index]!;
    counts[index]! += 1;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...request.headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': request.headers.host ?? '',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    setBackends(urls) {
      backends = urls.map((url) => new URL(url));
      counts = urls.map(() => 0);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
