import { Star } from 'lucide-react';
import { isTopMatch, matchBadgeVariant } from '../../shared/matching';
import { Badge } from './ui/badge';

/**
 * A matching score (0..100) in the spec's badge style (section 9: default from
 * 80, secondary from 60, outline below), starred as a top match from 85:
 * "87% match", "92% relevance".
 */
export function ScoreBadge({
  score,
  label,
  className,
}: {
  score: number;
  label: string;
  className?: string;
}) {
  return (
    <Badge variant={matchBadgeVariant(score)} className={className}>
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

/** The larger badge of the matching dashboard's cards. */
export const LARGE_SCORE_BADGE = 'px-3 py-1 text-sm';
