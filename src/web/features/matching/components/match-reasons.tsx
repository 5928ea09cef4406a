import { useId } from 'react';

/** The engine's reasons for a score, in its words. */
export function MatchReasons({ reasons }: { reasons: string[] }) {
  const id = useId();
  if (reasons.length === 0) return null;
  return (
    <div>
      <p id={id} className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        Why they match
      </p>
      <ul aria-labelledby={id} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
