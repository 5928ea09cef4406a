import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { EmployerSyncRunView } from '../../../../shared/careers-board';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import {
  isEmployerSyncActive,
  useEmployerSyncRun,
  useStartEmployerSync,
} from '../api/employer-sync';
import { useCareersBoardIntegration } from '../api/integration-status';
import { adminKeys } from '../api/keys';
import { toastAdminFailure } from './admin-failure';
import { CareersBoardOffNotice } from './careers-board-off-notice';
import {
  EMPLOYER_SYNC_FAILED_FALLBACK,
  EMPLOYER_SYNC_WARNING,
  lastRunText,
  syncOutcomeToast,
  syncProgress,
} from './employer-sync-text';

/**
 * Employer Account Sync (spec: both consoles): after a confirm, an employer account
 * on the careers board for every organization lacking one. The run's progress shows
 * while it goes (asked for every second), then a toast with its counts and the
 * errors under the button.
 */
export function EmployerSyncCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const board = useCareersBoardIntegration();
  const isConfigured = board.data?.configured === true;
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const [startedRunId, setStartedRunId] = useState<string | null>(null);
  const start = useStartEmployerSync();
  // The start call waits up to ~20 s: meanwhile the new run shows as the latest.
  const run = useEmployerSyncRun(startedRunId ?? 'latest', { isWaitingForStart: start.isPending });
  const shown = run.data ?? null;
  const isActive = start.isPending || (shown !== null && isEmployerSyncActive(shown));

  // The run started here: its end says so once, and what it changed is asked for again.
  const awaitedRunId = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || shown.id !== awaitedRunId.current || isEmployerSyncActive(shown)) return;
    awaitedRunId.current = null;
    toast(syncOutcomeToast(shown));
    for (const queryKey of [
      adminKeys.organizations(),
      adminKeys.integrations(),
      adminKeys.employerSyncs(),
      adminKeys.employers(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [shown, queryClient]);

  const onConfirm = () => {
    setIsConfirmOpen(false);
    start.mutate(undefined, {
      onSuccess: (started) => {
        awaitedRunId.current = started.id;
        setStartedRunId(started.id);
      },
      onError: (error) =>
        toastAdminFailure(error, 'Employer sync failed', EMPLOYER_SYNC_FAILED_FALLBACK),
    });
  };

  const noticeId = `${id}-off`;
  return (
    <TitledCard
      title="Employer Account Sync"
      icon={<Users className="size-4 text-slate-500" aria-hidden="true" />}
      description={EMPLOYER_SYNC_WARNING}
    >
      <div className="grid gap-4">
        {board.data && !isConfigured && <CareersBoardOffNotice id={noticeId} />}
        <div>
          <Button
            onClick={() => setIsConfirmOpen(true)}
            disabled={!isConfigured || isActive}
            aria-describedby={board.data && !isConfigured ? noticeId : undefined}
          >
            <Users aria-hidden="true" />
            Sync Employer Accounts
          </Button>
        </div>
        <div aria-live="polite" className="grid gap-3">
          {isActive ? (
            <SyncProgress run={shown && isEmployerSyncActive(shown) ? shown : null} />
          ) : (
            shown && <LastRun run={shown} />
          )}
        </div>
        {run.isError && (
          <p role="alert" className="text-sm text-red-800">
            We could not load the employer sync’s progress. {run.error.message}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={isConfirmOpen}
        onOpenChange={setIsConfirmOpen}
        title="Sync employer accounts?"
        description={`${EMPLOYER_SYNC_WARNING} Organizations the careers board already has are linked, not created again.`}
        confirmLabel="Start sync"
        onConfirm={onConfirm}
        isPending={false}
      />
    </TitledCard>
  );
}

/** The running sync: processed of total, with a progress bar. */
function SyncProgress({ run }: { run: EmployerSyncRunView | null }) {
  const progress = run ? syncProgress(run) : { value: null, max: 0, text: 'Starting...' };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">
        Syncing employer accounts: <span className="tabular-nums">{progress.text}</span>
      </p>
      <ProgressBar
        label="Employer account sync"
        value={progress.value}
        max={progress.max}
        valueText={progress.text}
      />
    </div>
  );
}

/** The last finished run: its counts and its errors. */
function LastRun({ run }: { run: EmployerSyncRunView }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className={run.status === 'failed' ? 'text-red-800' : 'text-slate-700'}>
        {lastRunText(run, formatDateTime)}
      </p>
      {run.errors.length > 0 && (
        <ul
          aria-label="Employer sync errors"
          className="grid max-h-48 list-disc gap-1 overflow-y-auto rounded-lg border border-red-200 bg-red-50 py-2 pr-3 pl-7 text-red-800"
        >
          {run.errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
