import { TEST_DATA_KEY } from '../../test/setup/test-app';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

const OPEN_LINE = /Open (http:\/\/\S+)/;

/**
 * Starts a command that runs Shortlist and waits for the URL it prints, as a
 * newcomer reads it from the terminal.
 */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 180_000,
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
      const match = OPEN_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
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

/** The production build on a given PostgreSQL database, with its files in a directory of its own. */
export async function startBuiltServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/web/index.html')) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-e2e-'));
  const server = await startServer('node', ['dist/server/main.js'], {
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
    ...env,
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
