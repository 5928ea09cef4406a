import { cn } from '../../lib/utils';

interface ProgressBarProps {
  /** Done so far; null while how far it is is not known yet (an indeterminate bar). */
  value: number | null;
  max: number;
  /** The bar's name for screen readers, e.g. "Employer account sync". */
  label: string;
  /** How far it is in words, e.g. "3 of 10 organizations". */
  valueText?: string;
  className?: string;
}

/** A progress bar with its role and values for screen readers (role=progressbar). */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const isKnown = value !== null && max > 0;
  const percent = isKnown ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={isKnown ? max : undefined}
      aria-valuenow={isKnown ? Math.min(value, max) : undefined}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-brand-600 transition-[width] duration-300',
          !isKnown && 'w-1/3 animate-pulse',
        )}
        style={isKnown ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
