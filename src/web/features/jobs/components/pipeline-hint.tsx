import { ArrowRightLeft, CalendarClock, Eye, Unlock } from 'lucide-react';
import { UNLOCK_PRICE_TEXT } from '../../../lib/pricing';

const HINTS = [
  { icon: Eye, text: 'Preview candidates without seeing who they are' },
  { icon: Unlock, text: `Unlock for ${UNLOCK_PRICE_TEXT} to see contact details` },
  { icon: ArrowRightLeft, text: 'Advance stages by drag or button' },
  { icon: CalendarClock, text: 'Schedule interviews and email candidates' },
];

export function PipelineHint() {
  return (
    <ul
      aria-label="How the pipeline works"
      className="mb-6 grid gap-3 rounded-xl border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm text-brand-900 sm:grid-cols-2 xl:grid-cols-4"
    >
      {HINTS.map((hint) => (
        <li key={hint.text} className="flex items-center gap-2">
          <hint.icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {hint.text}
        </li>
      ))}
    </ul>
  );
}
