import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_VALIDATION_MESSAGE,
  scheduleInterviewFormSchema,
  type InterviewView,
} from '../../../../shared/interviews';
import {
  blankScheduleForm,
  endAfterStart,
  formFromInterview,
  hasRequiredFields,
  interviewDetails,
  rescheduledToastText,
  scheduledToastText,
} from './schedule-form';

describe('endAfterStart', () => {
  it('is an hour after the start on the zone’s clock', () => {
    expect(endAfterStart('2026-11-26T10:00', 'Africa/Accra')).toBe('2026-11-26T11:00');
    expect(endAfterStart('2026-11-26T23:30', 'Africa/Accra')).toBe('2026-11-27T00:30');
  });

  it('is a real hour later across a daylight-saving change', () => {
    // London's clocks go back at 02:00 on 25 October 2026: 01:30 BST plus an hour is 01:30 GMT.
    expect(endAfterStart('2026-10-25T00:30', 'Europe/London')).toBe('2026-10-25T01:30');
    // And forward at 01:00 on 29 March 2026: 00:30 plus an hour reads 02:30.
    expect(endAfterStart('2026-03-29T00:30', 'Europe/London')).toBe('2026-03-29T02:30');
  });

  it('is nothing while the start is incomplete', () => {
    expect(endAfterStart('', 'Africa/Accra')).toBeNull();
    expect(endAfterStart('2026-11-26', 'Africa/Accra')).toBeNull();
  });
});

describe('the schedule form', () => {
  it('starts blank, in Accra, with invites on', () => {
    expect(blankScheduleForm()).toMatchObject({
      type: '',
      timezone: 'Africa/Accra',
      sendInvites: true,
      interviewerIds: [],
    });
  });

  it('needs a type, a start and an end before it can be sent', () => {
    const filled = {
      type: 'Phone Screen' as const,
      start: '2026-11-26T10:00',
      end: '2026-11-26T11:00',
    };
    expect(hasRequiredFields(filled)).toBe(true);
    expect(hasRequiredFields({ ...filled, type: '' })).toBe(false);
    expect(hasRequiredFields({ ...filled, end: '' })).toBe(false);
  });

  it('refuses an end before the start with the spec’s message', () => {
    const result = scheduleInterviewFormSchema.safeParse({
      ...blankScheduleForm(),
      type: 'Phone Screen',
      start: '2026-11-26T10:00',
      end: '2026-11-26T09:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SCHEDULE_VALIDATION_MESSAGE);
  });

  it('sends wall-clock times read in the chosen zone, blanks as null', () => {
    const form = scheduleInterviewFormSchema.parse({
      ...blankScheduleForm(),
      type: 'Video Interview',
      start: '2026-07-01T10:00',
      end: '2026-07-01T10:45',
      timezone: 'Europe/London',
      location: '  ',
      meetingUrl: 'https://meet.example.test/abc',
    });
    expect(interviewDetails(form)).toEqual({
      type: 'Video Interview',
      scheduledStart: '2026-07-01T09:00:00.000Z',
      scheduledEnd: '2026-07-01T09:45:00.000Z',
      timezone: 'Europe/London',
      interviewerIds: [],
      location: null,
      meetingUrl: 'https://meet.example.test/abc',
      notes: null,
      sendInvites: true,
    });
  });

  it('starts a reschedule from the interview, its times in its own zone', () => {
    const interview = {
      type: 'Panel Interview',
      scheduledStart: '2026-07-01T09:00:00.000Z',
      scheduledEnd: '2026-07-01T10:00:00.000Z',
      timezone: 'Europe/London',
      location: 'Head office',
      meetingUrl: null,
      notes: 'Bring the portfolio',
      interviewers: [{ id: 'member-1', name: 'Kofi Mensah', email: 'kofi@example.test' }],
    } as InterviewView;
    expect(formFromInterview(interview)).toEqual({
      type: 'Panel Interview',
      start: '2026-07-01T10:00',
      end: '2026-07-01T11:00',
      timezone: 'Europe/London',
      interviewerIds: ['member-1'],
      location: 'Head office',
      meetingUrl: '',
      notes: 'Bring the portfolio',
      sendInvites: true,
    });
  });
});

describe('toast texts', () => {
  it('says what was charged, the balance and the invites', () => {
    expect(scheduledToastText({ creditsCharged: 2, balance: 1, invitesSent: 2 })).toBe(
      '2 credits charged. Your balance is now 1 credit. Calendar invites sent to 2 people.',
    );
    expect(scheduledToastText({ creditsCharged: 2, balance: 3, invitesSent: 0 })).toBe(
      '2 credits charged. Your balance is now 3 credits.',
    );
    expect(scheduledToastText({ creditsCharged: 0, balance: 3, invitesSent: 0 })).toBe(
      'This interview was already scheduled, so no credits were charged.',
    );
  });

  it('says a reschedule is free', () => {
    expect(rescheduledToastText({ invitesSent: 1 })).toBe(
      'No credits were charged. Updated invites sent to 1 person.',
    );
    expect(rescheduledToastText({ invitesSent: 0 })).toBe('No credits were charged.');
  });
});
