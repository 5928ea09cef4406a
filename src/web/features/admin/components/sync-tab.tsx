import { FileSpreadsheet } from 'lucide-react';
import { TitledCard } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { IntegrationsTab } from './integrations-tab';

/**
 * The password console's Sync tab: Sync employer (the careers board's status, the
 * Employer Account Sync, failed jobs to retry) and the bulk import of applications,
 * which comes with its own issue and says so.
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
        <Notice role="status">Bulk import of applications is not available yet.</Notice>
      </TitledCard>
    </div>
  );
}
