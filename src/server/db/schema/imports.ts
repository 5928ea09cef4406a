import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportFailure, ImportSkippedFile } from '../../../shared/import';
import { IMPORT_PHASES, IMPORT_RUN_STATUSES } from '../../../shared/import';
import { jobs } from './jobs';
import { createdAtColumn, orgIdColumn } from './orgs';

/**
 * A bulk import of candidates (issue 18): the uploaded files (kept in storage under
 * these keys), the options, and its progress, which the console polls while the
 * queue works it. `nextRow` is the checkpoint: rows of the plan before it are
 * committed, each batch with the checkpoint in its own transaction, so an import
 * taken over after a crash goes on from there and writes no row twice. `claimToken`
 * and `heartbeatAt` say which worker holds it and that it is alive.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgIdColumn(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    stage: text('stage'),
    markUnlocked: boolean('mark_unlocked').notNull(),
    isDryRun: boolean('is_dry_run').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    zipName: text('zip_name'),
    zipKey: text('zip_key'),
    status: text('status', { enum: IMPORT_RUN_STATUSES }).notNull().default('queued'),
    phase: text('phase', { enum: IMPORT_PHASES }).notNull().default('queued'),
    totalRows: integer('total_rows').notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    nextRow: integer('next_row').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failures: jsonb('failures').$type<ImportFailure[]>().notNull().default([]),
    failedCount: integer('failed_count').notNull().default(0),
    resumesFound: integer('resumes_found').notNull().default(0),
    resumesMatched: integer('resumes_matched').notNull().default(0),
    unmatchedFiles: jsonb('unmatched_files').$type<string[]>().notNull().default([]),
    skippedFiles: jsonb('skipped_files').$type<ImportSkippedFile[]>().notNull().default([]),
    creditsGranted: integer('credits_granted').notNull().default(0),
    error: text('error'),
    startedBy: text('started_by'),
    claimToken: uuid('claim_token'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_runs_org_created_idx').on(t.orgId, t.createdAt),
    index('import_runs_created_idx').on(t.createdAt),
  ],
);

/**
 * The resumes an import took from its ZIP, read and stored, each given to one row
 * of the file: written while the ZIP streams, so the rows' batches find them and
 * an import taken over after a crash does not store a file twice.
 */
export const importRunResumes = pgTable(
  'import_run_resumes',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    /** The row of the file (its spreadsheet number) the resume belongs to. */
    row: integer('row').notNull(),
    orgId: orgIdColumn(),
    path: text('path').notNull(),
    resumeFileKey: text('resume_file_key').notNull(),
    resumeFileType: text('resume_file_type', { enum: ['pdf', 'docx'] }).notNull(),
    resumeFileSize: integer('resume_file_size').notNull(),
    resumeText: text('resume_text'),
    resumeSummary: text('resume_summary'),
    skills: jsonb('skills').$type<string[]>().notNull(),
    experienceContext: text('experience_context').notNull(),
    yearsExperienceInField: integer('years_experience_in_field'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.row] })],
);
