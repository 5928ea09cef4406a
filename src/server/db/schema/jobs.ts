import { sql } from 'drizzle-orm';
import {
  primaryKey,
  bigint,
  boolean,
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
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  SENIORITIES,
  SYNC_STATUSES,
  WORK_MODES,
} from '../../../shared/jobs';
import { createdAtColumn, orgIdColumn, users } from './orgs';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    title: text('title').notNull(),
    department: text('department'),
    location: text('location'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }),
    compensationRange: text('compensation_range'),
    descriptionMd: text('description_md'),
    seniority: text('seniority', { enum: SENIORITIES }),
    workMode: text('work_mode', { enum: WORK_MODES }),
    responsibilities: jsonb('responsibilities')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    requirements: jsonb('requirements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    salaryMinGhs: integer('salary_min_ghs'),
    salaryMaxGhs: integer('salary_max_ghs'),
    stages: jsonb('stages').$type<string[]>().notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('DRAFT'),
    /**
     * Its state on the partner careers board (decision 0030): null while the board
     * does not know it, PENDING while a change waits to reach it, then SYNCED or
     * FAILED. `syncVersion` counts the changes the board must get, `syncedVersion`
     * the last one it confirmed; the sync task sends the job as it is when it runs.
     */
    syncStatus: text('sync_status', { enum: SYNC_STATUSES }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    syncVersion: integer('sync_version').notNull().default(0),
    syncedVersion: integer('synced_version').notNull().default(0),
    /** Tries of the current version so far (the retry schedule's position). */
    syncAttempts: integer('sync_attempts').notNull().default(0),
    /** The board's message when the last try failed. */
    syncError: text('sync_error'),
    /** Held by the one sync task sending this job now, so sends never overlap. */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    /** The board's id and page for this job, once it has one. */
    boardJobId: text('board_job_id'),
    boardUrl: text('board_url'),
    /** Posted on the board by the employer and migrated here: the board owns its listing. */
    isFromBoard: boolean('is_from_board').notNull().default(false),
    /** Public URL slug: readable (from the title) and unique across the platform. */
    publicSlug: text('public_slug').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_public_slug_key').on(t.publicSlug),
    index('jobs_org_created_idx').on(t.orgId, t.createdAt),
    uniqueIndex('jobs_org_board_job_key').on(t.orgId, t.boardJobId),
    // How the organization's triggers find a job (org_id and id): see candidates_org_id_key.
    uniqueIndex('jobs_org_id_key').on(t.orgId, t.id),
    index('jobs_sync_pending_idx')
      .on(t.syncStatus)
      .where(sql`${t.syncStatus} in ('PENDING', 'FAILED')`),
  ],
);

/**
 * A job's pipeline version, moved by database triggers whenever one of the job's
 * applications or their candidates changes, so a cached pipeline is known to be
 * current (decision 0016). Apart from the job row, so the many bumps rewrite a
 * small row, not the job with its description; and kept when the job is deleted,
 * so an organization's sum of versions only ever grows (decision 0020).
 */
export const pipelineVersions = pgTable(
  'pipeline_versions',
  {
    jobId: uuid('job_id').notNull(),
    orgId: orgIdColumn(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  // Keyed within its organization, as every key of an organization's rows (decision 0040).
  (t) => [primaryKey({ name: 'pipeline_versions_pkey', columns: [t.orgId, t.jobId] })],
);
