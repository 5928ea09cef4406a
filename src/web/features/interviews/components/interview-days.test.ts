import { describe, expect, it } from 'vitest';
import type { InterviewView } from '../../../../shared/interviews';
import {
  dayCaption,
  dayHeading,
  formatTimeRange,
  groupByDay,
  interviewWhenText,
  parseTimeFilter,
  timeFilterRange,
} from './interview-days';

function interview(id: string, scheduledStart: string, minutes = 60): InterviewView {
  return {
    id,
    applicationId: `application-${id}`,
    type: 'Phone Screen',
    status: 'SCHEDULED',
    scheduledStart,
    scheduledEnd: new Date(new Date(scheduledStart).getTime() + minutes * 60_000).toISOString(),
    timezone: 'Africa/Accra',
    location: null,
    meetingUrl: null,
    notes: null,
    candidate: { id: `candidate-${id}`, fullName: `Candidate ${id}` },
    job: { id: 'job', title: 'Warehouse Supervisor' },
    interviewers: [],
    scheduledByName: null,
    hasMyScorecard: false,
    sequence: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('timeFilterRange', () => {
  // Wednesday 25 November, 23:30 in Accra.
  const now = new Date('2026-11-25T23:30:00Z');

  it('covers no range for all', () => {
    expect(timeFilterRange('all', 'Africa/Accra', now)).toBeNull();
  });

  it('counts today and tomorrow from midnight in the organization’s zone', () => {
    expect(timeFilterRange('today', 'Africa/Accra', now)).toEqual({
      from: '2026-11-25T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
    });
    expect(timeFilterRange('tomorrow', 'Africa/Accra', now)).toEqual({
      from: '2026-11-26T00:00:00.000Z',
      to: '2026-11-27T00:00:00.000Z',
    });
    // 23:30 UTC is 03:30 the next day in Dubai: its today is the 26th.
    expect(timeFilterRange('today', 'Asia/Dubai', now)).toEqual({
      from: '2026-11-25T20:00:00.000Z',
      to: '2026-11-26T20:00:00.000Z',
    });
    // And 18:30 the same day in New York.
    expect(timeFilterRange('tomorrow', 'America/New_York', now)).toEqual({
      from: '2026-11-26T05:00:00.000Z',
      to: '2026-11-27T05:00:00.000Z',
    });
  });

  it('covers this week from Monday to the end of Sunday', () => {
    expect(timeFilterRange('week', 'Africa/Accra', now)).toEqual({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    // A Sunday belongs to the week that started six days before.
    expect(timeFilterRange('week', 'Africa/Accra', new Date('2026-11-29T12:00:00Z'))).toEqual({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
  });

  it('is a day of 23 hours across a spring-forward change', () => {
    // London moves to summer time on Sunday 29 March 2026.
    const range = timeFilterRange('tomorrow', 'Europe/London', new Date('2026-03-28T12:00:00Z'))!;
    expect(range).toEqual({ from: '2026-03-29T00:00:00.000Z', to: '2026-03-29T23:00:00.000Z' });
  });

  it('reads an unknown filter in the address as all', () => {
    expect(parseTimeFilter('week')).toBe('week');
    expect(parseTimeFilter('yesterday')).toBe('all');
    expect(parseTimeFilter(null)).toBe('all');
  });
});

describe('dayHeading', () => {
  it('says Today, Tomorrow, or the month and day', () => {
    expect(dayHeading('2026-11-25', '2026-11-25')).toBe('Today');
    expect(dayHeading('2026-11-26', '2026-11-25')).toBe('Tomorrow');
    expect(dayHeading('2026-11-24', '2026-11-25')).toBe('November 24');
    expect(dayHeading('2026-12-01', '2026-11-25')).toBe('December 1');
  });

  it('is captioned with the date of Today and Tomorrow, the weekday of other days', () => {
    expect(dayCaption('2026-11-25', '2026-11-25')).toBe('Wednesday, November 25');
    expect(dayCaption('2026-11-26', '2026-11-25')).toBe('Thursday, November 26');
    expect(dayCaption('2026-11-28', '2026-11-25')).toBe('Saturday');
  });

  it('names the year of another year’s day', () => {
    expect(dayHeading('2027-01-04', '2026-12-31')).toBe('January 4, 2027');
    expect(dayHeading('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });
});

describe('groupByDay', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('groups by the day in the organization’s zone, days and times in order', () => {
    const late = interview('late', '2026-11-26T21:00:00Z');
    const early = interview('early', '2026-11-26T08:00:00Z');
    const today = interview('today', '2026-11-25T15:00:00Z');
    const later = interview('later', '2026-12-03T09:00:00Z');
    const days = groupByDay([late, later, today, early], 'Africa/Accra', now);
    expect(days.map((day) => [day.heading, day.interviews.map((item) => item.id)])).toEqual([
      ['Today', ['today']],
      ['Tomorrow', ['early', 'late']],
      ['December 3', ['later']],
    ]);
  });

  it('puts an evening interview on the next day where that zone has already reached it', () => {
    const evening = interview('evening', '2026-11-25T21:00:00Z');
    // 21:00 UTC is 01:00 on the 26th in Dubai: tomorrow there.
    expect(groupByDay([evening], 'Asia/Dubai', now)[0]).toMatchObject({
      dayKey: '2026-11-26',
      heading: 'Tomorrow',
    });
    expect(groupByDay([evening], 'Africa/Accra', now)[0]?.heading).toBe('Today');
  });

  it('gives no days for no interviews', () => {
    expect(groupByDay([], 'Africa/Accra', now)).toEqual([]);
  });
});

describe('formatTimeRange', () => {
  it('shows the times on the zone’s clock with its short name', () => {
    expect(formatTimeRange('2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z', 'Africa/Accra')).toBe(
      '10:00 – 11:00 GMT',
    );
    expect(formatTimeRange('2026-07-01T09:00:00Z', '2026-07-01T09:45:00Z', 'Europe/London')).toBe(
      '10:00 – 10:45 BST',
    );
  });

  it('names the end’s day when it is a later one', () => {
    expect(formatTimeRange('2026-11-26T23:30:00Z', '2026-11-27T00:30:00Z', 'Africa/Accra')).toBe(
      '23:30 – 27 Nov, 00:30 GMT',
    );
  });
});

describe('interviewWhenText', () => {
  it('names the day as the page heads it, then the times', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(interviewWhenText(interview('a', '2026-11-26T10:00:00Z'), 'Africa/Accra', now)).toBe(
      'Tomorrow, 10:00 – 11:00 GMT',
    );
    expect(interviewWhenText(interview('b', '2026-12-03T09:00:00Z'), 'Africa/Accra', now)).toBe(
      'December 3, 09:00 – 10:00 GMT',
    );
  });
});
