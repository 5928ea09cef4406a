import {
  Briefcase,
  CalendarClock,
  CalendarX,
  CheckCircle2,
  ClipboardCheck,
  Clock,
  MapPin,
  UserRound,
  Users,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { InterviewStatus, InterviewView } from '../../../../shared/interviews';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { formatTimeRange } from './interview-days';

export const STATUS_LABELS: Record<InterviewStatus, string> = {
  SCHEDULED: 'Scheduled',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

const STATUS_VARIANTS: Record<InterviewStatus, BadgeVariant> = {
  SCHEDULED: 'info',
  COMPLETED: 'success',
  CANCELLED: 'secondary',
};

export interface InterviewCardActions {
  onScorecard: (interview: InterviewView) => void;
  onComplete: (interview: InterviewView) => void;
  onReschedule: (interview: InterviewView) => void;
  onCancel: (interview: InterviewView) => void;
}

interface InterviewCardProps extends InterviewCardActions {
  interview: InterviewView;
  /** The organization's zone: the page's days and times are on its clock. */
  timeZone: string;
  /** The member may reschedule and cancel (they spend credits; READING.md 5). */
  canManage: boolean;
  isCompleting: boolean;
}

/** One interview: when, who, what, where, and what can be done with it. */
export function InterviewCard({
  interview,
  timeZone,
  canManage,
  isCompleting,
  onScorecard,
  onComplete,
  onReschedule,
  onCancel,
}: InterviewCardProps) {
  const titleId = useId();
  const isScheduled = interview.status === 'SCHEDULED';
  const isCancelled = interview.status === 'CANCELLED';
  const name = interview.candidate.fullName;
  const timeRange = formatTimeRange(interview.scheduledStart, interview.scheduledEnd, timeZone);
  const ownZoneRange =
    interview.timezone !== timeZone
      ? formatTimeRange(interview.scheduledStart, interview.scheduledEnd, interview.timezone)
      : null;
  // Names the candidate on each button, for a screen reader's list of buttons.
  const forWhom = <span className="sr-only"> for {name}</span>;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5',
        isCancelled && 'bg-slate-50',
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex items-center gap-2 sm:w-44 sm:shrink-0 sm:flex-col sm:items-start sm:gap-1.5">
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm font-semibold text-slate-900',
              isCancelled && 'text-slate-500 line-through',
            )}
          >
            <Clock className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <time dateTime={interview.scheduledStart}>{timeRange}</time>
          </p>
          <Badge variant={STATUS_VARIANTS[interview.status]}>
            {STATUS_LABELS[interview.status]}
          </Badge>
        </div>

        <div className="grid min-w-0 flex-1 gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="text-base font-semibold text-slate-900">
              <Link
                href={`/candidates/${interview.applicationId}`}
                className="break-words hover:text-brand-700 hover:underline focus-visible:underline"
              >
                {name}
              </Link>
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1.5">
                <Briefcase className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                {interview.job.title}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                {interview.type}
              </span>
            </p>
          </div>

          <dl className="grid gap-1 text-sm text-slate-600">
            <div className="flex items-start gap-1.5">
              <dt>
                <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Location</span>
              </dt>
              <dd className="min-w-0 break-words">
                {interview.location ??
                  (interview.meetingUrl ? (
                    'Online'
                  ) : (
                    <span className="text-slate-500">No location given</span>
                  ))}
              </dd>
            </div>
            <div className="flex items-start gap-1.5">
              <dt>
                <Users className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Interviewers</span>
              </dt>
              <dd className="min-w-0 break-words">
                {interview.interviewers.length > 0 ? (
                  interview.interviewers.map((person) => person.name).join(', ')
                ) : (
                  <span className="text-slate-500">No interviewers chosen</span>
                )}
              </dd>
            </div>
            {ownZoneRange && (
              <div className="flex items-start gap-1.5">
                <dt>
                  <CalendarClock
                    className="mt-0.5 size-4 shrink-0 text-slate-400"
                    aria-hidden="true"
                  />
                  <span className="sr-only">Scheduled in</span>
                </dt>
                <dd>
                  {ownZoneRange} in {interview.timezone.replace('_', ' ')}
                </dd>
              </div>
            )}
          </dl>

          {interview.hasMyScorecard && (
            <p className="flex items-center gap-1.5 text-xs font-medium text-green-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              You submitted a scorecard
            </p>
          )}

          <div className="mt-1 flex flex-wrap gap-2">
            {isScheduled && interview.meetingUrl && (
              <a
                href={interview.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('default', 'sm')}
              >
                <Video aria-hidden="true" />
                Join
                <span className="sr-only"> the meeting with {name} (opens in a new tab)</span>
              </a>
            )}
            {!isCancelled && (
              <Button variant="outline" size="sm" onClick={() => onScorecard(interview)}>
                <ClipboardCheck aria-hidden="true" />
                Scorecard
                {forWhom}
              </Button>
            )}
            {isScheduled && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onComplete(interview)}
                isPending={isCompleting}
              >
                {!isCompleting && <CheckCircle2 aria-hidden="true" />}
                Mark completed
                {forWhom}
              </Button>
            )}
            {isScheduled && canManage && (
              <>
                <Button variant="outline" size="sm" onClick={() => onReschedule(interview)}>
                  <CalendarClock aria-hidden="true" />
                  Reschedule
                  {forWhom}
                </Button>
                <Button variant="ghost-destructive" size="sm" onClick={() => onCancel(interview)}>
                  <CalendarX aria-hidden="true" />
                  Cancel
                  {forWhom}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
