import { useId } from 'react';
import { TableSearch } from '../../../components/data-table';
import { SelectField } from '../../../components/ui/form-field';

/** What the select reads of its options' query. */
interface OptionsQuery<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface SearchableSelectProps<Item> {
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** What the select offers before one is chosen: "Select a job". */
  placeholder: string;
  /** The options' plural in sentences: "jobs". */
  noun: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Enter in the search box: search now (it does not send the form around it). */
  onSearchNow: (query: string) => void;
  options: OptionsQuery<Item>;
  selected: Item | null;
  onSelect: (item: Item | null) => void;
  keyOf: (item: Item) => string;
  labelOf: (item: Item) => string;
  /** Said instead of the options' state, e.g. while the search is too short to send. */
  hint?: string | undefined;
}

/**
 * A search box narrowing a native select (keyboard and screen readers as any select);
 * the chosen option stays offered while another search shows other options.
 */
export function SearchableSelect<Item>({
  label,
  searchLabel,
  searchPlaceholder,
  placeholder,
  noun,
  draft,
  onDraftChange,
  onSearchNow,
  options,
  selected,
  onSelect,
  keyOf,
  labelOf,
  hint: givenHint,
}: SearchableSelectProps<Item>) {
  const id = useId();
  const found = options.data ?? [];
  const items =
    selected && !found.some((item) => keyOf(item) === keyOf(selected))
      ? [selected, ...found]
      : found;
  const hint = givenHint
    ? givenHint
    : options.isPending
      ? `Loading ${noun}...`
      : options.isError
        ? `The ${noun} could not be loaded. ${options.error?.message ?? ''}`
        : found.length === 0
          ? `No ${noun} match this search.`
          : undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onSearchNow(draft.trim());
        }}
      >
        <TableSearch
          id={`${id}-search`}
          label={searchLabel}
          isLabelShown
          placeholder={searchPlaceholder}
          value={draft}
          onChange={onDraftChange}
          maxLength={200}
        />
      </div>
      <SelectField
        label={label}
        value={selected ? keyOf(selected) : ''}
        onChange={(event) =>
          onSelect(items.find((item) => keyOf(item) === event.target.value) ?? null)
        }
        hint={hint}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={keyOf(item)} value={keyOf(item)}>
            {labelOf(item)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
