import { describe, expect, it } from 'vitest';
import type { EmployerSyncRunView } from '../../../../shared/careers-board';
import {
  EMPLOYER_SYNC_WARNING,
  lastRunText,
  syncOutcomeToast,
  syncProgress,
} from './employer-sync-text';

const run: EmployerSyncRunView = {
  id: 'run-1',
  status: 'running',
  total: 10,
  processed: 4,
  created: 2,
  skipped: 1,
  failed: 1,
  errors: ['Akwaaba Foods: The careers board refused the request.'],
  createdAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
};

describe('the employer account sync', () => {
  it('warns that it creates accounts for all organizations lacking one and may take minutes', () => {
    expect(EMPLOYER_SYNC_WARNING).toContain('for all organizations lacking one');
    expect(EMPLOYER_SYNC_WARNING).toContain('may take minutes');
  });

  it('shows processed of total while it runs, with no figure before it has counted', () => {
    expect(syncProgress(run)).toEqual({ value: 4, max: 10, text: '4 of 10 organizations' });
    expect(syncProgress({ ...run, total: 1, processed: 1 })).toEqual({
      value: 1,
      max: 1,
      text: '1 of 1 organization',
    });
    expect(syncProgress({ ...run, status: 'queued', total: 0, processed: 0 })).toEqual({
      value: null,
      max: 0,
      text: 'Waiting to start...',
    });
  });

  it('ends with the spec’s toasts: completed with its counts, or failed', () => {
    const finishedAt = '2026-11-25T10:05:00.000Z';
    expect(syncOutcomeToast({ ...run, status: 'completed', finishedAt })).toEqual({
      variant: 'default',
      title: 'Employer sync completed',
      description: 'Created 2, skipped 1, failed 1.',
    });
    expect(
      syncOutcomeToast({ ...run, status: 'completed', failed: 0, errors: [], finishedAt }),
    ).toMatchObject({ variant: 'success', description: 'Created 2, skipped 1, failed 0.' });
    expect(
      syncOutcomeToast({
        ...run,
        status: 'failed',
        errors: ['The careers board is not configured'],
        finishedAt,
      }),
    ).toEqual({
      variant: 'destructive',
      title: 'Employer sync failed',
      description: 'The careers board is not configured',
    });
    expect(syncOutcomeToast({ ...run, status: 'failed', errors: [], finishedAt })).toMatchObject({
      title: 'Employer sync failed',
      description: 'The employer sync stopped before it finished.',
    });
  });

  it('says how the last run went', () => {
    const finished = { ...run, status: 'completed' as const, finishedAt: '2026-11-25T10:05:00Z' };
    expect(lastRunText(finished, (iso) => `<${iso}>`)).toBe(
      'Last sync <2026-11-25T10:05:00Z>: Created 2, skipped 1, failed 1.',
    );
    expect(lastRunText({ ...run, status: 'failed' }, (iso) => `<${iso}>`)).toBe(
      'The last employer sync failed (<2026-11-25T10:00:00.000Z>).',
    );
  });
});
