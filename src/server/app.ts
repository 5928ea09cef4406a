import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { Mailer, type MailTransport } from './adapters/mail/mailer';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import { LocalFileStorage, type FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { PaystackClient, type PaymentProvider } from './adapters/payments/paystack-client';
import {
  createSandboxSecret,
  registerSandboxProvider,
  SANDBOX_API_PATH,
  sandboxFetch,
} from './adapters/payments/sandbox-provider';
import { openProcessBus } from './process-bus';
import type { ProcessRole } from './process-roles';
import { TASKS, TaskQueue } from './queue/task-queue';
import { AppError } from './http/app-error';
import { registerErrorHandling } from './http/errors';
import { registerInputChecks } from './http/input-checks';
import { serializeError, serializeRequest } from './http/logging';
import { RateLimiter } from './http/rate-limit';
import { registerCompression } from './http/compression';
import { BASELINE_SECURITY_HEADERS, registerSecurity } from './http/security';
import { registerSessionGuard } from './http/session';
import { HttpMetrics, registerOperations } from './http/metrics';
import { registerWebApp } from './http/web-app';
import { apiDocsRoutes } from './http/openapi/api-docs.routes';
import { TtlCache } from './ttl-cache';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminEmailTemplatesRoutes } from './modules/admin/admin-email-templates.routes';
import { adminPipelineRoutes } from './modules/admin/admin-pipeline.routes';
import { adminAnalyticsRoutes } from './modules/admin/admin-analytics.routes';
import { adminCreditsRoutes } from './modules/admin/admin-credits.routes';
import { adminOrgsRoutes } from './modules/admin/admin-orgs.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { purgeExpiredDemos } from './modules/demo/demo.service';
import {
  deliverEmailTasks,
  settleDeliveries,
  requeueLostMessages,
  type DeliveryTask,
} from './modules/email/email-messages.service';
import { interviewsRoutes } from './modules/interviews/interviews.routes';
import { emailRoutes } from './modules/email/email.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { orgsRoutes } from './modules/orgs/orgs.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { confirmPayment, reconcilePayments } from './modules/payments/payments.service';
import { publicJobsRoutes } from './modules/public-jobs/public-jobs.routes';
import { followPublicJobChanges } from './modules/public-jobs/public-jobs.service';
import { followBoardEmployerChanges } from './modules/careers/board-employers.service';
import { openCareersBoard } from './adapters/careers-board/connection';
import { CAREERS_BOARD_WEBHOOK_PATH } from '../shared/careers-board';
import { myDataRoutes } from './modules/candidates/my-data.routes';
import { applyRetention } from './modules/candidates/retention.service';
import { importRoutes } from './modules/import/import.routes';
import {
  loadPublicJobRenderer,
  publicJobPageRoutes,
  sitemapRoutes,
} from './modules/public-jobs/public-job-page';
import type { PublicJobRenderer } from '../shared/public-job-page';
import type { ContactVault } from './modules/candidates/contact-vault';
import { outboxSealer } from './modules/candidates/candidates.service';
import { generatedKeyNotice, openContactVault } from './modules/candidates/data-key';
import { registerImportTasks } from './modules/import/import.tasks';
import { careersAdminRoutes } from './modules/careers/careers-admin.routes';
import { careersRoutes } from './modules/careers/careers.routes';
import { matchingRoutes } from './modules/matching/matching.routes';
import { createHealthRecorder, registerCareersBoardTasks } from './modules/careers/careers.tasks';
import { scoreUnscoredApplications } from './modules/matching/matching.service';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Works scheduled tasks (reconciliation) in this process: the server does, tests do not. */
  isScheduler?: boolean;
  /**
   * What this process does (main.ts --role, decision 0038): a `web` process sends tasks
   * but works none, and uses the sandbox board the worker runs. Default `all`.
   */
  role?: ProcessRole;
  /** Overrides the transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Where log lines go instead of stdout (tests). */
  logStream?: Writable;
  /** Overrides the local file storage under DATA_DIR. */
  storage?: FileStorage;
  /** Seals candidates' contact data; by default under the configured (or generated) key. */
  vault?: ContactVault;
  /** Renders the public job page; by default the build's server-side renderer (tests pass the source). */
  publicJobRenderer?: PublicJobRenderer;
  /** Told of every route as it is registered (the API documentation's test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  /** What the start should tell whoever started it (a data key generated now). */
  notices: string[];
}

const ONE_MEGABYTE = 1024 * 1024;
const PUBLIC_JOB_CACHE_SIZE = 5_000;

/** A Fastify instance with every route and plugin, not listening: main.ts and tests drive it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const { db } = deps.database;
  const server = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { req: serializeRequest, err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: ONE_MEGABYTE,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Behind a trusted proxy, its request id carries on (the logs of both tell one story).
    ...(config.TRUST_PROXY ? { requestIdHeader: 'x-request-id' } : { requestIdHeader: false }),
    // A path the router cannot decode (e.g. a broken %-escape) names nothing.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(404)
        .headers(BASELINE_SECURITY_HEADERS)
        .send(new AppError('not_found').toBody());
    },
  });
  if (deps.onRoute) server.addHook('onRoute', deps.onRoute);

  const role = deps.role ?? 'all';
  const sandboxSecret = config.PAYMENTS_SANDBOX ? createSandboxSecret() : null;
  const paymentProvider: PaymentProvider | null = sandboxSecret
    ? new PaystackClient('sandbox', {
        // Answered by this process itself (sandboxFetch): only the path counts.
        baseUrl: `http://localhost${SANDBOX_API_PATH}`,
        fetch: sandboxFetch(server),
        secretKey: sandboxSecret,
        timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT,
      })
    : config.PAYSTACK_SECRET_KEY
      ? new PaystackClient('paystack', {
          baseUrl: config.PAYSTACK_BASE_URL,
          secretKey: config.PAYSTACK_SECRET_KEY,
          timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT,
        })
      : null;
  const bus = await openProcessBus(deps.database, server.log);
  const queue = await TaskQueue.start(deps.database.queueConnection, server.log, {
    schedule: deps.isScheduler ?? false,
    work: role !== 'web',
    bus,
  });
  const siteOrigin = () =>
    config.PUBLIC_URL
      ? new URL(config.PUBLIC_URL).origin
      : server.addresses().length > 0
        ? ownAddress(server)
        : `http://localhost:${config.PORT}`;
  const careersBoard = await openCareersBoard(config, {
    // A worker does not listen: its sandbox board's webhooks go to the site (PUBLIC_URL).
    webhookUrl: () =>
      `${server.addresses().length > 0 ? ownAddress(server) : siteOrigin()}${CAREERS_BOARD_WEBHOOK_PATH}`,
    onOutcome: createHealthRecorder(deps.database.db, server.log),
    hostsSandbox: role !== 'web',
  });

  const transport =
    deps.mailTransport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, { maxConnections: config.SMTP_MAX_CONNECTIONS })
      : undefined);
  const { vault, generatedKeyFile } = deps.vault
    ? { vault: deps.vault, generatedKeyFile: null }
    : openContactVault(config);
  const notices = generatedKeyFile ? [generatedKeyNotice(generatedKeyFile)] : [];
  for (const notice of notices) server.log.warn(notice);
  const ctx: AppContext = {
    db,
    config,
    vault,
    mailer: new Mailer(db, config.MAIL_FROM, server.log, outboxSealer({ vault }), transport),
    rateLimiter: new RateLimiter(db),
    storage: deps.storage ?? new LocalFileStorage(path.join(config.DATA_DIR, 'files')),
    publicJobCache: new TtlCache(config.PUBLIC_JOB_CACHE_TTL, PUBLIC_JOB_CACHE_SIZE),
    publicJobPageCache: new TtlCache(config.PUBLIC_JOB_CACHE_TTL, PUBLIC_JOB_CACHE_SIZE),
    pipelineCache: new Map(),
    candidateStatsCache: new Map(),
    searchCountCache: new Map(),
    log: server.log,
    queue,
    bus,
    paymentProvider,
    careersBoard,
    boardEmployersCache: new TtlCache(config.CAREERS_BOARD_EMPLOYERS_TTL, 1),
    siteOrigin,
  };
  await registerTasks(ctx, deps.isScheduler ?? false);
  // Other processes' changes reach this one's caches.
  followPublicJobChanges(ctx);
  followBoardEmployerChanges(ctx);

  // An empty body is no body (a POST with no payload); anything else must be valid JSON.
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_json'), undefined);
    }
  });

  registerErrorHandling(server);
  await server.register(cookie);
  await registerSecurity(server, config);
  registerCompression(server);
  registerInputChecks(server);
  registerSessionGuard(server, ctx);

  const metrics = new HttpMetrics();
  registerOperations(server, ctx, metrics, deps.database.poolStats);
  server.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok' }));

  authRoutes(server, ctx);
  jobsRoutes(server, ctx);
  orgsRoutes(server, ctx);
  publicJobsRoutes(server, ctx);
  creditsRoutes(server, ctx);
  dashboardRoutes(server, ctx);
  demoRoutes(server, ctx);
  applicationsRoutes(server, ctx);
  paymentsRoutes(server, ctx);
  interviewsRoutes(server, ctx);
  emailRoutes(server, ctx);
  analyticsRoutes(server, ctx);
  adminRoutes(server, ctx);
  adminPipelineRoutes(server, ctx);
  adminEmailTemplatesRoutes(server, ctx);
  adminOrgsRoutes(server, ctx);
  adminUsersRoutes(server, ctx);
  adminCreditsRoutes(server, ctx);
  adminAnalyticsRoutes(server, ctx);
  careersRoutes(server, ctx);
  careersAdminRoutes(server, ctx);
  matchingRoutes(server, ctx);
  importRoutes(server, ctx);
  myDataRoutes(server, ctx);
  apiDocsRoutes(server);
  if (sandboxSecret) registerSandboxProvider(server, db, sandboxSecret);

  sitemapRoutes(server, ctx);
  const renderPublicJob =
    deps.publicJobRenderer ?? (await loadPublicJobRenderer(config.WEB_DIST_DIR));
  await registerWebApp(
    server,
    config.WEB_DIST_DIR,
    renderPublicJob ? [publicJobPageRoutes(ctx, renderPublicJob)] : [],
  );
  server.addHook('onClose', async () => {
    metrics.stop();
    // What this process started delivering ends before the mail adapter closes.
    await settleDeliveries(ctx);
    await queue.stop();
    await bus.close();
    await ctx.mailer.close();
    await careersBoard?.close();
  });
  return { server, ctx, notices };
}

/** Where this server can reach itself (the sandbox board's webhooks come to it). */
function ownAddress(server: FastifyInstance): string {
  const address = server.addresses().find((candidate) => typeof candidate !== 'string');
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  if (address.family === 'IPv6') {
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  }
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}

/** Every background task and who works it. */
async function registerTasks(ctx: AppContext, isScheduler: boolean): Promise<void> {
  await ctx.queue.work<{ reference: string }>(
    TASKS.confirmPayment,
    { retryLimit: 8, retryDelaySeconds: 30 },
    async ({ reference }) => {
      await confirmPayment(ctx, reference, 'webhook');
    },
  );
  await ctx.queue.workBatch<DeliveryTask>(
    TASKS.deliverEmail,
    {
      retryLimit: ctx.config.EMAIL_RETRY_LIMIT,
      retryDelaySeconds: Math.max(1, Math.round(ctx.config.EMAIL_RETRY_DELAY / 1000)),
      batchSize: ctx.config.EMAIL_BATCH_SIZE,
    },
    (tasks) => deliverEmailTasks(ctx, tasks),
  );
  await ctx.queue.work(
    TASKS.reconcilePayments,
    { retryLimit: 0, retryDelaySeconds: 60 },
    async () => {
      const summary = await reconcilePayments(ctx);
      if (summary.checked > 0) ctx.log.info({ summary }, 'Payments reconciled');
    },
  );
  await ctx.queue.work(TASKS.requeueEmail, { retryLimit: 0, retryDelaySeconds: 60 }, async () => {
    const requeued = await requeueLostMessages(ctx);
    if (requeued > 0)
      ctx.log.warn({ requeued }, 'Emails whose delivery task was lost queued again');
  });
  await ctx.queue.work(TASKS.purgeDemos, { retryLimit: 0, retryDelaySeconds: 60 }, async () => {
    const purged = await purgeExpiredDemos(ctx);
    if (purged > 0) ctx.log.info({ purged }, 'Expired demo organizations deleted');
  });
  await ctx.queue.work(
    TASKS.scoreUnscoredApplications,
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 60 * 60 },
    async () => {
      const scored = await scoreUnscoredApplications(ctx.db);
      if (scored > 0) ctx.log.info({ scored }, 'Applications from before matching scored');
    },
  );
  await registerCareersBoardTasks(ctx);
  await registerImportTasks(ctx);
  await ctx.queue.work(
    TASKS.applyRetention,
    { retryLimit: 2, retryDelaySeconds: 600 },
    async () => {
      const anonymized = await applyRetention(ctx);
      if (anonymized > 0)
        ctx.log.info({ anonymized }, 'Applications past their retention anonymised');
    },
  );
  if (isScheduler) await ctx.queue.send(TASKS.scoreUnscoredApplications, {});
  if (isScheduler && ctx.careersBoard) {
    // Work lost with a process that stopped: the queue has it, or this sends it again.
    await ctx.queue.send(TASKS.requeueBoardWork, {});
    await ctx.queue.schedule(TASKS.requeueBoardWork, '*/2 * * * *');
  }
  if (isScheduler) {
    await ctx.queue.schedule(TASKS.reconcilePayments, '* * * * *');
    await ctx.queue.schedule(TASKS.requeueEmail, '*/5 * * * *');
    await ctx.queue.schedule(TASKS.purgeDemos, '0 * * * *');
    // Imports left by a process that stopped go on now, then whenever one stalls.
    await ctx.queue.send(TASKS.requeueImports, {});
    await ctx.queue.schedule(TASKS.requeueImports, '* * * * *');
    // Every night, in Accra's quiet hours.
    await ctx.queue.schedule(TASKS.applyRetention, '30 2 * * *');
  }
}
