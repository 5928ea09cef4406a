import type { FastifyInstance } from 'fastify';
import { createJobSchema, jobListQuerySchema, updateJobSchema } from '../../../shared/jobs';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import * as jobs from './jobs.service';

type IdParams = { Params: { id: string } };

const jobId = (params: { id: string }) => parseId(params.id, 'job_not_found');

export function jobsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/jobs', async (request) => {
    const actor = requireMember(request);
    return jobs.listJobs(ctx, actor, parseInput(jobListQuerySchema, request.query));
  });

  app.post('/api/v1/jobs', async (request, reply) => {
    const actor = requireMember(request, 'editJobs');
    const job = await jobs.createJob(ctx, actor, parseInput(createJobSchema, request.body));
    return reply.status(201).send(job);
  });

  app.get<IdParams>('/api/v1/jobs/:id', async (request) => {
    return jobs.getJob(ctx, requireMember(request), jobId(request.params));
  });

  // PATCH is the contract; PUT is accepted as an alias (READING.md 4).
  app.route<IdParams>({
    method: ['PATCH', 'PUT'],
    url: '/api/v1/jobs/:id',
    handler: async (request) => {
      const actor = requireMember(request, 'editJobs');
      return jobs.updateJob(
        ctx,
        actor,
        jobId(request.params),
        parseInput(updateJobSchema, request.body),
      );
    },
  });

  app.post<IdParams>('/api/v1/jobs/:id/publish', async (request) => {
    return jobs.publishJob(ctx, requireMember(request, 'editJobs'), jobId(request.params));
  });

  app.post<IdParams>('/api/v1/jobs/:id/close', async (request) => {
    return jobs.closeJob(ctx, requireMember(request, 'editJobs'), jobId(request.params));
  });

  app.delete<IdParams>('/api/v1/jobs/:id', async (request, reply) => {
    await jobs.deleteJob(ctx, requireMember(request, 'deleteJobs'), jobId(request.params));
    return reply.status(204).send();
  });
}
