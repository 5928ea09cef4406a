import { z } from 'zod';
import type { ApplicationView } from './applications';
import { optionalText, requiredText } from './fields';
import {
  DEFAULT_STAGES,
  JOB_SHORT_TEXT_MAX,
  JOB_TITLE_MAX,
  MAX_STAGES,
  STAGE_NAME_MAX,
} from './rules';

export const JOB_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'FREELANCE',
  'INTERNSHIP',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  FREELANCE: 'Freelance',
  INTERNSHIP: 'Internship',
};

export const SENIORITIES = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXECUTIVE'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SENIORITY_LABELS: Record<Seniority, string> = {
  ENTRY: 'Entry level',
  MID: 'Mid level',
  SENIOR: 'Senior',
  LEAD: 'Lead',
  EXECUTIVE: 'Executive',
};

export const WORK_MODES = ['REMOTE', 'ONSITE', 'HYBRID'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  REMOTE: 'Remote',
  ONSITE: 'On-site',
  HYBRID: 'Hybrid',
};

export const SYNC_STATUSES = ['PENDING', 'SYNCED', 'FAILED'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** Accepts FULL_TIME as well as the settings page's full-time spelling (READING.md 4). */
const employmentType = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/-/g, '_') : value),
  z.enum(EMPLOYMENT_TYPES, { error: 'Choose a valid employment type' }),
);

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Salary inputs arrive as strings from the form; a blank one means "not stated". */
const salaryGhs = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return null;
    if (typeof value === 'string') return Number(value.replace(/,/g, '').trim());
    return value;
  },
  z
    .number({ error: 'Enter the salary as a number of cedis' })
    .int('Enter the salary as a whole number of cedis')
    .min(0, 'Salary cannot be negative')
    .max(100_000_000, 'Salary is too large')
    .nullable(),
);

const listItems = (label: string) =>
  z
    .array(z.string().trim().max(300, `Each ${label} must be at most 300 characters`))
    .max(50, `At most 50 ${label}s`)
    .transform((items) => items.filter((item) => item.length > 0));

export const stageNameSchema = z
  .string({ error: 'Stage name is required' })
  .trim()
  .min(1, 'Stage name is required')
  .max(STAGE_NAME_MAX, `Stage names must be at most ${STAGE_NAME_MAX} characters`);

export const stageListSchema = z
  .array(stageNameSchema, { error: 'At least one pipeline stage is required' })
  .min(1, 'At least one pipeline stage is required')
  .max(MAX_STAGES, `A pipeline has at most ${MAX_STAGES} stages`)
  .refine(
    (stages) => new Set(stages.map((stage) => stage.toLowerCase())).size === stages.length,
    'Stage names must be different from each other',
  );

export const pipelineSchema = z.object({
  stages: stageListSchema,
  /**
   * Old name -> new name for stages renamed in the editor, so that the
   * applications in a renamed stage follow it.
   */
  renamedStages: z.record(stageNameSchema, stageNameSchema).optional(),
});

const jobFields = {
  department: optionalText(JOB_SHORT_TEXT_MAX),
  location: optionalText(JOB_SHORT_TEXT_MAX),
  employmentType: z.preprocess(blankToNull, employmentType.nullable()).optional(),
  compensationRange: optionalText(JOB_SHORT_TEXT_MAX),
  descriptionMd: optionalText(20_000),
  seniority: z.preprocess(blankToNull, z.enum(SENIORITIES).nullable()).optional(),
  workMode: z.preprocess(blankToNull, z.enum(WORK_MODES).nullable()).optional(),
  responsibilities: listItems('responsibility').optional(),
  requirements: listItems('requirement').optional(),
  skills: listItems('skill').optional(),
  salaryMinGhs: salaryGhs.optional(),
  salaryMaxGhs: salaryGhs.optional(),
};

const salaryOrder = {
  check: (job: { salaryMinGhs?: number | null; salaryMaxGhs?: number | null }) =>
    job.salaryMinGhs == null || job.salaryMaxGhs == null || job.salaryMinGhs <= job.salaryMaxGhs,
  params: {
    message: 'Minimum salary must not be above the maximum',
    path: ['salaryMaxGhs'],
  },
};

export const createJobSchema = z
  .object({
    title: requiredText(
      'Job title is required',
      JOB_TITLE_MAX,
      'Title must be under 100 characters',
    ),
    ...jobFields,
    pipeline: pipelineSchema.default({ stages: [...DEFAULT_STAGES] }),
    status: z.enum(['DRAFT', 'PUBLISHED']).default('DRAFT'),
  })
  .refine(salaryOrder.check, salaryOrder.params);
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJob = z.output<typeof createJobSchema>;

export const updateJobSchema = z
  .object({
    title: requiredText('Title is required', JOB_TITLE_MAX, 'Title must be under 100 characters'),
    ...jobFields,
    pipeline: pipelineSchema,
  })
  .partial()
  .refine(salaryOrder.check, salaryOrder.params);
export type UpdateJobInput = z.input<typeof updateJobSchema>;
export type UpdateJob = z.output<typeof updateJobSchema>;

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** One status, in any case; "all" (the list's default filter) or nothing means every job. */
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .enum([...JOB_STATUSES, 'ALL'])
      .optional()
      .transform((status) => (status === 'ALL' ? undefined : status)),
  ),
});

/** What a job posting says: the part that both employers and the public read. */
export interface JobPosting {
  title: string;
  department: string | null;
  location: string | null;
  employmentType: EmploymentType | null;
  compensationRange: string | null;
  descriptionMd: string | null;
  seniority: Seniority | null;
  workMode: WorkMode | null;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
}

export function pickJobPosting(job: JobPosting): JobPosting {
  return {
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    compensationRange: job.compensationRange,
    descriptionMd: job.descriptionMd,
    seniority: job.seniority,
    workMode: job.workMode,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    skills: job.skills,
  };
}

export interface JobView extends JobPosting {
  id: string;
  orgId: string;
  salaryMinGhs: number | null;
  salaryMaxGhs: number | null;
  status: JobStatus;
  syncStatus: SyncStatus | null;
  lastSyncAt: string | null;
  /** The careers board's reason when the last sync failed. */
  syncError: string | null;
  /** The job's page on the careers board, once it is there. */
  boardUrl: string | null;
  publicSlug: string;
  pipeline: { stages: string[] };
  applicationCount: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
}

/** Keyed by stage name, in the job's stage order. */
export type PipelineView = Record<string, ApplicationView[]>;

/**
 * A board's order (issue 20): oldest first (the order applications arrived in, the
 * default), newest first, or best match first (not scored yet last, ties newest first).
 */
export const BOARD_ORDERS = ['oldest', 'newest', 'match'] as const;
export type BoardOrder = (typeof BOARD_ORDERS)[number];

/** Cards per column page: what a first look needs, small enough for any board's first answer. */
export const BOARD_PAGE_SIZE = 50;
/** The most cards one column answer holds (a refetch asks for as many as were loaded). */
export const BOARD_MAX_PAGE_SIZE = 200;

const booleanParam = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** A board's filters and order, as query parameters: they run on the server. */
export const boardQuerySchema = z.object({
  order: z.enum(BOARD_ORDERS).default('oldest'),
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
  /** Only unlocked applications. */
  unlocked: booleanParam,
  /** Only applications whose match score is at least this (0..100); unscored ones are left out. */
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  /** Cards per column. */
  limit: z.coerce.number().int().min(1).max(BOARD_MAX_PAGE_SIZE).default(BOARD_PAGE_SIZE),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;
/** The filters of a board, as the web app keeps them (the limit is the request's business). */
export type BoardFilters = Omit<BoardQuery, 'limit'>;

/** One column's next page: the same filters, after the cursor its previous page gave. */
export const boardColumnQuerySchema = boardQuerySchema.extend({
  cursor: z.string().max(400).optional(),
});
export type BoardColumnQuery = z.output<typeof boardColumnQuerySchema>;

export interface BoardColumnView {
  stage: string;
  /** Every application in this stage that the filters match, not only those sent. */
  total: number;
  items: ApplicationView[];
  /** Where the next page starts; null when this page is the last. */
  nextCursor: string | null;
}

/** The first page of each column, in the job's stage order (then stages only the data knows). */
export interface BoardView {
  columns: BoardColumnView[];
}
