import type { PlatformActor } from '../../http/actor';
import {
  CAREERS_BOARD_WEBHOOK_PATH,
  type BoardJobSyncPage,
  type CareersBoardIntegrationView,
  type ExternalCandidatesResponse,
  type OrganizationSyncResponse,
  type RetryJobsResponse,
  type SandboxApplicationResponse,
} from '../../../shared/careers-board';
import type { BoardCandidate } from '../../adapters/careers-board/careers-board-client';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { AppError } from '../../http/app-error';
import { TASKS } from '../../queue/task-queue';
import { recordAudit } from '../admin/audit.service';
import { getJobForPlatform } from '../jobs/jobs.service';
import { boardFailure, requireBoard } from './board-employers.service';
import { INTERACTIVE, withBoardRetries } from './board-retries';
import * as repo from './careers.repository';
import { ensureEmployer, queueJobSync } from './job-sync.service';

/** The most failed or pending jobs listed at once on the console. */
const JOB_LIST_LIMIT = 200;

export type BoardJobCountsByOrg = Map<string, { synced: number; pending: number; failed: number }>;

/** Per organization, its jobs by sync state; null when the server has no board. */
export async function countBoardJobs(
  ctx: AppContext,
  orgIds: string[],
): Promise<BoardJobCountsByOrg | null> {
  if (!ctx.careersBoard) return null;
  return repo.countOrgJobsBySyncStatus(ctx.db, orgIds);
}

/** `integrations.zuludesk_careers`: the spec's fields and the integration's real health. */
export async function getIntegrationStatus(ctx: AppContext): Promise<CareersBoardIntegrationView> {
  const board = ctx.careersBoard;
  if (!board) {
    return {
      status: 'not_configured',
      configured: false,
      baseUrl: null,
      hasAdminToken: false,
      hasWebhookSecret: Boolean(ctx.config.ZULUDESK_CAREERS_WEBHOOK_SECRET),
      environment: ctx.config.NODE_ENV,
      lastSuccessAt: null,
      lastFailure: null,
      queueDepth: 0,
      failedJobs: 0,
      pendingJobs: 0,
      webhookUrl: null,
    };
  }
  const [health, counts, queueDepth] = await Promise.all([
    repo.readHealth(ctx.db),
    acrossOrganizations('platform admin', () => repo.countJobsBySyncStatus(ctx.db)),
    ctx.queue.depth(TASKS.syncBoardJob),
  ]);
  const isFailing =
    health?.lastFailureAt &&
    (!health.lastSuccessAt || health.lastFailureAt.getTime() > health.lastSuccessAt.getTime());
  return {
    // A token the board refuses is a configuration the board does not accept.
    status: isFailing && health.lastFailureKind === 'unauthorized' ? 'unknown' : 'configured',
    configured: true,
    baseUrl: board.baseUrl(),
    hasAdminToken: board.hasAdminToken,
    hasWebhookSecret: board.webhookSecret !== null,
    environment: board.environment,
    lastSuccessAt: health?.lastSuccessAt?.toISOString() ?? null,
    lastFailure:
      isFailing && health.lastFailureAt
        ? {
            at: health.lastFailureAt.toISOString(),
            kind: health.lastFailureKind ?? 'unavailable',
            message: health.lastFailureMessage ?? '',
          }
        : null,
    queueDepth,
    failedJobs: counts.failed,
    pendingJobs: counts.pending,
    webhookUrl: `${ctx.siteOrigin()}${CAREERS_BOARD_WEBHOOK_PATH}`,
  };
}

/** Jobs whose sync failed (or still waits), with the board's reason, newest change first. */
export async function listBoardJobs(
  ctx: AppContext,
  status: 'FAILED' | 'PENDING',
): Promise<BoardJobSyncPage> {
  requireBoard(ctx);
  const { rows, total } = await acrossOrganizations('platform admin', () =>
    repo.listJobsBySyncStatus(ctx.db, status, JOB_LIST_LIMIT),
  );
  return {
    jobs: rows.map((row) => ({
      ...row,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
  };
}

/** Failed jobs (one, or all) get a new round of tries, starting now. */
export async function retryFailedJobs(
  ctx: AppContext,
  actor: PlatformActor,
  jobId?: string,
): Promise<RetryJobsResponse> {
  requireBoard(ctx);
  const job = jobId ? await getJobForPlatform(ctx.db, jobId) : undefined;
  const ids = await ctx.db.transaction(async (tx) => {
    // One job in its organization, or every organization's failed jobs.
    const marked = job
      ? await repo.markFailedJobsChanged(tx, job)
      : await acrossOrganizations('platform admin', () => repo.markFailedJobsChanged(tx));
    if (marked.length > 0) {
      await recordAudit(tx, actor, {
        action: 'board_jobs_retried',
        summary: `Retried the careers-board sync of ${marked.length} ${marked.length === 1 ? 'job' : 'jobs'}`,
        target: jobId ? { type: 'job', id: jobId } : undefined,
        details: { jobs: marked.length },
      });
    }
    return marked;
  });
  await queueJobSync(ctx, ids);
  return {
    queued: ids.length,
    message:
      ids.length === 0
        ? 'No failed jobs to retry.'
        : `${ids.length} ${ids.length === 1 ? 'job' : 'jobs'} queued for the careers board.`,
  };
}

/**
 * The Organizations tab's Sync: the organization's employer account (made if it
 * has none) and every job it has on the board queued again.
 */
export async function syncOrganization(
  ctx: AppContext,
  actor: PlatformActor,
  orgId: string,
): Promise<OrganizationSyncResponse> {
  const board = requireBoard(ctx);
  const org = await repo.findOrgForBoard(ctx.db, orgId);
  if (!org) throw new AppError('organization_not_found');
  if (org.demoExpiresAt)
    throw new AppError(
      'careers_board_refused',
      { reason: 'demo' },
      'Demo organizations are never published to the careers board.',
    );
  let employerId: string;
  try {
    ({ employerId } = await ensureEmployer(ctx, board, org));
  } catch (error) {
    return boardFailure(error);
  }
  const ids = await ctx.db.transaction(async (tx) => {
    const marked = await repo.markOrgJobsChanged(tx, orgId);
    await recordAudit(tx, actor, {
      action: 'board_org_synced',
      summary: `Synced ${org.name} to the careers board (${marked.length} ${marked.length === 1 ? 'job' : 'jobs'})`,
      org: { id: org.id, name: org.name },
      target: { type: 'organization', id: org.id },
      details: { jobs: marked.length, employerId },
    });
    return marked;
  });
  await queueJobSync(
    ctx,
    ids.map((id) => ({ jobId: id, orgId })),
  );
  return {
    queued: ids.length,
    employerId,
    message:
      ids.length === 0
        ? `${org.name} has its employer account on the careers board; it has no jobs to sync.`
        : `${ids.length} ${ids.length === 1 ? 'job' : 'jobs'} of ${org.name} queued for the careers board.`,
  };
}

/** The board's job seekers, searched by name or email (spec: external candidates). */
export async function searchExternalCandidates(
  ctx: AppContext,
  query: { q: string; page: number },
): Promise<ExternalCandidatesResponse> {
  const board = requireBoard(ctx);
  try {
    const answer = await withBoardRetries(
      () => board.client.searchCandidates(query.q, query.page),
      INTERACTIVE,
    );
    return {
      candidates: answer.candidates.map((candidate) => {
        const name = candidate.fullName?.trim() || null;
        return {
          id: candidate.id,
          name,
          fullName: name,
          email: candidate.email,
          phone: candidate.phone ?? null,
          resumeUrl: candidate.resumeUrl ?? null,
          sourceOrgName: candidate.sourceOrgName ?? null,
          appliedAt: candidate.appliedAt ?? null,
        };
      }),
      nextPage: answer.nextPage,
    };
  } catch (error) {
    return boardFailure(error);
  }
}

/**
 * The board's job seeker a platform admin picked, looked up on the board by email
 * (the board has no call by id): the pick must be real, and the resume link used
 * is the board's own, never one sent by the browser.
 */
export async function findExternalCandidate(
  ctx: AppContext,
  externalCandidateId: string,
  email: string,
): Promise<BoardCandidate> {
  const board = requireBoard(ctx);
  let found: BoardCandidate | undefined;
  try {
    const answer = await withBoardRetries(
      () => board.client.searchCandidates(email, 1),
      INTERACTIVE,
    );
    found = answer.candidates.find((candidate) => candidate.id === externalCandidateId);
  } catch (error) {
    return boardFailure(error);
  }
  if (!found) throw new AppError('external_candidate_not_found');
  return found;
}

/** The resume of a board job seeker, or null when they have none (or it is not a PDF/DOCX). */
export async function downloadExternalResume(
  ctx: AppContext,
  candidate: BoardCandidate,
): Promise<Uint8Array | null> {
  const board = requireBoard(ctx);
  if (!candidate.resumeUrl) return null;
  try {
    const { resumeUrl } = candidate;
    return (await withBoardRetries(() => board.client.downloadResume(resumeUrl), INTERACTIVE))
      .bytes;
  } catch (error) {
    return boardFailure(error);
  }
}

const SANDBOX_NAMES = [
  'Akosua Boateng',
  'Kwame Asante',
  'Efua Mensah',
  'Yaw Owusu',
  'Abena Darko',
  'Kofi Agyeman',
  'Adwoa Frimpong',
  'Kwesi Appiah',
];

/**
 * The sandbox board sends a test application for a job it lists: a made-up job
 * seeker applies there and its webhook arrives here as the partner's would.
 */
export async function sendSandboxApplication(
  ctx: AppContext,
  actor: PlatformActor,
  jobId: string,
): Promise<SandboxApplicationResponse> {
  const sandbox = ctx.careersBoard?.sandbox;
  if (!sandbox) throw new AppError('careers_board_not_sandbox');
  const job = await getJobForPlatform(ctx.db, jobId);
  const name = SANDBOX_NAMES[Math.floor(Math.random() * SANDBOX_NAMES.length)]!;
  const tag = Math.random().toString(36).slice(2, 8);
  let sent: Awaited<ReturnType<typeof sandbox.sendTestApplication>>;
  try {
    sent = await sandbox.sendTestApplication({
      jobExternalRef: jobId,
      fullName: name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@seekers.example`,
      phone: '+233 24 000 0000',
      coverNote: `I saw the ${job.title} role on the careers board and would like to apply.`,
      sourceOrgName: 'ZuluDesk Careers (sandbox)',
    });
  } catch (error) {
    return boardFailure(error);
  }
  if (!sent) throw new AppError('job_not_on_board');
  if (sent.deliveryStatus === null || sent.deliveryStatus >= 300) {
    throw new AppError('careers_board_unavailable', {
      reason: `The webhook was answered ${sent.deliveryStatus ?? 'with nothing'}`,
    });
  }
  await recordAudit(ctx.db, actor, {
    action: 'board_test_application',
    summary: `Sent a sandbox test application to ${job.title}`,
    org: { id: job.orgId, name: job.orgName },
    target: { type: 'job', id: job.id },
    details: { eventId: sent.eventId },
  });
  return {
    success: true,
    message: `${name} applied to ${job.title} on the sandbox careers board.`,
    eventId: sent.eventId,
  };
}
