import { describe, expect, it } from 'vitest';
import {
  rescheduleInterviewSchema,
  SCHEDULE_VALIDATION_MESSAGE,
  scheduleInterviewFormSchema,
  scheduleInterviewSchema,
  scorecardSchema,
} from './interviews';

const applicationId = '7d8f6f4e-2a6b-4c55-9d0e-6b1f0b4c2a11';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('scheduling an interview', () => {
  it('ends one hour after the start unless told, in Africa/Accra with invites on', () => {
    const input = scheduleInterviewSchema.parse({
      applicationId,
      type: 'Phone Screen',
      scheduledStart: '2026-12-01T10:00:00+01:00',
    });
    expect(input.scheduledStart).toBe('2026-12-01T09:00:00.000Z');
    expect(input.scheduledEnd).toBe('2026-12-01T10:00:00.000Z');
    expect(input.timezone).toBe('Africa/Accra');
    expect(input.sendInvites).toBe(true);
    expect(input.interviewerIds).toEqual([]);
  });

  it.each([
    ['no type', { scheduledStart: '2026-12-01T10:00:00Z' }],
    ['an unknown type', { type: 'Chat', scheduledStart: '2026-12-01T10:00:00Z' }],
    ['no start', { type: 'Phone Screen' }],
    [
      'an end before the start',
      {
        type: 'Phone Screen',
        scheduledStart: '2026-12-01T10:00:00Z',
        scheduledEnd: '2026-12-01T09:00:00Z',
      },
    ],
    [
      'an end equal to the start',
      {
        type: 'Phone Screen',
        scheduledStart: '2026-12-01T10:00:00Z',
        scheduledEnd: '2026-12-01T10:00:00Z',
      },
    ],
  ])('refuses %s with the spec message', (_label, fields) => {
    const result = scheduleInterviewSchema.safeParse({ applicationId, ...fields });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toContain(SCHEDULE_VALIDATION_MESSAGE);
  });

  it('reads a time without an offset in the chosen zone, or Africa/Accra', () => {
    const inLondon = scheduleInterviewSchema.parse({
      applicationId,
      type: 'Phone Screen',
      scheduledStart: '2026-07-01T10:00',
      scheduledEnd: '2026-07-01T10:45:00',
      timezone: 'Europe/London',
    });
    expect(inLondon.scheduledStart).toBe('2026-07-01T09:00:00.000Z');
    expect(inLondon.scheduledEnd).toBe('2026-07-01T09:45:00.000Z');
    const inAccra = scheduleInterviewSchema.parse({
      applicationId,
      type: 'Phone Screen',
      scheduledStart: '2026-07-01T10:00:00.000',
    });
    expect(inAccra.scheduledStart).toBe('2026-07-01T10:00:00.000Z');
    expect(inAccra.scheduledEnd).toBe('2026-07-01T11:00:00.000Z');
    for (const scheduledStart of ['2026-02-30T10:00', 'tomorrow at ten', '']) {
      const result = scheduleInterviewSchema.safeParse({
        applicationId,
        type: 'Phone Screen',
        scheduledStart,
      });
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toContain(SCHEDULE_VALIDATION_MESSAGE);
    }
  });

  it('takes only the offered time zones and web meeting links', () => {
    const base = { applicationId, type: 'Video Interview', scheduledStart: '2026-12-01T10:00:00Z' };
    expect(scheduleInterviewSchema.safeParse({ ...base, timezone: 'Mars/Olympus' }).success).toBe(
      false,
    );
    expect(
      scheduleInterviewSchema.safeParse({ ...base, meetingUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      scheduleInterviewSchema.parse({ ...base, meetingUrl: 'https://meet.example/abc' }).meetingUrl,
    ).toBe('https://meet.example/abc');
  });

  it('applies the same rule to the form, in the chosen zone', () => {
    const form = {
      type: 'Phone Screen',
      start: '2026-12-01T10:00',
      end: '2026-12-01T09:30',
      timezone: 'Africa/Accra',
      interviewerIds: [],
      location: '',
      meetingUrl: '',
      notes: '',
      sendInvites: true,
    } as const;
    expect(messagesOf(scheduleInterviewFormSchema.safeParse(form))).toEqual([
      SCHEDULE_VALIDATION_MESSAGE,
    ]);
    expect(
      scheduleInterviewFormSchema.safeParse({ ...form, end: '2026-12-01T11:00' }).success,
    ).toBe(true);
    expect(messagesOf(scheduleInterviewFormSchema.safeParse({ ...form, start: '' }))).toContain(
      SCHEDULE_VALIDATION_MESSAGE,
    );
  });

  it('reschedules with the same rule', () => {
    expect(
      rescheduleInterviewSchema.safeParse({
        scheduledStart: '2026-12-01T10:00:00Z',
        scheduledEnd: '2026-12-01T08:00:00Z',
      }).success,
    ).toBe(false);
  });
});

describe('scorecards', () => {
  it('rates 1 to 5 in whole numbers and needs a recommendation', () => {
    const base = { applicationId, overallRating: 4, recommendation: 'YES' };
    expect(scorecardSchema.parse(base).criteria).toEqual([]);
    for (const overallRating of [0, 6, 3.5]) {
      expect(messagesOf(scorecardSchema.safeParse({ ...base, overallRating }))).toEqual([
        'Choose a rating from 1 to 5',
      ]);
    }
    expect(scorecardSchema.safeParse({ ...base, recommendation: 'MAYBE' }).success).toBe(false);
    expect(
      scorecardSchema.safeParse({ ...base, criteria: [{ name: 'Skills', rating: 7 }] }).success,
    ).toBe(false);
  });
});
