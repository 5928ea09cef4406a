import { Target } from 'lucide-react';
import type { ApplicationMatchView } from '../../../../shared/applications';
import { MatchBadge, MatchReasonList } from '../../../components/match-badge';
import { SectionCard } from './section-card';

/**
 * How well the candidate matches the job they applied to, as the matching engine
 * scored it, with its reasons (while locked, only those that name nothing hidden).
 * Nothing until the application is scored: no invented figure.
 */
export function MatchCard({ match }: { match: ApplicationMatchView | null }) {
  if (match === null) return null;
  return (
    <SectionCard
      icon={Target}
      title="Match with this job"
      aside={<MatchBadge match={match} withReasons={false} />}
    >
      {match.reasons.length > 0 ? (
        <MatchReasonList reasons={match.reasons} className="text-sm text-slate-700" />
      ) : (
        <p className="text-sm text-slate-500">The matching engine gave no reasons.</p>
      )}
    </SectionCard>
  );
}
