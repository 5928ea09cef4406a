import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ImportForm } from '../../../../shared/import';
import { toast } from '../../../components/ui/use-toast';
import {
  importKeys,
  isImportActive,
  useImportRun,
  useLatestImportRun,
  useStartImport,
  type ImportFiles,
} from '../api/imports';
import { adminKeys } from '../api/keys';
import { toastAdminFailure } from './admin-failure';
import { CandidateImportForm } from './import-form';
import { ImportRunPanel } from './import-run';
import {
  IMPORT_FAILED_FALLBACK,
  IMPORT_FAILED_TITLE,
  importOutcomeToast,
  type ImportVariant,
} from './import-text';

/**
 * Runs started in this tab whose end has not been told yet. Kept outside the
 * component, so leaving the tab and coming back still ends with the toast.
 */
const awaitedRunIds = new Set<string>();

/** What a written import changes: people, applications, balances and their figures. */
const WRITTEN_KEYS = [
  adminKeys.credits(),
  adminKeys.organizations(),
  adminKeys.analytics(),
  adminKeys.applications(),
  adminKeys.jobs(),
];

/**
 * The bulk import of candidates or applications (the Import tab and the Sync tab):
 * the form, then the run's progress asked for every second, then its report and the
 * spec's toast. As the tab opens it shows the latest run, still going or finished.
 */
export function CandidateImport({ variant }: { variant: ImportVariant }) {
  const id = useId();
  const queryClient = useQueryClient();
  const start = useStartImport();
  const [startedRunId, setStartedRunId] = useState<string | null>(null);
  const latest = useLatestImportRun();
  const shownRunId = startedRunId ?? latest.data?.id ?? null;
  const run = useImportRun(shownRunId);
  const shown =
    run.data ?? (latest.data && latest.data.id === shownRunId ? latest.data : null) ?? null;
  const isRunning = shown !== null && shown.id === startedRunId && isImportActive(shown);

  // A run started here says how it ended once, and what it wrote is asked for again.
  useEffect(() => {
    if (!shown || isImportActive(shown) || !awaitedRunIds.has(shown.id)) return;
    awaitedRunIds.delete(shown.id);
    toast(importOutcomeToast(shown));
    const keys = shown.isDryRun ? [] : WRITTEN_KEYS;
    for (const queryKey of [importKeys.latest(), ...keys]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [shown, queryClient]);

  const onStart = async (form: ImportForm, files: ImportFiles) => {
    try {
      const { run: started } = await start.mutateAsync({ form, files });
      awaitedRunIds.add(started.id);
      setStartedRunId(started.id);
    } catch (error) {
      toastAdminFailure(error, IMPORT_FAILED_TITLE, IMPORT_FAILED_FALLBACK);
      throw error;
    }
  };

  const statusId = `${id}-status`;
  return (
    <div className="grid gap-6">
      <CandidateImportForm
        variant={variant}
        onStart={onStart}
        isSending={start.isPending}
        isRunning={isRunning}
        runningStatusId={statusId}
      />
      <ImportRunPanel
        run={shown}
        isSending={start.isPending}
        loadError={run.isError ? run.error : null}
        statusId={statusId}
      />
    </div>
  );
}
