import { CheckCircle2, Plug, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  CAREERS_BOARD_FEATURES,
  CAREERS_BOARD_SETTINGS,
  type CareersBoardIntegrationView,
} from '../../../../shared/careers-board';
import { CopyButton } from '../../../components/copy-button';
import { LoadingBlock } from '../../../components/loading-screen';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useCareersBoardIntegration } from '../api/integration-status';
import {
  credentialTexts,
  environmentText,
  failureKindText,
  INTEGRATION_STATUS_BADGES,
  INTEGRATION_STATUS_LOAD_FAILED,
  isWebhookSecretMissing,
  REFRESH_STATUS_DELAY_MS,
  settingNote,
} from './careers-board-text';
import { DetailItem } from './detail-item';

/**
 * The careers board's status card (GET /admin/integrations/status, spec "Integrations
 * page"): its settings, how it is doing (last call, last failure, queue, failed and
 * pending jobs, the webhook URL), setup instructions or the feature list, and
 * Refresh Status. /integrations and both consoles show this one card.
 */
export function IntegrationStatusCard() {
  const status = useCareersBoardIntegration();
  const [isWaiting, setIsWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setIsWaiting(true);
    timer.current = setTimeout(() => {
      void status.refetch().finally(() => setIsWaiting(false));
    }, REFRESH_STATUS_DELAY_MS);
  };

  const careers = status.data;
  const badge = INTEGRATION_STATUS_BADGES[careers?.status ?? 'unknown'];
  const isRefreshing = isWaiting || status.isFetching;

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
          {!status.isPending && (
            <Badge variant={badge.variant} aria-live="polite">
              <span className="sr-only">Status: </span>
              {badge.label}
            </Badge>
          )}
          <Button variant="outline" size="sm" onClick={refresh} isPending={isRefreshing}>
            {!isRefreshing && <RefreshCw aria-hidden="true" />}
            Refresh Status
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <LoadingBlock className="py-6" />
        ) : status.isError || !careers ? (
          <p role="alert" className="text-sm text-red-800">
            {INTEGRATION_STATUS_LOAD_FAILED}
          </p>
        ) : (
          <IntegrationDetails careers={careers} />
        )}
      </CardContent>
    </Card>
  );
}

function IntegrationDetails({ careers }: { careers: CareersBoardIntegrationView }) {
  const credentials = credentialTexts(careers);
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <DetailItem term="API endpoint" valueClassName="font-mono break-all text-slate-900">
          {careers.baseUrl ?? 'Not set'}
        </DetailItem>
        <DetailItem term="Admin Token">
          <Badge variant={careers.hasAdminToken ? 'success' : 'destructive'}>
            {credentials.adminToken}
          </Badge>
        </DetailItem>
        <DetailItem term="Webhook Secret">
          <Badge variant={careers.hasWebhookSecret ? 'success' : 'secondary'}>
            {credentials.webhookSecret}
          </Badge>
        </DetailItem>
        <DetailItem term="Environment" valueClassName="font-medium text-slate-900">
          {environmentText(careers.environment)}
        </DetailItem>
      </dl>
      {careers.configured ? (
        <>
          <BoardHealth careers={careers} />
          <ul aria-label="Features" className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            {CAREERS_BOARD_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckCircle2
                  className="mt-0.5 size-4 shrink-0 text-green-600"
                  aria-hidden="true"
                />
                {feature}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <SetupInstructions />
      )}
    </div>
  );
}

function SetupInstructions() {
  return (
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
            <span className="text-slate-600">{settingNote(setting)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the board is doing, as the server last saw it: only real figures, shown when it is connected. */
function BoardHealth({ careers }: { careers: CareersBoardIntegrationView }) {
  const failure = careers.lastFailure;
  return (
    <section aria-label="Health" className="rounded-lg border border-slate-200 p-4">
      <h4 className="text-sm font-medium text-slate-900">Health</h4>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <DetailItem term="Last successful call" valueClassName="text-slate-900">
          {careers.lastSuccessAt ? (
            <time dateTime={careers.lastSuccessAt}>{formatDateTime(careers.lastSuccessAt)}</time>
          ) : (
            'None yet'
          )}
        </DetailItem>
        <DetailItem term="Last failure" valueClassName="text-slate-900">
          {failure ? (
            <span className="grid gap-0.5">
              <span>
                <time dateTime={failure.at}>{formatDateTime(failure.at)}</time>:{' '}
                {failureKindText(failure.kind)}
              </span>
              {failure.message && (
                <span className="break-words text-red-800">{failure.message}</span>
              )}
            </span>
          ) : (
            'None since the last successful call'
          )}
        </DetailItem>
        <DetailItem term="Queue depth" valueClassName="font-medium text-slate-900 tabular-nums">
          {careers.queueDepth}
        </DetailItem>
        <DetailItem term="Failed jobs" valueClassName="font-medium text-slate-900 tabular-nums">
          {careers.failedJobs}
        </DetailItem>
        <DetailItem term="Pending jobs" valueClassName="font-medium text-slate-900 tabular-nums">
          {careers.pendingJobs}
        </DetailItem>
        <DetailItem term="Webhook URL" valueClassName="grid gap-1.5">
          {careers.webhookUrl ? (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <code className="font-mono text-xs break-all text-slate-900">
                  {careers.webhookUrl}
                </code>
                <CopyButton text={careers.webhookUrl} what="the webhook URL" />
              </span>
              <span className="text-xs text-slate-500">
                Give the careers board this address as its webhook URL.
              </span>
              {isWebhookSecretMissing(careers) && (
                <span className="text-xs text-amber-800">
                  Webhooks are refused until ZULUDESK_CAREERS_WEBHOOK_SECRET is set.
                </span>
              )}
            </>
          ) : (
            'Not available'
          )}
        </DetailItem>
      </dl>
    </section>
  );
}
