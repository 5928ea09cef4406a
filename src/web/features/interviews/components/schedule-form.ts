import type { z } from 'zod';
import {
  DEFAULT_INTERVIEW_MINUTES,
  DEFAULT_TIMEZONE,
  INTERVIEW_TIMEZONES,
  INTERVIEW_TYPES,
  type InterviewTimezone,
  type InterviewType,
  type InterviewView,
  type RescheduleInterviewInput,
  type ScheduleInterviewResponse,
  type scheduleInterviewFormSchema,
} from '../../../../shared/interviews';
import { formatCredits } from '../../../../shared/money';
import { instantToZonedInput, zonedTimeToInstant } from '../../../../shared/time-zones';

/** The schedule form as its inputs hold it: wall-clock times in the chosen zone, '' for blank. */
export interface ScheduleFormValues {
  type: InterviewType | '';
  start: string;
  end: string;
  timezone: InterviewTimezone;
  interviewerIds: string[];
  location: string;
  meetingUrl: string;
  notes: string;
  sendInvites: boolean;
}
export type ScheduleFormOutput = z.output<typeof scheduleInterviewFormSchema>;

export function blankScheduleForm(): ScheduleFormValues {
  return {
    type: '',
    start: '',
    end: '',
    timezone: DEFAULT_TIMEZONE,
    interviewerIds: [],
    location: '',
    meetingUrl: '',
    notes: '',
    sendInvites: true,
  };
}

function isOfferedZone(timeZone: string): timeZone is InterviewTimezone {
  return (INTERVIEW_TIMEZONES as readonly string[]).includes(timeZone);
}

function isInterviewType(type: string): type is InterviewType {
  return (INTERVIEW_TYPES as readonly string[]).includes(type);
}

/** An existing interview in the form, its times read in its own zone, to reschedule it. */
export function formFromInterview(interview: InterviewView): ScheduleFormValues {
  const timezone = isOfferedZone(interview.timezone) ? interview.timezone : DEFAULT_TIMEZONE;
  return {
    type: isInterviewType(interview.type) ? interview.type : '',
    start: instantToZonedInput(new Date(interview.scheduledStart), timezone),
    end: instantToZonedInput(new Date(interview.scheduledEnd), timezone),
    timezone,
    interviewerIds: interview.interviewers.map((person) => person.id),
    location: interview.location ?? '',
    meetingUrl: interview.meetingUrl ?? '',
    notes: interview.notes ?? '',
    sendInvites: true,
  };
}

/**
 * The end the form fills in when a start is chosen and the end is blank: an hour
 * later on the zone's clock, across a daylight-saving change too. Null when the
 * start is not a complete time yet.
 */
export function endAfterStart(start: string, timeZone: string): string | null {
  const instant = zonedTimeToInstant(start, timeZone);
  if (!instant) return null;
  return instantToZonedInput(
    new Date(instant.getTime() + DEFAULT_INTERVIEW_MINUTES * 60_000),
    timeZone,
  );
}

/** The spec's precondition for the submit button: a type, a start and an end. */
export function hasRequiredFields(values: Pick<ScheduleFormValues, 'type' | 'start' | 'end'>) {
  return values.type !== '' && values.start !== '' && values.end !== '';
}

/** The form's wall-clock times as the API's instants (ISO, UTC). */
export function scheduledTimes(form: Pick<ScheduleFormOutput, 'start' | 'end' | 'timezone'>) {
  return {
    scheduledStart: zonedTimeToInstant(form.start, form.timezone)!.toISOString(),
    scheduledEnd: zonedTimeToInstant(form.end, form.timezone)!.toISOString(),
  };
}

/** Everything the form edits, in the API's names (the body of a reschedule). */
export function interviewDetails(form: ScheduleFormOutput): RescheduleInterviewInput & {
  type: InterviewType;
} {
  return {
    type: form.type,
    ...scheduledTimes(form),
    timezone: form.timezone,
    interviewerIds: form.interviewerIds,
    location: form.location,
    meetingUrl: form.meetingUrl,
    notes: form.notes,
    sendInvites: form.sendInvites,
  };
}

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

function invitesText(invitesSent: number, what: string): string {
  return invitesSent > 0 ? ` ${what} sent to ${people(invitesSent)}.` : '';
}

/** What the success toast says: the credits charged, the balance now, the invites sent. */
export function scheduledToastText(
  response: Pick<ScheduleInterviewResponse, 'creditsCharged' | 'balance' | 'invitesSent'>,
): string {
  if (response.creditsCharged === 0) {
    return 'This interview was already scheduled, so no credits were charged.';
  }
  return (
    `${formatCredits(response.creditsCharged)} charged. Your balance is now ${formatCredits(response.balance)}.` +
    invitesText(response.invitesSent, 'Calendar invites')
  );
}

export function rescheduledToastText(response: { invitesSent: number }): string {
  return `No credits were charged.${invitesText(response.invitesSent, 'Updated invites')}`;
}
