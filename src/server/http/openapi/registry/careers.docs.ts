import { z } from 'zod';
import {
  boardJobsQuerySchema,
  CAREERS_BOARD_WEBHOOK_PATH,
  externalCandidatesQuerySchema,
  sandboxApplicationSchema,
} from '../../../../shared/careers-board';
import { docsOf } from '../route-doc';

const CAREERS_BOARD = {
  name: 'Careers board',
  description:
    'The partner careers board (ZuluDesk): syncing jobs and employers to it, its candidates, and its signed webhooks.',
};

const BOARD_ERRORS = [
  'careers_board_off',
  'careers_board_unavailable',
  'careers_board_refused',
] as const;

export const careersDocs = docsOf(CAREERS_BOARD, [
  {
    method: 'POST',
    path: '/api/v1/admin/orgs/:orgId/careers-board/sync',
    operationId: 'syncOrganizationToBoard',
    summary: 'Sync an organization and its published jobs to the careers board',
    access: 'platform',
    response: { description: 'What was queued', type: 'OrganizationSyncResponse' },
    errors: ['organization_not_found', ...BOARD_ERRORS],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/careers-board/jobs',
    operationId: 'listBoardJobs',
    summary: 'Jobs whose sync to the board failed, or is pending',
    access: 'platform',
    query: boardJobsQuerySchema,
    response: { description: 'The jobs', type: 'BoardJobSyncPage' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/careers-board/jobs/retry-failed',
    operationId: 'retryFailedBoardJobs',
    summary: 'Sync every failed job again',
    access: 'platform',
    response: { description: 'How many were queued', type: 'RetryJobsResponse' },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/careers-board/jobs/:jobId/retry',
    operationId: 'retryBoardJob',
    summary: 'Sync one failed job again',
    access: 'platform',
    response: { description: 'How many were queued', type: 'RetryJobsResponse' },
    errors: ['job_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/sync-employer-accounts',
    operationId: 'startEmployerSync',
    summary: "Bring the board's employers in as organizations",
    access: 'platform',
    response: [
      { description: 'The run, finished already', type: 'EmployerSyncRunView' },
      {
        status: 202,
        description: 'The run, going on in the background',
        type: 'EmployerSyncRunView',
      },
    ],
    errors: [...BOARD_ERRORS],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/sync-employer-accounts/:runId',
    operationId: 'getEmployerSyncRun',
    summary: 'An employer sync run, or the latest one',
    access: 'platform',
    params: {
      runId: z.union([z.uuid(), z.literal('latest')]).describe("A run's id, or `latest`"),
    },
    response: {
      description: 'The run (`latest`: null before the first run)',
      type: 'EmployerSyncRunView | null',
    },
    errors: ['employer_sync_run_not_found'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/employers',
    operationId: 'listBoardEmployers',
    summary: "The board's employers and whether each is an organization here",
    access: 'platform',
    query: z.object({
      refresh: z
        .enum(['true'])
        .optional()
        .describe('Ask the board again instead of the cached list'),
    }),
    response: { description: 'The employers', type: 'ExternalEmployersResponse' },
    errors: [...BOARD_ERRORS],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/employers/:name/migrate',
    operationId: 'migrateEmployer',
    summary: "Bring one of the board's employers in, by name or id",
    access: 'platform',
    params: { name: z.string().max(300).describe("The employer's name on the board, or its id") },
    response: { description: 'What was migrated', type: 'MigrationResultView' },
    errors: ['employer_not_found', 'employer_ambiguous', ...BOARD_ERRORS],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/candidates/external',
    operationId: 'searchBoardCandidates',
    summary: "Search the board's candidates",
    access: 'platform',
    query: externalCandidatesQuerySchema,
    response: { description: 'A page of candidates', type: 'ExternalCandidatesResponse' },
    errors: [...BOARD_ERRORS],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/careers-board/test-applications',
    operationId: 'sendSandboxApplication',
    summary: 'Send a test application from the sandbox board to a job',
    access: 'platform',
    body: sandboxApplicationSchema,
    response: { description: 'Sent', type: 'SandboxApplicationResponse' },
    errors: ['careers_board_not_sandbox', 'job_not_on_board', 'job_not_found'],
  },
  {
    method: 'POST',
    path: CAREERS_BOARD_WEBHOOK_PATH,
    operationId: 'receiveBoardWebhook',
    summary: "The careers board's events (applications, job changes)",
    description: 'Signed over the raw body; the event id is recorded before acting.',
    access: { signatureHeader: 'zuludesk-signature' },
    body: { description: "The board's event, as JSON" },
    response: { description: '`{ "received": true, "duplicate": boolean }`' },
    errors: ['invalid_json', 'invalid_webhook_payload'],
  },
]);
