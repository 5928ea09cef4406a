import { candidatesFoundText } from './match-text';

/**
 * A results section's heading and how many were found; the count is a live region,
 * so a screen reader hears it when a search answers.
 */
export function ResultsHeading({
  id,
  title,
  count,
  isLive = true,
}: {
  id: string;
  title: string;
  count: number | undefined;
  /** False when a live region of its own, mounted before the answer came, says it already. */
  isLive?: boolean;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p
        role={isLive ? 'status' : undefined}
        aria-live={isLive ? 'polite' : undefined}
        className="text-sm text-slate-600"
      >
        {count === undefined ? '' : candidatesFoundText(count)}
      </p>
    </div>
  );
}
