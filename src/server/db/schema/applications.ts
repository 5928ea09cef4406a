import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EDUCATION_LEVELS,
  EXPERIENCE_LEVELS,
  REFUND_REASONS,
  TIMELINE_EVENT_TYPES,
  WORK_AUTHORIZATIONS,
} from '../../../shared/applications';
import { RECOMMENDATIONS } from '../../../shared/interviews';
import { sealedText } from '../sealed';
import { jobs } from './jobs';
import { createdAtColumn, orgIdColumn, users } from './orgs';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Text as the words a search is made of: punctuation (hyphens, dots, @, JSON
 * quotes) becomes a space, as the search box's words are split the same way
 * (SEARCH_SEPARATORS in the applications repository). Otherwise the parser
 * would read "a-42" as "a" and "-42", or an email as one token.
 */
const words = (text: SQL) => sql`regexp_replace(${text}, '[^[:alnum:]]+', ' ', 'g')`;

/** A full-text document in the 'simple' configuration: names and skills are not English words. */
const searchDocument = (name: string, text: SQL) =>
  tsvector(name).generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, ${text})`);

/** A person who applied to this organization; deduplicated by email within it (DESIGN.md 2). */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    /** Name, email and phone are sealed (AES-256-GCM, candidates/contact-vault.ts, decision 0036). */
    fullName: sealedText('full_name').notNull(),
    email: sealedText('email').notNull(),
    phone: sealedText('phone'),
    /**
     * The email's keyed blind index: how a person is found and deduplicated without
     * the email in the clear. Null only until a start after the upgrade seals old rows.
     */
    emailIndex: text('email_index'),
    location: text('location'),
    /** Where they came from: 'job_page' is the careers board, 'shortlist_job_page' our own page. */
    source: text('source').notNull().default('shortlist_job_page'),
    /** The careers board's id of this job seeker, when they came from (or were picked on) it. */
    externalCandidateId: text('external_candidate_id'),
    profileImageUrl: text('profile_image_url'),
    experienceContext: text('experience_context', { enum: EXPERIENCE_LEVELS })
      .notNull()
      .default('Not specified'),
    yearsExperienceInField: integer('years_experience_in_field'),
    educationLevel: text('education_level', { enum: EDUCATION_LEVELS }),
    workAuthorization: text('work_authorization', { enum: WORK_AUTHORIZATIONS }),
    salaryExpectationMin: integer('salary_expectation_min'),
    salaryExpectationMax: integer('salary_expectation_max'),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resumeSummary: text('resume_summary'),
    resumeText: text('resume_text'),
    /** Where the file is kept in storage; the file itself never leaves while locked. */
    resumeFileKey: text('resume_file_key'),
    resumeFileType: text('resume_file_type', { enum: ['pdf', 'docx'] }),
    resumeFileSize: integer('resume_file_size'),
    resumeUploadedAt: timestamp('resume_uploaded_at', { withTimezone: true }),
    /** When the person's data was anonymised (retention or erasure): 'Erased candidate'. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** What anyone in the organization may search: nothing that identifies the person. */
    anonymousSearch: searchDocument(
      'anonymous_search',
      words(sql`coalesce(location, '') || ' ' || experience_context || ' ' || skills::text`),
    ),
    /**
     * Name and email as keyed tokens of their words' prefixes (never the words):
     * searched only through unlocked applications. Written with the sealed values.
     */
    contactSearch: tsvector('contact_search')
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * What the matching engine retrieves by (decision 0032): the skills as keys
     * (weight A, `shortlist_skill_keys`, spelled as the engine's `skillKey`), the
     * place's words (C) and the resume summary's words (D).
     */
    matchDocument: tsvector('match_document').generatedAlwaysAs(
      sql`shortlist_match_document(skills, location, resume_summary)`,
    ),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidates_org_email_index_key').on(t.orgId, t.emailIndex),
    // How the organization's triggers find a candidate (org_id and id, decision 0040).
    // Without it, a plan cached while the table was small could read the person through
    // the email key above, every candidate of the organization each time (decision 0045).
    uniqueIndex('candidates_org_id_key').on(t.orgId, t.id),
    index('candidates_match_document_idx').using('gin', t.matchDocument),
    // Each skill paired with each word of the place, for retrieval's narrower queries
    // (decision 0068; the function is migration 0033's).
    index('candidates_skills_in_place_idx').using(
      'gin',
      sql`shortlist_skills_in_place(${t.skills}, ${t.location})`,
    ),
    index('candidates_updated_at_idx').on(t.updatedAt.desc()),
    index('candidates_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    unlockStatus: text('unlock_status', { enum: ['LOCKED', 'UNLOCKED'] })
      .notNull()
      .default('LOCKED'),
    coverNote: text('cover_note'),
    /**
     * The privacy notice the applicant was shown and acknowledged by applying (Act
     * 843), and when; null for applications that did not come through our form.
     */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyAcknowledgedAt: timestamp('privacy_acknowledged_at', { withTimezone: true }),
    /** When its personal data was anonymised (retention or erasure); the row stays for the counts. */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /**
     * What the applicant submitted with this application. A returning applicant
     * (same email) never changes the candidate's stored record, which only the
     * organization's members edit: anyone can type someone else's email.
     */
    /** The contact as sent with this application, sealed like the candidate's. */
    submittedFullName: sealedText('submitted_full_name'),
    submittedEmail: sealedText('submitted_email'),
    submittedPhone: sealedText('submitted_phone'),
    resumeFileKey: text('resume_file_key'),
    resumeFileType: text('resume_file_type', { enum: ['pdf', 'docx'] }),
    resumeFileSize: integer('resume_file_size'),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The careers board's id of this application: one application per board application. */
    boardApplicationId: text('board_application_id'),
    /**
     * What a search may match: the candidate's anonymous document, plus name and
     * email once unlocked. Kept by triggers (migration 0003), so one index answers
     * a search without a join (decision 0018).
     */
    searchDocument: tsvector('search_document'),
    /**
     * The candidate's match with this job, 0..100, and its reasons in words (all of
     * them once unlocked; while locked, the ones that name nothing the locked card
     * hides): scored when the application arrives and again when the job or the
     * profile changes (matching module). Null until scored.
     */
    matchScore: integer('match_score'),
    matchReasons: jsonb('match_reasons').$type<string[]>(),
    matchLockedReasons: jsonb('match_locked_reasons').$type<string[]>(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_org_job_candidate_key').on(t.orgId, t.jobId, t.candidateId),
    // Moves and unlocks find an application by organization and id: see candidates_org_id_key.
    uniqueIndex('applications_org_id_key').on(t.orgId, t.id),
    uniqueIndex('applications_org_board_application_key').on(t.orgId, t.boardApplicationId),
    index('applications_org_job_stage_idx').on(t.orgId, t.jobId, t.stage),
    index('applications_org_created_idx').on(t.orgId, t.createdAt),
    // Its pending list stays (decision 0072): searches read it whole, but an import
    // without it ran 20-30 % slower.
    index('applications_search_document_idx').using('gin', t.searchDocument),
    index('applications_job_match_score_idx').on(t.jobId, t.matchScore.desc().nullsLast()),
    // A person's applications: matching counts them across organizations, and the
    // organization's own queries find them by the candidate (whose id names one
    // organization's row: an (org_id, candidate_id) index was as selective, one more
    // index for every application to write; decision 0072).
    index('applications_candidate_idx').on(t.candidateId),
  ],
);

/**
 * One row per unlock of a person. While active (`endedAt` null) its partial unique
 * key per application is what makes a second unlock (a retry, a double click, a
 * parallel request) charge nothing. It outlives the application: deleting a job
 * nulls `applicationId`, so "never pay twice for the same person" and the refund
 * limit read records that survive. A refund ends the unlock (the application is
 * locked again) and so do the person's free unlocks that rested on it.
 */
export const applicationUnlocks = pgTable(
  'application_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    creditsCharged: integer('credits_charged').notNull(),
    idempotencyKey: text('idempotency_key'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    refundDetails: text('refund_details'),
    refundedById: uuid('refunded_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Refunded by Shortlist (the contact bounced): not counted against the refund limit. */
    isAutomaticRefund: boolean('is_automatic_refund').notNull().default(false),
    /** When the unlock stopped showing the contact: its refund, or its paid unlock's. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('application_unlocks_org_application_active_key')
      .on(t.orgId, t.applicationId)
      .where(sql`${t.endedAt} is null`),
    index('application_unlocks_org_candidate_active_idx')
      .on(t.orgId, t.candidateId)
      .where(sql`${t.endedAt} is null`),
    index('application_unlocks_org_created_idx').on(t.orgId, t.createdAt),
    index('application_unlocks_org_refunded_idx').on(t.orgId, t.refundedAt),
  ],
);

/** The application's timeline: who did what, when. Append-only. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: TIMELINE_EVENT_TYPES }).notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    reason: text('reason'),
    credits: integer('credits'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('application_events_org_application_idx').on(t.orgId, t.applicationId)],
);

/** Team notes on an application, visible to the organization's members. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('application_notes_org_application_idx').on(t.orgId, t.applicationId)],
);

/**
 * An interview of an application. Its calendar invites share one UID (its id) and
 * carry `sequence`, raised by every reschedule or cancellation.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status', { enum: ['SCHEDULED', 'COMPLETED', 'CANCELLED'] })
      .notNull()
      .default('SCHEDULED'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull().default('Africa/Accra'),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    notes: text('notes'),
    interviewerIds: uuid('interviewer_ids').array().notNull().default([]),
    scheduledById: uuid('scheduled_by_id').references(() => users.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_org_start_idx').on(t.orgId, t.scheduledStart),
    index('interviews_org_application_idx').on(t.orgId, t.applicationId),
    uniqueIndex('interviews_org_idempotency_key').on(t.orgId, t.idempotencyKey),
  ],
);

/** An interviewer's assessment of an application, after an interview or on its own. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    overallRating: integer('overall_rating').notNull(),
    criteria: jsonb('criteria').$type<{ name: string; rating: number }[]>().notNull().default([]),
    notes: text('notes'),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scorecards_org_application_idx').on(t.orgId, t.applicationId),
    // One scorecard per member and interview: submitting again replaces it.
    uniqueIndex('scorecards_interview_member_key').on(t.orgId, t.interviewId, t.submittedById),
    check('scorecards_overall_rating_range', sql`${t.overallRating} between 1 and 5`),
  ],
);

/**
 * A candidate's private link to their own data (issue 19): a long random token,
 * stored only as its SHA-256, for one email address across every organization,
 * valid 90 days. The confirmation email carries one; entering the email on a job
 * page sends a new one.
 */
export const candidateAccessTokens = pgTable(
  'candidate_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The email it opens, sealed like candidates' (decision 0036). */
    email: sealedText('email').notNull(),
    /** The email's blind index: the person's tokens are found (and deleted) by it. */
    emailIndex: text('email_index').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('candidate_access_tokens_hash_key').on(t.tokenHash),
    // A person's tokens are found by their email's blind index (a data request's erasure).
    index('candidate_access_tokens_email_index_idx').on(t.emailIndex),
  ],
);
