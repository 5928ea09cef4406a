import { PageHeader } from '../../../components/page-header';
import { FailedBoardJobsCard } from '../components/failed-board-jobs-card';
import { IntegrationStatusCard } from '../components/integration-status-card';
import { SandboxApplicationCard } from '../components/sandbox-application-card';
import { useAdminConsole } from '../components/use-admin-console';

/**
 * /integrations (SUPERADMIN): the careers board's status and health, how to
 * configure it, the jobs whose sync failed, and with the sandbox board a test
 * application.
 */
export function IntegrationsPage() {
  useAdminConsole();
  return (
    <>
      <PageHeader
        title="Integrations"
        subtitle="Connections between Shortlist and outside systems."
      />
      <div className="grid grid-cols-1 gap-6">
        <IntegrationStatusCard />
        <FailedBoardJobsCard />
        <SandboxApplicationCard />
      </div>
    </>
  );
}
