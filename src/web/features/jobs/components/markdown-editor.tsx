import { useId, useState, type ComponentProps } from 'react';
import { fieldAria } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/utils';
import { MarkdownPreview } from './markdown-preview';

type Mode = 'edit' | 'preview';

interface MarkdownEditorProps extends Omit<ComponentProps<'textarea'>, 'value'> {
  label: string;
  /** The current text, for the preview. */
  value: string;
  error?: string | undefined;
}

/** A markdown textarea with an Edit / Preview toggle. Registered with react-hook-form via props. */
export function MarkdownEditor({ label, value, error, ...textareaProps }: MarkdownEditorProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('edit');
  const hint = 'Markdown: **bold**, *italic*, "- " for lists, "## " for headings.';

  return (
    <div className="grid gap-1.5">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <div
          className="inline-flex rounded-md border border-slate-200 bg-slate-50 p-0.5"
          role="group"
          aria-label="Editor mode"
        >
          {(['edit', 'preview'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={cn(
                'rounded px-3 py-1 text-xs font-medium',
                mode === option
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {option === 'edit' ? 'Edit' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      {/* The textarea stays mounted (hidden in preview) so react-hook-form keeps its value. */}
      <Textarea
        id={id}
        rows={12}
        className={cn('font-mono text-[13px]', mode === 'preview' && 'hidden')}
        {...fieldAria(id, error, true)}
        {...textareaProps}
      />
      {mode === 'preview' && (
        <div
          className="min-h-[16rem] rounded-md border border-slate-200 bg-white p-4"
          aria-live="polite"
        >
          <MarkdownPreview source={value} />
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
