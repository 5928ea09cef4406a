import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import {
  sourceLabel,
  type CreditsOverTimeView,
  type JobFunnelView,
  type SourceFiguresView,
  type UnlockTimeView,
} from '../../../../shared/analytics';
import { LEDGER_REASON_LABELS, type LedgerReason } from '../../../../shared/credits';
import {
  bucketLabel,
  durationScale,
  formatDuration,
  formatPercent,
  type DurationScale,
} from './analytics-tables';

/*
 * The analytics charts: the only code that imports the chart library, so it
 * loads with the analytics page and nowhere else. Each chart is drawn as one
 * image for assistive technology (the section gives it a label and a summary,
 * and its numbers as a table), so the library's keyboard layer is off.
 */

const BRAND = '#047857';
const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const GRID = '#e2e8f0';
const REASON_COLORS: Partial<Record<LedgerReason, string>> = {
  candidate_unlock: '#047857',
  interview_schedule: '#0369a1',
  email_send: '#b45309',
  admin_adjust: '#6d28d9',
};
const OTHER_REASON_COLOR = '#475569';
const REFUND_COLOR = '#be123c';

const common = { accessibilityLayer: false, responsive: true } as const;
const rowHeight = (rows: number) => Math.max(140, rows * 40 + 40);

/** A duration in the chart's unit, rounded so the axis and tooltip stay readable. */
const inUnit = (seconds: number | null, scale: DurationScale) =>
  seconds === null ? null : Math.round((seconds / scale.seconds) * 100) / 100;

const durationTooltip = (scale: DurationScale) => (value: unknown) =>
  typeof value === 'number' ? formatDuration(value * scale.seconds) : String(value);

/** Applications that reached each stage, top to bottom in the job's order. */
export function FunnelChart({ funnel }: { funnel: JobFunnelView }) {
  const data = funnel.stages.map((stage) => ({
    stage: stage.stage,
    reached: stage.reached,
    label:
      stage.conversionFromPrevious === null
        ? String(stage.reached)
        : `${stage.reached} (${formatPercent(stage.conversionFromPrevious)})`,
  }));
  return (
    <BarChart
      {...common}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 64, bottom: 4, left: 4 }}
      style={{ width: '100%', height: rowHeight(data.length) }}
    >
      <CartesianGrid horizontal={false} stroke={GRID} />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
      <YAxis type="category" dataKey="stage" width={120} tick={AXIS_TICK} />
      <Tooltip formatter={(value) => [value, 'Reached']} />
      <Bar dataKey="reached" name="Reached" fill={BRAND} isAnimationActive={false}>
        <LabelList dataKey="label" position="right" fontSize={12} fill="#334155" />
      </Bar>
    </BarChart>
  );
}

/** Median time of the finished stays in each stage. */
export function StageTimeChart({ funnel }: { funnel: JobFunnelView }) {
  const scale = durationScale(funnel.stages.map((stage) => stage.medianSecondsInStage));
  const data = funnel.stages.map((stage) => ({
    stage: stage.stage,
    median: inUnit(stage.medianSecondsInStage, scale),
  }));
  return (
    <BarChart
      {...common}
      data={data}
      margin={{ top: 16, right: 8, bottom: 4, left: 4 }}
      style={{ width: '100%', height: 260 }}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="stage" tick={AXIS_TICK} interval={0} />
      <YAxis tick={AXIS_TICK} unit={scale.suffix} width={64} />
      <Tooltip formatter={(value) => [durationTooltip(scale)(value), 'Median time in stage']} />
      <Bar dataKey="median" name="Median time" fill={BRAND} isAnimationActive={false} />
    </BarChart>
  );
}

/** Median time from application to unlock, per job. */
export function UnlockTimeChart({ jobs }: { jobs: UnlockTimeView[] }) {
  const scale = durationScale(jobs.map((job) => job.medianSeconds));
  const data = jobs.map((job) => ({
    job: job.title ?? '',
    median: inUnit(job.medianSeconds, scale),
  }));
  return (
    <BarChart
      {...common}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
      style={{ width: '100%', height: rowHeight(data.length) }}
    >
      <CartesianGrid horizontal={false} stroke={GRID} />
      <XAxis type="number" tick={AXIS_TICK} unit={scale.suffix} />
      <YAxis type="category" dataKey="job" width={160} tick={AXIS_TICK} />
      <Tooltip formatter={(value) => [durationTooltip(scale)(value), 'Median time to unlock']} />
      <Bar dataKey="median" name="Median time" fill={BRAND} isAnimationActive={false} />
    </BarChart>
  );
}

/** Applications per candidate source, most first. */
export function SourcesChart({ sources }: { sources: SourceFiguresView[] }) {
  const data = sources.map((source) => ({
    source: sourceLabel(source.source),
    applications: source.applications,
  }));
  return (
    <BarChart
      {...common}
      data={data}
      layout="vertical"
      margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
      style={{ width: '100%', height: rowHeight(data.length) }}
    >
      <CartesianGrid horizontal={false} stroke={GRID} />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
      <YAxis type="category" dataKey="source" width={140} tick={AXIS_TICK} />
      <Tooltip />
      <Bar dataKey="applications" name="Applications" fill={BRAND} isAnimationActive={false}>
        <LabelList dataKey="applications" position="right" fontSize={12} fill="#334155" />
      </Bar>
    </BarChart>
  );
}

/** Credits spent per week or month, stacked by reason, with refunds beside them. */
export function CreditsChart({ credits }: { credits: CreditsOverTimeView }) {
  const data = credits.buckets.map((bucket) => ({
    period: bucketLabel(bucket.start, credits.unit, true),
    refunded: bucket.refunded,
    ...Object.fromEntries(credits.reasons.map((reason) => [reason, bucket.spent[reason] ?? 0])),
  }));
  return (
    <BarChart
      {...common}
      data={data}
      margin={{ top: 16, right: 8, bottom: 4, left: 4 }}
      style={{ width: '100%', height: 300 }}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis dataKey="period" tick={AXIS_TICK} minTickGap={8} />
      <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
      <Tooltip />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      {credits.reasons.map((reason) => (
        <Bar
          key={reason}
          dataKey={reason}
          name={LEDGER_REASON_LABELS[reason]}
          stackId="spent"
          fill={REASON_COLORS[reason] ?? OTHER_REASON_COLOR}
          isAnimationActive={false}
        />
      ))}
      {credits.totalRefunded > 0 && (
        <Bar dataKey="refunded" name="Refunded" fill={REFUND_COLOR} isAnimationActive={false} />
      )}
    </BarChart>
  );
}
