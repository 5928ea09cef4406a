import type { FastifyInstance } from 'fastify';
import {
  boardJobsQuerySchema,
  externalCandidatesQuerySchema,
  sandboxApplicationSchema,
} from '../../../shared/careers-board';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import * as employers from './board-employers.service';
import * as careers from './careers-admin.service';

/** Platform admin routes (a SUPERADMIN or a password-console session, DESIGN.md 5). */
const PLATFORM = { config: { platform: true } } as const;

/** The platform console's careers-board calls (spec section 7, and the repair tools). */
export function careersAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { orgId: string } }>(
    '/api/v1/admin/orgs/:orgId/careers-board/sync',
    PLATFORM,
    async (request) => {
      const actor = requirePlatformActor(request);
      const orgId = parseId(request.params.orgId, 'organization_not_found');
      return careers.syncOrganization(ctx, actor, orgId);
    },
  );

  app.get('/api/v1/admin/careers-board/jobs', PLATFORM, async (request, reply) => {
    requirePlatformActor(request);
    reply.header('cache-control', 'no-store');
    const { status } = parseInput(boardJobsQuerySchema, request.query);
    return careers.listBoardJobs(ctx, status);
  });

  app.post('/api/v1/admin/careers-board/jobs/retry-failed', PLATFORM, async (request) => {
    return careers.retryFailedJobs(ctx, requirePlatformActor(request));
  });

  app.post<{ Params: { jobId: string } }>(
    '/api/v1/admin/careers-board/jobs/:jobId/retry',
    PLATFORM,
    async (request) => {
      const actor = requirePlatformActor(request);
      return careers.retryFailedJobs(ctx, actor, parseId(request.params.jobId, 'job_not_found'));
    },
  );

  app.post('/api/v1/admin/sync-employer-accounts', PLATFORM, async (request, reply) => {
    const { run, isFinished } = await employers.startEmployerSync(
      ctx,
      requirePlatformActor(request),
    );
    return reply.status(isFinished ? 200 : 202).send(run);
  });

  app.get<{ Params: { runId: string } }>(
    '/api/v1/admin/sync-employer-accounts/:runId',
    PLATFORM,
    async (request, reply) => {
      requirePlatformActor(request);
      reply.header('cache-control', 'no-store');
      const { runId } = request.params;
      if (runId === 'latest') {
        // Null before the first run: nothing is missing, there is just no run yet.
        const latest = await employers.findLatestEmployerSyncRun(ctx);
        return reply.type('application/json').send(JSON.stringify(latest));
      }
      return employers.getEmployerSyncRun(ctx, parseId(runId, 'employer_sync_run_not_found'));
    },
  );

  app.get<{ Querystring: { refresh?: string } }>(
    '/api/v1/admin/employers',
    PLATFORM,
    async (request, reply) => {
      requirePlatformActor(request);
      reply.header('cache-control', 'no-store');
      return employers.listEmployers(ctx, { isRefresh: request.query.refresh === 'true' });
    },
  );

  app.post<{ Params: { name: string } }>(
    '/api/v1/admin/employers/:name/migrate',
    PLATFORM,
    async (request) => {
      const actor = requirePlatformActor(request);
      return employers.migrateEmployer(ctx, actor, request.params.name.slice(0, 300));
    },
  );

  app.get('/api/v1/admin/candidates/external', PLATFORM, async (request, reply) => {
    requirePlatformActor(request);
    reply.header('cache-control', 'private, no-store');
    return careers.searchExternalCandidates(
      ctx,
      parseInput(externalCandidatesQuerySchema, request.query),
    );
  });

  app.post('/api/v1/admin/careers-board/test-applications', PLATFORM, async (request) => {
    const actor = requirePlatformActor(request);
    const { jobId } = parseInput(sandboxApplicationSchema, request.body);
    return careers.sendSandboxApplication(ctx, actor, jobId);
  });
}
