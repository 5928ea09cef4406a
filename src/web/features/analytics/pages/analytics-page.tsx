import { ChartColumn, Lock } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'wouter';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
  type AnalyticsView,
} from '../../../../shared/analytics';
import { can } from '../../../../shared/permissions';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useSignedInUser } from '../../auth';
import { useAnalytics } from '../api/analytics';
import {
  creditsSummary,
  creditsTable,
  fileNamePart,
  formatDuration,
  funnelSummary,
  funnelTable,
  sourcesSummary,
  sourcesTable,
  stageTimeSummary,
  stageTimeTable,
  unlockSummary,
  unlockTable,
} from '../components/analytics-tables';
import { ChartSection } from '../components/chart-section';
import {
  CreditsChart,
  FunnelChart,
  SourcesChart,
  StageTimeChart,
  UnlockTimeChart,
} from '../components/charts';

function parsePeriod(value: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((period) => period === value) ?? DEFAULT_ANALYTICS_PERIOD;
}

const hasFigures = (view: AnalyticsView) =>
  view.applications > 0 ||
  view.timeToUnlock.overall.unlocked > 0 ||
  view.credits.totalSpent > 0 ||
  view.credits.totalRefunded > 0;

/**
 * The organization's hiring figures for a period: each job's funnel and time in
 * stage, time to unlock, sources and credits spent. The period and the job are
 * kept in the address, so back and refresh keep them.
 */
export function AnalyticsPage() {
  const user = useSignedInUser();
  // Figures over all candidates: the server refuses the others, so do not ask it.
  const canSeeAnalytics = can(user?.role, 'seeAllCandidates');
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get('period'));
  const analytics = useAnalytics(period, canSeeAnalytics);
  const periodId = useId();

  const setParam = (name: string, value: string | undefined) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );

  const periodPicker = (
    <div className="flex items-center gap-2">
      <Label htmlFor={periodId}>Period</Label>
      <Select
        id={periodId}
        value={period}
        onChange={(event) =>
          setParam(
            'period',
            event.target.value === DEFAULT_ANALYTICS_PERIOD ? undefined : event.target.value,
          )
        }
        className="w-44"
      >
        {ANALYTICS_PERIODS.map((option) => (
          <option key={option} value={option}>
            {ANALYTICS_PERIOD_LABELS[option]}
          </option>
        ))}
      </Select>
    </div>
  );

  return (
    <>
      <PageHeader
        title="Analytics"
        subtitle="How your jobs convert, how long each step takes, where applicants come from and where credits go."
        actions={periodPicker}
      />
      {!canSeeAnalytics ? (
        <EmptyState
          icon={Lock}
          title="Analytics is not available to your role"
          description="Analytics covers every candidate of your organization; ask an admin, hiring manager or recruiter for the figures."
        />
      ) : (
        <QueryState
          query={analytics}
          error={(error, retry) => (
            <Card className="p-6">
              <LoadFailed what="We could not load your analytics." error={error} onRetry={retry} />
            </Card>
          )}
          isEmpty={(view) => !hasFigures(view)}
          empty={
            <EmptyState
              icon={ChartColumn}
              title="No figures for this period yet"
              description="Charts fill in as candidates apply to your jobs, your team moves and unlocks them, and credits are spent. Try a longer period."
              action={
                <Link href="/jobs" className={buttonClasses('outline')}>
                  Go to Jobs
                </Link>
              }
            />
          }
        >
          {(view) => (
            <AnalyticsSections
              view={view}
              selectedJobId={searchParams.get('job')}
              onSelectJob={(jobId) => setParam('job', jobId)}
              isRefreshing={analytics.isFetching}
            />
          )}
        </QueryState>
      )}
    </>
  );
}

function AnalyticsSections({
  view,
  selectedJobId,
  onSelectJob,
  isRefreshing,
}: {
  view: AnalyticsView;
  selectedJobId: string | null;
  onSelectJob: (jobId: string) => void;
  isRefreshing: boolean;
}) {
  const jobPickerId = useId();
  const funnel =
    view.funnels.find((candidate) => candidate.jobId === selectedJobId) ?? view.funnels[0];
  const periodPart = view.period;
  const noApplications = 'No applications arrived in this period.';

  const jobPicker =
    view.funnels.length > 1 && funnel ? (
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor={jobPickerId}>Job</Label>
        <Select
          id={jobPickerId}
          value={funnel.jobId}
          onChange={(event) => onSelectJob(event.target.value)}
        >
          {view.funnels.map((job) => (
            <option key={job.jobId} value={job.jobId}>
              {job.title} ({job.applications})
            </option>
          ))}
        </Select>
      </div>
    ) : null;

  return (
    <div className="grid gap-6" aria-busy={isRefreshing || undefined}>
      <Card className="p-5">
        <h2 className="sr-only">Overview</h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Figure label="Applications" value={view.applications.toLocaleString('en-GB')} />
          <Figure
            label="Median time to unlock"
            value={formatDuration(view.timeToUnlock.overall.medianSeconds)}
          />
          <Figure
            label="Credits spent"
            value={(view.credits.totalSpent - view.credits.totalRefunded).toLocaleString('en-GB')}
            note={
              view.credits.totalRefunded > 0
                ? `${view.credits.totalSpent} spent, ${view.credits.totalRefunded} refunded`
                : undefined
            }
          />
        </dl>
      </Card>

      <ChartSection
        title="Funnel by job"
        description="Applications received in the period that got at least as far as each stage, and the share of the stage before that got there."
        controls={jobPicker}
        emptyMessage={funnel ? null : noApplications}
        chartLabel={
          funnel ? `Bar chart: applications of ${funnel.title} that reached each stage` : ''
        }
        summary={funnel ? funnelSummary(funnel) : ''}
        chart={funnel && <FunnelChart funnel={funnel} />}
        table={funnel ? funnelTable(funnel) : EMPTY_TABLE}
        fileName={`funnel-${fileNamePart(funnel?.title ?? '')}-${periodPart}.csv`}
      />

      <ChartSection
        title="Time in each stage"
        description="Median time from entering a stage to leaving it by a move or a rejection. Applications still in a stage are not counted until they leave it."
        emptyMessage={
          !funnel
            ? noApplications
            : funnel.stages.every((stage) => stage.finishedStays === 0)
              ? `No application of ${funnel.title} has left a stage yet.`
              : null
        }
        chartLabel={funnel ? `Bar chart: median time in each stage of ${funnel.title}` : ''}
        summary={funnel ? stageTimeSummary(funnel) : ''}
        chart={funnel && <StageTimeChart funnel={funnel} />}
        table={funnel ? stageTimeTable(funnel) : EMPTY_TABLE}
        fileName={`time-in-stage-${fileNamePart(funnel?.title ?? '')}-${periodPart}.csv`}
      />

      <ChartSection
        title="Time to unlock"
        description="Median time from an application arriving to its unlock, for the unlocks made in the period."
        emptyMessage={
          view.timeToUnlock.overall.unlocked === 0
            ? 'No candidate was unlocked in this period.'
            : null
        }
        chartLabel="Bar chart: median time from application to unlock, by job"
        summary={unlockSummary(view.timeToUnlock)}
        chart={<UnlockTimeChart jobs={view.timeToUnlock.byJob} />}
        table={unlockTable(view.timeToUnlock)}
        fileName={`time-to-unlock-${periodPart}.csv`}
      />

      <ChartSection
        title="Applications by source"
        description="Where the candidates who applied in the period came from."
        emptyMessage={view.sources.length === 0 ? noApplications : null}
        chartLabel="Bar chart: applications by source"
        summary={view.sources.length > 0 ? sourcesSummary(view.sources) : ''}
        chart={<SourcesChart sources={view.sources} />}
        table={sourcesTable(view.sources)}
        fileName={`applications-by-source-${periodPart}.csv`}
      />

      <ChartSection
        title="Credits spent by reason"
        description={`Credits spent per ${view.credits.unit === 'week' ? 'week (Monday to Sunday)' : 'month'} in your organization's time zone (${view.timezone}), with refunds beside them.`}
        emptyMessage={
          view.credits.totalSpent === 0 && view.credits.totalRefunded === 0
            ? 'No credits were spent in this period.'
            : null
        }
        chartLabel={`Stacked bar chart: credits spent per ${view.credits.unit}, by reason`}
        summary={creditsSummary(view.credits, view.timezone)}
        chart={<CreditsChart credits={view.credits} />}
        table={creditsTable(view.credits)}
        fileName={`credits-by-reason-${periodPart}.csv`}
      />
    </div>
  );
}

const EMPTY_TABLE = { caption: '', columns: [], rows: [] };

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}
