import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  advanceSchema,
  candidateSearchSchema,
  noteSchema,
  refundSchema,
  rejectSchema,
  unlockSchema,
} from '../../../shared/applications';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import * as applications from './applications.service';
import type { PipelineBody } from './applications.service';
import * as board from './board.service';
import { boardColumnQuerySchema, boardQuerySchema } from '../../../shared/jobs';

type IdParams = { Params: { id: string } };

/** Whether the client takes gzip, i.e. names it (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** A prepared JSON body, gzipped for clients that take it. */
function sendBody(request: FastifyRequest, reply: FastifyReply, body: PipelineBody) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.json);
}

const applicationId = (params: { id: string }) => parseId(params.id, 'application_not_found');

export function applicationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<IdParams>('/api/v1/jobs/:id/pipeline', async (request, reply) => {
    const actor = requireMember(request);
    const body = await applications.getPipelineBody(
      ctx,
      actor,
      parseId(request.params.id, 'job_not_found'),
    );
    return sendBody(request, reply, body);
  });

  // The paginated board (issue 20): each column's first page, then more of one column.
  app.get<IdParams>('/api/v1/jobs/:id/board', async (request, reply) => {
    const actor = requireMember(request);
    const body = await board.getBoardBody(
      ctx,
      actor,
      parseId(request.params.id, 'job_not_found'),
      parseInput(boardQuerySchema, request.query),
    );
    return sendBody(request, reply, body);
  });

  app.get<{ Params: { id: string; stage: string } }>(
    '/api/v1/jobs/:id/board/columns/:stage',
    async (request) => {
      const actor = requireMember(request);
      return board.getBoardColumn(
        ctx,
        actor,
        parseId(request.params.id, 'job_not_found'),
        request.params.stage,
        parseInput(boardColumnQuerySchema, request.query),
      );
    },
  );

  app.get('/api/v1/candidates', async (request) => {
    const actor = requireMember(request);
    return applications.listCandidates(
      ctx,
      actor,
      parseInput(candidateSearchSchema, request.query),
    );
  });

  app.get<IdParams>('/api/v1/candidates/:id', async (request) => {
    const actor = requireMember(request);
    return applications.getCandidate(
      ctx,
      actor,
      parseId(request.params.id, 'application_not_found'),
    );
  });

  // The spec's list of the organization's applications: the same search, as a plain list.
  app.get('/api/v1/applications', async (request) => {
    const actor = requireMember(request);
    const page = await applications.listCandidates(
      ctx,
      actor,
      parseInput(candidateSearchSchema, request.query),
    );
    return page.items;
  });

  app.get<IdParams>('/api/v1/applications/:id', async (request) => {
    return applications.getApplicationDetail(
      ctx,
      requireMember(request),
      applicationId(request.params),
    );
  });

  app.get<IdParams & { Querystring: { original?: string } }>(
    '/api/v1/applications/:id/resume',
    async (request, reply) => {
      const actor = requireMember(request);
      // The file as uploaded, for one that cannot be watermarked (resume_watermark_failed).
      const isOriginal = request.query.original === 'true';
      const file = await applications.downloadResume(ctx, actor, applicationId(request.params), {
        isOriginal,
      });
      return reply
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="resume.${file.fileName.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .type(file.contentType)
        .send(Buffer.from(file.body));
    },
  );

  app.post<IdParams>('/api/v1/applications/:id/unlock', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = applicationId(request.params);
    const { idempotencyKey } = parseInput(unlockSchema, request.body);
    return applications.unlockApplication(ctx, actor, id, idempotencyKey);
  });

  app.post<IdParams>('/api/v1/applications/:id/advance', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = applicationId(request.params);
    const { toStage } = parseInput(advanceSchema, request.body);
    return applications.advanceApplication(ctx, actor, id, toStage);
  });

  app.post<IdParams>('/api/v1/applications/:id/reject', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = applicationId(request.params);
    const { reason } = parseInput(rejectSchema, request.body);
    return applications.rejectApplication(ctx, actor, id, reason);
  });

  // What the refund dialog tells before confirming: the refunds left in the window.
  app.get('/api/v1/refunds/allowance', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    return applications.getRefundAllowance(ctx, actor);
  });

  app.post<IdParams>('/api/v1/applications/:id/refund', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = applicationId(request.params);
    return applications.refundUnlock(ctx, actor, id, parseInput(refundSchema, request.body));
  });

  app.post<IdParams>('/api/v1/applications/:id/notes', async (request, reply) => {
    const actor = requireMember(request);
    const id = applicationId(request.params);
    const { body } = parseInput(noteSchema, request.body);
    return reply.status(201).send(await applications.addNote(ctx, actor, id, body));
  });
}
