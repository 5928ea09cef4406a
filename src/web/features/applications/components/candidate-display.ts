import {
  LOCKED_PREVIEW_MASKED_SKILLS,
  type ApplicationView,
  type CandidateView,
} from '../../../../shared/applications';
import { initialsOf } from '../../../lib/utils';

/*
 * How a candidate is named and summarized on screen. A locked candidate is never
 * named, nor given initials: nothing on the page may hint at who they are.
 */

/** The name to show: the real name once unlocked, else an anonymous label. */
export function candidateDisplayName(candidate: CandidateView): string {
  return candidate.isUnlocked ? candidate.fullName : 'Anonymous applicant';
}

/** Initials of an unlocked candidate; null for a locked one (show a neutral icon). */
export function candidateInitials(candidate: CandidateView): string | null {
  return candidate.isUnlocked ? initialsOf(candidate.fullName) : null;
}

/** How many masked skill chips a locked preview shows next to its visible skills. */
export function maskedSkillCount(candidate: CandidateView): number {
  if (candidate.isUnlocked) return 0;
  return Math.max(0, Math.min(candidate.hiddenSkillCount, LOCKED_PREVIEW_MASKED_SKILLS));
}

/** "5 years", "1 year", or null when unknown. */
export function yearsOfExperienceText(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "Mid-Level, 4 years" from the experience level and the years in the field. */
export function experienceText(candidate: CandidateView): string {
  const years = yearsOfExperienceText(candidate.yearsExperienceInField);
  if (candidate.experienceContext === 'Not specified') {
    return years ? `${years} of experience` : 'Experience not specified';
  }
  return years ? `${candidate.experienceContext}, ${years}` : candidate.experienceContext;
}

/** Until when an unlock can still be refunded, or null when it cannot (any more). */
export function refundDeadline(
  application: Pick<ApplicationView, 'refundableUntil'>,
  now: Date = new Date(),
): Date | null {
  if (!application.refundableUntil) return null;
  const until = new Date(application.refundableUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** The stage after the current one, or null at the last stage (or an unknown stage). */
export function nextStageOf(stages: readonly string[], current: string): string | null {
  const index = stages.indexOf(current);
  if (index < 0) return null;
  return stages[index + 1] ?? null;
}
