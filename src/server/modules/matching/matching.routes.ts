import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  candidateNameSearchSchema,
  type CandidateOptionsResponse,
  JOB_MATCH_LIMIT,
  JOB_MATCH_MAX_LIMIT,
  type AutoMatchResponse,
  type JobMatchesResponse,
  type MatchScoreResponse,
  QUERY_REQUIRED,
  SEMANTIC_SEARCH_LIMIT,
  SEMANTIC_SEARCH_MAX_LIMIT,
  type SemanticSearchResponse,
} from '../../../shared/matching';
import type { AppContext } from '../../context';
import { requirePlatformActor } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import {
  autoMatchJob,
  findCandidatesByName,
  matchCandidatesToJob,
  scoreCandidateForJob,
  semanticSearch,
} from './matching.service';

/** Platform routes: a SUPERADMIN or a password-console session (decision 0028). */
const PLATFORM = { config: { platform: true } } as const;

const jobMatchQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOB_MATCH_MAX_LIMIT).default(JOB_MATCH_LIMIT),
});

const semanticSearchQuerySchema = z.object({
  semanticQuery: z
    .string({ error: QUERY_REQUIRED })
    .trim()
    .min(1, QUERY_REQUIRED)
    .max(500, 'Please keep the search under 500 characters'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEMANTIC_SEARCH_MAX_LIMIT)
    .default(SEMANTIC_SEARCH_LIMIT),
});

export function matchingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/v1/matching/candidates/semantic-search',
    PLATFORM,
    async (request, reply): Promise<SemanticSearchResponse> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      const { semanticQuery, limit } = parseInput(semanticSearchQuerySchema, request.query);
      return semanticSearch(ctx, semanticQuery, limit);
    },
  );

  app.post<{ Params: { jobId: string } }>(
    '/api/v1/matching/jobs/:jobId/auto-match',
    PLATFORM,
    async (request, reply): Promise<AutoMatchResponse> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      return autoMatchJob(ctx, parseId(request.params.jobId, 'job_not_found'));
    },
  );

  app.get<{ Params: { jobId: string } }>(
    '/api/v1/matching/jobs/:jobId/candidates',
    PLATFORM,
    async (request, reply): Promise<JobMatchesResponse> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      const jobId = parseId(request.params.jobId, 'job_not_found');
      const { limit } = parseInput(jobMatchQuerySchema, request.query);
      return matchCandidatesToJob(ctx, jobId, limit);
    },
  );

  app.get(
    '/api/v1/matching/candidates',
    PLATFORM,
    async (request, reply): Promise<CandidateOptionsResponse> => {
      requirePlatformActor(request);
      reply.header('cache-control', 'private, no-store');
      const { search } = parseInput(candidateNameSearchSchema, request.query);
      return findCandidatesByName(ctx, search);
    },
  );

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
