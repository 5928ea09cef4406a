import {
  sourceLabel,
  type AnalyticsView,
  type CreditsBucketUnit,
  type CreditsOverTimeView,
  type JobFunnelView,
  type SourceFiguresView,
} from '../../../../shared/analytics';
import { LEDGER_REASON_LABELS } from '../../../../shared/credits';
import { toCsv, type CsvCell } from '../../../../shared/csv';

/*
 * Each section's numbers as one table model: the page shows it as a <table>,
 * the CSV download writes the same rows (with plain numbers and units in the
 * headers instead of formatted text), and the chart summaries read the same
 * figures. Kept free of React and of the chart library so it is cheap to test.
 */

export interface TableColumn {
  label: string;
  /** The CSV header when it differs, e.g. with the unit of a number written bare. */
  csvLabel?: string;
  isNumeric?: boolean;
}

export interface TableCell {
  text: string;
  csv: CsvCell;
}

export interface TableModel {
  caption: string;
  columns: TableColumn[];
  rows: TableCell[][];
}

const HOUR = 3_600;
const DAY = 24 * HOUR;
const NONE = '—';

const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A duration for people: "45 min", "2.5 hours", "3 days". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return NONE;
  if (seconds < 60) return 'under 1 min';
  if (seconds < HOUR) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * DAY) {
    const hours = oneDecimal(seconds / HOUR);
    return `${hours} ${hours === '1' ? 'hour' : 'hours'}`;
  }
  const days = oneDecimal(seconds / DAY);
  return `${days} ${days === '1' ? 'day' : 'days'}`;
}

/** Seconds as hours with two decimals, for CSV cells. */
export function toHours(seconds: number | null): number | null {
  return seconds === null ? null : Math.round((seconds / HOUR) * 100) / 100;
}

export interface DurationScale {
  /** Seconds per unit. */
  seconds: number;
  /** The unit after an axis value, e.g. " h". */
  suffix: string;
}

/** The unit a chart of these durations reads best in: seconds, minutes, hours or days. */
export function durationScale(durations: (number | null)[]): DurationScale {
  const longest = Math.max(0, ...durations.filter((value) => value !== null));
  if (longest >= 2 * DAY) return { seconds: DAY, suffix: ' d' };
  if (longest >= HOUR) return { seconds: HOUR, suffix: ' h' };
  if (longest >= 60) return { seconds: 60, suffix: ' min' };
  return { seconds: 1, suffix: ' s' };
}

export function formatPercent(share: number | null): string {
  return share === null ? NONE : `${Math.round(share * 100)}%`;
}

const percentCsv = (share: number | null) =>
  share === null ? null : Math.round(share * 1000) / 10;

const MONTH_FORMAT = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A bucket's first day (a calendar date, no time zone) as "Jan 2025" or "6 Jan 2025". */
export function bucketLabel(start: string, unit: CreditsBucketUnit, isShort = false): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (unit === 'month') return MONTH_FORMAT.format(date);
  return (isShort ? SHORT_DAY_FORMAT : DAY_FORMAT).format(date);
}

const text = (value: string): TableCell => ({ text: value, csv: value });
const count = (value: number): TableCell => ({ text: value.toLocaleString('en-GB'), csv: value });
const duration = (seconds: number | null): TableCell => ({
  text: formatDuration(seconds),
  csv: toHours(seconds),
});
const percent = (share: number | null): TableCell => ({
  text: formatPercent(share),
  csv: percentCsv(share),
});

export function funnelTable(funnel: JobFunnelView): TableModel {
  return {
    caption: `${funnel.title}: applications that reached each stage`,
    columns: [
      { label: 'Stage' },
      { label: 'Reached', csvLabel: 'Applications reached', isNumeric: true },
      {
        label: 'Conversion from previous stage',
        csvLabel: 'Conversion from previous stage (%)',
        isNumeric: true,
      },
      { label: 'In stage now', isNumeric: true },
      { label: 'Rejected in stage', isNumeric: true },
    ],
    rows: funnel.stages.map((stage) => [
      text(stage.stage),
      count(stage.reached),
      percent(stage.conversionFromPrevious),
      count(stage.inStageNow),
      count(stage.rejectedHere),
    ]),
  };
}

export function funnelSummary(funnel: JobFunnelView): string {
  const [first, ...rest] = funnel.stages;
  if (!first) return `${funnel.title} has no stages.`;
  const steps = rest.map((stage) =>
    stage.conversionFromPrevious === null
      ? `${stage.reached} reached ${stage.stage}`
      : `${stage.reached} reached ${stage.stage} (${formatPercent(stage.conversionFromPrevious)})`,
  );
  return `${funnel.title}: ${plural(funnel.applications, 'application', 'applications')} in ${first.stage}${
    steps.length > 0 ? `; ${steps.join(', ')}` : ''
  }.`;
}

export function stageTimeTable(funnel: JobFunnelView): TableModel {
  return {
    caption: `${funnel.title}: median time in each stage`,
    columns: [
      { label: 'Stage' },
      { label: 'Median time in stage', csvLabel: 'Median hours in stage', isNumeric: true },
      { label: 'Finished stays', isNumeric: true },
      { label: 'Still in stage', isNumeric: true },
    ],
    rows: funnel.stages.map((stage) => [
      text(stage.stage),
      duration(stage.medianSecondsInStage),
      count(stage.finishedStays),
      count(stage.inStageNow),
    ]),
  };
}

export function stageTimeSummary(funnel: JobFunnelView): string {
  const parts = funnel.stages.map((stage) =>
    stage.medianSecondsInStage === null
      ? `${stage.stage}: no finished stays`
      : `${stage.stage}: ${formatDuration(stage.medianSecondsInStage)}`,
  );
  return `Median time in each stage of ${funnel.title}. ${parts.join('; ')}.`;
}

export function unlockTable(timeToUnlock: AnalyticsView['timeToUnlock']): TableModel {
  const { overall, byJob } = timeToUnlock;
  return {
    caption: 'Median time from application to unlock, by job',
    columns: [
      { label: 'Job' },
      { label: 'Unlocked', isNumeric: true },
      { label: 'Median time to unlock', csvLabel: 'Median hours to unlock', isNumeric: true },
    ],
    rows: [
      ...byJob.map((job) => [
        text(job.title ?? ''),
        count(job.unlocked),
        duration(job.medianSeconds),
      ]),
      [text('All jobs'), count(overall.unlocked), duration(overall.medianSeconds)],
    ],
  };
}

export function unlockSummary(timeToUnlock: AnalyticsView['timeToUnlock']): string {
  const { overall, byJob } = timeToUnlock;
  const jobs = byJob.map((job) => `${job.title}: ${formatDuration(job.medianSeconds)}`);
  return `Median time to unlock over ${plural(overall.unlocked, 'unlock', 'unlocks')}: ${formatDuration(
    overall.medianSeconds,
  )}. ${jobs.join('; ')}.`;
}

export function sourcesTable(sources: SourceFiguresView[]): TableModel {
  const total = sources.reduce((sum, source) => sum + source.applications, 0);
  return {
    caption: 'Applications by source',
    columns: [
      { label: 'Source' },
      { label: 'Applications', isNumeric: true },
      { label: 'Share', csvLabel: 'Share (%)', isNumeric: true },
    ],
    rows: sources.map((source) => [
      text(sourceLabel(source.source)),
      count(source.applications),
      percent(total > 0 ? source.applications / total : null),
    ]),
  };
}

export function sourcesSummary(sources: SourceFiguresView[]): string {
  const total = sources.reduce((sum, source) => sum + source.applications, 0);
  const parts = sources.map(
    (source) =>
      `${sourceLabel(source.source)}: ${source.applications} (${formatPercent(source.applications / total)})`,
  );
  return `${plural(total, 'application', 'applications')} by source. ${parts.join('; ')}.`;
}

export function creditsTable(credits: CreditsOverTimeView): TableModel {
  const isMonth = credits.unit === 'month';
  return {
    caption: `Credits spent by reason, per ${credits.unit}`,
    columns: [
      { label: isMonth ? 'Month' : 'Week of', csvLabel: isMonth ? 'Month' : 'Week starting' },
      ...credits.reasons.map((reason) => ({
        label: LEDGER_REASON_LABELS[reason],
        isNumeric: true,
      })),
      { label: 'Refunded', isNumeric: true },
      { label: 'Net spent', isNumeric: true },
    ],
    rows: credits.buckets.map((bucket) => {
      const spent = credits.reasons.map((reason) => bucket.spent[reason] ?? 0);
      const total = spent.reduce((sum, value) => sum + value, 0);
      return [
        {
          text: bucketLabel(bucket.start, credits.unit),
          csv: isMonth ? bucket.start.slice(0, 7) : bucket.start,
        },
        ...spent.map(count),
        count(bucket.refunded),
        count(total - bucket.refunded),
      ];
    }),
  };
}

export function creditsSummary(credits: CreditsOverTimeView, timezone: string): string {
  const reasons = credits.reasons.map((reason) => {
    const total = credits.buckets.reduce((sum, bucket) => sum + (bucket.spent[reason] ?? 0), 0);
    return `${LEDGER_REASON_LABELS[reason]}: ${total}`;
  });
  return `${plural(credits.totalSpent, 'credit', 'credits')} spent and ${credits.totalRefunded} refunded, per ${
    credits.unit
  } in ${timezone} time, over ${plural(credits.buckets.length, credits.unit, `${credits.unit}s`)}. ${
    reasons.length > 0 ? `${reasons.join('; ')}.` : ''
  }`.trim();
}

export function tableToCsv(table: TableModel): string {
  return toCsv([
    table.columns.map((column) => column.csvLabel ?? column.label),
    ...table.rows.map((row) => row.map((cell) => cell.csv)),
  ]);
}

/** A file name part from free text: "Backend Engineer (Accra)" -> "backend-engineer-accra". */
export function fileNamePart(value: string): string {
  return (
    value
      .normalize('NFKD')
      .replaceAll(/\p{M}/gu, '')
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, '-')
      .replaceAll(/^-+|-+$/g, '')
      .slice(0, 60) || 'job'
  );
}
