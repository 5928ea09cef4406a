import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { createdAtColumn, orgIdColumn, users } from './orgs';

/** A person who applied to this organization; deduplicated by email within it (DESIGN.md 2). */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location'),
    source: text('source').notNull().default('job_page'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidates_org_email_key').on(t.orgId, t.email)],
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
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_org_job_candidate_key').on(t.orgId, t.jobId, t.candidateId),
    index('applications_org_job_stage_idx').on(t.orgId, t.jobId, t.stage),
    index('applications_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

/** Interviews are scheduled in a later issue; the table exists now so the dashboard counts real rows. */
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
    interviewerIds: uuid('interviewer_ids').array().notNull().default([]),
    scheduledById: uuid('scheduled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('interviews_org_start_idx').on(t.orgId, t.scheduledStart)],
);
