import { describe, expect, it } from 'vitest';
import type { TimelineEventView } from '../../../../shared/applications';
import type { EmailMessageView } from '../../../../shared/email';
import { timelineEntries } from './timeline-entries';

const event = (id: string, type: TimelineEventView['type'], occurredAt: string) =>
  ({ id, type, occurredAt, actorName: 'Abena Darko' }) as TimelineEventView;
const message = (id: string, createdAt: string) =>
  ({ id, createdAt, status: 'SENT', subject: 'Hello' }) as EmailMessageView;

const EVENTS = [
  event('applied', 'applied', '2025-05-01T09:00:00.000Z'),
  event('e1', 'email_sent', '2025-05-02T09:00:00.000Z'),
  event('n1', 'note_added', '2025-05-03T09:00:00.000Z'),
];

describe('timelineEntries', () => {
  it('shows the email events until the messages are known', () => {
    expect(timelineEntries(EVENTS, undefined).map((entry) => entry.id)).toEqual([
      'event-n1',
      'event-e1',
      'event-applied',
    ]);
  });

  it('shows each email as its message, newest first, among the other events', () => {
    const entries = timelineEntries(EVENTS, [
      message('m2', '2025-05-04T09:00:00.000Z'),
      message('m1', '2025-05-02T09:00:00.000Z'),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual([
      'message-m2',
      'event-n1',
      'message-m1',
      'event-applied',
    ]);
  });

  it('puts the confirmation written with the application after it', () => {
    const at = '2025-05-01T09:00:00.000Z';
    const entries = timelineEntries([event('zz-applied', 'applied', at)], [message('aa', at)]);
    expect(entries.map((entry) => entry.id)).toEqual(['message-aa', 'event-zz-applied']);
  });
});
