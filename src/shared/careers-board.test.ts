import { describe, expect, it } from 'vitest';
import { syncStatusText } from './careers-board';

describe('the sync badge’s words', () => {
  it('says when a job synced, why it failed, or that it waits', () => {
    expect(
      syncStatusText('SYNCED', { lastSyncAt: '2026-11-25T08:00:00.000Z', syncError: null }),
    ).toMatchObject({ label: 'Synced', tooltip: expect.stringContaining('2026') });
    expect(
      syncStatusText('FAILED', { lastSyncAt: null, syncError: 'title is required' }).tooltip,
    ).toBe('The careers board refused this job: title is required');
    expect(syncStatusText('PENDING', { lastSyncAt: null, syncError: null })).toEqual({
      label: 'Sync pending',
      tooltip: 'Waiting for the careers board to confirm',
    });
  });
});
