import { sql } from 'drizzle-orm';
import {
  bigint,
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
    syncStatus: text('sync_status', { enum: SYNC_STATUSES }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
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
    jobId: uuid('job_id').primaryKey(),
    orgId: orgIdColumn(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('pipeline_versions_org_idx').on(t.orgId)],
);
