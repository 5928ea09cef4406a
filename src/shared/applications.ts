import { z } from 'zod';
import { idempotencyKeyField, optionalText, requiredText } from './fields';
import type { ScorecardView } from './interviews';
import { stageNameSchema } from './jobs';

/** The timeline reason of an unlock that cost nothing because the organization's pay-to-reveal is off. */
export const PAY_TO_REVEAL_OFF_REASON = 'No charge: pay-to-reveal is off for this organization';

export const UNLOCK_STATUSES = ['LOCKED', 'UNLOCKED'] as const;
export type UnlockStatus = (typeof UNLOCK_STATUSES)[number];

/** Derived from the resume text (spec section 9). */
export const EXPERIENCE_LEVELS = ['Senior', 'Mid-Level', 'Junior', 'Not specified'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EDUCATION_LEVELS = [
  'HIGH_SCHOOL',
  'ASSOCIATE',
  'BACHELOR',
  'MASTER',
  'PhD',
  'CERTIFICATE',
  'DIPLOMA',
  'OTHER',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const WORK_AUTHORIZATIONS = [
  'AUTHORIZED',
  'REQUIRES_SPONSORSHIP',
  'STUDENT_VISA',
  'NOT_SPECIFIED',
] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];
export const WORK_AUTHORIZATION_LABELS: Record<WorkAuthorization, string> = {
  AUTHORIZED: 'Authorized',
  REQUIRES_SPONSORSHIP: 'Visa Required',
  STUDENT_VISA: 'Student visa',
  NOT_SPECIFIED: 'Not specified',
};

/** Skills a card shows (spec section 9): locked 2, unlocked 4; the locked preview masks up to 4 more. */
export const LOCKED_CARD_SKILLS = 2;
export const UNLOCKED_CARD_SKILLS = 4;
export const LOCKED_PREVIEW_MASKED_SKILLS = 4;

/**
 * What anyone in the organization may see of a candidate, locked or not: nothing
 * that identifies them. `skills` holds at most LOCKED_CARD_SKILLS entries while
 * locked; `hiddenSkillCount` says how many more the resume showed.
 */
export interface AnonymousCandidateView {
  id: string;
  source: string;
  location: string | null;
  experienceContext: ExperienceLevel;
  yearsExperienceInField: number | null;
  educationLevel: EducationLevel | null;
  workAuthorization: WorkAuthorization | null;
  skills: string[];
  hiddenSkillCount: number;
  hasResume: boolean;
}

/** Added once the organization has unlocked the application. */
export interface CandidateContactView {
  fullName: string;
  email: string;
  phone: string | null;
  profileImageUrl: string | null;
  salaryExpectationMin: number | null;
  salaryExpectationMax: number | null;
  /** Download path of the watermarked resume, when there is one. */
  resumeUrl: string | null;
  /** The first lines of the resume, which name the person: unlocked only. */
  resumeSummary: string | null;
}

export type LockedCandidateView = AnonymousCandidateView & { isUnlocked: false };
export type UnlockedCandidateView = AnonymousCandidateView &
  CandidateContactView & { isUnlocked: true };
export type CandidateView = LockedCandidateView | UnlockedCandidateView;

/** One application with its candidate, as the board, the candidates list and the detail show it. */
export interface ApplicationView {
  id: string;
  jobId: string;
  job: { id: string; title: string };
  stage: string;
  unlockStatus: UnlockStatus;
  createdAt: string;
  unlockedAt: string | null;
  /** Until when the unlock's credit can be refunded; null when it cannot (free, refunded, locked). */
  refundableUntil: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
  candidate: CandidateView;
  /**
   * The candidate's match with this job, as the matching engine scored it; null
   * until scored. While locked its reasons name nothing the card hides.
   */
  match: ApplicationMatchView | null;
}

export interface ApplicationMatchView {
  /** 0..100. */
  score: number;
  reasons: string[];
}

export const TIMELINE_EVENT_TYPES = [
  'applied',
  'unlocked',
  'unlock_refunded',
  'stage_moved',
  'rejected',
  'note_added',
  'email_sent',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_completed',
  'scorecard_submitted',
  'withdrawn',
  'erased',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export interface TimelineEventView {
  id: string;
  type: TimelineEventType;
  occurredAt: string;
  /** Who did it; null for the candidate's own application or a removed member. */
  actorName: string | null;
  fromStage?: string;
  toStage?: string;
  reason?: string;
  /** Credits charged (unlock) or returned (refund). */
  credits?: number;
}

export interface NoteView {
  id: string;
  body: string;
  authorName: string | null;
  createdAt: string;
}

export interface ApplicationDetailView extends ApplicationView {
  /** While locked, the candidate's own name, email and phone are masked out of it. */
  coverNote: string | null;
  /**
   * Once unlocked: the contact as given with this application, when it differs from
   * the candidate's record (an applicant who applied again, or someone using their
   * email). The record itself changes only through the organization's members.
   */
  submittedContact: { fullName: string; email: string; phone: string | null } | null;
  job: { id: string; title: string; stages: string[] };
  interviews: {
    id: string;
    type: string;
    status: 'SCHEDULED' | 'COMPLETED' | 'CANCELLED';
    scheduledStart: string;
    scheduledEnd: string;
    timezone: string;
    location: string | null;
    meetingUrl: string | null;
  }[];
  scorecards: ScorecardView[];
  notes: NoteView[];
  timeline: TimelineEventView[];
}

export const unlockSchema = z.object({
  idempotencyKey: idempotencyKeyField(),
});
export type UnlockInput = z.input<typeof unlockSchema>;

export interface UnlockResponse {
  application: ApplicationView;
  /** 0 when it was already unlocked, or the organization had unlocked this person before. */
  creditsCharged: number;
  balance: number;
}

export const advanceSchema = z.object({
  toStage: stageNameSchema,
});
export type AdvanceInput = z.input<typeof advanceSchema>;

export const rejectSchema = z.object({
  reason: requiredText('Please give a reason for rejecting', 500),
});
export type RejectInput = z.input<typeof rejectSchema>;

export const REFUND_REASONS = [
  'contact_details_invalid',
  'candidate_unreachable',
  'duplicate',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  contact_details_invalid: 'Contact details are invalid',
  candidate_unreachable: 'Candidate is unreachable',
  duplicate: 'Duplicate candidate',
  other: 'Other',
};

export const refundSchema = z
  .object({
    reason: z.enum(REFUND_REASONS, { error: 'Choose a reason for the refund' }),
    details: optionalText(500),
  })
  .refine((refund) => refund.reason !== 'other' || refund.details, {
    message: 'Please describe the reason',
    path: ['details'],
  });
export type RefundInput = z.input<typeof refundSchema>;

/** How many refunds the organization may still ask for (shared/rules.ts refundLimit). */
export interface RefundAllowanceView {
  /** Refunds asked for in the last `windowDays` days (not Shortlist's own for bounces). */
  used: number;
  limit: number;
  remaining: number;
  /** Paid unlocks of those days, from which the limit grows. */
  paidUnlocks: number;
  windowDays: number;
  /** How long after unlocking a refund may be asked for. */
  windowHours: number;
}

export interface RefundResponse {
  application: ApplicationView;
  creditsRefunded: number;
  balance: number;
}

export const noteSchema = z.object({
  body: requiredText('Write a note first', 2000, 'Notes must be at most 2000 characters'),
});
export type NoteInput = z.input<typeof noteSchema>;

export const CANDIDATES_PAGE_SIZE = 24;
/**
 * A search counts its matches up to this many; past it the page says "1,000+".
 * Counting every match of a common word is most of a search's cost, and nobody
 * pages through a thousand candidates instead of refining the search.
 */
export const SEARCH_COUNT_LIMIT = 1000;

export const CANDIDATE_SORTS = ['newest', 'match'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

export const candidateSearchSchema = z.object({
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CANDIDATES_PAGE_SIZE),
  jobId: z.uuid().optional(),
  /** Newest first, or best match first (the engine's score against the job). */
  sort: z.enum(CANDIDATE_SORTS).default('newest'),
});
export type CandidateSearch = z.output<typeof candidateSearchSchema>;

export interface CandidateStats {
  total: number;
  locked: number;
  unlocked: number;
  /** Credits spent on unlocks, interviews and emails, net of refunds. */
  creditsSpent: number;
}

export interface CandidatesPageView {
  items: ApplicationView[];
  /** Applications matching the search, counted up to SEARCH_COUNT_LIMIT. */
  total: number;
  /** True when there are more matches than `total` says (the count stopped at the limit). */
  isTotalCapped: boolean;
  page: number;
  pageSize: number;
  stats: CandidateStats;
}
