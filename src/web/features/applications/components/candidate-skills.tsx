import type { CandidateView } from '../../../../shared/applications';
import { cn } from '../../../lib/utils';
import { maskedSkillCount } from './candidate-display';

interface CandidateSkillsProps {
  candidate: CandidateView;
  /** How many of the candidate's skills to show. */
  limit: number;
  /** A locked preview adds blurred placeholders for the skills it hides. */
  showMasked?: boolean;
  className?: string;
}

const chipClasses =
  'inline-flex items-center rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-700';

/** The candidate's skills as chips: up to `limit`, plus masked ones while locked. */
export function CandidateSkills({
  candidate,
  limit,
  showMasked = false,
  className,
}: CandidateSkillsProps) {
  const shown = candidate.skills.slice(0, limit);
  const masked = showMasked ? maskedSkillCount(candidate) : 0;
  // Unlocked candidates may have more skills than the card has room for.
  const more = candidate.isUnlocked ? candidate.skills.length - shown.length : 0;

  if (shown.length === 0 && masked === 0) {
    return <p className={cn('text-xs text-slate-500', className)}>No skills listed</p>;
  }
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className={chipClasses}>
          {skill}
        </li>
      ))}
      {Array.from({ length: masked }, (_, index) => (
        <li key={`masked-${index}`} className={cn(chipClasses, 'bg-slate-100 text-slate-400')}>
          <span aria-hidden="true" className="blur-[3px] select-none">
            •••••
          </span>
          <span className="sr-only">hidden skill</span>
        </li>
      ))}
      {more > 0 && (
        <li className={cn(chipClasses, 'border-dashed bg-white text-slate-500')}>+{more} more</li>
      )}
    </ul>
  );
}
