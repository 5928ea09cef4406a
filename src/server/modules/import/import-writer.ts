import { sql } from 'drizzle-orm';
import { PAY_TO_REVEAL_OFF_REASON } from '../../../shared/applications';
import { queryRows, type DbOrTx } from '../../db/client';
import type { importRunResumes } from '../../db/schema';
import type { AppContext } from '../../context';
import {
  emailIndexOf,
  sealedContactColumns,
  sealedSubmittedColumns,
  textWithoutContact,
} from '../candidates/candidates.service';
import { experienceForYears } from '../candidates/resume/experience';
import { GRANTED_UNLOCK_KEY_PREFIX, recordGrantedSpends } from '../credits/credits.service';
import { applicationScore, type ScoredProfile } from '../matching/matching.service';
import type { ImportedCandidate } from './parse/rows';

/** Where the rows of one import go. */
export interface ImportTarget {
  orgId: string;
  /** The job the rows apply to, or null to import people only. */
  job: {
    id: string;
    isPayToRevealEnabled: boolean;
    /** What applications are scored against (null: they are not scored). */
    requirements: Parameters<typeof applicationScore>[0] | null;
  } | null;
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

/**
 * A row with what sealing makes of it: its email's blind index, its candidate's record
 * and the contact sent with its application. Sealing is most of a batch's work in the
 * process; prepared apart (`prepareRows`), the next batch is sealed while the database
 * writes this one.
 */
export interface PreparedRow extends RowToWrite {
  emailIndex: string;
  candidateRecord: ReturnType<typeof candidateRecord>;
  submitted: ReturnType<typeof sealedSubmittedColumns>;
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

/*
 * Every statement here takes its rows as one JSON parameter read by
 * jsonb_populate_recordset into the table's own row type: a batch of 500 rows is a
 * few small statements, not thousands of bound values to build and collect.
 */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

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

function candidateRecord(ctx: Sealing, row: RowToWrite) {
  const { candidate, resume } = row;
  return {
    ...sealedContactColumns(ctx, candidate),
    location: candidate.location,
    source: sourceOf(candidate),
    skills: mergedSkills(row),
    years_experience_in_field: candidate.yearsExperience ?? resume?.yearsExperienceInField ?? null,
    experience_context:
      candidate.yearsExperience !== null
        ? experienceForYears(candidate.yearsExperience)
        : (resume?.experienceContext ?? 'Not specified'),
    resume_file_key: resume?.resumeFileKey ?? null,
    resume_file_type: resume?.resumeFileType ?? null,
    resume_file_size: resume?.resumeFileSize ?? null,
    resume_text: resume?.resumeText ?? null,
    resume_summary: textWithoutContact(resume?.resumeSummary ?? null, candidate),
  };
}

/** What seals the rows' contact data (the candidates module's vault, through its service). */
type Sealing = Pick<AppContext, 'vault'>;

/** A person as the batch left them: what scoring reads, and whether they are new. */
interface Person extends ScoredProfile {
  id: string;
  /** Their email's blind index: how the batch's rows find them. */
  emailIndex: string;
  isNew: boolean;
}

/**
 * The rows sealed, in email order: rows lock their people in that order, so two
 * imports touching the same people at once wait for each other instead of deadlocking.
 */
export function prepareRows(ctx: Sealing, rows: RowToWrite[]): PreparedRow[] {
  const byEmail = [...rows].sort((a, b) =>
    a.candidate.email < b.candidate.email ? -1 : a.candidate.email > b.candidate.email ? 1 : 0,
  );
  return byEmail.map((row) => ({
    ...row,
    emailIndex: emailIndexOf(ctx, row.candidate.email),
    candidateRecord: candidateRecord(ctx, row),
    submitted: sealedSubmittedColumns(ctx, row.candidate),
  }));
}

/**
 * People created or updated, one per email in the organization (the unique key
 * decides). What a row gives replaces what is stored; what it leaves empty is kept.
 */
async function upsertPeople(tx: DbOrTx, orgId: string, rows: PreparedRow[]): Promise<Person[]> {
  const people = await queryRows<{
    id: string;
    email_index: string;
    is_new: boolean;
    skills: string[];
    years: number | null;
    experience: string;
    location: string | null;
    resume_file_key: string | null;
    phone: string | null;
    updated_at: string | Date;
  }>(
    tx,
    sql`
      insert into candidates as c (org_id, full_name, email, phone, email_index, contact_search,
        location, source, skills,
        years_experience_in_field, experience_context, resume_file_key, resume_file_type,
        resume_file_size, resume_text, resume_summary, resume_uploaded_at)
      select ${orgId}, v.full_name, v.email, v.phone, v.email_index, v.contact_search,
        v.location, v.source, v.skills,
        v.years_experience_in_field, v.experience_context, v.resume_file_key, v.resume_file_type,
        v.resume_file_size, v.resume_text, v.resume_summary,
        case when v.resume_file_key is null then null else now() end
      from jsonb_populate_recordset(null::candidates, ${json(rows.map((row) => row.candidateRecord))}) as v
      on conflict (org_id, email_index) do update set
        full_name = excluded.full_name,
        contact_search = excluded.contact_search,
        phone = coalesce(excluded.phone, c.phone),
        location = coalesce(excluded.location, c.location),
        skills = case when excluded.skills <> '[]'::jsonb then excluded.skills else c.skills end,
        years_experience_in_field = coalesce(excluded.years_experience_in_field, c.years_experience_in_field),
        experience_context = case when excluded.experience_context <> 'Not specified'
          then excluded.experience_context else c.experience_context end,
        resume_file_key = coalesce(excluded.resume_file_key, c.resume_file_key),
        resume_file_type = coalesce(excluded.resume_file_type, c.resume_file_type),
        resume_file_size = coalesce(excluded.resume_file_size, c.resume_file_size),
        resume_text = case when excluded.resume_file_key is null then c.resume_text else excluded.resume_text end,
        resume_summary = case when excluded.resume_file_key is null then c.resume_summary else excluded.resume_summary end,
        resume_uploaded_at = coalesce(excluded.resume_uploaded_at, c.resume_uploaded_at),
        updated_at = now()
      returning c.id, c.email_index, (c.xmax = 0) as is_new, c.skills,
        c.years_experience_in_field as years, c.experience_context as experience, c.location,
        c.resume_file_key, c.phone, c.updated_at
    `,
  );
  return people.map((person) => ({
    id: person.id,
    emailIndex: person.email_index,
    isNew: person.is_new,
    skills: person.skills,
    yearsExperience: person.years,
    experienceLevel: person.experience,
    location: person.location,
    resumeFileKey: person.resume_file_key,
    phone: person.phone,
    updatedAt: new Date(person.updated_at),
  }));
}

/**
 * Writes one batch of rows in the caller's transaction: each person created or
 * updated, and with a job, their application created or updated (one per person
 * and job: the unique key decides), scored as it is written. With 'Mark as
 * UNLOCKED', every application is unlocked with a credit granted and spent
 * (READING.md 4); the active unlock's unique key decides, so an import run twice
 * grants nothing twice, and a person the organization has unlocked through another
 * job is unlocked for nothing, as an employer's own unlock would be.
 * `awaitTurn` resolves once the batch before this one has committed: the balance is
 * locked only after it (batches are written two at a time, decision 0067).
 */
export async function writeBatch(
  tx: DbOrTx,
  target: ImportTarget,
  rows: PreparedRow[],
  awaitTurn: () => Promise<void> = () => Promise.resolve(),
): Promise<BatchOutcome> {
  if (rows.length === 0) return { created: 0, updated: 0, creditsGranted: 0 };
  const people = await upsertPeople(tx, target.orgId, rows);
  if (!target.job) {
    const created = people.filter((person) => person.isNew).length;
    return { created, updated: people.length - created, creditsGranted: 0 };
  }
  return writeApplications(tx, target, target.job, rows, people, awaitTurn);
}

async function writeApplications(
  tx: DbOrTx,
  target: ImportTarget,
  job: NonNullable<ImportTarget['job']>,
  rows: PreparedRow[],
  people: Person[],
  awaitTurn: () => Promise<void>,
): Promise<BatchOutcome> {
  const personOf = new Map(people.map((person) => [person.emailIndex, person]));
  const scoreOf = (person: Person) =>
    job.requirements ? applicationScore(job.requirements, person) : null;
  // Unlocked on arrival: pay-to-reveal off (free), or 'Mark as UNLOCKED' (a granted credit).
  const isUnlocking = target.markUnlocked || !job.isPayToRevealEnabled;

  const inserted = await queryRows<{ id: string; candidate_id: string; created_at: string }>(
    tx,
    sql`
      insert into applications (org_id, job_id, candidate_id, stage, unlock_status, unlocked_at,
        submitted_full_name, submitted_email, submitted_phone, resume_file_key, resume_file_type,
        resume_file_size, created_at, match_score, match_reasons, match_locked_reasons)
      select ${target.orgId}, ${job.id}, v.candidate_id, v.stage, ${isUnlocking ? 'UNLOCKED' : 'LOCKED'},
        ${isUnlocking ? sql`now()` : sql`null`}, v.submitted_full_name, v.submitted_email,
        v.submitted_phone, v.resume_file_key, v.resume_file_type, v.resume_file_size,
        coalesce(v.created_at, now()), v.match_score, v.match_reasons, v.match_locked_reasons
      from jsonb_populate_recordset(null::applications, ${json(
        rows.map((row) => {
          const person = personOf.get(row.emailIndex)!;
          const score = scoreOf(person);
          return {
            candidate_id: person.id,
            stage: row.stage ?? target.defaultStage,
            ...row.submitted,
            resume_file_key: row.resume?.resumeFileKey ?? null,
            resume_file_type: row.resume?.resumeFileType ?? null,
            resume_file_size: row.resume?.resumeFileSize ?? null,
            created_at: row.candidate.appliedAt?.toISOString() ?? null,
            match_score: score?.score ?? null,
            match_reasons: score?.reasons ?? null,
            match_locked_reasons: score?.lockedReasons ?? null,
          };
        }),
      )}) as v
      on conflict do nothing
      returning id, candidate_id, created_at
    `,
  );
  const newPeople = new Set(inserted.map((application) => application.candidate_id));
  const existingRows = rows.filter((row) => !newPeople.has(personOf.get(row.emailIndex)!.id));
  const existing = await lockExistingApplications(
    tx,
    target.orgId,
    job.id,
    existingRows.map((row) => personOf.get(row.emailIndex)!.id),
  );

  // The applications to unlock now: every new one, and those already there still locked.
  const toUnlock = isUnlocking
    ? [
        ...inserted.map((application) => application.id),
        ...(target.markUnlocked
          ? existing
              .filter((application) => application.unlock_status === 'LOCKED')
              .map((a) => a.id)
          : []),
      ]
    : [];
  const unlocks = await insertUnlocks(tx, target.orgId, toUnlock, job.isPayToRevealEnabled);
  const unlockedPeople = new Set(unlocks.map((unlock) => unlock.candidate_id));

  const moved = await updateApplications(
    tx,
    target.orgId,
    existing,
    existingRows.map((row) => {
      const person = personOf.get(row.emailIndex)!;
      const score = scoreOf(person);
      return {
        candidate_id: person.id,
        stage: row.stage,
        resume_file_key: row.resume?.resumeFileKey ?? null,
        resume_file_type: row.resume?.resumeFileType ?? null,
        resume_file_size: row.resume?.resumeFileSize ?? null,
        unlock_status: unlockedPeople.has(person.id) ? 'UNLOCKED' : null,
        match_score: score?.score ?? null,
        match_reasons: score?.reasons ?? null,
        match_locked_reasons: score?.lockedReasons ?? null,
      };
    }),
  );

  const unlockNote = job.isPayToRevealEnabled ? IMPORT_UNLOCK_NOTE : PAY_TO_REVEAL_OFF_REASON;
  await insertEvents(tx, target.orgId, [
    ...inserted.map((application) => ({
      application_id: application.id,
      type: 'applied',
      reason: IMPORTED_NOTE,
      created_at: application.created_at,
    })),
    ...moved
      .filter((move) => move.from_stage !== move.to_stage)
      .map((move) => ({
        application_id: move.id,
        type: 'stage_moved',
        from_stage: move.from_stage,
        to_stage: move.to_stage,
        reason: IMPORTED_NOTE,
      })),
    ...unlocks.map((unlock) => ({
      application_id: unlock.application_id,
      type: 'unlocked',
      credits: unlock.credits_charged,
      reason: unlockNote,
    })),
  ]);
  const charged = unlocks.filter((unlock) => unlock.credits_charged > 0);
  // The organization's balance is shared with the batch before this one: its turn first.
  await awaitTurn();
  await recordGrantedSpends(
    tx,
    target.orgId,
    charged.map((unlock) => ({
      referenceId: unlock.application_id,
      key: `${GRANTED_UNLOCK_KEY_PREFIX}${unlock.id}`,
    })),
    {
      grant: 'Granted on import to unlock an imported application',
      spend: 'Unlock of an imported application',
    },
  );
  return { created: inserted.length, updated: existing.length, creditsGranted: charged.length };
}

/** The job's applications of these people, locked for this batch. */
async function lockExistingApplications(
  tx: DbOrTx,
  orgId: string,
  jobId: string,
  candidateIds: string[],
) {
  if (candidateIds.length === 0) return [];
  return queryRows<{ id: string; candidate_id: string; stage: string; unlock_status: string }>(
    tx,
    sql`
      select a.id, a.candidate_id, a.stage, a.unlock_status
      from applications a
      where a.org_id = ${orgId} and a.job_id = ${jobId}
        and a.candidate_id in (
          select value::uuid from jsonb_array_elements_text(${json(candidateIds)}))
      order by a.id
      for update
    `,
  );
}

/**
 * An unlock for each application (the partial unique key of its active unlock
 * decides): `charge` is 1 credit, or 0 when the organization holds an active
 * unlock of the person already or pay-to-reveal is off.
 */
async function insertUnlocks(
  tx: DbOrTx,
  orgId: string,
  applicationIds: string[],
  isCharged: boolean,
) {
  if (applicationIds.length === 0) return [];
  return queryRows<{
    id: string;
    application_id: string;
    candidate_id: string;
    credits_charged: number;
  }>(
    tx,
    sql`
      insert into application_unlocks (org_id, application_id, candidate_id, actor_id, credits_charged)
      select a.org_id, a.id, a.candidate_id, null,
        case when ${isCharged} and not exists (
          select 1 from application_unlocks u
          where u.org_id = a.org_id and u.candidate_id = a.candidate_id and u.ended_at is null
        ) then 1 else 0 end
      from applications a
      where a.org_id = ${orgId}
        and a.id in (select value::uuid from jsonb_array_elements_text(${json(applicationIds)}))
      on conflict (org_id, application_id) where ended_at is null do nothing
      returning id, application_id, candidate_id, credits_charged
    `,
  );
}

/**
 * The applications already there: stage moved when the row names one, resume
 * replaced when the row brings one, score written again, unlocked when just
 * unlocked. One write each; answers each with its stage before and after.
 */
async function updateApplications(
  tx: DbOrTx,
  orgId: string,
  existing: Array<{ id: string; candidate_id: string; stage: string }>,
  changes: Array<Record<string, unknown> & { candidate_id: string }>,
) {
  if (existing.length === 0) return [];
  const stageBefore = new Map(existing.map((application) => [application.id, application.stage]));
  const idOf = new Map(existing.map((application) => [application.candidate_id, application.id]));
  const records = changes.flatMap((change) => {
    const id = idOf.get(change.candidate_id);
    return id ? [{ ...change, id }] : [];
  });
  const updated = await queryRows<{ id: string; stage: string }>(
    tx,
    sql`
      update applications as a set
        stage = coalesce(v.stage, a.stage),
        resume_file_key = coalesce(v.resume_file_key, a.resume_file_key),
        resume_file_type = coalesce(v.resume_file_type, a.resume_file_type),
        resume_file_size = coalesce(v.resume_file_size, a.resume_file_size),
        unlock_status = coalesce(v.unlock_status, a.unlock_status),
        unlocked_at = case when v.unlock_status is null then a.unlocked_at else now() end,
        match_score = v.match_score,
        match_reasons = v.match_reasons,
        match_locked_reasons = v.match_locked_reasons,
        updated_at = now()
      from jsonb_populate_recordset(null::applications, ${json(records)}) as v
      where a.org_id = ${orgId} and a.id = v.id
      returning a.id, a.stage
    `,
  );
  return updated.map((row) => ({
    id: row.id,
    from_stage: stageBefore.get(row.id)!,
    to_stage: row.stage,
  }));
}

/** Timeline entries, each stamped with the clock as it is written (their order kept). */
async function insertEvents(tx: DbOrTx, orgId: string, events: Array<Record<string, unknown>>) {
  if (events.length === 0) return;
  await tx.execute(sql`
    insert into application_events (org_id, application_id, actor_id, type, from_stage,
      to_stage, reason, credits, created_at)
    select ${orgId}, r.application_id, null, r.type, r.from_stage, r.to_stage, r.reason,
      r.credits, coalesce(r.created_at, clock_timestamp())
    from jsonb_array_elements(${json(events)}) with ordinality as e(item, n),
      jsonb_populate_record(null::application_events, e.item) as r
    order by e.n
  `);
}
