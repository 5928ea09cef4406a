import { NotBuiltPage } from '../../../components/not-built-page';

export function IntegrationsPage() {
  return <NotBuiltPage title="Integrations" subtitle="Careers board connection status" />;
}
