import { FileSpreadsheet } from 'lucide-react';
import { TitledCard } from '../../../components/ui/card';
import { CandidateImport } from './import-candidates';
import { IntegrationsTab } from './integrations-tab';

/**
 * The password console's Sync tab: Sync employer (the careers board's status, the
 * Employer Account Sync, failed jobs to retry) and the bulk import of applications
 * from a CSV or XLSX file, checked first by a dry run.
 */
export function SyncTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <IntegrationsTab />
      <TitledCard
        title="Bulk import applications"
        icon={<FileSpreadsheet className="size-4 text-slate-500" aria-hidden="true" />}
        description="Applications from a CSV or XLSX file, with a dry run first."
      >
        <CandidateImport variant="applications" />
      </TitledCard>
    </div>
  );
}
