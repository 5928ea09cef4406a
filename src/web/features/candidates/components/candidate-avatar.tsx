import { UserRound } from 'lucide-react';
import type { CandidateView } from '../../../../shared/applications';
import { cn } from '../../../lib/utils';
import { candidateInitials } from '../../applications';

const SIZES = {
  md: 'size-11 text-sm [&_svg]:size-5',
  lg: 'size-16 text-xl [&_svg]:size-7',
} as const;

/** Initials once unlocked; a neutral icon while locked, never hinting at the name. */
export function CandidateAvatar({
  candidate,
  size = 'md',
}: {
  candidate: CandidateView;
  size?: keyof typeof SIZES;
}) {
  const initials = candidateInitials(candidate);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        initials ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-400',
        SIZES[size],
      )}
    >
      {initials ?? <UserRound />}
    </span>
  );
}
