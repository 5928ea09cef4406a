import type { TimelineEventView } from '../../../../shared/applications';
import type { EmailMessageView } from '../../../../shared/email';

export type TimelineEntry =
  | { kind: 'event'; id: string; at: string; event: TimelineEventView }
  | { kind: 'message'; id: string; at: string; message: EmailMessageView };

/**
 * The application's timeline, newest first. Once its messages are known, each
 * email is shown as its message (with its delivery status) instead of the bare
 * 'email_sent' event recorded with it; until then, the events stand in.
 */
export function timelineEntries(
  events: readonly TimelineEventView[],
  messages: readonly EmailMessageView[] | undefined,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const event of events) {
    if (messages && event.type === 'email_sent') continue;
    entries.push({ kind: 'event', id: `event-${event.id}`, at: event.occurredAt, event });
  }
  for (const message of messages ?? []) {
    entries.push({ kind: 'message', id: `message-${message.id}`, at: message.createdAt, message });
  }
  return entries.sort(
    (a, b) => b.at.localeCompare(a.at) || isApplied(a) - isApplied(b) || a.id.localeCompare(b.id),
  );
}

/** At the same moment (the confirmation written with the application), applying came first. */
const isApplied = (entry: TimelineEntry) =>
  entry.kind === 'event' && entry.event.type === 'applied' ? 1 : 0;
