import {
  CalendarClock,
  ClipboardCheck,
  ClipboardPen,
  Globe,
  MapPin,
  Plus,
  Video,
} from 'lucide-react';
import { useId } from 'react';
import type { ApplicationDetailView } from '../../../../shared/applications';
import type { ScorecardView } from '../../../../shared/interviews';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { averageRating, RecommendationBadge, StarRating } from '../../scorecards';
import { interviewTimeText, timeZoneText, viewerTimeText } from './interview-text';
import { SectionCard } from './section-card';

export type ApplicationInterview = ApplicationDetailView['interviews'][number];

const STATUS_VARIANTS: Record<ApplicationInterview['status'], BadgeVariant> = {
  SCHEDULED: 'info',
  COMPLETED: 'success',
  CANCELLED: 'secondary',
};

const STATUS_LABELS: Record<ApplicationInterview['status'], string> = {
  SCHEDULED: 'Scheduled',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

// A detail's term is its icon on screen and its name to a screen reader: a <dl>
// holds only <dt> and <dd>, so the icon lives inside the term.
const TERM_CLASSES = 'mt-0.5 flex shrink-0';
const TERM_ICON_CLASSES = 'size-4 text-slate-400';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The application's interviews, earliest first: each in its own time zone, with
 * where it happens, a Join link for an online one, and the member's scorecard.
 */
export function InterviewsCard({
  interviews,
  myScorecardOf,
  canScore,
  onScore,
}: {
  interviews: ApplicationInterview[];
  /** The signed-in member's scorecard for an interview, if they submitted one. */
  myScorecardOf: (interviewId: string) => ScorecardView | null;
  /** Whether the member may score this interview (their role, and for an interviewer, being on it). */
  canScore: (interview: ApplicationInterview) => boolean;
  onScore: (interview: ApplicationInterview) => void;
}) {
  const sorted = [...interviews].sort((a, b) => a.scheduledStart.localeCompare(b.scheduledStart));
  return (
    <SectionCard
      icon={CalendarClock}
      title="Interview timeline"
      aside={sorted.length > 0 && <span className="text-xs text-slate-500">{sorted.length}</span>}
    >
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">
          No interviews yet. Scheduled interviews show here with their time, place and scorecards.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Interviews">
          {sorted.map((interview) => (
            <InterviewItem
              key={interview.id}
              interview={interview}
              myScorecard={myScorecardOf(interview.id)}
              canScore={canScore(interview)}
              onScore={() => onScore(interview)}
            />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function InterviewItem({
  interview,
  myScorecard,
  canScore,
  onScore,
}: {
  interview: ApplicationInterview;
  myScorecard: ScorecardView | null;
  canScore: boolean;
  onScore: () => void;
}) {
  const titleId = useId();
  const start = new Date(interview.scheduledStart);
  const yourTime = viewerTimeText(interview.scheduledStart, interview.timezone, viewerZone());
  const isCancelled = interview.status === 'CANCELLED';
  // A cancelled interview is not scored, but a scorecard already written can still be fixed.
  const showScoreButton = canScore && (!isCancelled || myScorecard !== null);

  return (
    <li
      className={
        isCancelled
          ? 'grid gap-2 rounded-lg border border-dashed border-slate-200 bg-slate-50 p-3'
          : 'grid gap-2 rounded-lg border border-slate-200 p-3'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={titleId}
          className={
            isCancelled
              ? 'text-sm font-semibold text-slate-500 line-through'
              : 'text-sm font-semibold text-slate-900'
          }
        >
          {interview.type}
        </h3>
        <Badge variant={STATUS_VARIANTS[interview.status]}>{STATUS_LABELS[interview.status]}</Badge>
      </div>

      <dl className="grid gap-1 text-sm text-slate-700">
        <div className="flex items-start gap-2">
          <dt className={TERM_CLASSES}>
            <CalendarClock className={TERM_ICON_CLASSES} aria-hidden="true" />
            <span className="sr-only">Time</span>
          </dt>
          <dd>
            <time dateTime={interview.scheduledStart}>
              {interviewTimeText(
                interview.scheduledStart,
                interview.scheduledEnd,
                interview.timezone,
              )}
            </time>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className={TERM_CLASSES}>
            <Globe className={TERM_ICON_CLASSES} aria-hidden="true" />
            <span className="sr-only">Time zone</span>
          </dt>
          <dd className="text-slate-600">
            {timeZoneText(start, interview.timezone)}
            {yourTime && <span className="text-slate-500"> · {yourTime}</span>}
          </dd>
        </div>
        {interview.location && (
          <div className="flex items-start gap-2">
            <dt className={TERM_CLASSES}>
              <MapPin className={TERM_ICON_CLASSES} aria-hidden="true" />
              <span className="sr-only">Location</span>
            </dt>
            <dd className="break-words">{interview.location}</dd>
          </div>
        )}
      </dl>

      {(showScoreButton || (interview.meetingUrl && interview.status === 'SCHEDULED')) && (
        <div className="flex flex-wrap items-center gap-2 pt-1">
          {interview.meetingUrl && interview.status === 'SCHEDULED' && (
            <a
              href={interview.meetingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
              className={buttonClasses('default', 'sm')}
            >
              <Video aria-hidden="true" />
              Join
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          {showScoreButton && (
            <Button variant="outline" size="sm" onClick={onScore} aria-describedby={titleId}>
              {myScorecard ? <ClipboardPen aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {myScorecard ? 'Edit scorecard' : 'Add scorecard'}
            </Button>
          )}
          {myScorecard && (
            <span className="text-xs text-slate-500">
              You rated {myScorecard.overallRating} out of 5
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/** Submitted scorecards, newest first, with their average. */
export function ScorecardsCard({
  scorecards,
  memberId,
  onAdd,
  onEdit,
}: {
  scorecards: ScorecardView[];
  memberId: string | undefined;
  /** Adds a general scorecard; absent when the member may only score their interviews. */
  onAdd?: (() => void) | undefined;
  /** Opens the member's own interview scorecard again; absent when they may not score. */
  onEdit?: ((scorecard: ScorecardView) => void) | undefined;
}) {
  const sorted = [...scorecards].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  const average = averageRating(sorted);
  return (
    <SectionCard
      icon={ClipboardCheck}
      title="Scorecards"
      aside={
        onAdd && (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add scorecard
          </Button>
        )
      }
    >
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">
          No scorecards yet.
          {onAdd
            ? ' Rate the candidate after an interview, or add a general scorecard.'
            : onEdit
              ? ' Add yours from an interview above.'
              : ''}
        </p>
      ) : (
        <div className="grid gap-3">
          {average !== null && sorted.length > 1 && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="font-medium text-slate-900">Average</span>
              <StarRating rating={Math.round(average)} isTextShown={false} />
              <span>
                {average} out of 5 from {sorted.length} scorecards
              </span>
            </p>
          )}
          <ul className="grid gap-3" aria-label="Submitted scorecards">
            {sorted.map((scorecard) => (
              <ScorecardItem
                key={scorecard.id}
                scorecard={scorecard}
                onEdit={
                  onEdit && scorecard.interviewId !== null && scorecard.submittedBy?.id === memberId
                    ? () => onEdit(scorecard)
                    : undefined
                }
              />
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}

function ScorecardItem({
  scorecard,
  onEdit,
}: {
  scorecard: ScorecardView;
  onEdit: (() => void) | undefined;
}) {
  const titleId = useId();
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-sm font-semibold text-slate-900">
            {scorecard.interviewType ?? 'General scorecard'}
          </h3>
          <p className="text-xs text-slate-500">
            By {scorecard.submittedBy?.name ?? 'a former team member'} ·{' '}
            <time dateTime={scorecard.submittedAt}>{formatDateTime(scorecard.submittedAt)}</time>
          </p>
        </div>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} aria-describedby={titleId}>
            <ClipboardPen aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <StarRating rating={scorecard.overallRating} />
        <RecommendationBadge recommendation={scorecard.recommendation} />
      </div>

      {scorecard.criteria.length > 0 && (
        <dl className="grid gap-x-4 gap-y-1.5 rounded-md bg-slate-50 px-3 py-2.5 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
          {scorecard.criteria.map((criterion) => (
            <div key={criterion.name} className="contents">
              <dt className="truncate text-slate-700" title={criterion.name}>
                {criterion.name}
              </dt>
              <dd>
                <StarRating rating={criterion.rating} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
      )}

      {scorecard.notes && (
        <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{scorecard.notes}</p>
      )}
    </li>
  );
}
