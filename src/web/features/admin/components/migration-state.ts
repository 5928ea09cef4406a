import type { ExternalEmployerView, MigrationResultView } from '../../../../shared/careers-board';
import type { ToastOptions } from '../../../components/ui/use-toast';
import { countOf } from './careers-board-text';

/*
 * Migration per employer (spec section 4): idle, then migrating, then either
 * migrated (the button is replaced by a 'Migrated' badge) or failed (error shown,
 * can retry). An employer already linked to an organization counts as migrated.
 */

export type MigrationState =
  | { kind: 'idle' }
  | { kind: 'migrating' }
  | { kind: 'migrated'; result: MigrationResultView | null }
  | { kind: 'failed'; message: string };

/** What this page did, by employer id; employers it did nothing to are not in it. */
export type MigrationStates = Readonly<Record<string, MigrationState>>;

export type MigrationAction =
  | { type: 'start'; employerId: string }
  | { type: 'succeed'; employerId: string; result: MigrationResultView }
  | { type: 'fail'; employerId: string; message: string };

/** Spec section 9: the 'Migration completed' toast stays 8 seconds. */
export const MIGRATION_TOAST_MS = 8000;

export const MIGRATION_FAILED_FALLBACK = 'The employer could not be migrated. Please try again.';

/** A result that says it did not succeed is a failure, with its errors as the reason. */
export function migrationFailureText(result: MigrationResultView): string {
  return result.errors.length > 0 ? result.errors.join(' ') : MIGRATION_FAILED_FALLBACK;
}

export function migrationReducer(
  states: MigrationStates,
  action: MigrationAction,
): MigrationStates {
  const current = states[action.employerId];
  switch (action.type) {
    case 'start':
      // One migration of an employer at a time.
      if (current?.kind === 'migrating') return states;
      return { ...states, [action.employerId]: { kind: 'migrating' } };
    case 'succeed':
      return {
        ...states,
        [action.employerId]: action.result.success
          ? { kind: 'migrated', result: action.result }
          : { kind: 'failed', message: migrationFailureText(action.result) },
      };
    case 'fail':
      return { ...states, [action.employerId]: { kind: 'failed', message: action.message } };
  }
}

/** The employer's state: what this page did to it, else migrated when it is linked already. */
export function migrationStateOf(
  employer: Pick<ExternalEmployerView, 'id' | 'orgId'>,
  states: MigrationStates,
): MigrationState {
  return (
    states[employer.id] ?? (employer.orgId ? { kind: 'migrated', result: null } : { kind: 'idle' })
  );
}

/**
 * What the migrate call names the employer by: its name (spec: POST
 * /employers/{name}/migrate), or its id when another employer of the list has the
 * same name (the server would answer employer_ambiguous).
 */
export function migrationKey(
  employer: Pick<ExternalEmployerView, 'id' | 'name'>,
  employers: readonly Pick<ExternalEmployerView, 'id' | 'name'>[],
): string {
  const name = employer.name.trim().toLowerCase();
  const isShared = employers.some(
    (other) => other.id !== employer.id && other.name.trim().toLowerCase() === name,
  );
  return isShared || name === '' ? employer.id : employer.name;
}

/** The result line: migrated jobs, candidates and a warning count. */
export function migrationResultText(result: MigrationResultView): string {
  const into = result.orgName ? ` into ${result.orgName}` : '';
  const warnings =
    result.errors.length > 0 ? `, ${countOf(result.errors.length, 'warning', 'warnings')}` : '';
  return `Migrated ${countOf(result.jobsMigrated, 'job', 'jobs')} and ${countOf(result.candidatesMigrated, 'candidate', 'candidates')}${into}${warnings}.`;
}

export function migrationToast(employerName: string, result: MigrationResultView): ToastOptions {
  const text = migrationResultText(result);
  return {
    variant: result.errors.length > 0 ? 'default' : 'success',
    title: 'Migration completed',
    // The result names the organization; without one it says which employer it was.
    description: result.orgName ? text : `${employerName}: ${text}`,
    duration: MIGRATION_TOAST_MS,
  };
}
