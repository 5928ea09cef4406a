import { describe, expect, it } from 'vitest';
import { interviewTimeText, timeZoneText, utcOffsetText, viewerTimeText } from './interview-text';

describe('interview times', () => {
  it("reads the time in the interview's own zone", () => {
    const start = '2025-10-14T10:00:00.000Z';
    const end = '2025-10-14T11:00:00.000Z';
    expect(interviewTimeText(start, end, 'Africa/Accra')).toBe('Tue 14 Oct 2025, 10:00–11:00');
    expect(interviewTimeText(start, end, 'Asia/Dubai')).toBe('Tue 14 Oct 2025, 14:00–15:00');
    expect(interviewTimeText(start, end, 'America/Los_Angeles')).toBe(
      'Tue 14 Oct 2025, 03:00–04:00',
    );
  });

  it('names both days when the interview runs past midnight', () => {
    expect(
      interviewTimeText('2025-10-14T23:30:00.000Z', '2025-10-15T00:30:00.000Z', 'Africa/Accra'),
    ).toBe('Tue 14 Oct 2025, 23:30 – Wed 15 Oct 2025, 00:30');
  });

  it('names the zone with its offset at that time', () => {
    const summer = new Date('2025-07-01T12:00:00.000Z');
    const winter = new Date('2025-12-01T12:00:00.000Z');
    expect(timeZoneText(summer, 'Africa/Accra')).toBe('Africa/Accra (GMT)');
    expect(timeZoneText(summer, 'Europe/London')).toBe('Europe/London (GMT+1)');
    expect(timeZoneText(winter, 'Europe/London')).toBe('Europe/London (GMT)');
    expect(timeZoneText(summer, 'America/Los_Angeles')).toBe('America/Los Angeles (GMT-7)');
    expect(utcOffsetText(summer, 'Asia/Kolkata')).toBe('GMT+5:30');
  });

  it("adds the viewer's own time only when their clock differs", () => {
    const start = '2025-10-14T10:00:00.000Z';
    expect(viewerTimeText(start, 'Africa/Accra', 'UTC')).toBeNull();
    expect(viewerTimeText(start, 'Africa/Accra', 'Europe/London')).toBe('11:00 your time');
    expect(viewerTimeText('2025-10-14T22:30:00.000Z', 'Africa/Accra', 'Asia/Dubai')).toBe(
      'Wed 15 Oct 2025, 02:30 your time',
    );
  });
});
