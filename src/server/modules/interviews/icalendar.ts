import { zonedParts } from '../../../shared/time-zones';

/**
 * iCalendar (RFC 5545) invites for interviews, per the iTIP methods of RFC 5546:
 * REQUEST to invite or update (same UID, higher SEQUENCE), CANCEL to call off.
 * Times are written in the interview's own zone (DTSTART;TZID=...) with that
 * zone's VTIMEZONE, so calendars show the time the scheduler chose.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  timezone: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** When the invite was written (DTSTAMP). */
  stamp: Date;
}

/** The zones the schedule form offers, with their current daylight-saving rules. */
const VTIMEZONES: Record<string, string[]> = {
  'Africa/Accra': standardOnly('Africa/Accra', '+0000', 'GMT'),
  'Asia/Dubai': standardOnly('Asia/Dubai', '+0400', '+04'),
  'Europe/London': withDaylight('Europe/London', {
    standard: ['+0000', 'GMT', '19701025T020000', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'],
    daylight: ['+0100', 'BST', '19700329T010000', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'],
  }),
  'America/New_York': withDaylight('America/New_York', {
    standard: ['-0500', 'EST', '19701101T020000', 'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'],
    daylight: ['-0400', 'EDT', '19700308T020000', 'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'],
  }),
  'America/Los_Angeles': withDaylight('America/Los_Angeles', {
    standard: ['-0800', 'PST', '19701101T020000', 'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'],
    daylight: ['-0700', 'PDT', '19700308T020000', 'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'],
  }),
};

function standardOnly(tzid: string, offset: string, name: string): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

type Rule = [offset: string, name: string, start: string, rrule: string];

function withDaylight(tzid: string, rules: { standard: Rule; daylight: Rule }): string[] {
  const [stdOffset, stdName, stdStart, stdRule] = rules.standard;
  const [dstOffset, dstName, dstStart, dstRule] = rules.daylight;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:DAYLIGHT',
    `DTSTART:${dstStart}`,
    `RRULE:${dstRule}`,
    `TZOFFSETFROM:${stdOffset}`,
    `TZOFFSETTO:${dstOffset}`,
    `TZNAME:${dstName}`,
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `DTSTART:${stdStart}`,
    `RRULE:${stdRule}`,
    `TZOFFSETFROM:${dstOffset}`,
    `TZOFFSETTO:${stdOffset}`,
    `TZNAME:${stdName}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function localStamp(instant: Date, timezone: string): string {
  const p = zonedParts(instant, timezone);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value: quoted, and without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  const safe = [...value].filter(
    (char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char !== '\u007f',
  );
  return `"${safe.join('')}"`;
}

function mailto(email: string): string {
  return `mailto:${email.replace(/[\s"<>]/g, '')}`;
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildInvite(invite: CalendarInvite): string {
  const zone = VTIMEZONES[invite.timezone];
  const time = (name: string, instant: Date) =>
    zone
      ? `${name};TZID=${invite.timezone}:${localStamp(instant, invite.timezone)}`
      : `${name}:${utcStamp(instant)}`;
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Shortlist//Interviews//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    ...(zone ?? []),
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    time('DTSTART', invite.start),
    time('DTEND', invite.end),
    `SUMMARY:${escapeText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapeText(invite.description)}`] : []),
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.url ? [`URL:${invite.url.replace(/[\s"<>]/g, '')}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:${mailto(invite.organizer.email)}`,
    ...invite.attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:${mailto(attendee.email)}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
