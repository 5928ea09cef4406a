import type { FastifyInstance } from 'fastify';
import type { MatchScoreResponse } from '../../../shared/matching';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseId } from '../../http/app-error';
import { scoreCandidateForJob } from './matching.service';

/** Platform routes: a SUPERADMIN or a password-console session (decision 0028). */
const PLATFORM = { config: { platform: true } } as const;

export function matchingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { candidateId: string; jobId: string } }>(
    '/api/v1/matching/score/:candidateId/:jobId',
    PLATFORM,
    async (request, reply): Promise<MatchScoreResponse> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      const candidateId = parseId(request.params.candidateId, 'candidate_not_found');
      const jobId = parseId(request.params.jobId, 'job_not_found');
      return { matchScore: await scoreCandidateForJob(ctx, candidateId, jobId) };
    },
  );
}
