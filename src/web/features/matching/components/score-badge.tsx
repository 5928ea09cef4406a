import { Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { isTopMatch, matchBadgeVariant } from './match-text';

/** A score (0..100) in the spec's badge style, starred as a top match from 85. */
export function ScoreBadge({ score, label }: { score: number; label: string }) {
  return (
    <Badge variant={matchBadgeVariant(score)} className="px-3 py-1 text-sm">
      {isTopMatch(score) && (
        <>
          <Star className="fill-current" aria-hidden="true" />
          <span className="sr-only">Top match, </span>
        </>
      )}
      {score}% {label}
    </Badge>
  );
}
