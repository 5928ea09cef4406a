import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_STAGES, STAGE_NAME_MAX } from '../../../../shared/rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { PipelineFormValue } from './job-form-values';
import { toPipelineValue, type StageItem } from './stage-items';

export interface StageEditorErrors {
  list?: string | undefined;
  items?: (string | undefined)[];
}

interface StageEditorProps {
  /** The stages the editor starts from. */
  initialStages: readonly string[];
  /**
   * Whether those stages exist on the server (job settings). Then renames are
   * reported as renamedStages so applications follow their stage.
   */
  isSaved: boolean;
  onChange: (value: PipelineFormValue) => void;
  errors?: StageEditorErrors;
  disabled?: boolean;
}

const ONLY_STAGE_MESSAGE = 'At least one pipeline stage is required';

/**
 * The hiring pipeline's stages: add, rename inline, reorder with buttons
 * (keyboard friendly), remove. Shared by the create and settings pages.
 */
export function StageEditor({
  initialStages,
  isSaved,
  onChange,
  errors,
  disabled = false,
}: StageEditorProps) {
  const baseId = useId();
  const [items, setItems] = useState<StageItem[]>(() =>
    initialStages.map((name, index) => ({
      key: `saved-${index}`,
      name,
      savedName: isSaved ? name : null,
    })),
  );
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  // Reordering moves DOM nodes, which drops focus: put it back on the moved stage.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  }, [items]);

  const update = (next: StageItem[], message: string) => {
    setItems(next);
    setAnnouncement(message);
    onChange(toPipelineValue(next));
  };

  const elementId = (key: string, part: string) => `${baseId}-${key}-${part}`;

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    const item = items[index];
    const other = items[target];
    if (!item || !other) return;
    const next = [...items];
    next[index] = other;
    next[target] = item;
    const isAtEdge = target === 0 || target === items.length - 1;
    const sameDirection = direction === -1 ? 'up' : 'down';
    const opposite = direction === -1 ? 'down' : 'up';
    focusTarget.current = elementId(item.key, isAtEdge ? opposite : sameDirection);
    update(next, `${item.name || 'Stage'} moved to position ${target + 1} of ${items.length}.`);
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item || items.length <= 1) return;
    const next = items.filter((_, other) => other !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusTarget.current = neighbour ? elementId(neighbour.key, 'name') : `${baseId}-new`;
    update(next, `${item.name || 'Stage'} removed.`);
  };

  const rename = (index: number, name: string) => {
    const next = items.map((item, other) => (other === index ? { ...item, name } : item));
    setItems(next);
    onChange(toPipelineValue(next));
  };

  const add = () => {
    const name = draft.trim();
    if (!name || items.length >= MAX_STAGES) return;
    nextKey.current += 1;
    update([...items, { key: `new-${nextKey.current}`, name, savedName: null }], `${name} added.`);
    setDraft('');
  };

  const onDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  const isOnlyStage = items.length === 1;
  const listErrorId = `${baseId}-list-error`;

  return (
    <div className="grid gap-3">
      <ol
        className="grid gap-2"
        aria-label="Pipeline stages"
        aria-describedby={errors?.list ? listErrorId : undefined}
      >
        {items.map((item, index) => {
          const itemError = errors?.items?.[index];
          const isRenamed =
            item.savedName !== null &&
            item.name.trim() !== item.savedName &&
            item.name.trim() !== '';
          return (
            <li key={item.key} className="grid gap-1">
              <div className="flex items-center gap-2">
                <span
                  className="w-6 text-center text-sm font-medium text-slate-400"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <Input
                  id={elementId(item.key, 'name')}
                  value={item.name}
                  maxLength={STAGE_NAME_MAX}
                  disabled={disabled}
                  aria-label={`Stage ${index + 1} name`}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? elementId(item.key, 'error') : undefined}
                  onChange={(event) => rename(index, event.target.value)}
                />
                <Button
                  id={elementId(item.key, 'up')}
                  variant="ghost"
                  size="icon"
                  disabled={disabled || index === 0}
                  aria-label={`Move ${item.name || `stage ${index + 1}`} up`}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  id={elementId(item.key, 'down')}
                  variant="ghost"
                  size="icon"
                  disabled={disabled || index === items.length - 1}
                  aria-label={`Move ${item.name || `stage ${index + 1}`} down`}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-slate-500 hover:text-red-600"
                  disabled={disabled || isOnlyStage}
                  aria-label={`Remove ${item.name || `stage ${index + 1}`}`}
                  title={isOnlyStage ? ONLY_STAGE_MESSAGE : undefined}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {isRenamed && (
                <p className="pl-8 text-xs text-slate-500">
                  Renamed from {item.savedName}; its applications move with it.
                </p>
              )}
              {itemError && (
                <p
                  id={elementId(item.key, 'error')}
                  role="alert"
                  className="pl-8 text-sm text-red-600"
                >
                  {itemError}
                </p>
              )}
            </li>
          );
        })}
      </ol>

      {isOnlyStage && !errors?.list && (
        <p className="text-xs text-slate-500">{ONLY_STAGE_MESSAGE}</p>
      )}
      {errors?.list && (
        <p id={listErrorId} role="alert" className="text-sm text-red-600">
          {errors.list}
        </p>
      )}

      <div className="grid gap-1.5 pl-8">
        <Label htmlFor={`${baseId}-new`} className="sr-only">
          New stage name
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${baseId}-new`}
            value={draft}
            placeholder="New stage, e.g. Technical Test"
            maxLength={STAGE_NAME_MAX}
            disabled={disabled || items.length >= MAX_STAGES}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onDraftKeyDown}
          />
          <Button
            variant="outline"
            onClick={add}
            disabled={disabled || !draft.trim() || items.length >= MAX_STAGES}
          >
            <Plus aria-hidden="true" />
            Add Stage
          </Button>
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
