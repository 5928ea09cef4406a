import {
  EDUCATION_LEVELS,
  REFUND_REASON_LABELS,
  type EducationLevel,
  type RefundReason,
  type TimelineEventView,
} from '../../../../shared/applications';
import { formatCredits } from '../../../../shared/money';

/*
 * Texts of the candidate page, kept apart from the markup so they can be tested.
 */

const SOURCE_LABELS: Record<string, string> = {
  job_page: 'Public job page',
  admin_added: 'Added by Shortlist admin',
};

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source.replace(/_/g, ' ');
}

const EDUCATION_LABELS: Record<EducationLevel, string> = {
  HIGH_SCHOOL: 'High school',
  ASSOCIATE: 'Associate degree',
  BACHELOR: "Bachelor's degree",
  MASTER: "Master's degree",
  PhD: 'PhD',
  CERTIFICATE: 'Certificate',
  DIPLOMA: 'Diploma',
  OTHER: 'Other',
};

export function educationLabel(level: EducationLevel | null): string | null {
  return level && (EDUCATION_LEVELS as readonly string[]).includes(level)
    ? EDUCATION_LABELS[level]
    : null;
}

const amount = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });

/** "GH₵ 3,000 – 5,000", "From GH₵ 3,000", or null when neither bound is known. */
export function salaryText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) {
    return min === max
      ? `GH₵ ${amount.format(min)}`
      : `GH₵ ${amount.format(min)} – ${amount.format(max)}`;
  }
  if (min !== null) return `From GH₵ ${amount.format(min)}`;
  if (max !== null) return `Up to GH₵ ${amount.format(max)}`;
  return null;
}

function refundReasonText(reason: string): string {
  return reason in REFUND_REASON_LABELS ? REFUND_REASON_LABELS[reason as RefundReason] : reason;
}

/** What happened, in one line, for the application's timeline. */
export function timelineEventText(event: TimelineEventView): string {
  switch (event.type) {
    case 'applied':
      return 'Applied';
    case 'unlocked':
      return event.credits
        ? `Unlocked for ${formatCredits(event.credits)}`
        : 'Unlocked at no charge (already unlocked before)';
    case 'unlock_refunded':
      return `Unlock refunded: ${formatCredits(event.credits ?? 0)} returned`;
    case 'stage_moved':
      return `Moved from ${event.fromStage ?? 'an earlier stage'} to ${event.toStage ?? 'another stage'}`;
    case 'rejected':
      return event.fromStage ? `Rejected at ${event.fromStage}` : 'Rejected';
    case 'note_added':
      return 'Note added';
    case 'email_sent':
      return event.credits ? `Email sent for ${formatCredits(event.credits)}` : 'Email sent';
    case 'interview_scheduled':
      return event.credits
        ? `Interview scheduled for ${formatCredits(event.credits)}`
        : 'Interview scheduled';
    case 'interview_rescheduled':
      return 'Interview rescheduled';
    case 'interview_cancelled':
      return 'Interview cancelled';
    case 'interview_completed':
      return 'Interview completed';
    case 'scorecard_submitted':
      return 'Scorecard submitted';
  }
}

/** The reason shown under a refund or rejection event, if any. */
export function timelineEventReason(event: TimelineEventView): string | null {
  if (!event.reason) return null;
  return event.type === 'unlock_refunded' ? refundReasonText(event.reason) : event.reason;
}

/** Who did it: the member's name, the candidate for an application, or a removed member. */
export function timelineActorText(event: TimelineEventView): string {
  if (event.actorName) return event.actorName;
  return event.type === 'applied' ? 'The candidate' : 'A former team member';
}
