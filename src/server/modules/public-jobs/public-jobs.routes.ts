import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applySchema } from '../../../shared/public';
import { RESUME_MAX_BYTES } from '../../../shared/rules';
import type { AppContext } from '../../context';
import { AppError, parseId, parseInput } from '../../http/app-error';
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
    await scope.register(multipart, {
      limits: { files: 1, fileSize: RESUME_MAX_BYTES, fields: 10, fieldSize: 10_000, parts: 11 },
    });
    scope.post<{ Params: { id: string } }>(
      '/api/v1/public/jobs/:id/apply',
      // The partner careers board forwards applications here from its own servers; no cookie is used.
      { config: { public: true, allowCrossSite: true } },
      async (request, reply) => {
        const jobId = parseId(request.params.id, 'public_job_not_found');
        const { fields, resume } = request.isMultipart()
          ? await readApplicationForm(request)
          : { fields: request.body, resume: null };
        const input = parseInput(applySchema, fields);
        // 201 also for a repeated application: the answer must not tell whether an email applied.
        const { response } = await publicJobs.applyToJob(ctx, jobId, input, request.ip, resume);
        return reply.status(201).send(response);
      },
    );
  });
}

/** The form fields and the optional `resume` file of a multipart application. */
async function readApplicationForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let resume: Uint8Array | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        // An empty file input still sends a part, with no name and no bytes.
        if (bytes.length > 0) resume = new Uint8Array(bytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('resume_too_large');
    if (code?.startsWith('FST_')) throw new AppError('validation_failed');
    throw error;
  }
  return { fields, resume };
}
