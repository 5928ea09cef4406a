import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface ListEditorProps {
  label: string;
  /** What one item is called, for button labels: "Add skill", "Remove skill ...". */
  itemName: string;
  placeholder?: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A list of short texts (requirements, skills, ...): type, press Enter or Add; remove any. */
export function ListEditor({
  label,
  itemName,
  placeholder,
  items,
  onChange,
  error,
  disabled = false,
}: ListEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  const addDraft = () => {
    const text = draft.trim();
    if (!text) return;
    onChange([...items, text]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item instead of submitting the whole job form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {items.length > 0 && (
        <ul className="grid gap-1.5" aria-label={label}>
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 py-1.5 pr-1.5 pl-3 text-sm text-slate-800"
            >
              <span className="flex-1 py-0.5 break-words">{item}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={disabled}
                aria-label={`Remove ${itemName}: ${item}`}
                onClick={() => onChange(items.filter((_, other) => other !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={300}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button variant="outline" onClick={addDraft} disabled={disabled || !draft.trim()}>
          <Plus aria-hidden="true" />
          Add<span className="sr-only"> {itemName}</span>
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
