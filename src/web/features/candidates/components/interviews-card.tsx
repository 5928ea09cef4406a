import { CalendarClock, ClipboardCheck, Star } from 'lucide-react';
import type { ApplicationDetailView } from '../../../../shared/applications';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { SectionCard } from './section-card';
import { formatDateTime } from '../../../lib/format';

const STATUS_VARIANTS: Record<ApplicationDetailView['interviews'][number]['status'], BadgeVariant> =
  {
    SCHEDULED: 'info',
    COMPLETED: 'success',
    CANCELLED: 'secondary',
  };

/** The application's interviews, earliest first. */
export function InterviewsCard({
  interviews,
}: {
  interviews: ApplicationDetailView['interviews'];
}) {
  const sorted = [...interviews].sort((a, b) => a.scheduledStart.localeCompare(b.scheduledStart));
  return (
    <SectionCard icon={CalendarClock} title="Interview timeline">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">No interviews yet</p>
      ) : (
        <ol className="grid gap-3">
          {sorted.map((interview) => (
            <li
              key={interview.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="text-sm font-medium text-slate-900">{interview.type}</p>
                <p className="text-xs text-slate-500">{formatDateTime(interview.scheduledStart)}</p>
              </div>
              <Badge variant={STATUS_VARIANTS[interview.status]}>{interview.status}</Badge>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/** Submitted scorecards, newest first. */
export function ScorecardsCard({
  scorecards,
}: {
  scorecards: ApplicationDetailView['scorecards'];
}) {
  const sorted = [...scorecards].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return (
    <SectionCard icon={ClipboardCheck} title="Scorecards">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">No scorecards yet</p>
      ) : (
        <ul className="grid gap-3">
          {sorted.map((scorecard) => (
            <li key={scorecard.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-center justify-between gap-2">
                <p className="flex items-center gap-1 text-sm font-medium text-slate-900">
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
                  {scorecard.overallRating} out of 5
                </p>
                <p className="text-xs text-slate-500">{formatDateTime(scorecard.submittedAt)}</p>
              </div>
              {scorecard.notes && (
                <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{scorecard.notes}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
