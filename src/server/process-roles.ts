import { parseArgs } from 'node:util';
import { ConfigError, defaultPoolSize, type Config } from './config';

/**
 * What one server process does (decision 0038):
 * - `all`: everything, as `npm start` runs it: HTTP, the task queue's workers, the
 *   schedules and the hourly housekeeping;
 * - `web`: HTTP only; tasks are sent from it, worked elsewhere;
 * - `worker`: the queue's workers, the schedules and housekeeping; no HTTP.
 */
export type ProcessRole = 'all' | 'web' | 'worker';

export interface ProcessLayout {
  role: ProcessRole;
  /**
   * WEB_CONCURRENCY: this process is a supervisor that forks that many web processes
   * sharing its port (node:cluster), and with role `all` one worker process. Null: it
   * serves as itself.
   */
  webConcurrency: number | null;
}

const ROLES: readonly ProcessRole[] = ['all', 'web', 'worker'];
const MAX_WEB_CONCURRENCY = 64;

/** The layout from the command line (`--role=web`) and WEB_CONCURRENCY; refuses what it cannot read. */
export function parseProcessLayout(
  args: string[],
  env: Record<string, string | undefined> = process.env,
): ProcessLayout {
  let role: string | undefined;
  try {
    ({ role } = parseArgs({ args, options: { role: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    throw new ConfigError(`Invalid command line:\n  ${(error as Error).message}`);
  }
  if (role !== undefined && !ROLES.includes(role as ProcessRole)) {
    throw new ConfigError(
      `Invalid command line:\n  --role=${role}: must be one of ${ROLES.map((name) => `--role=${name}`).join(', ')}`,
    );
  }
  // Empty counts as unset, as with every other variable (config.ts).
  const concurrency = env.WEB_CONCURRENCY?.trim() ?? '';
  let webConcurrency: number | null = null;
  if (concurrency !== '') {
    webConcurrency = Number(concurrency);
    if (!/^\d+$/.test(concurrency) || webConcurrency < 1 || webConcurrency > MAX_WEB_CONCURRENCY) {
      throw new ConfigError(
        `Invalid configuration:\n  WEB_CONCURRENCY=${JSON.stringify(concurrency)}: must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}`,
      );
    }
  }
  return { role: (role as ProcessRole | undefined) ?? 'all', webConcurrency };
}

/**
 * Refuses layouts that cannot work, before anything starts: several processes need
 * one PostgreSQL server (the embedded database lives inside a single process), and a
 * worker, which has no address of its own, needs PUBLIC_URL for the links it writes.
 */
export function checkProcessLayout(layout: ProcessLayout, config: Config): void {
  const what =
    layout.webConcurrency !== null
      ? `WEB_CONCURRENCY=${layout.webConcurrency}`
      : layout.role !== 'all'
        ? `--role=${layout.role}`
        : null;
  if (what && !config.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  ${what} means several server processes on one database, which needs DATABASE_URL (PostgreSQL): the embedded database (PGlite, in DATA_DIR) can only be opened by one process. Start without ${what} to run everything in one process.`,
    );
  }
  if (layout.role === 'worker' && layout.webConcurrency !== null) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY is a number of web processes, and --role=worker serves no HTTP: leave WEB_CONCURRENCY unset for the worker.',
    );
  }
  if (layout.role === 'worker' && !config.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  --role=worker needs PUBLIC_URL (where users reach the site, e.g. https://shortlist.example): the worker serves no HTTP, and the links it writes in emails and sends to the careers board point there.',
    );
  }
}

/**
 * What a cluster's supervisor adds to its processes' environment: unless the operator
 * set DATABASE_POOL_SIZE, the machine's default number of connections shared by the
 * `processes` it forks (decision 0053).
 */
export function clusterPoolSize(
  processes: number,
  env: Record<string, string | undefined> = process.env,
): { DATABASE_POOL_SIZE?: string } {
  if (env.DATABASE_POOL_SIZE?.trim()) return {};
  return { DATABASE_POOL_SIZE: String(defaultPoolSize(processes)) };
}
