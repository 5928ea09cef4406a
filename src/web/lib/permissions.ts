import type { Role } from '../../shared/auth';

/*
 * What each role may do in the interface (READING.md section 5). These only
 * hide buttons a person could not use; the server enforces every rule.
 */

const JOB_EDITORS: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'HM', 'RECRUITER'];
const JOB_DELETERS: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'HM'];

export function canManageJobs(role: Role | undefined): boolean {
  return role !== undefined && JOB_EDITORS.includes(role);
}

export function canDeleteJobs(role: Role | undefined): boolean {
  return role !== undefined && JOB_DELETERS.includes(role);
}

export function isSuperAdmin(role: Role | undefined): boolean {
  return role === 'SUPERADMIN';
}
