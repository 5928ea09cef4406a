import type { InterviewView } from '../../../../shared/interviews';
import {
  addDays,
  dateTimeFormat,
  startOfWeekKey,
  startOfZonedDay,
  zonedDayKey,
} from '../../../../shared/time-zones';

/** The interviews page's time filter (spec: all, today, tomorrow, this week). */
export const TIME_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'week', label: 'This week' },
] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number]['value'];

export function parseTimeFilter(value: string | null): TimeFilter {
  return TIME_FILTERS.some((filter) => filter.value === value) ? (value as TimeFilter) : 'all';
}

/**
 * The instants a time filter covers, counted in the organization's time zone:
 * from the first day's midnight up to (not including) the midnight after the
 * last. "This week" is the calendar week holding today, Monday to Sunday.
 * Null for "all".
 */
export function timeFilterRange(
  filter: TimeFilter,
  timeZone: string,
  now: Date,
): { from: string; to: string } | null {
  if (filter === 'all') return null;
  const today = zonedDayKey(now, timeZone);
  const [first, days] =
    filter === 'today'
      ? [today, 1]
      : filter === 'tomorrow'
        ? [addDays(today, 1), 1]
        : [startOfWeekKey(today), 7];
  return {
    from: startOfZonedDay(first, timeZone).toISOString(),
    to: startOfZonedDay(addDays(first, days), timeZone).toISOString(),
  };
}

const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const weekdayMonthDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** Noon UTC of a 'YYYY-MM-DD' key, to format the calendar day itself. */
function dayDate(dayKey: string): Date {
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12));
}

/** A day's heading: Today, Tomorrow, or month and day ("November 25"); the year only if not this one. */
export function dayHeading(dayKey: string, todayKey: string): string {
  if (dayKey === todayKey) return 'Today';
  if (dayKey === addDays(todayKey, 1)) return 'Tomorrow';
  const format = dayKey.slice(0, 4) === todayKey.slice(0, 4) ? monthDay : monthDayYear;
  return format.format(dayDate(dayKey));
}

/** What the heading leaves out: the date of Today and Tomorrow, the weekday of other days. */
export function dayCaption(dayKey: string, todayKey: string): string {
  const isNamed = dayKey === todayKey || dayKey === addDays(todayKey, 1);
  return (isNamed ? weekdayMonthDay : weekday).format(dayDate(dayKey));
}

export interface InterviewDay {
  /** 'YYYY-MM-DD' in the organization's zone. */
  dayKey: string;
  heading: string;
  /** "Tuesday, November 24" under Today or Tomorrow, the weekday under a date. */
  caption: string;
  interviews: InterviewView[];
}

/** Interviews by the day they start in the organization's zone, days and times in order. */
export function groupByDay(
  interviews: readonly InterviewView[],
  timeZone: string,
  now: Date,
): InterviewDay[] {
  const todayKey = zonedDayKey(now, timeZone);
  const days = new Map<string, InterviewView[]>();
  const sorted = [...interviews].sort((a, b) =>
    a.scheduledStart === b.scheduledStart
      ? a.createdAt.localeCompare(b.createdAt)
      : new Date(a.scheduledStart).getTime() - new Date(b.scheduledStart).getTime(),
  );
  for (const interview of sorted) {
    const key = zonedDayKey(new Date(interview.scheduledStart), timeZone);
    const day = days.get(key);
    if (day) day.push(interview);
    else days.set(key, [interview]);
  }
  return [...days].map(([dayKey, list]) => ({
    dayKey,
    heading: dayHeading(dayKey, todayKey),
    caption: dayCaption(dayKey, todayKey),
    interviews: list,
  }));
}

const timeFormat = (timeZone: string, withZone: boolean) =>
  dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(withZone ? { timeZoneName: 'short' } : {}),
  });

const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * "10:00 – 11:00 GMT": an interview's times on a zone's clock, with the zone's
 * short name. An end on a later day says which day.
 */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  const startDate = new Date(start);
  const endDate = new Date(end);
  const from = timeFormat(timeZone, false).format(startDate);
  const to = timeFormat(timeZone, true).format(endDate);
  const endDay = zonedDayKey(endDate, timeZone);
  if (endDay === zonedDayKey(startDate, timeZone)) return `${from} – ${to}`;
  const [year, month, day] = endDay.split('-').map(Number);
  return `${from} – ${shortDay.format(new Date(Date.UTC(year!, month! - 1, day!)))}, ${to}`;
}

/** "Tomorrow, 10:00 – 11:00 GMT": an interview's day and times, as the page heads and shows them. */
export function interviewWhenText(
  interview: Pick<InterviewView, 'scheduledStart' | 'scheduledEnd'>,
  timeZone: string,
  now: Date,
): string {
  const day = dayHeading(
    zonedDayKey(new Date(interview.scheduledStart), timeZone),
    zonedDayKey(now, timeZone),
  );
  return `${day}, ${formatTimeRange(interview.scheduledStart, interview.scheduledEnd, timeZone)}`;
}
