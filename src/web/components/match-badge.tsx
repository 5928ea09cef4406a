import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ApplicationMatchView } from '../../shared/applications';
import { cn } from '../lib/utils';
import { ScoreBadge } from './score-badge';

interface MatchBadgeProps {
  /** The engine's score of the application against its job; null until scored. */
  match: ApplicationMatchView | null;
  /**
   * Whether the badge carries its reasons (on hover, on keyboard focus and for
   * screen readers). Off where the reasons are listed beside it anyway.
   */
  withReasons?: boolean;
  className?: string;
}

/**
 * "87% match" in the spec's badge style (section 9: default from 80, secondary
 * from 60, outline below, a star from 85), as the matching engine computed it.
 * Nothing at all until the application is scored: no invented figure
 * (READING.md 2). The reasons are the ones the server sent, which say nothing a
 * locked card hides.
 */
export function MatchBadge({ match, withReasons = true, className }: MatchBadgeProps) {
  if (match === null) return null;
  const isPlain = !withReasons || match.reasons.length === 0;

  const badge = (
    <ScoreBadge score={match.score} label="match" className={cn(isPlain && className)} />
  );
  if (isPlain) return badge;

  return (
    <TooltipPrimitive.Provider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>
          {/* Focusable, so a keyboard opens the reasons too; the tooltip then describes it. */}
          <button
            type="button"
            className={cn(
              'inline-flex shrink-0 cursor-help rounded-full outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              className,
            )}
          >
            {badge}
          </button>
        </TooltipPrimitive.Trigger>
        {/* For a screen reader reading on, without focusing the badge. */}
        <span className="sr-only">Why: {match.reasons.join('. ')}.</span>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lg"
          >
            <p className="font-semibold">Why {match.score}%</p>
            <MatchReasonList reasons={match.reasons} className="text-slate-100" />
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

/** The engine's reasons for a score, in its words. */
export function MatchReasonList({ reasons, className }: { reasons: string[]; className?: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul className={cn('list-disc space-y-0.5 pl-4', className)}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
