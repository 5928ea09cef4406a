import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAY_TO_REVEAL_OFF_REASON } from '../../../shared/applications';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  applicationEvents,
  applications,
  applicationUnlocks,
  candidates,
  type importRunResumes,
} from '../../db/schema';
import { experienceForYears } from '../candidates/resume/experience';
import { recordGrantedSpends } from '../credits/credits.service';
import { scoreApplications } from '../matching/matching.service';
import type { ImportedCandidate } from './parse/rows';

/** Where the rows of one import go. */
export interface ImportTarget {
  orgId: string;
  /** The job the rows apply to, or null to import people only. */
  job: { id: string; stages: string[]; isPayToRevealEnabled: boolean } | null;
  /** Where new applications start: the form's stage, else the job's first. */
  defaultStage: string;
  markUnlocked: boolean;
}

/** One row to write: its candidate, its stage (as the job spells it) and its resume. */
export interface RowToWrite {
  row: number;
  candidate: ImportedCandidate;
  /** The row's own Stage, checked against the job's stages; null when it gives none. */
  stage: string | null;
  resume: typeof importRunResumes.$inferSelect | null;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  creditsGranted: number;
}

/** What the timeline says of an imported application and of its unlock. */
export const IMPORTED_NOTE = 'Imported by the Shortlist team';
export const IMPORT_UNLOCK_NOTE = 'Unlocked on import: 1 credit granted by Shortlist and spent';
/** Where imported people come from, unless their row names a source. */
export const IMPORT_SOURCE = 'csv_import';

function sourceOf(candidate: ImportedCandidate): string {
  const words = candidate.source
    ?.toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '_')
    .replaceAll(/^_+|_+$/g, '')
    .slice(0, 50);
  return words || IMPORT_SOURCE;
}

/** The row's skills first, then the resume's that the row did not name. */
function mergedSkills(row: RowToWrite): string[] {
  const skills = [...row.candidate.skills];
  const seen = new Set(skills.map((skill) => skill.toLowerCase()));
  for (const skill of row.resume?.skills ?? []) {
    if (!seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  return skills;
}

function candidateValues(orgId: string, row: RowToWrite) {
  const { candidate, resume } = row;
  const years = candidate.yearsExperience ?? resume?.yearsExperienceInField ?? null;
  const experience =
    candidate.yearsExperience !== null
      ? experienceForYears(candidate.yearsExperience)
      : ((resume?.experienceContext as ReturnType<typeof experienceForYears> | undefined) ??
        'Not specified');
  return {
    orgId,
    fullName: candidate.fullName,
    email: candidate.email,
    phone: candidate.phone,
    location: candidate.location,
    source: sourceOf(candidate),
    skills: mergedSkills(row),
    yearsExperienceInField: years,
    experienceContext: experience,
    resumeFileKey: resume?.resumeFileKey ?? null,
    resumeFileType: resume?.resumeFileType ?? null,
    resumeFileSize: resume?.resumeFileSize ?? null,
    resumeText: resume?.resumeText ?? null,
    resumeSummary: resume?.resumeSummary ?? null,
    resumeUploadedAt: resume ? new Date() : null,
  };
}

/** `excluded.x` when the row gives it, else what is stored. */
const keepUnlessGiven = (column: string) =>
  sql.raw(`coalesce(excluded.${column}, candidates.${column})`);

/**
 * Writes one batch of rows in the caller's transaction: each person created or
 * updated (one per email in the organization: the unique key decides), and with a
 * job, their application created or updated (one per person and job). With 'Mark
 * as UNLOCKED', every application still locked is unlocked with a credit granted
 * and spent (READING.md 4); the active unlock's unique key decides, so an import
 * run twice grants nothing twice, and a person the organization has unlocked
 * through another job is unlocked for nothing, as an employer's own unlock would be.
 */
export async function writeBatch(
  tx: DbOrTx,
  target: ImportTarget,
  rows: RowToWrite[],
): Promise<BatchOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0, creditsGranted: 0 };
  // Rows lock their people in email order, so two imports touching the same people
  // at once wait for each other instead of deadlocking.
  const byEmail = [...rows].sort((a, b) =>
    a.candidate.email < b.candidate.email ? -1 : a.candidate.email > b.candidate.email ? 1 : 0,
  );
  const people = await tx
    .insert(candidates)
    .values(byEmail.map((row) => candidateValues(target.orgId, row)))
    .onConflictDoUpdate({
      target: [candidates.orgId, candidates.email],
      set: {
        fullName: sql.raw('excluded.full_name'),
        phone: keepUnlessGiven('phone'),
        location: keepUnlessGiven('location'),
        skills: sql.raw(
          `case when excluded.skills <> '[]'::jsonb then excluded.skills else candidates.skills end`,
        ),
        yearsExperienceInField: keepUnlessGiven('years_experience_in_field'),
        experienceContext: sql.raw(
          `case when excluded.experience_context <> 'Not specified' then excluded.experience_context else candidates.experience_context end`,
        ),
        resumeFileKey: keepUnlessGiven('resume_file_key'),
        resumeFileType: keepUnlessGiven('resume_file_type'),
        resumeFileSize: keepUnlessGiven('resume_file_size'),
        resumeText: sql.raw(
          'case when excluded.resume_file_key is null then candidates.resume_text else excluded.resume_text end',
        ),
        resumeSummary: sql.raw(
          'case when excluded.resume_file_key is null then candidates.resume_summary else excluded.resume_summary end',
        ),
        resumeUploadedAt: keepUnlessGiven('resume_uploaded_at'),
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: candidates.id,
      email: candidates.email,
      isNew: sql<boolean>`(xmax = 0)`,
    });
  const personOf = new Map(people.map((person) => [person.email, person]));
  if (!target.job) {
    const created = people.filter((person) => person.isNew).length;
    return { created, updated: people.length - created, creditsGranted: 0 };
  }
  return writeApplications(tx, target, target.job, rows, personOf);
}

async function writeApplications(
  tx: DbOrTx,
  target: ImportTarget,
  job: NonNullable<ImportTarget['job']>,
  rows: RowToWrite[],
  personOf: Map<string, { id: string }>,
): Promise<BatchOutcome> {
  const isLockedOnArrival = job.isPayToRevealEnabled;
  const inserted = await tx
    .insert(applications)
    .values(
      rows.map((row) => ({
        orgId: target.orgId,
        jobId: job.id,
        candidateId: personOf.get(row.candidate.email)!.id,
        stage: row.stage ?? target.defaultStage,
        unlockStatus: isLockedOnArrival ? ('LOCKED' as const) : ('UNLOCKED' as const),
        unlockedAt: isLockedOnArrival ? null : sql`now()`,
        submittedFullName: row.candidate.fullName,
        submittedEmail: row.candidate.email,
        submittedPhone: row.candidate.phone,
        resumeFileKey: row.resume?.resumeFileKey ?? null,
        resumeFileType: row.resume?.resumeFileType ?? null,
        resumeFileSize: row.resume?.resumeFileSize ?? null,
        ...(row.candidate.appliedAt ? { createdAt: row.candidate.appliedAt } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: applications.id,
      candidateId: applications.candidateId,
      createdAt: applications.createdAt,
    });
  const newIds = new Set(inserted.map((application) => application.candidateId));
  const existing = rows.filter((row) => !newIds.has(personOf.get(row.candidate.email)!.id));
  const moved = await updateApplications(tx, target.orgId, job.id, existing, personOf);

  const events: Array<typeof applicationEvents.$inferInsert> = inserted.map((application) => ({
    orgId: target.orgId,
    applicationId: application.id,
    actorId: null,
    type: 'applied' as const,
    reason: IMPORTED_NOTE,
    createdAt: application.createdAt,
  }));
  for (const move of moved) {
    if (move.fromStage === move.toStage) continue;
    events.push({
      orgId: target.orgId,
      applicationId: move.id,
      actorId: null,
      type: 'stage_moved',
      fromStage: move.fromStage,
      toStage: move.toStage,
      reason: IMPORTED_NOTE,
    });
  }
  if (!isLockedOnArrival && inserted.length > 0) {
    // Pay-to-reveal off: they arrive unlocked, as any application does there (free, not refundable).
    await tx.insert(applicationUnlocks).values(
      inserted.map((application) => ({
        orgId: target.orgId,
        applicationId: application.id,
        candidateId: application.candidateId,
        actorId: null,
        creditsCharged: 0,
      })),
    );
    for (const application of inserted) {
      events.push({
        orgId: target.orgId,
        applicationId: application.id,
        actorId: null,
        type: 'unlocked',
        credits: 0,
        reason: PAY_TO_REVEAL_OFF_REASON,
      });
    }
  }
  const written = [...inserted.map((application) => application.id), ...moved.map((m) => m.id)];
  let creditsGranted = 0;
  if (target.markUnlocked && isLockedOnArrival) {
    const unlocked = await unlockWithGrantedCredits(tx, target.orgId, written);
    creditsGranted = unlocked.filter((unlock) => unlock.creditsCharged > 0).length;
    for (const unlock of unlocked) {
      events.push({
        orgId: target.orgId,
        applicationId: unlock.applicationId!,
        actorId: null,
        type: 'unlocked',
        credits: unlock.creditsCharged,
        reason: IMPORT_UNLOCK_NOTE,
      });
    }
  }
  // Events of one application keep their order (applied, then unlocked): each its own clock.
  if (events.length > 0) await tx.insert(applicationEvents).values(events);
  await scoreApplications(tx, { applicationIds: written });
  return { created: inserted.length, updated: moved.length, creditsGranted };
}

/**
 * The applications already there for these people: their resume replaced when the
 * row brings one, their stage moved when the row names one. Answers each with its
 * stage before and after.
 */
async function updateApplications(
  tx: DbOrTx,
  orgId: string,
  jobId: string,
  rows: RowToWrite[],
  personOf: Map<string, { id: string }>,
) {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    candidate_id: personOf.get(row.candidate.email)!.id,
    stage: row.stage,
    key: row.resume?.resumeFileKey ?? null,
    type: row.resume?.resumeFileType ?? null,
    size: row.resume?.resumeFileSize ?? null,
  }));
  const result = await queryRows<{ id: string; from_stage: string; to_stage: string }>(
    tx,
    sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(candidate_id uuid, stage text, key text, type text, size int)
    ), old as (
      select a.id, a.stage, v.stage as new_stage, v.key, v.type, v.size
      from ${applications} a join v on v.candidate_id = a.candidate_id
      where a.org_id = ${orgId} and a.job_id = ${jobId}
      for update of a
    )
    update ${applications} as a
    set stage = coalesce(old.new_stage, a.stage),
        resume_file_key = coalesce(old.key, a.resume_file_key),
        resume_file_type = coalesce(old.type, a.resume_file_type),
        resume_file_size = coalesce(old.size, a.resume_file_size),
        updated_at = now()
    from old where a.id = old.id
    returning a.id, old.stage as from_stage, a.stage as to_stage
  `,
  );
  return result.map((row) => ({
    id: row.id,
    fromStage: row.from_stage,
    toStage: row.to_stage,
  }));
}

/**
 * Unlocks the locked ones of these applications: a credit granted and spent for
 * each (two ledger entries, net zero), or for nothing when the organization holds
 * an active unlock of the same person already.
 */
async function unlockWithGrantedCredits(tx: DbOrTx, orgId: string, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const result = await queryRows<{
    id: string;
    application_id: string;
    credits_charged: number;
  }>(
    tx,
    sql`
    insert into ${applicationUnlocks} (org_id, application_id, candidate_id, actor_id, credits_charged)
    select a.org_id, a.id, a.candidate_id, null,
      case when exists (
        select 1 from ${applicationUnlocks} u
        where u.org_id = a.org_id and u.candidate_id = a.candidate_id and u.ended_at is null
      ) then 0 else 1 end
    from ${applications} a
    where a.org_id = ${orgId} and a.id in ${applicationIds} and a.unlock_status = 'LOCKED'
    on conflict (org_id, application_id) where ended_at is null do nothing
    returning id, application_id, credits_charged
  `,
  );
  const unlocks = result.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    creditsCharged: Number(row.credits_charged),
  }));
  if (unlocks.length === 0) return [];
  await tx
    .update(applications)
    .set({ unlockStatus: 'UNLOCKED', unlockedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.orgId, orgId),
        inArray(
          applications.id,
          unlocks.map((unlock) => unlock.applicationId),
        ),
      ),
    );
  await recordGrantedSpends(
    tx,
    orgId,
    unlocks
      .filter((unlock) => unlock.creditsCharged > 0)
      .map((unlock) => ({ referenceId: unlock.applicationId, key: `import-unlock:${unlock.id}` })),
    {
      grant: 'Granted on import to unlock an imported application',
      spend: 'Unlock of an imported application',
    },
  );
  return unlocks;
}
