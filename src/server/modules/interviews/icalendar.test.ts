import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildInvite, foldLine, type CalendarInvite } from './icalendar';

const invite = (overrides: Partial<CalendarInvite> = {}): CalendarInvite => ({
  method: 'REQUEST',
  uid: 'interview-1@shortlist',
  sequence: 0,
  start: new Date('2026-07-01T14:00:00Z'),
  end: new Date('2026-07-01T15:00:00Z'),
  timezone: 'America/New_York',
  summary: 'Technical Interview: Ama Mensah for Site Engineer, Tema (Volta; Ltd)',
  description: 'When: tomorrow\nJoin: https://meet.example/x',
  location: 'Ridge Office, Accra',
  url: 'https://meet.example/x',
  organizer: { name: 'Kwame "KB" Boateng', email: 'kwame@volta.test' },
  attendees: [
    { name: 'Ama Mensah', email: 'ama@example.test' },
    { name: 'Efua Owusu', email: 'efua@volta.test' },
  ],
  stamp: new Date('2026-06-20T08:00:00Z'),
  ...overrides,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('iCalendar invites', () => {
  it('is a valid REQUEST whose times convert back to the same instants', () => {
    const text = buildInvite(invite());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('interview-1@shortlist');
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(text).toContain('DTSTART;TZID=America/New_York:20260701T100000');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T15:00:00.000Z');
    expect(event.summary).toBe(invite().summary);
    expect(event.description).toBe(invite().description);
    expect(event.location).toBe('Ridge Office, Accra');
    expect(event.organizer).toBe('mailto:kwame@volta.test');
    expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
      'mailto:ama@example.test',
      'mailto:efua@volta.test',
    ]);
    expect(event.attendees[0]!.getParameter('cn')).toBe('Ama Mensah');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it.each([
    ['Africa/Accra', '2026-12-01T10:00:00Z', '20261201T100000'],
    ['Europe/London', '2026-07-01T09:00:00Z', '20260701T100000'],
    ['Europe/London', '2026-12-01T10:00:00Z', '20261201T100000'],
    ['America/Los_Angeles', '2026-12-01T18:00:00Z', '20261201T100000'],
    ['Asia/Dubai', '2026-12-01T06:00:00Z', '20261201T100000'],
  ])('writes %s local time with its VTIMEZONE (%s)', (timezone, utc, local) => {
    const start = new Date(utc);
    const text = buildInvite(
      invite({ timezone, start, end: new Date(start.getTime() + 3_600_000) }),
    );
    expect(text).toContain(`DTSTART;TZID=${timezone}:${local}`);
    expect(text).toContain(`TZID:${timezone}`);
    expect(parse(text).event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
  });

  it('cancels with the same UID and a higher SEQUENCE', () => {
    const { calendar, vevent, event } = parse(
      buildInvite(invite({ method: 'CANCEL', sequence: 2 })),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('interview-1@shortlist');
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('folds long lines without splitting a character', () => {
    const line = `SUMMARY:${'Ɛ'.repeat(80)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n').every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
