import { Mail, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface PipelineSelectionBarProps {
  count: number;
  onEmail: () => void;
  onClear: () => void;
}

/**
 * The board's selection: how many unlocked candidates are picked, and what can be
 * done with all of them at once. The count is announced as it changes.
 */
export function PipelineSelectionBar({ count, onEmail, onClear }: PipelineSelectionBarProps) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const hasSelection = count > 0;
  return (
    <div
      className={
        hasSelection
          ? 'mb-3 flex min-h-12 flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2'
          : 'mb-3 flex min-h-12 flex-wrap items-center gap-2 rounded-lg border border-dashed border-slate-300 px-3 py-2'
      }
    >
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className={
          hasSelection
            ? 'mr-auto text-sm font-semibold text-brand-900 outline-none'
            : 'mr-auto text-sm text-slate-600 outline-none'
        }
      >
        {hasSelection ? `${count} selected` : 'Tick unlocked candidates to email several at once.'}
      </p>
      {hasSelection && (
        <>
          <Button size="sm" onClick={onEmail}>
            <Mail aria-hidden="true" />
            Email selected
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onClear();
              // The buttons go with the selection: keep focus in the bar.
              statusRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
            Clear
          </Button>
        </>
      )}
    </div>
  );
}
