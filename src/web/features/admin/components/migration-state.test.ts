import { describe, expect, it } from 'vitest';
import type { MigrationResultView } from '../../../../shared/careers-board';
import {
  MIGRATION_TOAST_MS,
  migrationKey,
  migrationReducer,
  migrationResultText,
  migrationStateOf,
  migrationToast,
  type MigrationStates,
} from './migration-state';

const result: MigrationResultView = {
  success: true,
  jobsMigrated: 3,
  candidatesMigrated: 1,
  errors: ['Application of Kofi: its job was not migrated'],
  orgId: 'org-1',
  orgName: 'Akwaaba Foods',
};

describe('migration per employer (spec section 4)', () => {
  it('goes idle, migrating, then migrated', () => {
    const employer = { id: 'emp-1', orgId: null };
    let states: MigrationStates = {};
    expect(migrationStateOf(employer, states)).toEqual({ kind: 'idle' });
    states = migrationReducer(states, { type: 'start', employerId: 'emp-1' });
    expect(migrationStateOf(employer, states)).toEqual({ kind: 'migrating' });
    states = migrationReducer(states, { type: 'succeed', employerId: 'emp-1', result });
    expect(migrationStateOf(employer, states)).toEqual({ kind: 'migrated', result });
  });

  it('fails with the error shown, and can be tried again', () => {
    let states = migrationReducer({}, { type: 'start', employerId: 'emp-1' });
    states = migrationReducer(states, {
      type: 'fail',
      employerId: 'emp-1',
      message: 'The careers board could not be reached.',
    });
    expect(states['emp-1']).toEqual({
      kind: 'failed',
      message: 'The careers board could not be reached.',
    });
    states = migrationReducer(states, { type: 'start', employerId: 'emp-1' });
    expect(states['emp-1']).toEqual({ kind: 'migrating' });
  });

  it('takes an answer that says it did not succeed as a failure with its errors', () => {
    const states = migrationReducer(
      {},
      {
        type: 'succeed',
        employerId: 'emp-1',
        result: { ...result, success: false, errors: ['Board down.', 'Try later.'] },
      },
    );
    expect(states['emp-1']).toEqual({ kind: 'failed', message: 'Board down. Try later.' });
  });

  it('keeps one migration of an employer at a time and leaves the others alone', () => {
    const started = migrationReducer({}, { type: 'start', employerId: 'emp-1' });
    expect(migrationReducer(started, { type: 'start', employerId: 'emp-1' })).toBe(started);
    const both = migrationReducer(started, { type: 'start', employerId: 'emp-2' });
    expect(both).toEqual({ 'emp-1': { kind: 'migrating' }, 'emp-2': { kind: 'migrating' } });
  });

  it('shows an employer linked to an organization already as migrated', () => {
    expect(migrationStateOf({ id: 'emp-9', orgId: 'org-9' }, {})).toEqual({
      kind: 'migrated',
      result: null,
    });
  });

  it('names the employer by its name, or by its id when the name is not unique', () => {
    const employers = [
      { id: 'emp-1', name: 'Akwaaba Foods' },
      { id: 'emp-2', name: 'Volta Logistics' },
      { id: 'emp-3', name: ' volta logistics' },
    ];
    expect(migrationKey(employers[0]!, employers)).toBe('Akwaaba Foods');
    expect(migrationKey(employers[1]!, employers)).toBe('emp-2');
    expect(migrationKey(employers[2]!, employers)).toBe('emp-3');
    expect(migrationKey({ id: 'emp-4', name: '  ' }, employers)).toBe('emp-4');
  });

  it('says what it migrated, with a warning count, in a toast of 8 seconds', () => {
    expect(migrationResultText(result)).toBe(
      'Migrated 3 jobs and 1 candidate into Akwaaba Foods, 1 warning.',
    );
    expect(
      migrationResultText({ ...result, jobsMigrated: 1, candidatesMigrated: 0, errors: [] }),
    ).toBe('Migrated 1 job and 0 candidates into Akwaaba Foods.');
    expect(migrationToast('Akwaaba Foods', result)).toEqual({
      variant: 'default',
      title: 'Migration completed',
      description: 'Migrated 3 jobs and 1 candidate into Akwaaba Foods, 1 warning.',
      duration: 8000,
    });
    expect(migrationToast('Akwaaba Foods', { ...result, orgName: null, errors: [] })).toMatchObject(
      {
        variant: 'success',
        description: 'Akwaaba Foods: Migrated 3 jobs and 1 candidate.',
      },
    );
    expect(MIGRATION_TOAST_MS).toBe(8000);
  });
});
