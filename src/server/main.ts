import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { deleteExpiredSessions } from './modules/auth/auth.repository';
import { DataKeyError } from './modules/candidates/contact-vault';
import { generatedKeyNotice, openContactVault } from './modules/candidates/data-key';
import {
  checkProcessLayout,
  clusterPoolSize,
  parseProcessLayout,
  type ProcessRole,
} from './process-roles';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** What a process forked by the cluster supervisor tells it once it serves (or works). */
const READY_MESSAGE = 'shortlist:ready';
/** A process that stopped is started again after this, not in a tight loop. */
const RESTART_DELAY_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  const layout = parseProcessLayout(process.argv.slice(2));
  const config = loadConfig();
  checkProcessLayout(layout, config);
  if (cluster.isPrimary && layout.webConcurrency !== null) {
    await superviseCluster(config, layout.webConcurrency, layout.role === 'all');
  } else {
    await runProcess(config, layout.role);
  }
}

/** One server process in its role (decision 0038); `npm start` runs the role `all`. */
async function runProcess(config: Config, role: ProcessRole): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const { server, ctx, notices } = await buildApp({
    config,
    database,
    role,
    isScheduler: role !== 'web',
  });

  // With the schedules: one process of an installation is enough to do it.
  const housekeeping =
    role === 'web'
      ? null
      : setInterval(() => {
          Promise.all([
            ctx.rateLimiter.prune(),
            deleteExpiredSessions(ctx.db, config.SESSION_IDLE_TTL),
            ctx.mailer.redactExpired(),
          ]).catch((error: unknown) => server.log.error({ err: error }, 'Housekeeping failed'));
        }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping?.unref();

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    server.log.info({ signal }, 'Shutting down');
    if (housekeeping) clearInterval(housekeeping);
    // Node closes the connections idle when the close starts; a connection kept alive
    // after its last answer (a load balancer's pool, a client still waiting on another)
    // would otherwise hold the close until its keep-alive time runs out.
    const sweep = setInterval(() => server.server.closeIdleConnections(), 250);
    await server.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const where =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  const lines = [paymentsLine(config), ...notices];
  if (role === 'worker') {
    // Not listening, it still answers itself (the payment sandbox): ready now, so a
    // plugin that cannot start stops the worker here rather than at its first payment.
    await server.ready();
    if (cluster.isWorker) {
      process.send?.({ type: READY_MESSAGE, port: null });
      return;
    }
    process.stdout.write(
      `\nShortlist's worker is running on ${where}: it works the task queue and runs the schedules; it serves no HTTP.\n${lines.map((line) => `${line}\n`).join('')}\n`,
    );
    return;
  }

  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const port = Number(new URL(address).port);
  // In a cluster, the supervisor speaks for all its processes.
  if (cluster.isWorker) {
    process.send?.({ type: READY_MESSAGE, port });
    return;
  }
  const what = role === 'web' ? ' (a web process: the worker process works the task queue)' : '';
  process.stdout.write(
    `\nShortlist is running on ${where}${what}.\n${lines.map((line) => `${line}\n`).join('')}Open http://localhost:${port}\n\n`,
  );
}

function paymentsLine(config: Config): string {
  return config.PAYSTACK_SECRET_KEY
    ? 'Payments go to the provider at ' + config.PAYSTACK_BASE_URL + '.'
    : config.PAYMENTS_SANDBOX
      ? 'Payments use the sandbox checkout (no money moves; set PAYSTACK_SECRET_KEY for real ones).'
      : 'Buying credits is off (set PAYSTACK_SECRET_KEY, or PAYMENTS_SANDBOX=true outside production).';
}

/**
 * WEB_CONCURRENCY: this process only supervises. It forks `webCount` web processes,
 * which share its port (node:cluster hands them the connections in turn), then with
 * `withWorker` one worker process; it starts again any that stops, and stops them all
 * on SIGINT or SIGTERM. It opens no database.
 */
async function superviseCluster(
  config: Config,
  webCount: number,
  withWorker: boolean,
): Promise<void> {
  // Once, here: the processes would otherwise race to generate it.
  const { generatedKeyFile } = config.DATA_ENCRYPTION_KEY
    ? { generatedKeyFile: null }
    : openContactVault(config);
  const roles = new Map<number, 'web' | 'worker'>();
  let port = config.PORT;
  const poolSize = clusterPoolSize(webCount + (withWorker ? 1 : 0));
  let isClosing = false;

  const fork = (role: 'web' | 'worker'): Worker => {
    cluster.setupPrimary({ args: [`--role=${role}`] });
    const child = cluster.fork({
      // The processes it forks serve as themselves.
      WEB_CONCURRENCY: '',
      ...poolSize,
      // The worker has no address; without PUBLIC_URL its links point where the web
      // processes listen, as a single process's would.
      ...(role === 'worker' && !config.PUBLIC_URL
        ? { PUBLIC_URL: `http://localhost:${port}` }
        : {}),
    });
    roles.set(child.id, role);
    return child;
  };
  const ready = (child: Worker, role: string) =>
    new Promise<number | null>((resolve, reject) => {
      const onMessage = (message: { type?: string; port?: number | null }) => {
        if (message?.type !== READY_MESSAGE) return;
        child.off('exit', onExit);
        resolve(message.port ?? null);
      };
      const onExit = (code: number | null, signal: string | null) => {
        child.off('message', onMessage);
        reject(new Error(`A ${role} process stopped (${signal ?? code}) while starting`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const stopAll = async () => {
    isClosing = true;
    const children = Object.values(cluster.workers ?? {}).filter(
      (child): child is Worker => child !== undefined && !child.isDead(),
    );
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.process.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.process.kill('SIGTERM');
          }),
      ),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void stopAll().then(() => process.exit(0)));
  }

  try {
    const ports = await Promise.all(
      Array.from({ length: webCount }, () => ready(fork('web'), 'web')),
    );
    port = ports[0] ?? port;
    if (withWorker) await ready(fork('worker'), 'worker');
  } catch (error) {
    await stopAll();
    throw error;
  }

  cluster.on('exit', (child, code, signal) => {
    const role = roles.get(child.id);
    roles.delete(child.id);
    if (isClosing || !role) return;
    console.error(`A ${role} process stopped (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!isClosing) fork(role);
    }, RESTART_DELAY_MS);
  });

  const processes = `${webCount} web process${webCount === 1 ? '' : 'es'}${withWorker ? ' and a worker' : ''}`;
  const lines = [
    paymentsLine(config),
    ...(generatedKeyFile ? [generatedKeyNotice(generatedKeyFile)] : []),
  ];
  process.stdout.write(
    `\nShortlist is running on PostgreSQL in ${processes}.\n${lines.map((line) => `${line}\n`).join('')}Open http://localhost:${port}\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataKeyError) {
    console.error(error.message);
  } else {
    console.error('Shortlist could not start:', error);
  }
  process.exit(1);
});
