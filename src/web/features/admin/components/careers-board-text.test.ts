import { describe, expect, it } from 'vitest';
import { CAREERS_BOARD_SETTINGS } from '../../../../shared/careers-board';
import {
  countOf,
  credentialTexts,
  environmentText,
  failureKindText,
  INTEGRATION_STATUS_BADGES,
  INTEGRATION_STATUS_LOAD_FAILED,
  isWebhookSecretMissing,
  organizationBoardText,
  REFRESH_STATUS_DELAY_MS,
  settingNote,
} from './careers-board-text';

const noBoard = {
  employerId: null,
  isEmployerVerified: false,
  jobsSynced: 0,
  jobsPending: 0,
  jobsFailed: 0,
};

describe('the careers board status card', () => {
  it('says the spec’s words: badges, credentials, load failure, refresh delay', () => {
    expect(Object.values(INTEGRATION_STATUS_BADGES).map((badge) => badge.label)).toEqual([
      'Configured',
      'Not Configured',
      'Unknown',
    ]);
    expect(credentialTexts({ hasAdminToken: true, hasWebhookSecret: true })).toEqual({
      adminToken: 'Set',
      webhookSecret: 'Set',
    });
    expect(credentialTexts({ hasAdminToken: false, hasWebhookSecret: false })).toEqual({
      adminToken: 'Missing',
      webhookSecret: 'Optional',
    });
    expect(INTEGRATION_STATUS_LOAD_FAILED).toBe(
      'Failed to load integration status. Please check your permissions and try again.',
    );
    expect(REFRESH_STATUS_DELAY_MS).toBe(1000);
  });

  it('names the three settings: the admin token required, the others optional', () => {
    expect(
      CAREERS_BOARD_SETTINGS.map((setting) => `${setting.name} ${settingNote(setting)}`),
    ).toEqual([
      'ZULUDESK_CAREERS_ADMIN_TOKEN required: Admin API token',
      'ZULUDESK_CAREERS_WEBHOOK_SECRET optional: Webhook signing secret',
      'ZULUDESK_CAREERS_API_URL optional: API base URL',
    ]);
  });

  it('names the environment and the kind of the last failure', () => {
    expect(environmentText('sandbox')).toBe('Sandbox (simulated board on this server)');
    expect(environmentText('production')).toBe('Production');
    expect(environmentText('development')).toBe('development');
    expect(failureKindText('unauthorized')).toBe('Token refused by the board');
    expect(failureKindText('unavailable')).toBe('Board unreachable');
    expect(failureKindText('something_new')).toBe('something_new');
  });

  it('warns of a missing webhook secret only for the real, connected board', () => {
    const base = { configured: true, hasWebhookSecret: false, environment: 'production' };
    expect(isWebhookSecretMissing(base)).toBe(true);
    expect(isWebhookSecretMissing({ ...base, hasWebhookSecret: true })).toBe(false);
    expect(isWebhookSecretMissing({ ...base, environment: 'sandbox' })).toBe(false);
    expect(isWebhookSecretMissing({ ...base, configured: false })).toBe(false);
  });
});

describe('an organization on the careers board', () => {
  it('shows the label of its state, and nothing more while the board is off', () => {
    expect(organizationBoardText('not_configured', noBoard)).toEqual({
      label: 'Not configured',
      variant: 'outline',
      jobs: '',
      employer: null,
    });
    expect(organizationBoardText('not_synced', noBoard)).toMatchObject({
      label: 'Not Synced',
      jobs: '',
      employer: null,
    });
  });

  it('counts its jobs there and says whether its employer account is verified', () => {
    expect(
      organizationBoardText('failed', {
        employerId: 'emp-1',
        isEmployerVerified: true,
        jobsSynced: 1,
        jobsPending: 2,
        jobsFailed: 3,
      }),
    ).toEqual({
      label: 'Sync failed',
      variant: 'destructive',
      jobs: '1 job synced · 2 pending · 3 failed',
      employer: 'Verified',
    });
    expect(
      organizationBoardText('synced', { ...noBoard, employerId: 'emp-2', jobsSynced: 0 }),
    ).toMatchObject({ label: 'Synced', jobs: '0 jobs synced', employer: 'Unverified' });
  });

  it('counts in words', () => {
    expect(countOf(1, 'job', 'jobs')).toBe('1 job');
    expect(countOf(0, 'job', 'jobs')).toBe('0 jobs');
  });
});
