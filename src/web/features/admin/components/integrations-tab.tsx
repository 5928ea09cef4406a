import { Users } from 'lucide-react';
import { TitledCard } from '../../../components/ui/card';
import { useIntegrationStatus } from '../api/integration-status';
import { IntegrationStatusCard } from './integration-status-card';

/**
 * The SUPERADMIN console's Integrations tab: the careers board's real status. The
 * Employer Account Sync comes with the careers-board integration: until then it is
 * said to be unavailable, with no button that would pretend to run it.
 */
export function IntegrationsTab() {
  const status = useIntegrationStatus();
  const isConfigured = status.data?.integrations.zuludesk_careers.configured === true;
  return (
    <div className="grid grid-cols-1 gap-6">
      <IntegrationStatusCard />
      <TitledCard
        title="Employer Account Sync"
        icon={<Users className="size-4 text-slate-500" aria-hidden="true" />}
        description="Creates an employer account on the careers board for every organization lacking one. It may take minutes."
      >
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {isConfigured
            ? 'Employer Account Sync is not available yet: it comes with the careers-board connection.'
            : 'Employer Account Sync is not available until the careers board is configured on this server.'}
        </p>
      </TitledCard>
    </div>
  );
}
