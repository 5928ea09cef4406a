import type {
  AddedApplicationResponse,
  AdminApplicationsPage,
  AdminJobSearch,
  AdminJobView,
  AdminPipelineView,
  PageQuery,
} from '../../../shared/admin';
import { ADMIN_ADDED_SOURCE } from '../../../shared/admin';
import { toCsv, toCsvFileName } from '../../../shared/csv';
import type { AppContext } from '../../context';
import type { PlatformActor } from '../../http/actor';
import { AppError, isForeignKeyViolation } from '../../http/app-error';
import {
  createApplication,
  listAddedApplications,
  listJobApplicationsForPlatform,
} from '../applications/applications.service';
import {
  discardResume,
  findOrCreateCandidate,
  sealSubmitted,
  storeResume,
  type StoredResume,
} from '../candidates/candidates.service';
import { getJobForPlatform, searchJobsForPlatform } from '../jobs/jobs.service';
import { stagesOf, toAdminJobView, toAdminPipelineView } from './admin-pipeline.views';
import { downloadExternalResume, findExternalCandidate } from '../careers/careers-admin.service';
import { recordAudit } from './audit.service';

/*
 * The platform admin's job pipelines (spec: Organization manage page, Admin job
 * pipeline page, Add Candidate). The platform team sees candidates' names and
 * contacts whatever the unlock status: it operates the service for every
 * organization (it adds and imports their candidates). Taking them out of Shortlist
 * (the CSV export) and putting candidates in are audited.
 */

export async function searchJobs(
  ctx: AppContext,
  query: AdminJobSearch,
): Promise<{ jobs: AdminJobView[] }> {
  const rows = await searchJobsForPlatform(ctx.db, { orgId: query.orgId, q: query.q });
  return { jobs: rows.map(toAdminJobView) };
}

export async function getJob(ctx: AppContext, jobId: string): Promise<{ job: AdminJobView }> {
  return { job: toAdminJobView(await getJobForPlatform(ctx.db, jobId)) };
}

export async function getPipeline(ctx: AppContext, jobId: string): Promise<AdminPipelineView> {
  const job = await getJobForPlatform(ctx.db, jobId);
  const cards = await listJobApplicationsForPlatform(ctx, ctx.db, job.orgId, job.id);
  return toAdminPipelineView(job, cards);
}

export const PIPELINE_CSV_HEADERS = [
  'Full Name',
  'Email',
  'Phone',
  'Stage',
  'Unlock Status',
  'Rejected',
  'Source',
  'Applied At',
] as const;

/**
 * The job's pipeline as CSV (RFC 4180, formula-escaped by shared/csv), one row per
 * application in the order of the job's stages, oldest first within a stage. The
 * rows are read and the export recorded in one transaction: an export that is not
 * in the audit log never leaves.
 */
export async function exportPipeline(
  ctx: AppContext,
  actor: PlatformActor,
  jobId: string,
): Promise<{ fileName: string; csv: string }> {
  return ctx.db.transaction(async (tx) => {
    const job = await getJobForPlatform(tx, jobId);
    const cards = await listJobApplicationsForPlatform(ctx, tx, job.orgId, job.id);
    const stages = stagesOf(job);
    const order = (stage: string) => {
      const index = stages.indexOf(stage);
      return index === -1 ? stages.length : index;
    };
    const sorted = cards
      .map((card, index) => ({ card, index }))
      .sort((a, b) => order(a.card.stage) - order(b.card.stage) || a.index - b.index)
      .map(({ card }) => card);
    const csv = toCsv([
      PIPELINE_CSV_HEADERS,
      ...sorted.map((card) => [
        card.fullName,
        card.email,
        card.phone,
        card.stage,
        card.unlockStatus,
        card.isRejected ? 'Yes' : 'No',
        card.source,
        card.createdAt,
      ]),
    ]);
    await recordAudit(tx, actor, {
      action: 'pipeline_exported',
      summary: `Exported the pipeline of ${job.title} (${sorted.length} ${sorted.length === 1 ? 'application' : 'applications'})`,
      org: { id: job.orgId, name: job.orgName },
      target: { type: 'job', id: job.id },
      details: { applications: sorted.length },
    });
    return { fileName: toCsvFileName(job.title, 'pipeline', 'job'), csv };
  });
}

/** A candidate the platform team puts into a job's pipeline (add-to-pipeline or manual). */
export interface PipelineAddition {
  orgId: string;
  jobId: string;
  stage: string;
  fullName: string;
  email: string;
  phone: string | null;
  coverNote: string | null;
  /** A resume file's bytes (manual application), checked like the public apply's. */
  resume: Uint8Array | null;
  /**
   * A job seeker of the careers board the admin picked: checked on the board, their
   * id kept with the candidate, and their resume fetched from it when none is sent.
   */
  externalCandidateId?: string | null;
}

/**
 * Adds a candidate to a job's pipeline at the stage chosen, in one transaction: the
 * job must be the organization's, the stage one of the job's, the candidate is the
 * organization's person with that email (reused as they are) or a new one (source
 * admin_added), and their application must not exist yet (409). Invariant: one
 * candidate per email per organization and one application per candidate and job,
 * even for two adds at once, because the unique keys decide (not a prior read). The
 * application is LOCKED (the employer still pays to see the contact) unless the
 * organization has pay-to-reveal off. A resume is checked and stored before the
 * transaction; a refused one writes nothing, and one stored for an add that failed
 * is removed again.
 */
export async function addToPipeline(
  ctx: AppContext,
  actor: PlatformActor,
  input: PipelineAddition,
): Promise<AddedApplicationResponse> {
  // Checked first, so a file for a job that is not there is never stored.
  const target = await getJobForPlatform(ctx.db, input.jobId);
  if (target.orgId !== input.orgId) throw new AppError('job_not_found');
  if (!stagesOf(target).includes(input.stage)) throw new AppError('unknown_stage');
  let resumeBytes = input.resume;
  // Checked on the board when there is one; without one the id is kept as given.
  if (input.externalCandidateId && ctx.careersBoard) {
    const picked = await findExternalCandidate(ctx, input.externalCandidateId, input.email);
    resumeBytes ??= await downloadExternalResume(ctx, picked);
  }
  const resume = resumeBytes ? await storeResume(ctx, input.orgId, resumeBytes) : null;
  try {
    return await insertAddition(ctx, actor, input, resume);
  } catch (error) {
    if (resume) await discardResume(ctx, resume.resumeFileKey);
    // The job was deleted between our read and the insert.
    if (isForeignKeyViolation(error, 'applications_job_id_jobs_id_fk')) {
      throw new AppError('job_not_found');
    }
    throw error;
  }
}

async function insertAddition(
  ctx: AppContext,
  actor: PlatformActor,
  input: PipelineAddition,
  resume: StoredResume | null,
): Promise<AddedApplicationResponse> {
  return ctx.db.transaction(async (tx) => {
    const job = await getJobForPlatform(tx, input.jobId);
    if (job.orgId !== input.orgId) throw new AppError('job_not_found');
    if (!stagesOf(job).includes(input.stage)) throw new AppError('unknown_stage');
    const contact = { fullName: input.fullName, email: input.email, phone: input.phone };
    const candidate = await findOrCreateCandidate(ctx, tx, {
      orgId: job.orgId,
      contact,
      source: ADMIN_ADDED_SOURCE,
      resume,
      externalCandidateId: input.externalCandidateId ?? null,
    });
    const application = await createApplication(
      tx,
      {
        orgId: job.orgId,
        jobId: job.id,
        jobTitle: job.title,
        candidateId: candidate.id,
        stage: input.stage,
        coverNote: input.coverNote,
        submitted: sealSubmitted(ctx, contact),
        resume,
      },
      { addedBy: 'shortlist', isPayToRevealEnabled: job.isPayToRevealEnabled },
    );
    // Rolls back a candidate made a moment ago too: nothing of this add is kept.
    if (!application) throw new AppError('already_in_pipeline');
    await recordAudit(tx, actor, {
      action: 'candidate_added',
      summary: `Added a candidate to ${job.title} at ${input.stage}`,
      org: { id: job.orgId, name: job.orgName },
      target: { type: 'application', id: application.id },
      details: {
        jobId: job.id,
        candidateId: candidate.id,
        isNewCandidate: candidate.isNew,
        unlockStatus: application.unlockStatus,
        hasResume: resume !== null,
      },
    });
    return {
      success: true,
      message: candidate.isNew
        ? `Candidate added to ${job.title} at ${input.stage}.`
        : `The organization's existing candidate with this email was added to ${job.title} at ${input.stage}.`,
      application: {
        id: application.id,
        jobId: job.id,
        candidateId: candidate.id,
        stage: input.stage,
        unlockStatus: application.unlockStatus,
      },
      isNewCandidate: candidate.isNew,
    };
  });
}

export async function listApplications(
  ctx: AppContext,
  query: PageQuery,
): Promise<AdminApplicationsPage> {
  const { applications, total } = await listAddedApplications(ctx, query);
  return { applications, total, page: query.page, pageSize: query.pageSize };
}
