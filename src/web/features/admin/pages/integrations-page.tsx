import { PageHeader } from '../../../components/page-header';
import { IntegrationStatusCard } from '../components/integration-status-card';
import { useAdminConsole } from '../components/use-admin-console';

/** /integrations (SUPERADMIN): the careers board's status and how to configure it. */
export function IntegrationsPage() {
  useAdminConsole();
  return (
    <>
      <PageHeader
        title="Integrations"
        subtitle="Connections between Shortlist and outside systems."
      />
      <IntegrationStatusCard />
    </>
  );
}
