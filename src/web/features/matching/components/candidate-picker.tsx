import { useState } from 'react';
import { NAME_SEARCH_TOO_SHORT, type CandidateOptionView } from '../../../../shared/matching';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { NAME_SEARCH_MIN_LENGTH, useCandidateOptions } from '../api/candidate-options';
import { SearchableSelect } from './searchable-select';

export function candidateOptionLabel(candidate: CandidateOptionView): string {
  return `${candidate.fullName} — ${candidate.email} (${candidate.orgName})`;
}

/** A candidate of any organization, searched by name (a slip of the keyboard forgiven). */
export function CandidatePicker({
  selected,
  onSelect,
}: {
  selected: CandidateOptionView | null;
  onSelect: (candidate: CandidateOptionView | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useSearchDraft(search, setSearch);
  const candidates = useCandidateOptions(search);
  return (
    <SearchableSelect
      label="Candidate"
      searchLabel="Search candidates by name"
      searchPlaceholder="Name"
      placeholder="Select a candidate"
      noun="candidates"
      draft={draft}
      onDraftChange={setDraft}
      onSearchNow={setSearch}
      options={candidates}
      selected={selected}
      onSelect={onSelect}
      keyOf={(candidate) => candidate.candidateId}
      labelOf={candidateOptionLabel}
      hint={search.length < NAME_SEARCH_MIN_LENGTH ? NAME_SEARCH_TOO_SHORT : undefined}
    />
  );
}
