/**
 * Wall-clock time in a named IANA time zone, with the platform's Intl data only
 * (no date library): used by the schedule form, the interviews page's day
 * groups and filters, and the calendar invites.
 */

export interface ZonedParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An Intl.DateTimeFormat, made once per locale and options (they are costly to build). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const partFormat = (timeZone: string) =>
  dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant at which a zone's wall clock reads `local` ('YYYY-MM-DDTHH:mm', as a
 * datetime-local input gives it). A time skipped by a daylight-saving change is
 * moved forward by the change; null for text that is not such a time.
 */
export function zonedTimeToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) return null;
  // Try the offset in force near the wall time, then the one at the result: the
  // one that reads back as `local` wins. Neither does inside a spring-forward gap,
  // and the later instant is the wall time moved forward by the change.
  const early = wall - zoneOffsetMs(new Date(wall), timeZone);
  const late = wall - zoneOffsetMs(new Date(early), timeZone);
  const readsBack = (instant: number) =>
    instantToZonedInput(new Date(instant), timeZone) === local.slice(0, 16);
  if (readsBack(late)) return new Date(late);
  if (readsBack(early)) return new Date(early);
  return new Date(Math.max(early, late));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The 'YYYY-MM-DDTHH:mm' a datetime-local input shows for an instant in a zone. */
export function instantToZonedInput(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The zone's calendar day of an instant, as 'YYYY-MM-DD'. */
export function zonedDayKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day after a 'YYYY-MM-DD' key (calendar arithmetic, no zone involved). */
export function addDays(dayKey: string, days: number): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + days));
  return date.toISOString().slice(0, 10);
}

/** The instant a zone's calendar day begins. */
export function startOfZonedDay(dayKey: string, timeZone: string): Date {
  return zonedTimeToInstant(`${dayKey}T00:00`, timeZone)!;
}

/** Monday of the week holding a day (ISO weeks: Monday first). */
export function startOfWeekKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return addDays(dayKey, -((weekday + 6) % 7));
}
