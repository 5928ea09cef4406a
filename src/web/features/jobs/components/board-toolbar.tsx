import { BOARD_ORDERS, type BoardFilters, type BoardOrder } from '../../../../shared/jobs';
import { TableSearch } from '../../../components/data-table';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

export const BOARD_ORDER_LABELS: Record<BoardOrder, string> = {
  oldest: 'Oldest first',
  newest: 'Newest first',
  match: 'Best match first',
};

/** The minimum match a member can ask for; unscored applications are left out by any. */
const MIN_SCORES = [50, 70, 85] as const;

interface BoardToolbarProps {
  filters: BoardFilters;
  /** What the search box shows while typing (sent once typing pauses). */
  searchDraft: string;
  onSearchDraftChange: (value: string) => void;
  onChange: (filters: BoardFilters) => void;
  /** How many applications the filtered board holds, announced as it changes. */
  total: number | undefined;
}

/** The board's search, filters and order: they run on the server, over every application. */
export function BoardToolbar({
  filters,
  searchDraft,
  onSearchDraftChange,
  onChange,
  total,
}: BoardToolbarProps) {
  return (
    <div
      role="search"
      aria-label="Filter the pipeline"
      className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end"
    >
      <div className="min-w-0 flex-1">
        <TableSearch
          id="board-search"
          label="Search applications"
          placeholder="Search by location, experience or skills (names once unlocked)"
          maxLength={200}
          value={searchDraft}
          onChange={onSearchDraftChange}
        />
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor="board-min-score">Match</Label>
        <Select
          id="board-min-score"
          value={filters.minScore === undefined ? '' : String(filters.minScore)}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, minScore: value === '' ? undefined : Number(value) });
          }}
        >
          <option value="">Any match</option>
          {MIN_SCORES.map((score) => (
            <option key={score} value={score}>
              {score}% or more
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5 lg:w-48">
        <Label htmlFor="board-order">Order of cards</Label>
        <Select
          id="board-order"
          value={filters.order}
          onChange={(event) => {
            const order = BOARD_ORDERS.find((value) => value === event.target.value);
            if (order) onChange({ ...filters, order });
          }}
        >
          {BOARD_ORDERS.map((value) => (
            <option key={value} value={value}>
              {BOARD_ORDER_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <CheckboxField
        label="Unlocked only"
        fieldClassName="lg:mb-2.5"
        checked={filters.unlocked}
        onChange={(event) => onChange({ ...filters, unlocked: event.target.checked })}
      />
      <p className="sr-only" role="status">
        {total === undefined ? '' : `${total} ${total === 1 ? 'application' : 'applications'}`}
      </p>
    </div>
  );
}
