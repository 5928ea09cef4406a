import type { Role } from '../../shared/auth';
import { can } from '../../shared/permissions';

/*
 * What each role may do in the interface, read from the one table the server
 * enforces (src/shared/permissions.ts, READING.md section 5). These only hide
 * buttons a person could not use.
 */

export function canManageJobs(role: Role | undefined): boolean {
  return can(role, 'editJobs');
}

export function canDeleteJobs(role: Role | undefined): boolean {
  return can(role, 'deleteJobs');
}

/** Unlock, move stages, reject, email, schedule: everything that spends credits. */
export function canSpendCredits(role: Role | undefined): boolean {
  return can(role, 'spendCredits');
}

export function isSuperAdmin(role: Role | undefined): boolean {
  return role === 'SUPERADMIN';
}

/** Buying credits is for organization admins (READING.md section 5). */
export function canBuyCredits(role: Role | undefined): boolean {
  return can(role, 'buyCredits');
}
