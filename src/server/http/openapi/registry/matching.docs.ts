import { z } from 'zod';
import {
  candidateNameSearchSchema,
  JOB_MATCH_LIMIT,
  JOB_MATCH_MAX_LIMIT,
  QUERY_REQUIRED,
  SEMANTIC_SEARCH_LIMIT,
  SEMANTIC_SEARCH_MAX_LIMIT,
} from '../../../../shared/matching';
import { docsOf } from '../route-doc';

const MATCHING = {
  name: 'Matching',
  description: 'The matching engine: candidates for a job, scores, and search by meaning.',
};

// The two query schemas below are the route's own (matching.routes.ts), not in
// src/shared; they are written again here, with the same shared limits.
const jobMatchQuery = z.object({
  limit: z.coerce.number().int().min(1).max(JOB_MATCH_MAX_LIMIT).default(JOB_MATCH_LIMIT),
});
const semanticSearchQuery = z.object({
  semanticQuery: z.string({ error: QUERY_REQUIRED }).trim().min(1).max(500),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEMANTIC_SEARCH_MAX_LIMIT)
    .default(SEMANTIC_SEARCH_LIMIT),
});

export const matchingDocs = docsOf(MATCHING, [
  {
    method: 'GET',
    path: '/api/v1/matching/candidates/semantic-search',
    operationId: 'semanticSearch',
    summary: 'Find candidates by what a search means, across organizations',
    access: 'platform',
    query: semanticSearchQuery,
    response: { description: 'The candidates, best first', type: 'SemanticSearchResponse' },
  },
  {
    method: 'GET',
    path: '/api/v1/matching/candidates',
    operationId: 'findCandidatesByName',
    summary: 'Find candidates by name (for pickers)',
    access: 'platform',
    query: candidateNameSearchSchema,
    response: { description: 'The candidates, closest first', type: 'CandidateOptionsResponse' },
  },
  {
    method: 'GET',
    path: '/api/v1/matching/jobs/:jobId/candidates',
    operationId: 'matchCandidatesToJob',
    summary: 'The best candidates for a job',
    access: 'platform',
    query: jobMatchQuery,
    response: { description: 'The candidates, best first', type: 'JobMatchesResponse' },
    errors: ['job_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/matching/jobs/:jobId/auto-match',
    operationId: 'autoMatchJob',
    summary: "Score a job's applications and suggest candidates",
    access: 'platform',
    response: { description: 'The scores and suggestions', type: 'AutoMatchResponse' },
    errors: ['job_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/matching/score/:candidateId/:jobId',
    operationId: 'getMatchScore',
    summary: "A candidate's score for a job, with its reasons",
    access: 'platform',
    response: { description: 'The score', type: 'MatchScoreResponse' },
    errors: ['candidate_not_found', 'job_not_found'],
  },
]);
