import { PRIVACY_NOTICE_VERSION } from '../../../shared/privacy';
import type { ApplyData, ApplyResponse, PublicJobView } from '../../../shared/public';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { findJobByPublicSlug } from '../../db/public-names';
import type { DbOrTx } from '../../db/client';
import { AppError, isForeignKeyViolation } from '../../http/app-error';
import { createApplication } from '../applications/applications.service';
import { scoreNewApplication } from '../matching/matching.service';
import {
  discardResume,
  findOrCreateCandidate,
  sealSubmitted,
  storeResume,
  type StoredResume,
} from '../candidates/candidates.service';
import { queueDelivery, recordSystemMessages } from '../email/email-messages.service';
import { applicationConfirmationEmail } from '../email/platform-emails';
import * as repo from './public-jobs.repository';
import { toPublicJobView } from './public-jobs.views';

const ONE_HOUR = 60 * 60_000;

/**
 * The public job as response JSON. It is serialized once per cache fill: the page is
 * read far more often than it changes, and serializing a long description is most of
 * the cost of a hit.
 */
export async function getPublicJobJson(ctx: AppContext, slug: string): Promise<string> {
  const json = await ctx.publicJobCache.getOrLoad(slug, async () => {
    const found = await findPublishedJob(ctx, slug);
    return found ? JSON.stringify(found.view) : null;
  });
  if (!json) throw new AppError('public_job_not_found');
  return json;
}

/** A published job as stored (for its page's head) and as the public sees it; null when it is not. */
export async function findPublishedJob(ctx: AppContext, slug: string) {
  // The slug names the job and its organization (decision 0040); the job is then read
  // in its organization.
  const target = await findJobByPublicSlug(ctx.db, slug);
  const row = target ? await repo.findPublishedJob(ctx.db, target) : undefined;
  if (!row) return null;
  const view = toPublicJobView(row.job, {
    name: row.orgName,
    dataProtectionContactName: row.dataProtectionContactName,
    dataProtectionContactEmail: row.dataProtectionContactEmail,
    applicationRetentionMonths: row.applicationRetentionMonths,
  });
  return { job: row.job, view };
}

/**
 * Called when the organization's public face changes (its name, data-protection
 * contact, retention): each of its published jobs shows them.
 */
export async function forgetOrganizationJobs(ctx: AppContext, orgId: string): Promise<void> {
  for (const slug of await repo.findPublishedSlugsOf(ctx.db, orgId)) {
    await forgetPublicJob(ctx, slug);
  }
}

/** What the other processes are told when a public job changes: its slug. */
const PUBLIC_JOB_CHANGED = 'public-job-changed';

/**
 * Called whenever a job changes, once it is committed: this process forgets its page
 * at once, and the other server processes when the message reaches them (within
 * milliseconds; PUBLIC_JOB_CACHE_TTL bounds it if the message is lost), decision 0038.
 */
export async function forgetPublicJob(ctx: AppContext, slug: string): Promise<void> {
  forgetPublicJobHere(ctx, slug);
  await ctx.bus.publish(PUBLIC_JOB_CHANGED, slug);
}

function forgetPublicJobHere(ctx: AppContext, slug: string): void {
  ctx.publicJobCache.invalidate(slug);
  ctx.publicJobPageCache.invalidate(slug);
}

/** Forgets what other processes changed; everything, when their messages may have been lost. */
export function followPublicJobChanges(ctx: AppContext): void {
  ctx.bus.subscribe(PUBLIC_JOB_CHANGED, (slug) => forgetPublicJobHere(ctx, slug));
  ctx.bus.onResync(() => {
    ctx.publicJobCache.clear();
    ctx.publicJobPageCache.clear();
  });
}

/** A published job as its page needs it, and the page's body rendered once for it. */
export type PublicJobPageEntry = NonNullable<Awaited<ReturnType<typeof findPublishedJob>>> & {
  body: string;
};

/**
 * The published job and its page's body (what anyone sees before posting a form),
 * kept like the JSON: read far more often than it changes. Null when not published.
 */
export function getPublicJobPage(
  ctx: AppContext,
  slug: string,
  render: (view: PublicJobView) => string,
): Promise<PublicJobPageEntry | null> {
  return ctx.publicJobPageCache.getOrLoad(slug, async () => {
    const found = await findPublishedJob(ctx, slug);
    return found && { ...found, body: render(found.view) };
  });
}

/**
 * A public application: the candidate (deduplicated by email in the job's
 * organization, never changed by this unauthenticated request) and a LOCKED
 * application in the job's first stage that keeps what was sent with it (UNLOCKED
 * when the organization has pay-to-reveal off). Applying
 * twice to the same job changes nothing and answers exactly like the first time,
 * so the answer does not tell anyone whether an email has applied.
 */
export async function applyToJob(
  ctx: AppContext,
  jobId: string,
  input: ApplyData,
  ip: string,
  resumeBytes: Uint8Array | null = null,
): Promise<{ created: boolean; response: ApplyResponse }> {
  await ctx.rateLimiter.enforce(
    { name: 'apply:ip', limit: ctx.config.RATE_LIMIT_APPLY_PER_IP, windowMs: ONE_HOUR },
    ip,
  );
  // A resume is read and stored outside the transaction (the slow part; a refused file
  // stops here), in the job's organization: only then is the job read before it.
  let resume: StoredResume | null = null;
  let orgId: string | null = null;
  if (resumeBytes) {
    const target = await findApplicationTarget(ctx, jobId);
    if (!target) throw new AppError('public_job_not_found');
    orgId = target.orgId;
    resume = await storeResume(ctx, target.orgId, resumeBytes);
  }
  let outcome: { created: boolean; isResumeKept: boolean; messageIds: string[] };
  try {
    outcome = await insertApplication(ctx, { id: jobId, orgId }, input, resume);
  } catch (error) {
    if (resume) await discardResume(ctx, resume.resumeFileKey);
    // The job was deleted between our read and the insert.
    if (isForeignKeyViolation(error, 'applications_job_id_jobs_id_fk')) {
      throw new AppError('public_job_not_found');
    }
    throw error;
  }
  if (resume && !outcome.isResumeKept) await discardResume(ctx, resume.resumeFileKey);
  await queueDelivery(ctx, outcome.messageIds);
  return {
    created: outcome.created,
    response: { success: true, message: 'Application submitted!' },
  };
}

/** Where an application came from, and what the careers board knows of it. */
export interface ApplicationOrigin {
  /** The candidate's source: 'shortlist_job_page' (our page) or 'job_page' (the careers board). */
  source: string;
  boardApplicationId?: string;
  externalCandidateId?: string;
  /** The careers board's applications may arrive after the job closed there. */
  isClosedJobAccepted?: boolean;
}

/** The job applied to: its id, and its organization when the caller has read it already. */
export interface ApplicationJob {
  id: string;
  orgId: string | null;
}

/**
 * The application in one transaction: the candidate (deduplicated by email in the
 * organization), the LOCKED application in the job's first stage (the unique keys
 * decide, so a repeat makes nothing), and the applicant's confirmation email in the
 * outbox. Returns the messages to deliver once committed.
 */
export async function insertApplication(
  ctx: AppContext,
  job: ApplicationJob,
  input: ApplyData,
  resume: StoredResume | null,
  origin: ApplicationOrigin = { source: 'shortlist_job_page' },
): Promise<{ created: boolean; isResumeKept: boolean; messageIds: string[] }> {
  try {
    return await insertApplicationOnce(ctx, job, input, resume, origin);
  } catch (error) {
    if (error instanceof RepeatedApplication) {
      return { created: false, isResumeKept: false, messageIds: [] };
    }
    throw error;
  }
}

/**
 * The board's application id was taken by another candidate record (the seeker changed
 * their email on the board): the candidate just made for it is rolled back with it.
 */
class RepeatedApplication extends Error {}

async function insertApplicationOnce(
  ctx: AppContext,
  target: ApplicationJob,
  input: ApplyData,
  resume: StoredResume | null,
  origin: ApplicationOrigin,
): Promise<{ created: boolean; isResumeKept: boolean; messageIds: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const job = await findJob(tx, target.id, target.orgId);
    if (!job) throw new AppError('public_job_not_found');
    if (job.status === 'DRAFT') throw new AppError('job_not_published_yet');
    if (job.status === 'CLOSED' && !origin.isClosedJobAccepted) throw new AppError('job_closed');
    const contact = { fullName: input.fullName, email: input.email, phone: input.phone };
    const candidate = await findOrCreateCandidate(ctx, tx, {
      orgId: job.orgId,
      contact,
      source: origin.source,
      resume,
      externalCandidateId: origin.externalCandidateId ?? null,
    });
    const application = await createApplication(
      tx,
      {
        orgId: job.orgId,
        jobId: job.id,
        jobTitle: job.title,
        candidateId: candidate.id,
        stage: job.stages[0]!,
        coverNote: input.coverNote,
        submitted: sealSubmitted(ctx, contact),
        resume,
        boardApplicationId: origin.boardApplicationId ?? null,
        // Our form shows the notice beside its button: applying acknowledges it.
        privacyNoticeVersion:
          origin.source === 'shortlist_job_page' ? PRIVACY_NOTICE_VERSION : null,
        score: scoreNewApplication(job, candidate),
      },
      { addedBy: 'candidate', isPayToRevealEnabled: job.isPayToRevealEnabled },
    );
    if (!application) {
      if (candidate.isNew) throw new RepeatedApplication();
      return { created: false, isResumeKept: false, messageIds: [] };
    }
    const messageIds = await recordSystemMessages(ctx, tx, [
      {
        orgId: job.orgId,
        kind: 'application_confirmation',
        senderId: null,
        toEmail: input.email,
        // Tells the applicant it arrived and what happens next; delivered (and retried) by
        // the queue like every candidate email, and shown on the candidate's timeline.
        ...applicationConfirmationEmail({
          candidateName: input.fullName,
          jobTitle: job.title,
          orgName: job.orgName,
        }),
        candidateId: candidate.id,
        applicationId: application.id,
      },
    ]);
    return { created: true, isResumeKept: true, messageIds };
  });
}

/**
 * The job an application would go to, with its organization (undefined when there is
 * none). Named by its id alone, it is looked for in every organization; with `orgId`
 * (a caller that knows it), only in that one.
 */
export function findApplicationTarget(ctx: AppContext, jobId: string, orgId?: string) {
  return findJob(ctx.db, jobId, orgId ?? null);
}

/** The job by its id: in its organization when known, else the public lookup by id. */
function findJob(db: DbOrTx, jobId: string, orgId: string | null) {
  if (orgId !== null) return repo.findJobForApplication(db, jobId, orgId);
  return acrossOrganizations('public job lookup', () => repo.findJobForApplication(db, jobId));
}
