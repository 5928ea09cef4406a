import { useState } from 'react';
import type { AdminJobView, AdminPipelineCard } from '../../../../shared/admin';
import { SelectField } from '../../../components/ui/form-field';
import { useJobApplicants } from '../api/job-applicants';
import { JobPicker } from './job-picker';

/** A candidate of any organization, found through a job they applied to (or were added to). */
export function CandidatePicker({
  selected,
  onSelect,
}: {
  selected: AdminPipelineCard | null;
  onSelect: (candidate: AdminPipelineCard | null) => void;
}) {
  const [job, setJob] = useState<AdminJobView | null>(null);
  const applicants = useJobApplicants(job?.id ?? '');
  const people = applicants.data ?? [];
  const hint = !job
    ? 'Choose a job they applied to first.'
    : applicants.isPending
      ? 'Loading candidates...'
      : applicants.isError
        ? `The candidates could not be loaded. ${applicants.error.message}`
        : people.length === 0
          ? 'Nobody is in this job’s pipeline yet.'
          : undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Candidate to score</legend>
      <JobPicker
        label="Applied to"
        searchLabel="Search the job they applied to"
        selected={job}
        onSelect={(next) => {
          setJob(next);
          onSelect(null);
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Candidate"
          value={selected?.candidateId ?? ''}
          onChange={(event) =>
            onSelect(people.find((card) => card.candidateId === event.target.value) ?? null)
          }
          disabled={!job || people.length === 0}
          hint={hint}
        >
          <option value="">Select a candidate</option>
          {people.map((card) => (
            <option key={card.candidateId} value={card.candidateId}>
              {card.fullName} — {card.email}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
