import { CalendarDays, CalendarSearch, Info } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import {
  DEFAULT_TIMEZONE,
  INTERVIEW_LIST_LIMIT,
  INTERVIEW_STATUSES,
  type InterviewStatus,
  type InterviewView,
} from '../../../../shared/interviews';
import { TableSearch } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { RefreshFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { canSpendCredits } from '../../../lib/permissions';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { cn } from '../../../lib/utils';
import { useSignedInUser } from '../../auth';
import { ScorecardDialog, type ScorecardTarget } from '../../scorecards';
import { useCompleteInterview } from '../api/complete-interview';
import { useInterviews } from '../api/interviews';
import { CancelInterviewDialog } from '../components/cancel-interview-dialog';
import { InterviewCard, STATUS_LABELS } from '../components/interview-card';
import {
  groupByDay,
  interviewWhenText,
  parseTimeFilter,
  TIME_FILTERS,
  timeFilterRange,
  type TimeFilter,
} from '../components/interview-days';
import {
  ScheduleInterviewDialog,
  type ScheduleInterviewTarget,
} from '../components/schedule-interview-dialog';
import { toastFailure } from '../../../lib/toast-failure';

function parseStatus(value: string | null): InterviewStatus | undefined {
  return INTERVIEW_STATUSES.find((status) => status === value);
}

const countText = (count: number) => (count === 1 ? '1 interview' : `${count} interviews`);

/**
 * The organization's interviews (an interviewer's own), grouped by day in the
 * organization's time zone, with search, status and time filters kept in the
 * address so back and refresh keep them.
 */
export function InterviewsPage() {
  const user = useSignedInUser();
  const canManage = canSpendCredits(user?.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const status = parseStatus(searchParams.get('status'));
  const when = parseTimeFilter(searchParams.get('when'));

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

  // The other filters stay as they are while the search changes.
  const [draft, setDraft] = useSearchDraft(query, (next) => setParam('q', next || undefined));

  // Days are counted in the organization's zone, which the list tells; until the
  // first answer, the product's default zone.
  const [timeZone, setTimeZone] = useState<string>(DEFAULT_TIMEZONE);
  const now = new Date();
  const range = timeFilterRange(when, timeZone, now);
  const interviews = useInterviews({
    q: query,
    status,
    from: range?.from,
    to: range?.to,
  });
  const data = interviews.data;
  if (data && data.timezone !== timeZone) setTimeZone(data.timezone);

  const complete = useCompleteInterview();
  const [scorecardFor, setScorecardFor] = useState<ScorecardTarget | null>(null);
  const [scheduleTarget, setScheduleTarget] = useState<ScheduleInterviewTarget | null>(null);
  const [cancelling, setCancelling] = useState<InterviewView | null>(null);

  const isFiltered = query !== '' || status !== undefined || when !== 'all';
  const clearFilters = () => {
    setDraft('');
    setSearchParams({}, { replace: true });
  };

  const actions = {
    onScorecard: (interview: InterviewView) =>
      setScorecardFor({
        applicationId: interview.applicationId,
        interviewId: interview.id,
        candidateName: interview.candidate.fullName,
        interviewType: interview.type,
      }),
    onComplete: (interview: InterviewView) =>
      complete.mutate(interview.id, {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Interview marked completed',
            description: `${interview.type} with ${interview.candidate.fullName}.`,
          }),
        onError: (error) =>
          toastFailure(
            error,
            'Failed to Update Interview',
            'An error occurred while updating the interview',
          ),
      }),
    onReschedule: (interview: InterviewView) =>
      setScheduleTarget({
        mode: 'reschedule',
        interviewId: interview.id,
        candidateName: interview.candidate.fullName,
        jobTitle: interview.job.title,
        interview,
      }),
    onCancel: setCancelling,
  };

  const days = data ? groupByDay(data.interviews, data.timezone, now) : [];

  return (
    <>
      <PageHeader title="Interviews" subtitle="Scheduled, completed and cancelled interviews" />

      <section
        aria-label="Filter interviews"
        className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-[1fr_auto_auto]"
      >
        <TableSearch
          id="interview-search"
          label="Search"
          isLabelShown
          placeholder="Candidate, job, type or location"
          className="col-span-2 md:col-span-1"
          maxLength={100}
          value={draft}
          onChange={setDraft}
        />
        <div className="grid gap-1.5 md:w-44">
          <Label htmlFor="interview-status">Status</Label>
          <Select
            id="interview-status"
            value={status ?? ''}
            onChange={(event) => setParam('status', event.target.value || undefined)}
          >
            <option value="">All statuses</option>
            {INTERVIEW_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5 md:w-44">
          <Label htmlFor="interview-when">When</Label>
          <Select
            id="interview-when"
            value={when}
            onChange={(event) =>
              setParam('when', event.target.value === 'all' ? undefined : event.target.value)
            }
          >
            {TIME_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.value === 'all' ? 'Any time' : filter.label}
              </option>
            ))}
          </Select>
        </div>
      </section>

      <QueryState
        query={interviews}
        loading={<InterviewsSkeleton />}
        error="We could not load your interviews."
        errorVariant="panel"
        keepsDataOnError
      >
        {(data) => (
          <>
            {interviews.isError && (
              <RefreshFailed error={interviews.error} onRetry={() => void interviews.refetch()} />
            )}

            <div className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <p aria-live="polite" aria-atomic="true">
                Showing {countText(data.interviews.length)}
                {interviews.isFetching && <span className="sr-only"> Updating...</span>}
              </p>
              <p className="flex items-center gap-1.5">
                <Info className="size-4 text-slate-400" aria-hidden="true" />
                Days and times in {data.timezone.replace('_', ' ')}, your organization’s time zone
              </p>
            </div>

            {data.truncated && (
              <p
                role="status"
                className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Showing the first {INTERVIEW_LIST_LIMIT} interviews. Search or filter to find the
                others.
              </p>
            )}

            {days.length === 0 ? (
              isFiltered ? (
                <EmptyState
                  icon={CalendarSearch}
                  title={emptyTitle(when, query !== '' || status !== undefined)}
                  description="Try another search or filter, or clear them to see every interview."
                  action={
                    <Button variant="outline" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={CalendarDays}
                  title="No interviews yet"
                  description={
                    canManage
                      ? 'Schedule an interview from an unlocked candidate’s page or from their card on a job’s pipeline.'
                      : 'Interviews you are invited to appear here.'
                  }
                  action={
                    canManage && (
                      <Link href="/candidates" className={buttonClasses()}>
                        Go to Candidates
                      </Link>
                    )
                  }
                />
              )
            ) : (
              <div
                className={cn(
                  'grid gap-8',
                  interviews.isPlaceholderData && 'opacity-60 transition-opacity',
                )}
                aria-busy={interviews.isFetching || undefined}
              >
                {days.map((day) => (
                  <section key={day.dayKey} aria-labelledby={`day-${day.dayKey}`}>
                    <h2
                      id={`day-${day.dayKey}`}
                      className="mb-3 flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900"
                    >
                      {day.heading}
                      <span className="text-sm font-normal text-slate-500">
                        {day.caption} · {countText(day.interviews.length)}
                      </span>
                    </h2>
                    <ul className="grid gap-3">
                      {day.interviews.map((interview) => (
                        <li key={interview.id}>
                          <InterviewCard
                            interview={interview}
                            timeZone={data.timezone}
                            canManage={canManage}
                            isCompleting={complete.isPending && complete.variables === interview.id}
                            {...actions}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </>
        )}
      </QueryState>

      <ScorecardDialog
        target={scorecardFor}
        onOpenChange={(open) => {
          if (!open) setScorecardFor(null);
        }}
      />
      <ScheduleInterviewDialog
        target={scheduleTarget}
        onOpenChange={(open) => {
          if (!open) setScheduleTarget(null);
        }}
      />
      <CancelInterviewDialog
        interview={cancelling}
        when={cancelling ? interviewWhenText(cancelling, timeZone, now) : ''}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
      />
    </>
  );
}

function emptyTitle(when: TimeFilter, isSearching: boolean): string {
  if (isSearching) return 'No interviews match your search';
  const filter = TIME_FILTERS.find((item) => item.value === when);
  return `No interviews ${filter?.label.toLowerCase() ?? ''}`.trim();
}

/** Placeholder cards while the first answer loads. */
function InterviewsSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">Loading interviews...</span>
      <div className="h-4 w-24 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex animate-pulse gap-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="grid w-40 gap-2">
            <div className="h-4 w-32 rounded bg-slate-200" />
            <div className="h-5 w-20 rounded-full bg-slate-100" />
          </div>
          <div className="grid flex-1 gap-2">
            <div className="h-5 w-48 rounded bg-slate-200" />
            <div className="h-4 w-64 rounded bg-slate-100" />
            <div className="h-4 w-40 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
