import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { applySchema } from '../../../shared/public';
import type { AppContext } from '../../context';
import { AppError, parseId, parseInput } from '../../http/app-error';
import { readResumeForm, resumeFormLimits } from '../../http/resume-form';
import * as publicJobs from './public-jobs.service';

const SLUG = /^[a-z0-9-]{1,80}$/;

export function publicJobsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { slug: string } }>(
    '/api/v1/public/jobs/:slug',
    { config: { public: true } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!SLUG.test(slug)) throw new AppError('public_job_not_found');
      const json = await publicJobs.getPublicJobJson(ctx, slug);
      // Shared caches may keep it briefly; a closed job disappears within a minute.
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(json);
    },
  );

  // Its own scope, so multipart bodies are accepted on this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: resumeFormLimits() });
    scope.post<{ Params: { id: string } }>(
      '/api/v1/public/jobs/:id/apply',
      // The partner careers board forwards applications here from its own servers; no cookie is used.
      { config: { public: true, allowCrossSite: true } },
      async (request, reply) => {
        const jobId = parseId(request.params.id, 'public_job_not_found');
        const { fields, resume } = request.isMultipart()
          ? await readResumeForm(request)
          : { fields: request.body, resume: null };
        const input = parseInput(applySchema, fields);
        // 201 also for a repeated application: the answer must not tell whether an email applied.
        const { response } = await publicJobs.applyToJob(ctx, jobId, input, request.ip, resume);
        return reply.status(201).send(response);
      },
    );
  });
}
