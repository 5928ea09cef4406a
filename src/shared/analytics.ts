import { z } from 'zod';
import type { LedgerReason } from './credits';
import type { JobStatus } from './jobs';

/** How far back the analytics page looks: rolling days up to now, or everything. */
export const ANALYTICS_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '90d';

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 12 months',
  all: 'All time',
};

/** The period's length in days; null for all time. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
  '30d': 30,
  '90d': 90,
  '365d': 365,
  all: null,
};

/**
 * Credits are added up per calendar week (Monday to Sunday) for the short
 * periods and per calendar month for the long ones, both in the organization's
 * time zone, so a chart has a handful to a dozen bars.
 */
export type CreditsBucketUnit = 'week' | 'month';
export const CREDITS_BUCKET_UNIT: Record<AnalyticsPeriod, CreditsBucketUnit> = {
  '30d': 'week',
  '90d': 'week',
  '365d': 'month',
  all: 'month',
};

/*
 * Marked pure so that the web app, which reads this module's constants but never
 * parses the query, drops the schema and does not reach zod through it: a chunk
 * that needs zod without the form helpers would split the shared zod chunk in
 * two, which costs every page, the budgeted public ones included, one more file.
 */
export const analyticsQuerySchema = /* @__PURE__ */ z.object({
  period: /* @__PURE__ */ z
    .enum(ANALYTICS_PERIODS, { error: 'Choose one of 30d, 90d, 365d or all' })
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** One stage of a job's pipeline, in the job's order. */
export interface StageFiguresView {
  stage: string;
  /**
   * Applications that got at least this far: the furthest stage an application
   * has been in (now or by a recorded move) is this one or a later one.
   */
  reached: number;
  /** reached / the previous stage's reached (0..1); null for the first stage or after none. */
  conversionFromPrevious: number | null;
  /** Applications in this stage now and not rejected. */
  inStageNow: number;
  /** Applications rejected while in this stage. */
  rejectedHere: number;
  /**
   * Median seconds of the finished stays in this stage: from entering it (being
   * received, for the first stage, or a move) to leaving it by a move or a
   * rejection. Stays still going on are left out; null when no stay has ended.
   */
  medianSecondsInStage: number | null;
  /** How many finished stays the median is taken over. */
  finishedStays: number;
}

/** One job's funnel, over the applications it received in the period. */
export interface JobFunnelView {
  jobId: string;
  title: string;
  status: JobStatus;
  applications: number;
  stages: StageFiguresView[];
}

export interface UnlockTimeView {
  /** Null for the organization as a whole. */
  jobId: string | null;
  title: string | null;
  /** Applications unlocked in the period. */
  unlocked: number;
  /** Median seconds from an application's arrival to its unlock; null with no unlock. */
  medianSeconds: number | null;
}

export interface SourceFiguresView {
  /** Where the candidate came from, e.g. 'job_page'. */
  source: string;
  applications: number;
}

export interface CreditsBucketView {
  /** First day of the week or month, in the organization's time zone (YYYY-MM-DD). */
  start: string;
  /** Credits spent per reason (negative ledger entries, as positive numbers). */
  spent: Partial<Record<LedgerReason, number>>;
  /** Credits given back by refunds. */
  refunded: number;
}

export interface CreditsOverTimeView {
  unit: CreditsBucketUnit;
  /** The reasons with spending in the period, in the ledger's order. */
  reasons: LedgerReason[];
  /** Every week or month of the period, oldest first, empty ones included. */
  buckets: CreditsBucketView[];
  totalSpent: number;
  totalRefunded: number;
}

export interface AnalyticsView {
  period: AnalyticsPeriod;
  /** Start of the period; null for all time. */
  from: string | null;
  to: string;
  /** The organization's time zone: credit weeks and months are counted in it. */
  timezone: string;
  /** Applications received in the period, in all jobs. */
  applications: number;
  /** Jobs that received applications in the period, most applications first. */
  funnels: JobFunnelView[];
  timeToUnlock: {
    overall: UnlockTimeView;
    /** Jobs with an unlock in the period, most unlocks first. */
    byJob: UnlockTimeView[];
  };
  /** Applications received in the period by their candidate's source, most first. */
  sources: SourceFiguresView[];
  credits: CreditsOverTimeView;
}

const SOURCE_LABELS: Record<string, string> = {
  job_page: 'Careers board',
  shortlist_job_page: 'Shortlist job page',
  admin_added: 'Added by Shortlist admin',
  manual: 'Added by the team',
  referral: 'Referral',
  csv_import: 'Imported by Shortlist',
};

/** A source for people: a known one's name, else its words ("linkedin_ad" -> "Linkedin ad"). */
export function sourceLabel(source: string): string {
  const known = SOURCE_LABELS[source];
  if (known) return known;
  const words = source.replaceAll(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}
