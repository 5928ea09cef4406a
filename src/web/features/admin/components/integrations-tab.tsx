import { EmployerSyncCard } from './employer-sync-card';
import { FailedBoardJobsCard } from './failed-board-jobs-card';
import { IntegrationStatusCard } from './integration-status-card';

/**
 * The SUPERADMIN console's Integrations tab: the careers board's status, the
 * Employer Account Sync, and the jobs whose sync failed. The password console's
 * Sync tab shows the same.
 */
export function IntegrationsTab() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <IntegrationStatusCard />
      <EmployerSyncCard />
      <FailedBoardJobsCard />
    </div>
  );
}
