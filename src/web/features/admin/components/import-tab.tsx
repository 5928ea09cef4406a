import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useOrganizationJobs } from '../api/jobs';
import { OrganizationSelectField } from './select-fields';

/**
 * The candidate import form (spec: organization, optional job, candidates CSV,
 * optional resumes ZIP, the UNLOCKED checkbox). Importing comes with its own issue:
 * the form says so and its button stays disabled, so nothing pretends to import.
 */
export function ImportTab() {
  const id = useId();
  const [orgId, setOrgId] = useState('');
  const [isUnlocked, setIsUnlocked] = useState(true);
  const jobs = useOrganizationJobs(orgId);
  const noticeId = `${id}-notice`;
  return (
    <TitledCard
      title="Import Candidates"
      description="Candidates from a CSV file, with their resumes from a ZIP, into an organization."
    >
      <Notice id={noticeId} role="status" className="mb-5">
        Candidate import is not available yet.
      </Notice>
      <form
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
        aria-describedby={noticeId}
      >
        <OrganizationSelectField
          label="Organization"
          required
          value={orgId}
          onChange={(event) => setOrgId(event.target.value)}
        />
        <SelectField label="Job (optional)" disabled={orgId === '' || jobs.isPending}>
          <option value="">No job: candidates only</option>
          {(jobs.data ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </SelectField>
        <TextField label="Candidates CSV" type="file" accept=".csv,text/csv" className="py-1.5" />
        <TextField
          label="Resumes ZIP (optional)"
          type="file"
          accept=".zip,application/zip"
          className="py-1.5"
        />
        <label className="flex items-center gap-2 text-sm text-slate-800 md:col-span-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={isUnlocked}
            onChange={(event) => setIsUnlocked(event.target.checked)}
          />
          Mark applications as UNLOCKED (grant 1 credit per application)
        </label>
        <div className="md:col-span-2">
          <Button type="submit" disabled aria-describedby={noticeId}>
            <Upload aria-hidden="true" />
            Import Candidates
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
