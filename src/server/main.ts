import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { deleteExpiredSessions } from './modules/auth/auth.repository';
import { DataKeyError } from './modules/candidates/contact-vault';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const { server, ctx, notices } = await buildApp({ config, database, isScheduler: true });

  const housekeeping = setInterval(() => {
    Promise.all([
      ctx.rateLimiter.prune(),
      deleteExpiredSessions(ctx.db, config.SESSION_IDLE_TTL),
      ctx.mailer.redactExpired(),
    ]).catch((error: unknown) => server.log.error({ err: error }, 'Housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let isClosing = false;
  const close = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    server.log.info({ signal }, 'Shutting down');
    clearInterval(housekeeping);
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  const payments = config.PAYSTACK_SECRET_KEY
    ? 'Payments go to the provider at ' + config.PAYSTACK_BASE_URL
    : config.PAYMENTS_SANDBOX
      ? 'Payments use the sandbox checkout (no money moves; set PAYSTACK_SECRET_KEY for real ones)'
      : 'Buying credits is off (set PAYSTACK_SECRET_KEY, or PAYMENTS_SANDBOX=true outside production)';
  process.stdout.write(
    `\nShortlist is running on ${where}.\n${payments}.\n${notices.map((notice) => `${notice}\n`).join('')}Open http://localhost:${port}\n\n`,
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
