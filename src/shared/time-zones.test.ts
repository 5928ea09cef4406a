import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantToZonedInput,
  startOfWeekKey,
  startOfZonedDay,
  zonedDayKey,
  zonedTimeToInstant,
} from './time-zones';

describe('wall-clock time in a zone', () => {
  it.each([
    ['2026-07-01T10:00', 'Africa/Accra', '2026-07-01T10:00:00.000Z'],
    ['2026-07-01T10:00', 'Europe/London', '2026-07-01T09:00:00.000Z'],
    ['2026-12-01T10:00', 'Europe/London', '2026-12-01T10:00:00.000Z'],
    ['2026-07-01T10:00', 'America/New_York', '2026-07-01T14:00:00.000Z'],
    ['2026-12-01T10:00', 'America/New_York', '2026-12-01T15:00:00.000Z'],
    ['2026-07-01T10:00', 'America/Los_Angeles', '2026-07-01T17:00:00.000Z'],
    ['2026-07-01T10:00', 'Asia/Dubai', '2026-07-01T06:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, utc) => {
    const instant = zonedTimeToInstant(local, zone)!;
    expect(instant.toISOString()).toBe(utc);
    expect(instantToZonedInput(instant, zone)).toBe(local);
  });

  it('moves a time skipped by the spring change forward, and reads days across midnight', () => {
    // 02:30 does not exist in New York on 8 March 2026.
    expect(zonedTimeToInstant('2026-03-08T02:30', 'America/New_York')!.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedDayKey(new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
    expect(zonedDayKey(new Date('2026-11-23T21:00:00Z'), 'Asia/Dubai')).toBe('2026-11-24');
  });

  it('refuses text that is not a date-time', () => {
    expect(zonedTimeToInstant('', 'Africa/Accra')).toBeNull();
    expect(zonedTimeToInstant('2026-02-30T10:00', 'Africa/Accra')).toBeNull();
    expect(zonedTimeToInstant('tomorrow', 'Africa/Accra')).toBeNull();
  });

  it('counts days and ISO weeks', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(startOfWeekKey('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(startOfWeekKey('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(startOfZonedDay('2026-07-01', 'Europe/London').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });
});
