import { CheckCircle2, Plug, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { IntegrationStatusResponse } from '../../../../shared/admin';
import { LoadingBlock } from '../../../components/loading-screen';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useIntegrationStatus } from '../api/integration-status';
import { DetailItem } from './detail-item';

type CareersStatus = IntegrationStatusResponse['integrations']['zuludesk_careers'];

const STATUS_BADGES: Record<CareersStatus['status'], { label: string; variant: BadgeVariant }> = {
  configured: { label: 'Configured', variant: 'success' },
  not_configured: { label: 'Not Configured', variant: 'warning' },
  unknown: { label: 'Unknown', variant: 'secondary' },
};

/** Spec section 9: Refresh Status waits a second before asking again. */
const REFRESH_DELAY_MS = 1000;

/** The three settings that connect the careers board (READING.md keeps the response key). */
export const CAREERS_BOARD_SETTINGS = [
  {
    name: 'ZULUDESK_CAREERS_ADMIN_TOKEN',
    note: 'required: the admin token the careers board issued',
  },
  { name: 'ZULUDESK_CAREERS_WEBHOOK_SECRET', note: 'optional: signs the careers board’s webhooks' },
  { name: 'ZULUDESK_CAREERS_API_URL', note: 'optional: the careers board’s API address' },
];

const CONFIGURED_FEATURES = [
  'Automatic job sync when a job is published',
  'Candidate applications arrive through webhooks',
  'One employer account per organization',
  'Retries with exponential backoff',
];

/** The careers-board integration's status (GET /admin/integrations/status) with Refresh Status. */
export function IntegrationStatusCard() {
  const status = useIntegrationStatus();
  const [isWaiting, setIsWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setIsWaiting(true);
    timer.current = setTimeout(() => {
      void status.refetch().finally(() => setIsWaiting(false));
    }, REFRESH_DELAY_MS);
  };

  const careers = status.data?.integrations.zuludesk_careers;
  const badge = careers ? STATUS_BADGES[careers.status] : STATUS_BADGES.unknown;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Plug className="size-5" aria-hidden="true" />
          </span>
          <div className="grid gap-1">
            <CardTitle>Careers board</CardTitle>
            <CardDescription>
              Publishes jobs to the external careers platform and receives its applications.
            </CardDescription>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {careers && <Badge variant={badge.variant}>{badge.label}</Badge>}
          <Button
            variant="outline"
            size="sm"
            onClick={refresh}
            isPending={isWaiting || status.isFetching}
          >
            {!(isWaiting || status.isFetching) && <RefreshCw aria-hidden="true" />}
            Refresh Status
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <LoadingBlock className="py-6" />
        ) : status.isError || !careers ? (
          <p role="alert" className="text-sm text-red-800">
            Failed to load integration status. Please check your permissions and try again.
          </p>
        ) : (
          <IntegrationDetails careers={careers} />
        )}
      </CardContent>
    </Card>
  );
}

function IntegrationDetails({ careers }: { careers: CareersStatus }) {
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <DetailItem term="API endpoint" valueClassName="font-mono break-all text-slate-900">
          {careers.baseUrl ?? 'Not set'}
        </DetailItem>
        <DetailItem term="Admin Token">
          <Badge variant={careers.hasAdminToken ? 'success' : 'destructive'}>
            {careers.hasAdminToken ? 'Set' : 'Missing'}
          </Badge>
        </DetailItem>
        <DetailItem term="Webhook Secret">
          <Badge variant={careers.hasWebhookSecret ? 'success' : 'secondary'}>
            {careers.hasWebhookSecret ? 'Set' : 'Optional'}
          </Badge>
        </DetailItem>
        <DetailItem term="Environment" valueClassName="font-medium text-slate-900">
          {careers.environment}
        </DetailItem>
      </dl>
      {careers.configured ? (
        <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {CONFIGURED_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
          <h4 className="font-medium text-slate-900">Setup instructions</h4>
          <p className="mt-1 text-slate-600">
            Set these environment settings on the server, then restart it:
          </p>
          <ul className="mt-3 grid gap-2">
            {CAREERS_BOARD_SETTINGS.map((setting) => (
              <li key={setting.name}>
                <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-slate-900 ring-1 ring-slate-200">
                  {setting.name}
                </code>{' '}
                <span className="text-slate-600">{setting.note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
