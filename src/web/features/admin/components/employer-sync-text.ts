import type { EmployerSyncRunView } from '../../../../shared/careers-board';
import type { ToastOptions } from '../../../components/ui/use-toast';
import { countOf } from './careers-board-text';

/*
 * The Employer Account Sync's words (spec: "creates employer accounts for all
 * organizations lacking one and may take minutes"; toasts 'Employer sync completed'
 * with the created, skipped and failed counts, and 'Employer sync failed').
 */

export const EMPLOYER_SYNC_WARNING =
  'Creates employer accounts on the careers board for all organizations lacking one. It may take minutes.';

export const EMPLOYER_SYNC_FAILED_FALLBACK =
  'The employer sync could not be started. Please try again.';

/** "Created 2, skipped 5, failed 1." */
export function syncCountsText(run: Pick<EmployerSyncRunView, 'created' | 'skipped' | 'failed'>) {
  return `Created ${run.created}, skipped ${run.skipped}, failed ${run.failed}.`;
}

/** The progress bar's values: null value while the run has not counted its organizations yet. */
export function syncProgress(run: Pick<EmployerSyncRunView, 'status' | 'processed' | 'total'>) {
  if (run.status === 'queued' || run.total === 0) {
    return { value: null, max: 0, text: 'Waiting to start...' };
  }
  return {
    value: Math.min(run.processed, run.total),
    max: run.total,
    text: `${run.processed} of ${countOf(run.total, 'organization', 'organizations')}`,
  };
}

/** The toast at the end of a run started here. */
export function syncOutcomeToast(run: EmployerSyncRunView): ToastOptions {
  if (run.status === 'failed') {
    return {
      variant: 'destructive',
      title: 'Employer sync failed',
      description: run.errors[0] ?? 'The employer sync stopped before it finished.',
    };
  }
  return {
    variant: run.failed > 0 ? 'default' : 'success',
    title: 'Employer sync completed',
    description: syncCountsText(run),
  };
}

/** The line under the button about the last finished run. */
export function lastRunText(run: EmployerSyncRunView, formatTime: (iso: string) => string) {
  const when = formatTime(run.finishedAt ?? run.createdAt);
  if (run.status === 'failed') return `The last employer sync failed (${when}).`;
  return `Last sync ${when}: ${syncCountsText(run)}`;
}
