import { z } from 'zod';
import { idempotencyKeyField, optionalText } from './fields';
import { zonedTimeToInstant } from './time-zones';

export const INTERVIEW_TYPES = [
  'Phone Screen',
  'Video Interview',
  'Technical Interview',
  'Panel Interview',
  'Cultural Fit',
  'Final Interview',
  'Assessment',
] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const INTERVIEW_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** The time zones the schedule form offers; the first is the default. */
export const INTERVIEW_TIMEZONES = [
  'Africa/Accra',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Dubai',
] as const;
export type InterviewTimezone = (typeof INTERVIEW_TIMEZONES)[number];
export const DEFAULT_TIMEZONE: InterviewTimezone = 'Africa/Accra';

/** An interview lasts this long unless its end is given. */
export const DEFAULT_INTERVIEW_MINUTES = 60;
export const MAX_INTERVIEWERS = 20;

export const SCHEDULE_VALIDATION_MESSAGE =
  'Please fill in all required fields and ensure end time is after start time';

const meetingUrlField = z
  .string()
  .trim()
  .max(500, 'Must be at most 500 characters')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'Enter a meeting link starting with https://',
  });

/**
 * An instant ('2026-11-24T09:00:00Z', '2026-11-24T10:00+01:00'), or a wall-clock time
 * without an offset ('2026-11-24T10:00'), read in the request's time zone.
 */
const instantField = z.union([z.iso.datetime({ offset: true }), z.iso.datetime({ local: true })], {
  error: SCHEDULE_VALIDATION_MESSAGE,
});

const hasOffset = (value: string) => /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);

function toInstant(value: string, timeZone: string): Date {
  if (hasOffset(value)) return new Date(value);
  // Seconds and fractions do not matter to an interview's time.
  return zonedTimeToInstant(value.slice(0, 16), timeZone) ?? new Date(Number.NaN);
}

/**
 * Both times as instants (wall-clock ones read in the given zone, else Africa/Accra);
 * the end defaults to the start plus the default length.
 */
function withEnd<
  T extends { scheduledStart: string; scheduledEnd?: string | null; timezone?: string },
>(input: T) {
  const zone = input.timezone ?? DEFAULT_TIMEZONE;
  const start = toInstant(input.scheduledStart, zone);
  const end = input.scheduledEnd
    ? toInstant(input.scheduledEnd, zone)
    : new Date(start.getTime() + DEFAULT_INTERVIEW_MINUTES * 60_000);
  // An impossible date (30 February) fails the start-before-end rule below.
  const iso = (instant: Date) => (Number.isNaN(instant.getTime()) ? '' : instant.toISOString());
  return { ...input, scheduledStart: iso(start), scheduledEnd: iso(end) };
}

const interviewDetails = {
  location: optionalText(200),
  meetingUrl: meetingUrlField,
  notes: optionalText(2000),
  timezone: z.enum(INTERVIEW_TIMEZONES, { error: 'Choose one of the offered time zones' }),
  interviewerIds: z
    .array(z.uuid({ error: 'Choose interviewers from your team' }))
    .max(MAX_INTERVIEWERS, `At most ${MAX_INTERVIEWERS} interviewers`),
};

/** POST /api/v1/interviews/schedule, in the spec's field names. */
export const scheduleInterviewSchema = z
  .object({
    applicationId: z.uuid({ error: 'Choose the candidate to interview' }),
    /** Named by the spec; it can only be the member's own organization. */
    orgId: z.uuid().optional(),
    /** Named by the spec; it can only be the signed-in member. */
    scheduledById: z.uuid().optional(),
    type: z.enum(INTERVIEW_TYPES, { error: SCHEDULE_VALIDATION_MESSAGE }),
    scheduledStart: instantField,
    scheduledEnd: instantField.nullish(),
    ...interviewDetails,
    timezone: interviewDetails.timezone.default(DEFAULT_TIMEZONE),
    interviewerIds: interviewDetails.interviewerIds.default([]),
    sendInvites: z.boolean().default(true),
    idempotencyKey: idempotencyKeyField(),
  })
  .transform(withEnd)
  .refine((input) => input.scheduledStart !== '' && input.scheduledStart < input.scheduledEnd, {
    message: SCHEDULE_VALIDATION_MESSAGE,
    path: ['scheduledEnd'],
  });
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewSchema>;

/** PATCH /api/v1/interviews/{id}: a new time or details; invites are updated, nothing is charged. */
export const rescheduleInterviewSchema = z
  .object({
    type: z.enum(INTERVIEW_TYPES, { error: SCHEDULE_VALIDATION_MESSAGE }).optional(),
    scheduledStart: instantField,
    scheduledEnd: instantField.nullish(),
    ...interviewDetails,
    timezone: interviewDetails.timezone.optional(),
    interviewerIds: interviewDetails.interviewerIds.optional(),
    location: interviewDetails.location.optional(),
    meetingUrl: interviewDetails.meetingUrl.optional(),
    notes: interviewDetails.notes.optional(),
    sendInvites: z.boolean().default(true),
  })
  .transform(withEnd)
  .refine((input) => input.scheduledStart !== '' && input.scheduledStart < input.scheduledEnd, {
    message: SCHEDULE_VALIDATION_MESSAGE,
    path: ['scheduledEnd'],
  });
export type RescheduleInterviewInput = z.input<typeof rescheduleInterviewSchema>;

export const cancelInterviewSchema = z.object({
  reason: optionalText(500),
  sendInvites: z.boolean().default(true),
});

/**
 * The schedule form: wall-clock times ('YYYY-MM-DDTHH:mm') in the chosen zone, as the
 * inputs give them. Its rule is the API's: type and start required, start before end.
 */
export const scheduleInterviewFormSchema = z
  .object({
    type: z.enum(INTERVIEW_TYPES, { error: SCHEDULE_VALIDATION_MESSAGE }),
    start: z.string().min(1, SCHEDULE_VALIDATION_MESSAGE),
    end: z.string().min(1, SCHEDULE_VALIDATION_MESSAGE),
    timezone: interviewDetails.timezone,
    interviewerIds: interviewDetails.interviewerIds,
    location: interviewDetails.location,
    meetingUrl: meetingUrlField,
    notes: interviewDetails.notes,
    sendInvites: z.boolean(),
  })
  .refine(
    (form) => {
      const start = zonedTimeToInstant(form.start, form.timezone);
      const end = zonedTimeToInstant(form.end, form.timezone);
      return start !== null && end !== null && start < end;
    },
    { message: SCHEDULE_VALIDATION_MESSAGE, path: ['end'] },
  );
export type ScheduleInterviewFormInput = z.input<typeof scheduleInterviewFormSchema>;

export interface InterviewerOption {
  id: string;
  name: string;
  email: string;
}

export interface InterviewView {
  id: string;
  applicationId: string;
  type: string;
  status: InterviewStatus;
  scheduledStart: string;
  scheduledEnd: string;
  timezone: string;
  location: string | null;
  meetingUrl: string | null;
  notes: string | null;
  candidate: { id: string; fullName: string };
  job: { id: string; title: string };
  interviewers: InterviewerOption[];
  scheduledByName: string | null;
  /** Whether the signed-in member has submitted a scorecard for it. */
  hasMyScorecard: boolean;
  /** How many times its invites were updated (the calendar SEQUENCE). */
  sequence: number;
  createdAt: string;
}

export interface ScheduleInterviewResponse {
  interview: InterviewView;
  creditsCharged: number;
  balance: number;
  /** How many invites were queued (candidate and interviewers). */
  invitesSent: number;
}

export const interviewListQuerySchema = z.object({
  status: z.enum(INTERVIEW_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  applicationId: z.uuid().optional(),
});
export type InterviewListQuery = z.input<typeof interviewListQuerySchema>;
export const INTERVIEW_LIST_LIMIT = 500;

export interface InterviewListResponse {
  interviews: InterviewView[];
  /** The organization's time zone: days and "today" are counted in it. */
  timezone: string;
  /** True when more interviews matched than INTERVIEW_LIST_LIMIT. */
  truncated: boolean;
}

export const RECOMMENDATIONS = ['STRONG_YES', 'YES', 'NO', 'STRONG_NO'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  STRONG_YES: 'Strong yes',
  YES: 'Yes',
  NO: 'No',
  STRONG_NO: 'Strong no',
};

/** Criteria the scorecard form suggests; a scorecard may rate others. */
export const DEFAULT_CRITERIA = ['Skills', 'Experience', 'Communication', 'Problem solving'];

const ratingField = z
  .number({ error: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(5, 'Choose a rating from 1 to 5');

export const scorecardSchema = z.object({
  applicationId: z.uuid({ error: 'Choose the candidate' }),
  interviewId: z.uuid().nullish(),
  overallRating: ratingField,
  criteria: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name the criterion').max(80),
        rating: ratingField,
      }),
    )
    .max(20, 'At most 20 criteria')
    .default([]),
  notes: optionalText(5000),
  recommendation: z.enum(RECOMMENDATIONS, { error: 'Choose a recommendation' }),
});
export type ScorecardInput = z.input<typeof scorecardSchema>;

export interface ScorecardView {
  id: string;
  applicationId: string;
  interviewId: string | null;
  interviewType: string | null;
  overallRating: number;
  criteria: { name: string; rating: number }[];
  notes: string | null;
  recommendation: Recommendation;
  submittedAt: string;
  submittedBy: { id: string; name: string } | null;
}
