import {
  EDUCATION_LEVELS,
  PAY_TO_REVEAL_OFF_REASON,
  REFUND_REASON_LABELS,
  type EducationLevel,
  type RefundReason,
  type TimelineEventView,
} from '../../../../shared/applications';
import { formatCredits } from '../../../../shared/money';

/*
 * Texts of the candidate page, kept apart from the markup so they can be tested.
 */

/** Where a candidate came from, in words: one list for the whole app. */
export { sourceLabel } from '../../../../shared/analytics';

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

/** The note Shortlist writes when it refunded an unlock itself: an email to the contact bounced. */
const BOUNCED_NOTE = 'contact bounced';
/** Added to the note on the person's other applications, locked again with the refunded one. */
const LOCKED_AGAIN_SUFFIX = ' (locked again with the refunded unlock)';

/**
 * An unlock_refunded event's note, as the server writes it: the reason ('duplicate'),
 * the reason and the member's details ('other: Wrong person'), or Shortlist's own
 * 'contact bounced'; on the person's other applications, with LOCKED_AGAIN_SUFFIX.
 */
function parseRefundNote(note: string | undefined): {
  isAutomatic: boolean;
  isLockedWithAnother: boolean;
  /** The reason in words, or null when the note said none. */
  reasonText: string | null;
} {
  let text = note?.trim() ?? '';
  const isLockedWithAnother = text.endsWith(LOCKED_AGAIN_SUFFIX);
  if (isLockedWithAnother) text = text.slice(0, -LOCKED_AGAIN_SUFFIX.length).trim();
  if (text === BOUNCED_NOTE) {
    return { isAutomatic: true, isLockedWithAnother, reasonText: null };
  }
  return {
    isAutomatic: false,
    isLockedWithAnother,
    reasonText: text ? refundReasonText(text) : null,
  };
}

function refundReasonText(reason: string): string {
  const separator = reason.indexOf(': ');
  const code = separator < 0 ? reason : reason.slice(0, separator);
  const details = separator < 0 ? '' : reason.slice(separator + 2).trim();
  if (!Object.hasOwn(REFUND_REASON_LABELS, code)) return reason;
  // 'Other' says nothing by itself: its details are the reason.
  if (code === 'other' && details) return details;
  const label = REFUND_REASON_LABELS[code as RefundReason];
  return details ? `${label}: ${details}` : label;
}

function refundedText(event: TimelineEventView): string {
  const { isAutomatic } = parseRefundNote(event.reason);
  // On the person's other applications nothing was returned: they were locked again with it.
  if (!isRefundedHere(event)) {
    return isAutomatic
      ? 'Locked again: Shortlist refunded the unlock of another of their applications'
      : 'Locked again: the unlock of another of their applications was refunded';
  }
  return isAutomatic
    ? 'Unlock refunded automatically: contact bounced'
    : `Unlock refunded: ${formatCredits(event.credits ?? 0)} returned`;
}

/** True for the event on the application whose unlock was refunded (not locked along with it). */
function isRefundedHere(event: TimelineEventView): boolean {
  return !parseRefundNote(event.reason).isLockedWithAnother && event.credits !== 0;
}

/** What happened, in one line, for the application's timeline. */
export function timelineEventText(event: TimelineEventView): string {
  switch (event.type) {
    case 'applied':
      return 'Applied';
    case 'unlocked':
      if (event.credits) return `Unlocked for ${formatCredits(event.credits)}`;
      return event.reason === PAY_TO_REVEAL_OFF_REASON
        ? 'Unlocked at no charge (pay-to-reveal is off)'
        : 'Unlocked at no charge (already unlocked before)';
    case 'unlock_refunded':
      return refundedText(event);
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
    case 'withdrawn':
      return 'Withdrawn by the candidate: their personal data was deleted';
    case 'erased':
      return 'The candidate asked for their data to be erased: it was deleted';
  }
}

/** The reason shown under a refund or rejection event, if any. */
export function timelineEventReason(event: TimelineEventView): string | null {
  if (!event.reason) return null;
  if (event.type !== 'unlock_refunded') return event.reason;
  const { isAutomatic, reasonText } = parseRefundNote(event.reason);
  if (isAutomatic) {
    return isRefundedHere(event)
      ? `An email to them bounced, so Shortlist returned ${formatCredits(event.credits ?? 0)} and locked them again.`
      : 'An email to them bounced.';
  }
  return reasonText;
}

/**
 * Who did it: the member's name, the candidate for an application, Shortlist for
 * its own refunds, or a removed member.
 */
export function timelineActorText(event: TimelineEventView): string {
  if (event.actorName) return event.actorName;
  if (event.type === 'applied') return 'The candidate';
  if (event.type === 'unlock_refunded' && parseRefundNote(event.reason).isAutomatic) {
    return 'Shortlist';
  }
  return 'A former team member';
}
