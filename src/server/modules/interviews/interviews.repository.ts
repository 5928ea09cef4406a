import { and, asc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/search';
import { alias } from 'drizzle-orm/pg-core';
import type { InterviewerOption, InterviewStatus } from '../../../shared/interviews';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  candidates,
  interviews,
  jobs,
  organizations,
  scorecards,
  users,
} from '../../db/schema';

const scheduler = alias(users, 'scheduler');

/** What scheduling needs to know of the application, in the organization. */
export async function findApplicationForInterview(
  tx: DbOrTx,
  orgId: string,
  applicationId: string,
) {
  const [row] = await tx
    .select({
      id: applications.id,
      unlockStatus: applications.unlockStatus,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      candidateEmail: candidates.email,
      jobId: jobs.id,
      jobTitle: jobs.title,
      orgName: organizations.name,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, applications.orgId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.orgId, applications.orgId), eq(jobs.id, applications.jobId)))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  return row ?? null;
}

export type InterviewInsert = typeof interviews.$inferInsert;

export async function insertInterview(tx: DbOrTx, values: InterviewInsert) {
  const [row] = await tx.insert(interviews).values(values).returning();
  return row!;
}

export async function findInterviewByKey(tx: DbOrTx, orgId: string, key: string) {
  const [row] = await tx
    .select({ id: interviews.id, applicationId: interviews.applicationId })
    .from(interviews)
    .where(and(eq(interviews.orgId, orgId), eq(interviews.idempotencyKey, key)));
  return row ?? null;
}

export async function findInterviewTimezone(db: DbOrTx, orgId: string, id: string) {
  const [row] = await db
    .select({ timezone: interviews.timezone })
    .from(interviews)
    .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id)));
  return row?.timezone ?? null;
}

/** The interview row, locked for a change in the caller's transaction. */
export async function findInterviewForChange(tx: DbOrTx, orgId: string, id: string) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateInterview(
  tx: DbOrTx,
  orgId: string,
  id: string,
  values: Partial<InterviewInsert>,
  bumpSequence: boolean,
) {
  const [row] = await tx
    .update(interviews)
    .set({
      ...values,
      updatedAt: sql`now()`,
      ...(bumpSequence ? { sequence: sql`${interviews.sequence} + 1` } : {}),
    })
    .where(and(eq(interviews.orgId, orgId), eq(interviews.id, id)))
    .returning();
  return row!;
}

export interface InterviewFilter {
  orgId: string;
  /** The signed-in member: marks their scorecards, and limits an interviewer to their interviews. */
  memberId: string;
  onlyInterviewerId?: string;
  id?: string;
  applicationId?: string;
  status?: InterviewStatus;
  q?: string;
  /** q over candidates' names, built by the candidates module (keyed tokens). */
  contactQuery?: SQL | null;
  from?: Date;
  to?: Date;
  limit?: number;
}

/** Interviews with their candidate, job and interviewers, earliest first. */
export async function listInterviews(db: DbOrTx, filter: InterviewFilter) {
  const conditions: (SQL | undefined)[] = [eq(interviews.orgId, filter.orgId)];
  if (filter.onlyInterviewerId) {
    conditions.push(sql`${filter.onlyInterviewerId}::uuid = any(${interviews.interviewerIds})`);
  }
  if (filter.id) conditions.push(eq(interviews.id, filter.id));
  if (filter.applicationId) conditions.push(eq(interviews.applicationId, filter.applicationId));
  if (filter.status) conditions.push(eq(interviews.status, filter.status));
  if (filter.from) conditions.push(gte(interviews.scheduledStart, filter.from));
  if (filter.to) conditions.push(lt(interviews.scheduledStart, filter.to));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        // A name finds only candidates the organization may see by name.
        ...(filter.contactQuery
          ? [
              and(
                eq(applications.unlockStatus, 'UNLOCKED'),
                sql`${candidates.contactSearch} @@ ${filter.contactQuery}`,
              ),
            ]
          : []),
        ilike(jobs.title, pattern),
        ilike(interviews.type, pattern),
        ilike(interviews.location, pattern),
      ),
    );
  }
  const query = db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      type: interviews.type,
      status: interviews.status,
      scheduledStart: interviews.scheduledStart,
      scheduledEnd: interviews.scheduledEnd,
      timezone: interviews.timezone,
      location: interviews.location,
      meetingUrl: interviews.meetingUrl,
      notes: interviews.notes,
      sequence: interviews.sequence,
      createdAt: interviews.createdAt,
      candidateId: candidates.id,
      candidateName: candidates.fullName,
      isCandidateUnlocked: sql<boolean>`${applications.unlockStatus} = 'UNLOCKED'`,
      jobId: jobs.id,
      jobTitle: jobs.title,
      scheduledByName: scheduler.name,
      interviewers: sql<InterviewerOption[]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.name)
        from users u where u.id = any(${interviews.interviewerIds}) and u.org_id = ${interviews.orgId}
      ), '[]'::json)`,
      hasMyScorecard: sql<boolean>`exists (
        select 1 from scorecards s
        where s.org_id = ${interviews.orgId} and s.interview_id = ${interviews.id} and s.submitted_by_id = ${filter.memberId}::uuid
      )`,
    })
    .from(interviews)
    .innerJoin(
      applications,
      and(eq(applications.orgId, interviews.orgId), eq(applications.id, interviews.applicationId)),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.orgId, interviews.orgId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.orgId, interviews.orgId), eq(jobs.id, applications.jobId)))
    .leftJoin(scheduler, eq(scheduler.id, interviews.scheduledById))
    .where(and(...conditions))
    .orderBy(asc(interviews.scheduledStart), asc(interviews.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

export type InterviewRow = Awaited<ReturnType<typeof listInterviews>>[number];

export type ScorecardInsert = typeof scorecards.$inferInsert;

/** A member's scorecard: for an interview, submitting again replaces their earlier one. */
export async function upsertScorecard(tx: DbOrTx, values: ScorecardInsert) {
  const base = tx.insert(scorecards).values(values);
  const [row] = values.interviewId
    ? await base
        .onConflictDoUpdate({
          target: [scorecards.orgId, scorecards.interviewId, scorecards.submittedById],
          set: {
            overallRating: values.overallRating,
            criteria: values.criteria,
            notes: values.notes,
            recommendation: values.recommendation,
            submittedAt: sql`now()`,
          },
        })
        .returning()
    : await base.returning();
  return row!;
}
