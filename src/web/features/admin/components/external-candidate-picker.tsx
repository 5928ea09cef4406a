import { useId, useState } from 'react';
import {
  NO_EXTERNAL_CANDIDATES,
  UNNAMED_CANDIDATE,
  type ExternalCandidateView,
} from '../../../../shared/careers-board';
import { TableSearch } from '../../../components/data-table';
import { LoadFailed } from '../../../components/load-failed';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { cn } from '../../../lib/utils';
import { useCareersBoardIntegration } from '../api/integration-status';
import { useExternalCandidates } from '../api/external-candidates';
import { CareersBoardOffNotice } from './careers-board-off-notice';

export type CandidateSource = 'manual' | 'external';

/** What the form's fields take from a picked job seeker: their name (when the board has one), email, phone. */
export function pickedContact(candidate: ExternalCandidateView) {
  return { name: candidate.name ?? '', email: candidate.email, phone: candidate.phone ?? '' };
}

/**
 * Picking from the careers platform: a contact field waits for a pick, then holds
 * what the board has (a name the board lacks stays free to type).
 */
export function lockStateOf(
  source: CandidateSource,
  picked: ExternalCandidateView | null,
  hasBoardValue: boolean,
): 'free' | 'waiting' | 'picked' {
  if (source === 'manual') return 'free';
  if (!picked) return 'waiting';
  return hasBoardValue ? 'picked' : 'free';
}

/**
 * A contact field's state while picking from the careers platform: free (manual
 * entry), waiting for a pick (disabled), or holding the pick (read-only).
 */
export function lockedTo(state: 'free' | 'waiting' | 'picked') {
  if (state === 'waiting') return { disabled: true };
  if (state === 'picked') return { readOnly: true, className: 'bg-slate-50' };
  return {};
}

/** Manual Entry, or Select from the external careers platform (spec: Add Candidate). */
export function CandidateSourceSwitch({
  value,
  onChange,
  disabled,
}: {
  value: CandidateSource;
  onChange: (source: CandidateSource) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const options: Array<[CandidateSource, string]> = [
    ['manual', 'Manual Entry'],
    ['external', 'Select from the external careers platform'],
  ];
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-900">Source</legend>
      {options.map(([option, label]) => (
        <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={`${id}-source`}
            className="size-4 accent-brand-700"
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The careers board's job seekers, searched by name or email, one of them picked
 * (a radio group: arrow keys move, the picked one is announced), with a summary of
 * the pick and more of the board's list on request. The form's contact fields are
 * locked to it.
 */
export function ExternalCandidatePicker({
  selected,
  onSelect,
}: {
  selected: ExternalCandidateView | null;
  onSelect: (candidate: ExternalCandidateView) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const [draft, setDraft] = useSearchDraft(q, setQ);
  const board = useCareersBoardIntegration();
  // Without a board there is no one to ask; when its status is unknown, the list's
  // own answer says (409 careers_board_off).
  const candidates = useExternalCandidates(q, {
    enabled: board.data?.configured ?? board.isError,
  });
  if (board.data?.configured === false) return <CareersBoardOffNotice />;
  return (
    <div className="grid gap-3">
      {/* Enter searches at once; it does not send the form the picker sits in. */}
      <div
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <TableSearch
          id={`${id}-search`}
          label="Search the careers platform by name or email"
          isLabelShown
          placeholder="Name or email"
          value={draft}
          onChange={setDraft}
          maxLength={200}
        />
      </div>
      <QueryState
        query={candidates}
        error={(error, retry) =>
          isApiError(error) && error.code === 'careers_board_off' ? (
            <Notice role="status">{error.message}</Notice>
          ) : (
            <LoadFailed
              what="We could not load the careers platform’s candidates."
              error={error}
              onRetry={retry}
            />
          )
        }
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-slate-600">{NO_EXTERNAL_CANDIDATES}</p>}
      >
        {(list) => (
          <div className="grid gap-2">
            <fieldset
              className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-1"
              aria-busy={candidates.isFetching}
            >
              <legend className="sr-only">Candidates on the careers platform</legend>
              {list.map((candidate) => {
                const isPicked = selected?.id === candidate.id;
                return (
                  <label
                    key={candidate.id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-md p-2 text-sm hover:bg-slate-50',
                      isPicked && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-candidate`}
                      className="mt-1 size-4 accent-brand-700"
                      checked={isPicked}
                      onChange={() => onSelect(candidate)}
                    />
                    <CandidateLines candidate={candidate} />
                  </label>
                );
              })}
            </fieldset>
            {candidates.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                isPending={candidates.isFetchingNextPage}
                onClick={() => void candidates.fetchNextPage()}
              >
                Show more candidates
              </Button>
            )}
          </div>
        )}
      </QueryState>
      <div aria-live="polite">
        {selected && (
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
            <p className="font-medium text-slate-900">Selected candidate</p>
            <CandidateLines candidate={selected} />
          </div>
        )}
      </div>
    </div>
  );
}

function CandidateLines({ candidate }: { candidate: ExternalCandidateView }) {
  const details = [
    candidate.phone,
    candidate.sourceOrgName,
    candidate.appliedAt ? `Applied ${formatDate(candidate.appliedAt)}` : null,
  ].filter(Boolean);
  return (
    <span className="grid gap-0.5">
      <span className="font-medium text-slate-900">{candidate.name ?? UNNAMED_CANDIDATE}</span>
      <span className="text-slate-700">{candidate.email}</span>
      {details.length > 0 && <span className="text-xs text-slate-500">{details.join(' · ')}</span>}
    </span>
  );
}
