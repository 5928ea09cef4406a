import { useState } from 'react';
import type { AdminJobView } from '../../../../shared/admin';
import { useSearchDraft } from '../../../lib/use-search-draft';
import { usePlatformJobSearch } from '../../admin';
import { SearchableSelect } from './searchable-select';

const STATUS_NOTE: Record<AdminJobView['status'], string> = {
  PUBLISHED: '',
  DRAFT: ' (draft)',
  CLOSED: ' (closed)',
};

export function jobOptionLabel(job: AdminJobView): string {
  return `${job.title} — ${job.orgName}${STATUS_NOTE[job.status]}`;
}

/** A job of any organization, searched by title or organization (GET /admin/jobs/search). */
export function JobPicker({
  selected,
  onSelect,
  label = 'Job',
  searchLabel = 'Search jobs',
}: {
  selected: AdminJobView | null;
  onSelect: (job: AdminJobView | null) => void;
  label?: string;
  searchLabel?: string;
}) {
  const [q, setQ] = useState('');
  const [draft, setDraft] = useSearchDraft(q, setQ);
  const jobs = usePlatformJobSearch(q);
  return (
    <SearchableSelect
      label={label}
      searchLabel={searchLabel}
      searchPlaceholder="Title or organization"
      placeholder="Select a job"
      noun="jobs"
      draft={draft}
      onDraftChange={setDraft}
      onSearchNow={setQ}
      options={jobs}
      selected={selected}
      onSelect={onSelect}
      keyOf={(job) => job.id}
      labelOf={jobOptionLabel}
    />
  );
}
