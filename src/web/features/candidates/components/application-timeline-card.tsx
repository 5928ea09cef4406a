import {
  ArrowRightLeft,
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
import { formatDateTime } from '../../../lib/format';
import { timelineActorText, timelineEventReason, timelineEventText } from './candidate-text';
import { SectionCard } from './section-card';

const EVENT_ICONS: Record<TimelineEventType, LucideIcon> = {
  applied: Send,
  unlocked: LockOpen,
  unlock_refunded: RotateCcw,
  stage_moved: ArrowRightLeft,
  rejected: XCircle,
  note_added: StickyNote,
  email_sent: Mail,
};

/** Everything that happened to the application, newest first, with who did it and when. */
export function ApplicationTimelineCard({ events }: { events: TimelineEventView[] }) {
  const sorted = [...events].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
  return (
    <SectionCard icon={History} title="Timeline">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing has happened yet</p>
      ) : (
        <ol className="relative grid gap-4 border-l border-slate-200 pl-5">
          {sorted.map((event) => {
            const Icon = EVENT_ICONS[event.type];
            const reason = timelineEventReason(event);
            return (
              <li key={event.id} className="relative">
                <span className="absolute top-0.5 -left-[1.95rem] flex size-5 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500">
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
