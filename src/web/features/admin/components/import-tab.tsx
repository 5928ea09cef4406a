import { Upload } from 'lucide-react';
import { TitledCard } from '../../../components/ui/card';
import { CandidateImport } from './import-candidates';

/**
 * The signed-in console's Import tab (spec: organization, optional job, candidates
 * CSV, optional resumes ZIP, 'Mark applications as UNLOCKED'): the file really
 * imported, with its progress and report.
 */
export function ImportTab() {
  return (
    <TitledCard
      title="Import Candidates"
      icon={<Upload className="size-4 text-slate-500" aria-hidden="true" />}
      description="Candidates from a CSV or XLSX file, with their resumes from a ZIP, into an organization."
    >
      <CandidateImport variant="candidates" />
    </TitledCard>
  );
}
