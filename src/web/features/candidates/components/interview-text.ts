import { dateTimeFormat, zonedDayKey, zoneOffsetMs } from '../../../../shared/time-zones';

const dayFormat = (timeZone: string) =>
  dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const timeFormat = (timeZone: string) =>
  dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Tue 14 Oct 2025", built from parts: engines differ on the comma after the weekday. */
function dayText(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of dayFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "GMT", "GMT+1", "GMT-4:30": the zone's offset from UTC at an instant. */
export function utcOffsetText(instant: Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "Africa/Accra (GMT)", "America/Los Angeles (GMT-7)". */
export function timeZoneText(instant: Date, timeZone: string): string {
  return `${timeZone.replaceAll('_', ' ')} (${utcOffsetText(instant, timeZone)})`;
}

/**
 * An interview's time as its participants read it, in the interview's own zone:
 * "Tue 14 Oct 2025, 10:00–11:00", or both days when it ends on another day.
 */
export function interviewTimeText(start: string, end: string, timeZone: string): string {
  const from = new Date(start);
  const to = new Date(end);
  const sameDay = zonedDayKey(from, timeZone) === zonedDayKey(to, timeZone);
  const startText = `${dayText(from, timeZone)}, ${timeFormat(timeZone).format(from)}`;
  const endText = sameDay
    ? timeFormat(timeZone).format(to)
    : `${dayText(to, timeZone)}, ${timeFormat(timeZone).format(to)}`;
  return sameDay ? `${startText}–${endText}` : `${startText} – ${endText}`;
}

/**
 * The start in the viewer's own zone when their clock reads differently from the
 * interview's ("11:00 your time"); null when both clocks agree.
 */
export function viewerTimeText(start: string, timeZone: string, viewerZone: string): string | null {
  const from = new Date(start);
  if (zoneOffsetMs(from, timeZone) === zoneOffsetMs(from, viewerZone)) return null;
  const sameDay = zonedDayKey(from, timeZone) === zonedDayKey(from, viewerZone);
  const time = timeFormat(viewerZone).format(from);
  return sameDay ? `${time} your time` : `${dayText(from, viewerZone)}, ${time} your time`;
}
