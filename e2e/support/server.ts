import { TEST_DATA_KEY } from '../../test/setup/test-app';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRoundRobinProxy } from './proxy';

export interface RunningServer {
  url: string;
  /** What the server printed; with several processes, all of them, each line marked. */
  output: () => string;
  stop(): Promise<void>;
}

const OPEN_LINE = /Open (http:\/\/\S+)/;

/**
 * How the browser tests run the build (decision 0038): by default as a small
 * deployment, two web processes (`--role=web`) behind a round-robin proxy and one
 * worker (`--role=worker`), so that nothing passes that works in one process only;
 * `E2E_TOPOLOGY=single` runs the one process `npm start` runs.
 */
export const E2E_TOPOLOGY: 'single' | 'cluster' =
  process.env.E2E_TOPOLOGY === 'single' ? 'single' : 'cluster';
const WEB_PROCESSES = 2;

/**
 * Starts a command that runs Shortlist and waits for the URL it prints, as a
 * newcomer reads it from the terminal (or for `readyLine`, for a process without one).
 */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
  readyLine: RegExp = OPEN_LINE,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(command, args, {
    cwd: path.resolve('.'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No URL printed within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = readyLine.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? '');
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before printing its URL:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // The whole process group: `npm start` runs node as a child.
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

/** The password console's admin password on the browser tests' server. */
export const E2E_ADMIN_PASSWORD = 'platform-admin-e2e-password';

/**
 * The production build on a given PostgreSQL database, with its files in a directory of
 * its own, in the topology E2E_TOPOLOGY chooses.
 */
export async function startBuiltServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-e2e-'));
  const baseEnv: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Not production: the browser tests buy credits through the sandbox checkout,
    // which a production server refuses (config.ts choosePaymentsSandbox).
    NODE_ENV: 'test',
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    // The tests' key, so a test can find and read what the server sealed (Stack.vault).
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    // Each process serves as itself; the topology is chosen here.
    WEB_CONCURRENCY: '',
  };
  let server: RunningServer;
  try {
    server =
      E2E_TOPOLOGY === 'single'
        ? await startServer('node', ['dist/server/main.js'], { ...baseEnv, ...env })
        : await startBuiltCluster({ ...baseEnv, ...env });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two web processes, each on its own port, behind a round-robin proxy, and a worker:
 * the browser (and every test's fetch) only ever talks to the proxy.
 */
async function startBuiltCluster(env: Record<string, string>): Promise<RunningServer> {
  const proxy = await startRoundRobinProxy();
  const shared = {
    ...env,
    // Where users reach the site: the links in emails and the worker's all lead here.
    PUBLIC_URL: proxy.url,
    // Rate limits count the client's address, which the proxy passes on.
    TRUST_PROXY: 'true',
  };
  const starting = [
    ...Array.from({ length: WEB_PROCESSES }, () =>
      startServer('node', ['dist/server/main.js', '--role=web'], shared),
    ),
    startServer(
      'node',
      ['dist/server/main.js', '--role=worker'],
      shared,
      180_000,
      /Shortlist's worker is running/,
    ),
  ];
  const settled = await Promise.allSettled(starting);
  const processes = settled.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(processes.map((running) => running.stop()));
    await proxy.close();
    throw failed.reason;
  }
  const names = [
    ...processes.slice(0, WEB_PROCESSES).map((_, index) => `web ${index + 1}`),
    'worker',
  ];
  proxy.setBackends(processes.slice(0, WEB_PROCESSES).map((running) => running.url));
  return {
    url: proxy.url,
    output: () =>
      processes
        .map((running, index) =>
          running
            .output()
            .split('\n')
            .map((line) => `[${names[index]}] ${line}`)
            .join('\n'),
        )
        .join('\n'),
    async stop() {
      await proxy.close();
      await Promise.all(processes.map((running) => running.stop()));
    },
  };
}
