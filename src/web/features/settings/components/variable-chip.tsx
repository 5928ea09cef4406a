import { KNOWN_VARIABLES } from '../../../../shared/email';
import { cn } from '../../../lib/utils';
import { isKnownVariable } from './template-text';

/**
 * One `{{variable}}` of a template. Those Shortlist fills in are in the brand colour; the others,
 * which the sender types when sending, are amber and say so to screen readers.
 */
export function VariableChip({ name }: { name: string }) {
  const isKnown = isKnownVariable(name);
  return (
    <span
      title={isKnown ? KNOWN_VARIABLES[name] : 'You fill this in when you send the email'}
      className={cn(
        'inline-flex items-center rounded-md border px-1.5 py-0.5 font-mono text-xs',
        isKnown
          ? 'border-brand-200 bg-brand-50 text-brand-800'
          : 'border-amber-200 bg-amber-50 text-amber-900',
      )}
    >
      {`{{${name}}}`}
      {!isKnown && <span className="sr-only"> (filled in when sending)</span>}
    </span>
  );
}

/** The variables of a template as a list of chips. */
export function VariableList({ names, label }: { names: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <VariableChip name={name} />
        </li>
      ))}
    </ul>
  );
}

/** What the two colours of the chips mean. */
export function VariableLegend() {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
      <span className="inline-flex items-center gap-1.5">
        <span
          className="size-2.5 rounded-sm border border-brand-300 bg-brand-50"
          aria-hidden="true"
        />
        Shortlist fills in for each candidate
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span
          className="size-2.5 rounded-sm border border-amber-300 bg-amber-50"
          aria-hidden="true"
        />
        You fill in when sending
      </span>
    </p>
  );
}
