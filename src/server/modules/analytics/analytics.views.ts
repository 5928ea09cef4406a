import type {
  AnalyticsPeriod,
  AnalyticsView,
  CreditsBucketUnit,
  CreditsBucketView,
  CreditsOverTimeView,
  JobFunnelView,
  UnlockTimeView,
} from '../../../shared/analytics';
import { LEDGER_REASONS, type LedgerReason } from '../../../shared/credits';
import { DEFAULT_TIMEZONE } from '../../../shared/interviews';
import type { CreditsRow, SourceRow, StageRow, UnlockTimeRow } from './analytics.repository';

const byMostThenTitle = <T extends { title: string | null }>(count: (item: T) => number) => {
  return (a: T, b: T) => count(b) - count(a) || (a.title ?? '').localeCompare(b.title ?? '');
};

/** Each job's stages in order; "reached" adds up the applications whose furthest stage is this one or later. */
export function toFunnels(rows: StageRow[]): JobFunnelView[] {
  const jobs = new Map<string, { job: StageRow; stages: StageRow[] }>();
  for (const row of rows) {
    const entry = jobs.get(row.job_id) ?? { job: row, stages: [] };
    entry.stages.push(row);
    jobs.set(row.job_id, entry);
  }
  const funnels = [...jobs.values()].map(({ job, stages }): JobFunnelView => {
    const reached: number[] = [];
    let further = 0;
    for (let i = stages.length - 1; i >= 0; i--) {
      further += stages[i]!.furthest_here;
      reached[i] = further;
    }
    return {
      jobId: job.job_id,
      title: job.title,
      status: job.status,
      applications: further,
      stages: stages.map((stage, i) => {
        const previous = i > 0 ? reached[i - 1]! : 0;
        return {
          stage: stage.stage,
          reached: reached[i]!,
          conversionFromPrevious: previous > 0 ? reached[i]! / previous : null,
          inStageNow: stage.in_stage_now,
          rejectedHere: stage.rejected_here,
          medianSecondsInStage: stage.median_seconds,
          finishedStays: stage.finished_stays,
        };
      }),
    };
  });
  return funnels.sort(byMostThenTitle((funnel) => funnel.applications));
}

function toUnlockTime(row: UnlockTimeRow | undefined): UnlockTimeView {
  return {
    jobId: row?.job_id ?? null,
    title: row?.title ?? null,
    unlocked: row?.unlocked ?? 0,
    medianSeconds: row && row.unlocked > 0 ? row.median_seconds : null,
  };
}

export function toUnlockTimes(rows: UnlockTimeRow[]): AnalyticsView['timeToUnlock'] {
  return {
    overall: toUnlockTime(rows.find((row) => row.job_id === null)),
    byJob: rows
      .filter((row) => row.job_id !== null)
      .map(toUnlockTime)
      .sort(byMostThenTitle((time) => time.unlocked)),
  };
}

export function toCreditsOverTime(
  rows: CreditsRow[],
  unit: CreditsBucketUnit,
): CreditsOverTimeView {
  const spentReasons = new Set<LedgerReason>();
  for (const row of rows) if (row.reason && row.spent > 0) spentReasons.add(row.reason);
  const reasons = LEDGER_REASONS.filter((reason) => spentReasons.has(reason));

  const buckets = new Map<string, CreditsBucketView>();
  let totalSpent = 0;
  let totalRefunded = 0;
  for (const row of rows) {
    if (row.start === null) continue;
    let bucket = buckets.get(row.start);
    if (!bucket) {
      bucket = {
        start: row.start,
        spent: Object.fromEntries(reasons.map((r) => [r, 0])),
        refunded: 0,
      };
      buckets.set(row.start, bucket);
    }
    if (row.reason && row.spent > 0) {
      bucket.spent[row.reason] = (bucket.spent[row.reason] ?? 0) + row.spent;
      totalSpent += row.spent;
    }
    bucket.refunded += row.refunded;
    totalRefunded += row.refunded;
  }
  return { unit, reasons, buckets: [...buckets.values()], totalSpent, totalRefunded };
}

export function toAnalyticsView(input: {
  period: AnalyticsPeriod;
  from: Date | null;
  to: Date;
  unit: CreditsBucketUnit;
  stages: StageRow[];
  unlockTimes: UnlockTimeRow[];
  sources: SourceRow[];
  credits: CreditsRow[];
}): AnalyticsView {
  const funnels = toFunnels(input.stages);
  return {
    period: input.period,
    from: input.from?.toISOString() ?? null,
    to: input.to.toISOString(),
    timezone: input.credits[0]?.timezone ?? DEFAULT_TIMEZONE,
    applications: funnels.reduce((sum, funnel) => sum + funnel.applications, 0),
    funnels,
    timeToUnlock: toUnlockTimes(input.unlockTimes),
    sources: input.sources.map((row) => ({ source: row.source, applications: row.applications })),
    credits: toCreditsOverTime(input.credits, input.unit),
  };
}
