import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  addToPipelineSchema,
  adminJobSearchSchema,
  manualApplicationSchema,
  pageQuerySchema,
} from '../../../shared/admin';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { AppError, parseId, parseInput } from '../../http/app-error';
import { assertNoNulCharacter } from '../../http/input-checks';
import { readResumeForm, resumeFormLimits } from '../../http/resume-form';
import * as pipeline from './admin-pipeline.service';
import { PLATFORM } from './admin.routes';

interface JobParams {
  Params: { jobId: string };
}

/** The notes of a manual application are its `payload` JSON: room for 5,000 characters of any script. */
const MANUAL_PAYLOAD_MAX_BYTES = 64 * 1024;

/** Jobs and pipelines of every organization, and adding candidates to them (platform admin). */
export function adminPipelineRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/admin/jobs/search', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return pipeline.searchJobs(ctx, parseInput(adminJobSearchSchema, request.query));
  });

  app.get<JobParams>('/api/v1/admin/jobs/:jobId', PLATFORM, async (request) => {
    requirePlatformActor(request);
    return pipeline.getJob(ctx, parseId(request.params.jobId, 'job_not_found'));
  });

  app.get<JobParams>('/api/v1/admin/jobs/:jobId/pipeline', PLATFORM, async (request, reply) => {
    requirePlatformActor(request);
    reply.header('cache-control', 'private, no-store');
    return pipeline.getPipeline(ctx, parseId(request.params.jobId, 'job_not_found'));
  });

  app.get<JobParams>(
    '/api/v1/admin/jobs/:jobId/pipeline/export',
    PLATFORM,
    async (request, reply) => {
      const actor = requirePlatformActor(request);
      const jobId = parseId(request.params.jobId, 'job_not_found');
      const { fileName, csv } = await pipeline.exportPipeline(ctx, actor, jobId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post('/api/v1/admin/candidates/add-to-pipeline', PLATFORM, async (request, reply) => {
    const actor = requirePlatformActor(request);
    const input = parseInput(addToPipelineSchema, request.body);
    const response = await pipeline.addToPipeline(ctx, actor, {
      orgId: input.orgId,
      jobId: input.jobId,
      stage: input.stage,
      fullName: input.candidateData.fullName,
      email: input.candidateData.email,
      phone: input.candidateData.phone,
      coverNote: input.coverNote,
      resume: null,
      externalCandidateId: input.candidateData.externalCandidateId,
    });
    return reply.status(201).send(response);
  });

  app.get('/api/v1/admin/applications', PLATFORM, async (request, reply) => {
    requirePlatformActor(request);
    reply.header('cache-control', 'private, no-store');
    return pipeline.listApplications(ctx, parseInput(pageQuerySchema, request.query));
  });

  // Its own scope, so multipart bodies are accepted on this route only.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: resumeFormLimits({ fieldSize: MANUAL_PAYLOAD_MAX_BYTES }),
    });
    scope.post('/api/v1/admin/applications/manual', PLATFORM, async (request, reply) => {
      const actor = requirePlatformActor(request);
      // The console sends a form (payload + resume); a JSON body of the payload alone is accepted too.
      const { payload, resume } = request.isMultipart()
        ? await readManualForm(request)
        : { payload: request.body, resume: null };
      const input = parseInput(manualApplicationSchema, payload);
      const response = await pipeline.addToPipeline(ctx, actor, {
        orgId: input.orgId,
        jobId: input.jobId,
        stage: input.stage,
        fullName: input.candidate.name,
        email: input.candidate.email,
        phone: input.candidate.phone,
        coverNote: input.notes,
        resume,
        externalCandidateId: input.candidate.externalCandidateId,
      });
      return reply.status(201).send(response);
    });
  });
}

/** The multipart manual application: its `payload` JSON field and optional `resume` file. */
async function readManualForm(request: Parameters<typeof readResumeForm>[0]) {
  const { fields, resume } = await readResumeForm(request);
  if (fields.payload === undefined) return { payload: {}, resume };
  let payload: unknown;
  try {
    payload = JSON.parse(fields.payload);
  } catch {
    throw new AppError('invalid_json');
  }
  assertNoNulCharacter(payload);
  return { payload, resume };
}
