import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { flagsEnv } from './env';

/** The bench servers' data key: bench data only. */
export const BENCH_DATA_KEY = Buffer.alloc(32, 0x42).toString('base64');

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Server output is shown (it is warnings and errors only), but a storm of them must not bury the report. */
const MAX_FORWARDED_LINES = 50;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, also the Origin the server expects. */
  baseUrl: string;
  /** The server process's id, e.g. to read its memory in /proc/<pid>/status. */
  pid: number;
  /** Throws if the server died during the run, so figures from a dead server are never reported. */
  assertAlive(): void;
  stop(): Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function forwardOutput(child: ChildProcess, maxLines = MAX_FORWARDED_LINES): void {
  let forwarded = 0;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() === '') return;
      forwarded += 1;
      if (forwarded <= maxLines) console.error(`[server] ${line}`);
      else if (forwarded === maxLines + 1) console.error('[server] (further output hidden)');
    });
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during startup (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrations run before listen.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * The production build, as `npm start` runs it, in its own process: measuring
 * the dev server or an in-process app would measure something users never get.
 */
export async function startServer(options: {
  databaseUrl: string;
  /** More environment for the server, e.g. SMTP_URL. */
  env?: Record<string, string>;
  /** Another build's server (bench/compare.ts), instead of this checkout's dist/server/main.js. */
  entry?: string;
  /** Flags for the server's node, after BENCH_SERVER_NODE_FLAGS'. */
  nodeFlags?: string[];
}): Promise<RunningServer> {
  const entry = options.entry ?? SERVER_ENTRY;
  if (!fs.existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` first`);
  }
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROFILE_DIR=/tmp/prof writes the server's CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // BENCH_SERVER_NODE_FLAGS='--trace-gc' gives the server's node those flags (NODE_OPTIONS
  // refuses some, and would give them to the bench too).
  const flags = [...flagsEnv('BENCH_SERVER_NODE_FLAGS'), ...(options.nodeFlags ?? [])];
  const child = spawn(process.execPath, [...flags, ...profile, entry], {
    // The build's own checkout: its web assets and migrations are beside its server.
    cwd: path.resolve(path.dirname(entry), '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: options.databaseUrl,
      // Known to the bench, which seals what it seeds in SQL with it (sealSeededContacts).
      DATA_ENCRYPTION_KEY: BENCH_DATA_KEY,
      LOG_LEVEL: 'warn',
      // Production takes real payments or does not start; no scenario buys credits.
      PAYSTACK_SECRET_KEY: 'sk_bench_payments_not_used',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
      // The apply load comes from 50 addresses through a trusted proxy (X-Forwarded-For):
      // the per-IP limit counts each apart, 10,000 an hour each, more than a run sends
      // (a full run sent over 50,000 in all once an application cost one round trip).
      TRUST_PROXY: 'true',
      RATE_LIMIT_APPLY_PER_IP: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What those flags print (a line per collection) is all wanted.
  forwardOutput(child, flags.length > 0 ? Infinity : MAX_FORWARDED_LINES);

  let isStopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    isStopping = true;
    if (hasExited()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }

  if (child.pid === undefined) throw new Error('The server process has no pid');
  return {
    baseUrl,
    pid: child.pid,
    assertAlive() {
      if (hasExited() && !isStopping) {
        throw new Error(`The server exited during the run (${child.exitCode ?? child.signalCode})`);
      }
    },
    stop,
  };
}

/** Signs in to the password console of a server started with `password`; its cookie. */
export async function signInConsole(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/admin/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`Console sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length === 0) throw new Error('Console sign-in set no cookie');
  return cookies.join('; ');
}
