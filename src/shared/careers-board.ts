import { z } from 'zod';
import type { SyncStatus } from './jobs';

/**
 * The partner careers board (`zuludesk_careers`): what the API answers about it
 * and asks of the console. The board's own API is shared/spec/careers-board-api.md.
 */
export const CAREERS_BOARD_KEY = 'zuludesk_careers';

/** Where the board delivers its webhooks, under Shortlist's public URL. */
export const CAREERS_BOARD_WEBHOOK_PATH = '/api/v1/integrations/zuludesk/webhook';

/** The three settings the Integrations page names when the board is not configured. */
export const CAREERS_BOARD_SETTINGS = [
  { name: 'ZULUDESK_CAREERS_ADMIN_TOKEN', required: true, description: 'Admin API token' },
  {
    name: 'ZULUDESK_CAREERS_WEBHOOK_SECRET',
    required: false,
    description: 'Webhook signing secret',
  },
  { name: 'ZULUDESK_CAREERS_API_URL', required: false, description: 'API base URL' },
] as const;

/** The Integrations page's feature list, shown when the board is configured. */
export const CAREERS_BOARD_FEATURES = [
  'Automatic job sync on publish',
  'Candidate applications via webhooks',
  'One employer account per organization',
  'Retry with exponential backoff',
] as const;

/** The board's health as Shortlist last saw it. */
export interface CareersBoardFailureView {
  at: string;
  /** rejected (4xx), unauthorized (token), rate_limited, unavailable (down, time-out). */
  kind: string;
  message: string;
}

/** `integrations.zuludesk_careers` of GET /api/v1/admin/integrations/status (spec section 3). */
export interface CareersBoardIntegrationView {
  status: 'configured' | 'not_configured' | 'unknown';
  configured: boolean;
  baseUrl: string | null;
  hasAdminToken: boolean;
  hasWebhookSecret: boolean;
  /** 'sandbox' (the local simulator), 'production', or the server's NODE_ENV when off. */
  environment: string;
  /** The last call the board answered well, null if none yet. */
  lastSuccessAt: string | null;
  /** The last call that failed, null if none since the last success. */
  lastFailure: CareersBoardFailureView | null;
  /** Sync tasks waiting or running. */
  queueDepth: number;
  /** Jobs whose last sync failed. */
  failedJobs: number;
  /** Jobs with a change the board has not confirmed yet. */
  pendingJobs: number;
  /** What to give the board as webhook URL. */
  webhookUrl: string | null;
}

// ---------------------------------------------------------------- organizations

/** An organization's state on the board, shown on the Organizations tab. */
export interface OrganizationBoardView {
  /** Its employer account on the board, null when it has none yet. */
  employerId: string | null;
  isEmployerVerified: boolean;
  jobsSynced: number;
  jobsPending: number;
  jobsFailed: number;
}

export interface OrganizationSyncResponse {
  /** Jobs queued for another sync. */
  queued: number;
  /** Its employer account on the board after the sync. */
  employerId: string | null;
  message: string;
}

// ---------------------------------------------------------------- jobs

/** A job whose sync the console shows (failed or waiting), with the board's reason. */
export interface BoardJobSyncView {
  id: string;
  orgId: string;
  orgName: string;
  title: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  syncStatus: SyncStatus | null;
  syncError: string | null;
  syncAttempts: number;
  lastSyncAt: string | null;
  updatedAt: string;
}

export interface BoardJobSyncPage {
  jobs: BoardJobSyncView[];
  total: number;
}

export const boardJobsQuerySchema = z.object({
  status: z.enum(['FAILED', 'PENDING']).default('FAILED'),
});

export interface RetryJobsResponse {
  queued: number;
  message: string;
}

// ---------------------------------------------------------------- employer accounts

/** POST /api/v1/admin/sync-employer-accounts and its progress (spec: employer sync result). */
export interface EmployerSyncRunView {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** Organizations without an employer account when the run started. */
  total: number;
  processed: number;
  created: number;
  /** Already had one, or the board said it exists (409 employer_exists: linked, not failed). */
  skipped: number;
  failed: number;
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
}

// ---------------------------------------------------------------- migration

/** One of the board's employers (spec section 3 "External employer"), with its link here. */
export interface ExternalEmployerView {
  id: string;
  name: string;
  jobCount: number;
  verified: boolean;
  lastActive: string | null;
  /** The Shortlist organization it is linked to (migrated, or created by Shortlist), if any. */
  orgId: string | null;
  orgName: string | null;
}

export interface ExternalEmployersResponse {
  employers: ExternalEmployerView[];
  /** When the board was asked (the list is cached 5 minutes). */
  fetchedAt: string;
}

/** POST /api/v1/admin/employers/{name}/migrate (spec: migration result). */
export interface MigrationResultView {
  success: boolean;
  jobsMigrated: number;
  candidatesMigrated: number;
  errors: string[];
  orgId: string | null;
  orgName: string | null;
}

// ---------------------------------------------------------------- external candidates

/** A job seeker on the board (spec section 3 "External candidate"). */
export interface ExternalCandidateView {
  id: string;
  /** Null when the board has no name for them ('Unnamed Candidate' on screen). */
  name: string | null;
  fullName: string | null;
  email: string;
  phone: string | null;
  resumeUrl: string | null;
  sourceOrgName: string | null;
  appliedAt: string | null;
}

export interface ExternalCandidatesResponse {
  candidates: ExternalCandidateView[];
  nextPage: number | null;
}

export const externalCandidatesQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const UNNAMED_CANDIDATE = 'Unnamed Candidate';

export const NO_EXTERNAL_CANDIDATES =
  'No candidates found. Make sure organizations are synced with the careers platform.';

// ---------------------------------------------------------------- sandbox

/** A test application sent from the sandbox board to one of its jobs (npm start only). */
export const sandboxApplicationSchema = z.object({
  jobId: z.string({ error: 'Job is required' }).pipe(z.uuid({ error: 'Job is required' })),
});
export type SandboxApplicationInput = z.infer<typeof sandboxApplicationSchema>;

export interface SandboxApplicationResponse {
  success: true;
  message: string;
  eventId: string;
}

// ---------------------------------------------------------------- job badge

/** The job badge's words for each sync state (spec section 4). */
export function syncStatusText(
  status: SyncStatus | null,
  detail: { lastSyncAt: string | null; syncError: string | null },
): { label: string; tooltip: string } {
  if (status === 'SYNCED') {
    return {
      label: 'Synced',
      tooltip: detail.lastSyncAt
        ? `On the careers board since ${new Date(detail.lastSyncAt).toLocaleString('en-GB')}`
        : 'On the careers board',
    };
  }
  if (status === 'FAILED') {
    return {
      label: 'Sync failed',
      tooltip: `The careers board refused this job: ${detail.syncError ?? 'no reason given'}`,
    };
  }
  return { label: 'Sync pending', tooltip: 'Waiting for the careers board to confirm' };
}
