import { CAREERS_BOARD_STATUS_LABELS, type CareersBoardStatus } from '../../../../shared/admin';
import type {
  CAREERS_BOARD_SETTINGS,
  CareersBoardIntegrationView,
  OrganizationBoardView,
} from '../../../../shared/careers-board';
import type { BadgeVariant } from '../../../components/ui/badge';

/*
 * The words the console says about the careers board: the status card of
 * /integrations (spec section 2 "Integrations page"), and an organization's state
 * on the board (the password console's Organizations tab).
 */

/** "1 job", "3 jobs". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

// ---------------------------------------------------------------- status card

type IntegrationStatus = CareersBoardIntegrationView['status'];

/** The card's status badge: Configured / Not Configured / Unknown (spec). */
export const INTEGRATION_STATUS_BADGES: Record<
  IntegrationStatus,
  { label: string; variant: BadgeVariant }
> = {
  configured: { label: 'Configured', variant: 'success' },
  not_configured: { label: 'Not Configured', variant: 'warning' },
  unknown: { label: 'Unknown', variant: 'secondary' },
};

/** The spec's words when the status cannot be loaded. */
export const INTEGRATION_STATUS_LOAD_FAILED =
  'Failed to load integration status. Please check your permissions and try again.';

/** Spec section 9: Refresh Status waits a second before asking again. */
export const REFRESH_STATUS_DELAY_MS = 1000;

/** Admin Token: Set or Missing; Webhook Secret: Set or Optional (spec). */
export function credentialTexts(
  careers: Pick<CareersBoardIntegrationView, 'hasAdminToken' | 'hasWebhookSecret'>,
) {
  return {
    adminToken: careers.hasAdminToken ? 'Set' : 'Missing',
    webhookSecret: careers.hasWebhookSecret ? 'Set' : 'Optional',
  };
}

/** The environment as the card names it: the sandbox board, production, or the server's NODE_ENV. */
export function environmentText(environment: string): string {
  if (environment === 'sandbox') return 'Sandbox (simulated board on this server)';
  if (environment === 'production') return 'Production';
  return environment;
}

/** One line of the setup instructions: "required: Admin API token". */
export function settingNote(setting: (typeof CAREERS_BOARD_SETTINGS)[number]): string {
  return `${setting.required ? 'required' : 'optional'}: ${setting.description}`;
}

const FAILURE_KINDS: Record<string, string> = {
  rejected: 'Refused by the board',
  unauthorized: 'Token refused by the board',
  rate_limited: 'Too many calls (rate limited)',
  unavailable: 'Board unreachable',
};

/** What kind of failure the board's last failed call was. */
export function failureKindText(kind: string): string {
  return FAILURE_KINDS[kind] ?? kind;
}

/**
 * Webhooks are refused without a secret (the board's API page): said when the
 * real board is connected without one. The sandbox board signs its own.
 */
export function isWebhookSecretMissing(
  careers: Pick<CareersBoardIntegrationView, 'configured' | 'hasWebhookSecret' | 'environment'>,
): boolean {
  return careers.configured && !careers.hasWebhookSecret && careers.environment !== 'sandbox';
}

// ---------------------------------------------------------------- organizations

/** The colour of an organization's board state. */
export const BOARD_STATUS_VARIANTS: Record<CareersBoardStatus, BadgeVariant> = {
  not_configured: 'outline',
  not_synced: 'secondary',
  pending: 'warning',
  synced: 'success',
  failed: 'destructive',
};

/** An organization's board state: its label, and what is known of its jobs and employer there. */
export function organizationBoardText(status: CareersBoardStatus, board: OrganizationBoardView) {
  const details: string[] = [];
  if (status !== 'not_configured') {
    const hasJobs = board.jobsSynced + board.jobsPending + board.jobsFailed > 0;
    if (hasJobs || board.employerId)
      details.push(`${countOf(board.jobsSynced, 'job', 'jobs')} synced`);
    if (board.jobsPending > 0) details.push(`${board.jobsPending} pending`);
    if (board.jobsFailed > 0) details.push(`${board.jobsFailed} failed`);
  }
  return {
    label: CAREERS_BOARD_STATUS_LABELS[status],
    variant: BOARD_STATUS_VARIANTS[status],
    /** "2 jobs synced · 1 failed", or '' when nothing is known. */
    jobs: details.join(' · '),
    /** Verified or Unverified when it has an employer account on the board, else null. */
    employer:
      status === 'not_configured' || !board.employerId
        ? null
        : board.isEmployerVerified
          ? 'Verified'
          : 'Unverified',
  };
}
