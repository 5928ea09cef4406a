import {
  ShieldOff,
  UserMinus,
  AlertCircle,
  ArrowRightLeft,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  ClipboardCheck,
  History,
  LockOpen,
  Mail,
  RotateCcw,
  Send,
  StickyNote,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { TimelineEventType, TimelineEventView } from '../../../../shared/applications';
import { useId } from 'react';
import type { EmailMessageView } from '../../../../shared/email';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { EmailMessageSummary } from '../../email';
import { timelineActorText, timelineEventReason, timelineEventText } from './candidate-text';
import { SectionCard } from './section-card';
import { timelineEntries } from './timeline-entries';

const EVENT_ICONS: Record<TimelineEventType, LucideIcon> = {
  applied: Send,
  unlocked: LockOpen,
  unlock_refunded: RotateCcw,
  stage_moved: ArrowRightLeft,
  rejected: XCircle,
  note_added: StickyNote,
  email_sent: Mail,
  interview_scheduled: CalendarPlus,
  interview_rescheduled: CalendarClock,
  interview_cancelled: CalendarX,
  interview_completed: CalendarCheck,
  scorecard_submitted: ClipboardCheck,
  withdrawn: UserMinus,
  erased: ShieldOff,
};

const bulletClasses =
  'absolute top-0.5 -left-[1.95rem] flex size-5 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500';

/** Why the emails' delivery status is missing, and a way to ask for it again. */
export interface MessagesLoadFailure {
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * Everything that happened to the application, newest first, with who did it and
 * when; its emails with their delivery status once `messages` has loaded, or a
 * notice when they could not be.
 */
export function ApplicationTimelineCard({
  applicationId,
  events,
  messages,
  messagesFailure,
  canRetryEmail,
}: {
  applicationId: string;
  events: TimelineEventView[];
  messages?: EmailMessageView[] | undefined;
  /** Set when the messages could not be loaded. */
  messagesFailure?: MessagesLoadFailure | null | undefined;
  /** The member may send email, so may send a failed one again. */
  canRetryEmail: boolean;
}) {
  const entries = timelineEntries(events, messages);
  return (
    <SectionCard icon={History} title="Timeline">
      {messagesFailure && <MessagesLoadFailed {...messagesFailure} />}
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing has happened yet</p>
      ) : (
        <ol className="relative grid gap-4 border-l border-slate-200 pl-5">
          {entries.map((entry) => {
            if (entry.kind === 'message') {
              return (
                <li key={entry.id} className="relative">
                  <span className={bulletClasses}>
                    <Mail className="size-3" aria-hidden="true" />
                  </span>
                  <EmailMessageSummary
                    applicationId={applicationId}
                    message={entry.message}
                    canRetry={canRetryEmail}
                  />
                </li>
              );
            }
            const { event } = entry;
            const Icon = EVENT_ICONS[event.type];
            const reason = timelineEventReason(event);
            return (
              <li key={entry.id} className="relative">
                <span className={bulletClasses}>
                  <Icon className="size-3" aria-hidden="true" />
                </span>
                <p className="text-sm font-medium text-slate-900">{timelineEventText(event)}</p>
                {reason && (
                  <p className="mt-0.5 text-sm whitespace-pre-wrap text-slate-700">{reason}</p>
                )}
                <p className="mt-0.5 text-xs text-slate-500">
                  {timelineActorText(event)} ·{' '}
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}

/** Said politely, not as an alert: the timeline itself loaded, only delivery status is missing. */
function MessagesLoadFailed({ onRetry, isRetrying }: MessagesLoadFailure) {
  const textId = useId();
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900"
    >
      <p id={textId} className="flex min-w-0 flex-1 items-start gap-1.5">
        <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        Email delivery status could not be loaded.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="h-7 px-2.5 text-xs"
        onClick={onRetry}
        isPending={isRetrying}
        aria-describedby={textId}
      >
        Try again
      </Button>
    </div>
  );
}
